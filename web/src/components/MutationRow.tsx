// One account mutation as a table row (spec §3: date, type, description, debit, credit,
// balance): the lender's mutations page and the staff's view of a lender show the same row.
import { Table } from '@mantine/core';
import type { Language } from '../i18n.ts';
import { formatDate, formatRupiah } from './format.ts';

type Mutation = {
  date: string;
  typeLabel: { id: string; en: string };
  descriptionLabel: { id: string; en: string };
  debit: string;
  credit: string;
  balance: string;
};

/** A zero side of the mutation stays empty, as on a bank statement. */
const amountOrBlank = (amount: string) => (amount === '0.00' ? '' : formatRupiah(amount));

export function MutationRow({ row, language }: { row: Mutation; language: Language }) {
  return (
    <Table.Tr>
      <Table.Td>{formatDate(row.date)}</Table.Td>
      <Table.Td>{row.typeLabel[language]}</Table.Td>
      <Table.Td>{row.descriptionLabel[language]}</Table.Td>
      <Table.Td ta="right">{amountOrBlank(row.debit)}</Table.Td>
      <Table.Td ta="right">{amountOrBlank(row.credit)}</Table.Td>
      <Table.Td ta="right">{formatRupiah(row.balance)}</Table.Td>
    </Table.Tr>
  );
}
