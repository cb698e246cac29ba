// OJK's lender limits as the lender (and staff) read them, the lender's own income declaration,
// and the facts staff verify (affiliate group, OJK-supervised institution) — issue 21. What may
// be accepted is machines/lender-account/income-declaration.rules.ts; the room is
// machines/regulation/funding-limits.ts on the facts api/funding/lender-limit-facts.ts reads —
// the same facts and the same computation the funding's rules use.
import {
  incomeDeclarationRefusal,
  incomeDeclarationTexts,
} from '../../machines/lender-account/income-declaration.rules.ts';
import { lenderRoom } from '../../machines/regulation/funding-limits.ts';
import type { Actor } from '../../machines/shared/actor.ts';
import { fromSen, toSen } from '../../machines/shared/money.ts';
import type { Db, Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import { refusal } from '../http/refusals.ts';
import { wibDate } from '../reference/wib-date.ts';
import { lenderLimitFacts } from './lender-limit-facts.ts';

const rupiahOrNull = (sen: bigint | null) => (sen === null ? null : fromSen(sen));

const lenderNotFound = () => new AppError(404, 'LENDER_NOT_FOUND', 'No such lender');

async function lenderRow(q: Queryable, lenderId: string) {
  const [row] = await q.query<{
    is_personal: boolean;
    affiliate_group: string | null;
    income_declared_at: Date | null;
  }>(
    `SELECT is_personal, affiliate_group, income_declared_at FROM users
      WHERE id = $1::uuid AND role = 'lender'`,
    [lenderId],
  );
  return row ?? null;
}

/** The lender's limits now: REST GET /lender/funding-limits and the staff's read. */
export async function readLenderLimits(q: Queryable, lenderId: string, now: Date) {
  const row = await lenderRow(q, lenderId);
  if (!row) throw lenderNotFound();
  const facts = await lenderLimitFacts(q, lenderId);
  const { income, concentration: c, roomSen } = lenderRoom(facts, wibDate(now));
  return {
    lenderId,
    isPersonal: facts.isPersonal,
    category: income.category,
    declaredYearlyIncome: facts.declaredYearlyIncome,
    declaredAt: row.income_declared_at?.toISOString() ?? null,
    outstanding: facts.outstanding,
    income: {
      applies: income.rule !== null || income.undeclared,
      declarationNeeded: income.undeclared,
      percent: income.rule?.percent ?? null,
      limit: rupiahOrNull(income.limitSen),
      room: rupiahOrNull(income.roomSen),
      source: income.rule?.source ?? null,
    },
    concentration: {
      percent: c.rule?.percent ?? null,
      affiliateGroup: row.affiliate_group,
      ojkSupervised: facts.ojkSupervised,
      groupOutstanding: facts.groupOutstanding,
      platformOutstanding: facts.platformOutstanding,
      floor: facts.concentrationFloor,
      enforced: c.enforcedNow,
      limit: rupiahOrNull(c.limitSen),
      room: rupiahOrNull(c.roomSen),
      source: c.rule?.source ?? null,
    },
    room: rupiahOrNull(roomSen),
  };
}

export type LenderLimitsView = Awaited<ReturnType<typeof readLenderLimits>>;

/** The lender declares their yearly income (whole rupiah); kept with its history. */
export async function declareYearlyIncome(
  db: Db,
  actor: Pick<Actor, 'userId' | 'role'>,
  yearlyIncome: string,
  now: Date,
): Promise<LenderLimitsView> {
  return db.tx(async (q) => {
    const row = actor.role === 'lender' ? await lenderRow(q, actor.userId) : null;
    const code = incomeDeclarationRefusal(
      actor,
      { isPersonal: row?.is_personal ?? true },
      yearlyIncome,
    );
    if (code) {
      throw refusal(
        'fundingLimits',
        { code, text: incomeDeclarationTexts[code] },
        code === 'YEARLY_INCOME_INVALID' ? ['yearlyIncome'] : [],
      );
    }
    if (!row) throw lenderNotFound();
    const sen = toSen(yearlyIncome).toString();
    await q.query(
      `UPDATE users SET declared_yearly_income_sen = $2::bigint, income_declared_at = $3
        WHERE id = $1::uuid`,
      [actor.userId, sen, now],
    );
    await q.query(
      `INSERT INTO lender_income_declarations (lender_id, yearly_income_sen, declared_at)
       VALUES ($1::uuid, $2::bigint, $3)`,
      [actor.userId, sen, now],
    );
    return readLenderLimits(q, actor.userId, now);
  });
}

export type LenderLimitFactsChange = { affiliateGroup: string | null; ojkSupervised: boolean };

/**
 * Staff record what they verified: the lender's affiliate group (lenders in the same group count
 * together against the share) and, for a company, that OJK supervises it.
 */
export async function setLenderLimitFacts(
  db: Db,
  staff: Pick<Actor, 'userId' | 'role'>,
  lenderId: string,
  change: LenderLimitFactsChange,
  now: Date,
): Promise<LenderLimitsView> {
  return db.tx(async (q) => {
    if (staff.role !== 'admin') {
      throw refusal('fundingLimits', {
        code: 'WRONG_ROLE',
        text: { id: 'Hanya staf yang dapat melakukan ini', en: 'Only staff can do this' },
      });
    }
    const row = await lenderRow(q, lenderId);
    if (!row) throw lenderNotFound();
    if (change.ojkSupervised && row.is_personal) {
      throw refusal(
        'fundingLimits',
        {
          code: 'OJK_SUPERVISED_COMPANIES_ONLY',
          text: {
            id: 'Hanya pemberi dana badan usaha yang dapat berupa lembaga jasa keuangan diawasi OJK',
            en: 'Only a company lender can be an OJK-supervised financial institution',
          },
        },
        ['ojkSupervised'],
      );
    }
    const group = change.affiliateGroup?.trim() || null;
    await q.query(
      'UPDATE users SET affiliate_group = $2, ojk_supervised = $3 WHERE id = $1::uuid',
      [lenderId, group, change.ojkSupervised],
    );
    await q.query(
      `INSERT INTO lender_limit_fact_changes
         (lender_id, affiliate_group, ojk_supervised, changed_by, changed_at)
       VALUES ($1::uuid, $2, $3, $4::uuid, $5)`,
      [lenderId, group, change.ojkSupervised, staff.userId, now],
    );
    return readLenderLimits(q, lenderId, now);
  });
}
