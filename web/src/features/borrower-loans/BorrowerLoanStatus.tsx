// The borrower's loan status in plain words beside the spec's stage label, with the next step
// (issue 14): 'Penawaran menunggu jawaban Anda', 'Ditolak: <reason> — ubah dan kirim ulang'. A
// rejected or cancelled loan shows the staff's reason prominently. The words come from the
// lifecycle machine's tables (machines/loan/loan.status-labels.ts). While the loan is repaid, an
// installment past due (its machine's arrears, as the API reports it) is said here too: which one,
// how many days late, what it costs now with its late charge, and the way to pay it.
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type BorrowerTone,
  borrowerStatus,
  isRepaying,
  stageOfSubmission,
} from '../../../../machines/loan/loan.status-labels.ts';
import type { Text as Words } from '../../../../machines/shared/i18n-text.ts';
import { formatBorrowerRupiah, formatDate } from '../../components/format.ts';
import {
  BorrowerLoanInstallmentsDocument,
  type BorrowerLoanInstallmentsQuery,
  BorrowerLoanStatusDocument,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

type Installment = BorrowerLoanInstallmentsQuery['loanRepayment']['installments'][number];

/** The installments still to pay that are past due, the earliest first. */
const overdueOf = (installments: readonly Installment[]) =>
  installments
    .filter((item) => item.status === 'UNPAID' && item.arrears !== 'current')
    .sort((a, b) => a.number - b.number);

const COLOURS: Record<BorrowerTone, string> = {
  act: 'blue',
  wait: 'gray',
  problem: 'red',
  done: 'teal',
};

type Props = {
  loanId: string;
  submissionStage: string;
  stageLabel: Words;
};

export function BorrowerLoanStatus({ loanId, submissionStage, stageLabel }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, refetch } = useQuery(BorrowerLoanStatusDocument, {
    variables: { id: loanId },
    fetchPolicy: 'cache-and-network',
  });
  // A change of stage (offer answered, cancelled, resubmitted) brings new trail entries.
  const trailStage = data?.loan?.submissionStage;
  useEffect(() => {
    if (trailStage && trailStage !== submissionStage) void refetch();
  }, [trailStage, submissionStage, refetch]);
  const repaying = isRepaying(submissionStage);
  const schedule = useQuery(BorrowerLoanInstallmentsDocument, {
    variables: { id: loanId },
    skip: !repaying,
    fetchPolicy: 'no-cache',
  });

  const stage = stageOfSubmission(submissionStage);
  if (!stage) return null;
  const trail = trailStage === submissionStage ? (data?.loan?.auditTrail ?? []) : [];
  const status = borrowerStatus(stage, trail);
  const needsReason = stage === 'REJECT_BAIL' || stage === 'CANCEL';
  const overdue = repaying ? overdueOf(schedule.data?.loanRepayment.installments ?? []) : [];
  const firstOverdue = overdue[0];

  return (
    <Alert
      color={COLOURS[firstOverdue ? 'problem' : status.tone]}
      variant="light"
      role="status"
      title={t('words.borrowerStatus')}
      data-testid="borrower-loan-status"
    >
      <Stack gap={4}>
        <Text fw={700} size="lg">
          {status.status[language]}
          {status.reason ? `: ${status.reason}` : ''}
        </Text>
        {needsReason && !status.reason && trailStage === submissionStage && (
          <Text size="sm">{t('words.noReason')}</Text>
        )}
        <Text size="sm" c="dimmed">
          {t('summary.stage')}: {stageLabel[language]}
        </Text>
        {overdue.map((installment) => (
          <div key={installment.id} data-testid={`overdue-installment-${installment.number}`}>
            <Text fw={700} c="red.9">
              {t('borrowerFlow.overdue.late', {
                number: installment.number,
                dueDate: formatDate(installment.dueDate),
                count: installment.daysPastDue,
              })}
            </Text>
            <Text size="sm">
              {t('borrowerFlow.overdue.owed', {
                amount: formatBorrowerRupiah(installment.payAmount),
                lateCharge: formatBorrowerRupiah(installment.lateCharge),
              })}
            </Text>
          </div>
        ))}
        {firstOverdue ? (
          <>
            <Text>
              {t('words.nextStep')}: {t('borrowerFlow.overdue.nextStep')}
            </Text>
            <Anchor component={Link} to={`/borrower/bills/${loanId}`} fw={700}>
              {t('borrowerFlow.overdue.pay', { number: firstOverdue.number })}
            </Anchor>
          </>
        ) : (
          status.nextStep && (
            <Text>
              {t('words.nextStep')}: {status.nextStep[language]}
            </Text>
          )
        )}
      </Stack>
    </Alert>
  );
}
