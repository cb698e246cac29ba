// The loan's repayment (issue 19), on the staff loan screen once the loan period has begun: how
// much of the principal and interest is repaid (a bar, with the numbers beside it in words), each
// installment with its due date, amounts, state and arrears in the reader's language and the days
// past due, and the loan's payments with their review outcome. One query, GET /loan/{id}/repayment.
import { useQuery } from '@apollo/client/react';
import { Badge, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SCHEDULE_STAGES } from '../../../../machines/loan/loan.queues.ts';
import { toSen, wholePercent } from '../../../../machines/shared/money.ts';
import { type Fact, FactList } from '../../components/FactList.tsx';
import { exactRupiah, formatDate, formatDateTime, NO_WRAP } from '../../components/format.ts';
import {
  StaffLoanRepaymentScheduleDocument,
  type StaffLoanRepaymentScheduleQuery,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';
import { StaffLoanPanel } from './StaffLoanPanel.tsx';

type Repayment = StaffLoanRepaymentScheduleQuery['loanRepayment'];

const STATUS_COLOR: Record<string, string> = { UNPAID: 'gray', REVIEW_PAID: 'blue', PAID: 'teal' };
const ARREARS_COLOR: Record<string, string> = { current: 'gray', overdue: 'orange', over90: 'red' };
const PAYMENT_COLOR: Record<string, string> = {
  REVIEW: 'blue',
  CONFIRMED: 'teal',
  REJECTED: 'red',
};

const SCHEDULE_STAGE_SET: ReadonlySet<string> = new Set(SCHEDULE_STAGES);

/** The schedule of a loan in a stage that has one (SCHEDULE_STAGES); nothing for any other. */
export function RepaymentSchedulePanel({ loanId, stage }: { loanId: string; stage: string }) {
  return SCHEDULE_STAGE_SET.has(stage) ? <RepaymentSchedule loanId={loanId} /> : null;
}

function RepaymentSchedule({ loanId }: { loanId: string }) {
  const { t } = useTranslation();
  const { data, error } = useQuery(StaffLoanRepaymentScheduleDocument, {
    variables: { loanId },
    fetchPolicy: 'cache-and-network',
  });
  const repayment = data?.loanRepayment;
  return (
    <StaffLoanPanel
      title={t('staffRepayment.title')}
      testId="staff-repayment"
      error={repayment ? undefined : error}
    >
      {repayment && <RepaymentDetail repayment={repayment} />}
    </StaffLoanPanel>
  );
}

function RepaymentDetail({ repayment }: { repayment: Repayment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const percent = wholePercent(toSen(repayment.totals.paid), toSen(repayment.totals.repayment));
  const facts: Fact[] = [
    { label: t('staffRepayment.totalRepayment'), value: exactRupiah(repayment.totals.repayment) },
    { label: t('staffRepayment.totalPaid'), value: exactRupiah(repayment.totals.paid) },
    {
      label: t('staffRepayment.totalLateCharge'),
      value: exactRupiah(repayment.totals.lateCharge),
    },
  ];
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Progress.Root size="lg" radius="xl">
          <Progress.Section
            value={Math.min(100, percent)}
            color={percent >= 100 ? 'teal' : 'blue.8'}
            aria-label={t('staffRepayment.progressLabel')}
          />
        </Progress.Root>
        <Group justify="space-between" gap="xs">
          <Text size="sm" data-testid="repayment-paid-of">
            {t('staffRepayment.paidOf', {
              paid: exactRupiah(repayment.totals.paid),
              total: exactRupiah(repayment.totals.repayment),
            })}
          </Text>
          <Text size="sm" fw={700}>
            {t('staffRepayment.percent', { percent })}
          </Text>
        </Group>
      </Stack>
      <FactList facts={facts} />
      {repayment.installments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('staffRepayment.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table striped aria-label={t('staffRepayment.scheduleLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th ta="right">{t('staffRepayment.number')}</Table.Th>
                <Table.Th>{t('staffRepayment.dueDate')}</Table.Th>
                <Table.Th ta="right">{t('staffRepayment.principal')}</Table.Th>
                <Table.Th ta="right">{t('staffRepayment.interest')}</Table.Th>
                <Table.Th ta="right">{t('staffRepayment.lateCharge')}</Table.Th>
                <Table.Th ta="right">{t('staffRepayment.paid')}</Table.Th>
                <Table.Th>{t('staffRepayment.status')}</Table.Th>
                <Table.Th>{t('staffRepayment.arrears')}</Table.Th>
                <Table.Th ta="right">{t('staffRepayment.daysPastDue')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {repayment.installments.map((installment) => (
                <Table.Tr key={installment.id} data-installment={installment.number}>
                  <Table.Td ta="right">{installment.number}</Table.Td>
                  <Table.Td style={NO_WRAP}>{formatDate(installment.dueDate)}</Table.Td>
                  <Table.Td ta="right" style={NO_WRAP}>
                    {exactRupiah(installment.principal)}
                  </Table.Td>
                  <Table.Td ta="right" style={NO_WRAP}>
                    {exactRupiah(installment.interest)}
                  </Table.Td>
                  <Table.Td ta="right" style={NO_WRAP}>
                    {exactRupiah(installment.lateCharge)}
                  </Table.Td>
                  <Table.Td ta="right" style={NO_WRAP}>
                    {exactRupiah(installment.paid)}
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      color={STATUS_COLOR[installment.status] ?? 'gray'}
                      variant="light"
                      tt="none"
                    >
                      {installment.statusLabel[language]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      color={ARREARS_COLOR[installment.arrears] ?? 'gray'}
                      variant="light"
                      tt="none"
                    >
                      {installment.arrearsLabel[language]}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{installment.daysPastDue}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Title order={3} size="h5">
        {t('staffRepayment.history')}
      </Title>
      {repayment.payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('staffRepayment.noPayments')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={680}>
          <Table striped aria-label={t('staffRepayment.history')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('staffRepayment.receivedAt')}</Table.Th>
                <Table.Th ta="right">{t('staffRepayment.installment')}</Table.Th>
                <Table.Th ta="right">{t('staffRepayment.amount')}</Table.Th>
                <Table.Th>{t('staffRepayment.source')}</Table.Th>
                <Table.Th>{t('staffRepayment.paymentStatus')}</Table.Th>
                <Table.Th>{t('staffRepayment.rejection')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {repayment.payments.map((payment) => (
                <Table.Tr key={payment.id} data-payment-id={payment.id}>
                  <Table.Td style={NO_WRAP}>{formatDateTime(payment.receivedAt)}</Table.Td>
                  <Table.Td ta="right">{payment.installmentNumber}</Table.Td>
                  <Table.Td ta="right" style={NO_WRAP}>
                    {exactRupiah(payment.amount)}
                  </Table.Td>
                  <Table.Td>{t(`staffPayments.sources.${payment.source}`)}</Table.Td>
                  <Table.Td>
                    <Badge
                      color={PAYMENT_COLOR[payment.status] ?? 'gray'}
                      variant="light"
                      tt="none"
                    >
                      {t(`staffPayments.statuses.${payment.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{payment.rejectionText?.[language] ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
