import { z } from 'zod';
import { entryDescriptionText } from '../../../machines/ledger/entry-descriptions.ts';
import { entryKindLabels, MUTATION_KINDS } from '../../../machines/ledger/ledger.rules.ts';
import { fromSen } from '../../../machines/shared/money.ts';
import type { BalanceView } from '../../ledger/lender-money.ts';
import type { Mutations } from '../../ledger/read-balances.ts';
import { calendarDate, envelope, errorResponses, requiredText } from '../shared.schemas.ts';

const money = z.string().describe('Rupiah as an exact decimal string');
const text = z.object({ id: z.string(), en: z.string() });

export const balance = z.object({
  active: money.describe('Active balance: what the lender may fund or cash out'),
  onHold: money.describe('On hold: committed or being withdrawn'),
  total: money,
  kind: z.enum(['VA', 'RDL']).nullable().describe('The approved wallet, if any'),
  accountNumber: z.string().nullable(),
});
export const balanceResponse = { 200: envelope(balance), ...errorResponses };

/** The balance body, here and wherever else a lender's wallet is answered (a funding). */
export function balanceBody(view: BalanceView): z.infer<typeof balance> {
  return {
    active: fromSen(view.activeSen),
    onHold: fromSen(view.onHoldSen),
    total: fromSen(view.activeSen + view.onHoldSen),
    kind: view.wallet?.kind ?? null,
    accountNumber: view.wallet?.accountNumber ?? null,
  };
}

export const mutationRow = z.object({
  id: z.string(),
  date: z.string().describe('When it was posted (ISO 8601)'),
  type: z.enum(MUTATION_KINDS).describe("The spec's mutation type"),
  typeLabel: text,
  description: z.string().describe('As the journal stores it (Indonesian)'),
  descriptionLabel: text.describe('The description in both languages'),
  credit: money,
  debit: money,
  balance: money.describe('The balance after this mutation'),
});
export const mutations = z.object({
  from: z.string(),
  to: z.string(),
  openingBalance: money,
  closingBalance: money,
  totalCredit: money,
  totalDebit: money,
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().describe('Mutations in the whole period'),
  data: z.array(mutationRow),
});
export const mutationsResponse = { 200: envelope(mutations), ...errorResponses };

export const periodQuery = z.object({
  from: calendarDate('iso')
    .optional()
    .describe('First day (WIB), YYYY-MM-DD; default 29 days before `to`'),
  to: calendarDate('iso').optional().describe('Last day (WIB), YYYY-MM-DD; default today'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const statementQuery = z.object({
  from: calendarDate('iso').optional(),
  to: calendarDate('iso').optional(),
  lang: z.enum(['id', 'en']).default('id'),
});
export const lenderParam = z.object({ lenderId: requiredText(100) });

export function mutationsBody(m: Mutations, page: { page: number; pageSize: number }) {
  return {
    from: m.period.from,
    to: m.period.to,
    openingBalance: fromSen(m.openingSen),
    closingBalance: fromSen(m.closingSen),
    totalCredit: fromSen(m.totalCreditSen),
    totalDebit: fromSen(m.totalDebitSen),
    page: page.page,
    pageSize: page.pageSize,
    total: m.total,
    data: m.rows.map((row) => ({
      id: row.entryId,
      date: row.postedAt.toISOString(),
      type: row.kind,
      typeLabel: entryKindLabels[row.kind],
      description: row.description,
      descriptionLabel: entryDescriptionText(row.description),
      credit: fromSen(row.creditSen),
      debit: fromSen(row.debitSen),
      balance: fromSen(row.balanceSen),
    })),
  };
}
