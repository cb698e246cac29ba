// Paying the funded loan out (issue 18), on the staff loan screen once funding is complete: the
// steps of the disbursement (the lenders' agreements, the borrower's signature, staff approval,
// the bank's confirmation), whose agreements are still missing, and the transfer's facts with the
// bank's reference. While the bank holds the transfer the panel says so and asks again every few
// seconds; its query brings the loan's stage and actions too, so the page moves on by itself.
// Whether staff may approve is not decided here: the Approve disbursement button comes from the
// loan's available actions (the loan and disbursement machines' answer).
import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Fact, FactList } from '../../components/FactList.tsx';
import { exactRupiah, formatDateTime, NO_WRAP } from '../../components/format.ts';
import {
  type StaffDisbursementFieldsFragment,
  StaffLoanDisbursementDocument,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';
import { StaffLoanPanel } from './StaffLoanPanel.tsx';

/** How often the panel asks again while the bank settles the transfer. */
const BANK_POLL_MS = 2_000;

type StepState = 'done' | 'current' | 'pending';
const STEPS = ['lendersSigned', 'borrowerSigned', 'approved', 'paid'] as const;

/** How far the disbursement has come: how many of the four steps are done. */
function stepsDone(disbursement: StaffDisbursementFieldsFragment): number {
  const done = [
    disbursement.state !== null && disbursement.unsignedAgreements.length === 0,
    disbursement.borrowerSigned,
    disbursement.transfer !== null,
    disbursement.state === 'successful',
  ];
  const first = done.indexOf(false);
  return first === -1 ? done.length : first;
}

const BADGE: Record<StepState, string> = { done: 'teal', current: 'blue', pending: 'gray' };

export function DisbursementPanel({ loanId }: { loanId: string }) {
  const { t } = useTranslation();
  const { data, error, startPolling, stopPolling } = useQuery(StaffLoanDisbursementDocument, {
    variables: { id: loanId },
    fetchPolicy: 'cache-and-network',
  });
  const disbursement = data?.loan?.disbursement;
  const waiting = disbursement?.waitingForBank === true;
  // Asked again only while the bank holds the transfer.
  useEffect(() => {
    if (!waiting) return;
    startPolling(BANK_POLL_MS);
    return () => stopPolling();
  }, [waiting, startPolling, stopPolling]);

  return (
    <StaffLoanPanel
      title={t('staffDisbursement.title')}
      testId="staff-disbursement"
      error={disbursement ? undefined : error}
    >
      {disbursement && <DisbursementDetail disbursement={disbursement} />}
    </StaffLoanPanel>
  );
}

function DisbursementDetail({ disbursement }: { disbursement: StaffDisbursementFieldsFragment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const done = stepsDone(disbursement);
  const { transfer } = disbursement;
  return (
    <Stack gap="sm">
      {disbursement.stateLabel && (
        <Text size="sm">
          {t('staffDisbursement.state')}:{' '}
          <Text span fw={600} size="sm">
            {disbursement.stateLabel[language]}
          </Text>
        </Text>
      )}
      <ol aria-label={t('staffDisbursement.stepsLabel')} style={{ margin: 0, paddingLeft: 20 }}>
        {STEPS.map((step, index) => {
          const state: StepState = index < done ? 'done' : index === done ? 'current' : 'pending';
          return (
            <li key={step} data-step={step} data-state={state}>
              <Group gap="xs" wrap="nowrap" justify="space-between" py={2}>
                <Text size="sm">{t(`staffDisbursement.steps.${step}`)}</Text>
                <Badge color={BADGE[state]} variant="light" style={{ flexShrink: 0 }}>
                  {t(`staffDisbursement.stepStates.${state}`)}
                </Badge>
              </Group>
            </li>
          );
        })}
      </ol>
      {disbursement.waitingForBank && (
        <Alert color="blue" role="status" title={t('staffDisbursement.waitingTitle')}>
          {t('staffDisbursement.waitingText')}
        </Alert>
      )}
      {disbursement.state === 'failed' && (
        <Alert color="red" role="status" title={t('staffDisbursement.failedTitle')}>
          {t('staffDisbursement.failedText')}
        </Alert>
      )}
      {disbursement.unsignedAgreements.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('staffDisbursement.unsignedTitle')}
          </Text>
          <Table.ScrollContainer minWidth={320}>
            <Table striped aria-label={t('staffDisbursement.unsignedTitle')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('staffDisbursement.lender')}</Table.Th>
                  <Table.Th ta="right">{t('staffDisbursement.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {disbursement.unsignedAgreements.map((agreement) => (
                  <Table.Tr key={agreement.fundingId}>
                    <Table.Td>{agreement.lenderName ?? '—'}</Table.Td>
                    <Table.Td ta="right" style={NO_WRAP}>
                      {exactRupiah(agreement.amount)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      {transfer ? (
        <FactList facts={transferFacts(transfer, t, language)} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('staffDisbursement.noTransfer')}
        </Text>
      )}
    </Stack>
  );
}

type Transfer = NonNullable<StaffDisbursementFieldsFragment['transfer']>;

function transferFacts(transfer: Transfer, t: TFunction, language: 'id' | 'en'): Fact[] {
  const money = (value: string | null | undefined) =>
    value ? <span style={NO_WRAP}>{exactRupiah(value)}</span> : '-';
  const facts: Fact[] = [
    { label: t('staffDisbursement.rail'), value: transfer.railLabel?.[language] ?? '-' },
    { label: t('staffDisbursement.bank'), value: transfer.bankName ?? '-' },
    { label: t('staffDisbursement.account'), value: transfer.accountNumberMasked ?? '-' },
    { label: t('staffDisbursement.accountName'), value: transfer.accountName ?? '-' },
    { label: t('staffDisbursement.gross'), value: money(transfer.grossAmount) },
    { label: t('staffDisbursement.adminFee'), value: money(transfer.adminFee) },
    { label: t('staffDisbursement.net'), value: money(transfer.netAmount) },
    {
      label: t('staffDisbursement.bankReference'),
      value: transfer.bankReference ?? t('staffDisbursement.noReference'),
    },
    { label: t('staffDisbursement.requestUuid'), value: transfer.requestUuid ?? '-' },
    { label: t('staffDisbursement.attempts'), value: String(transfer.attempts) },
    { label: t('staffDisbursement.approvedAt'), value: formatDateTime(transfer.approvedAt) },
    { label: t('staffDisbursement.sentAt'), value: formatDateTime(transfer.sentAt) },
    { label: t('staffDisbursement.settledAt'), value: formatDateTime(transfer.settledAt) },
  ];
  return facts;
}
