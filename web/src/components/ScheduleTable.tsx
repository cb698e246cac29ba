// A repayment schedule (machines/installment/installment.schedule.ts) as a table: each
// installment's number, due day, principal, interest and total, and the totals. The borrower's
// offer and the lender's preview show the same table in their own words.
import { Table, type TableProps } from '@mantine/core';
import type { Schedule } from '../../../machines/installment/installment.schedule.ts';
import { formatRupiah, NO_WRAP } from './format.ts';

export type ScheduleWords = {
  number: string;
  due: string;
  dueDay: (day: number) => string;
  principal: string;
  interest: string;
  total: string;
  totals: string;
};

export function ScheduleTable({
  schedule,
  words,
  minWidth,
  totalTestId,
  money = formatRupiah,
  ...table
}: {
  schedule: Schedule;
  words: ScheduleWords;
  minWidth: number;
  /** A test id for the cell of the total repayment. */
  totalTestId?: string;
  /** How an amount is written (the offer shows whole rupiah). */
  money?: (value: string) => string;
} & TableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped {...table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{words.number}</Table.Th>
            <Table.Th>{words.due}</Table.Th>
            <Table.Th ta="right">{words.principal}</Table.Th>
            <Table.Th ta="right">{words.interest}</Table.Th>
            <Table.Th ta="right">{words.total}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {schedule.installments.map((row) => (
            <Table.Tr key={row.number}>
              <Table.Td>{row.number}</Table.Td>
              <Table.Td>{words.dueDay(row.dueDay)}</Table.Td>
              <Table.Td ta="right" style={NO_WRAP}>
                {money(row.principal)}
              </Table.Td>
              <Table.Td ta="right" style={NO_WRAP}>
                {money(row.interest)}
              </Table.Td>
              <Table.Td ta="right" style={NO_WRAP}>
                {money(row.total)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={2}>{words.totals}</Table.Th>
            <Table.Th ta="right">{money(schedule.totalPrincipal)}</Table.Th>
            <Table.Th ta="right">{money(schedule.totalInterest)}</Table.Th>
            <Table.Th ta="right" data-testid={totalTestId}>
              {money(schedule.totalRepayment)}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
