// The borrower's loan status in plain words beside the spec's stage label, with the next step
// (issue 14): 'Penawaran menunggu jawaban Anda', 'Ditolak: <reason> — ubah dan kirim ulang'. A
// rejected or cancelled loan shows the staff's reason prominently. The words come from the
// lifecycle machine's tables (machines/loan/loan.status-labels.ts).
import { useQuery } from '@apollo/client/react';
import { Alert, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type BorrowerTone,
  borrowerStatus,
  stageOfSubmission,
} from '../../../../machines/loan/loan.status-labels.ts';
import type { Text as Words } from '../../../../machines/shared/i18n-text.ts';
import { BorrowerLoanStatusDocument } from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

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

  const stage = stageOfSubmission(submissionStage);
  if (!stage) return null;
  const trail = trailStage === submissionStage ? (data?.loan?.auditTrail ?? []) : [];
  const status = borrowerStatus(stage, trail);
  const needsReason = stage === 'REJECT_BAIL' || stage === 'CANCEL';

  return (
    <Alert
      color={COLOURS[status.tone]}
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
        {status.nextStep && (
          <Text>
            {t('words.nextStep')}: {status.nextStep[language]}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
