// An account's mutations as a table (spec §3: date, type, description, debit, credit, balance):
// the lender's mutations page and the staff's view of a lender show the same table. Amounts are
// exact — a share of interest keeps its sen, as on the statement PDF — with one precision for the
// whole table (all with ',00' when any has sen), and each stays on one line.
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../i18n.ts';
import { exactRupiahFor, formatDate, NO_WRAP } from './format.ts';

type Mutation = {
  id: string;
  date: string;
  typeLabel: { id: string; en: string };
  descriptionLabel: { id: string; en: string };
  debit: string;
  credit: string;
  balance: string;
};

/** Every amount of the rows, for one precision across the table. */
export const mutationAmounts = (nodes: readonly Mutation[]): string[] =>
  nodes.flatMap((row) => [row.debit, row.credit, row.balance]);

export function MutationsTable({
  nodes,
  language,
  minWidth,
  money = exactRupiahFor(mutationAmounts(nodes)),
  ...table
}: {
  nodes: readonly Mutation[];
  language: Language;
  minWidth: number;
  /** How the amounts read: by default exact, one precision for the rows' amounts. */
  money?: (amount: string) => string;
  'aria-label'?: string;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  /** A zero side of the mutation stays empty, as on a bank statement. */
  const amountOrBlank = (amount: string) => (Number(amount) === 0 ? '' : money(amount));
  return (
    <Table.ScrollContainer minWidth={minWidth} mt="sm">
      <Table striped {...table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('lenderMoney.date')}</Table.Th>
            <Table.Th>{t('lenderMoney.type')}</Table.Th>
            <Table.Th>{t('lenderMoney.description')}</Table.Th>
            <Table.Th ta="right">{t('lenderMoney.debit')}</Table.Th>
            <Table.Th ta="right">{t('lenderMoney.credit')}</Table.Th>
            <Table.Th ta="right">{t('lenderMoney.balance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {nodes.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={6}>{t('lenderMoney.none')}</Table.Td>
            </Table.Tr>
          )}
          {nodes.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={NO_WRAP}>{formatDate(row.date)}</Table.Td>
              <Table.Td>{row.typeLabel[language]}</Table.Td>
              <Table.Td>{row.descriptionLabel[language]}</Table.Td>
              <Table.Td ta="right" style={NO_WRAP}>
                {amountOrBlank(row.debit)}
              </Table.Td>
              <Table.Td ta="right" style={NO_WRAP}>
                {amountOrBlank(row.credit)}
              </Table.Td>
              <Table.Td ta="right" style={NO_WRAP}>
                {money(row.balance)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
