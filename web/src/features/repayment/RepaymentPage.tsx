// A loan's payment page for its borrower (issue 19, spec §2 "loan payment"): the next bill with
// "Bayar", which opens its closed VA billing and shows the VA (copy button), the exact amount and
// the bank's steps; in demo mode the built-in bank's transfer into it; a form to report a
// transfer or another (partial, early) payment with its proof; the whole schedule with a bar of
// what is paid; and the payment history. One GraphQL read, one REST call
// (GET /loan/{id}/repayment).
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  CopyButton,
  Group,
  List,
  Paper,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { customerCareLine } from '../../../../machines/shared/customer-care.ts';
import { fromSen, toSen, wholePercent } from '../../../../machines/shared/money.ts';
import { FileUploader } from '../../components/FileUploader.tsx';
import { focusHeading } from '../../components/focus-keeper.ts';
import { formatBorrowerRupiah, formatDate, NO_WRAP } from '../../components/format.ts';
import { MoneyInput } from '../../components/MoneyInput.tsx';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { Stat } from '../../components/Stat.tsx';
import { errorMessage } from '../../components/server-errors.ts';
import { useDemoMode } from '../../components/use-demo-mode.ts';
import {
  type InstallmentFieldsFragment,
  LoanRepaymentDocument,
  type LoanRepaymentQuery,
  MyBillsDocument,
  type OpenedBillFieldsFragment,
  PayNextInstallmentDocument,
  SimulateBillTransferDocument,
  SubmitOtherPaymentDocument,
  SubmitRepaymentDocument,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';
import { InstallmentStatusBadge } from './InstallmentStatusBadge.tsx';

type Repayment = LoanRepaymentQuery['loanRepayment'];
const refetchQueries = [LoanRepaymentDocument, MyBillsDocument];

export function RepaymentPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(LoanRepaymentDocument, {
    variables: { loanId: id },
    fetchPolicy: 'cache-and-network',
  });
  const repayment = data?.loanRepayment;
  // After a transfer into the VA the keyboard goes on at what is due now: the next bill's
  // heading, or the word that every installment is paid.
  const [transfers, setTransfers] = useState(0);
  const page = useRef<HTMLDivElement>(null);
  const allPaid = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (transfers === 0) return;
    focusHeading(
      page.current?.querySelector<HTMLElement>('[data-testid="next-bill"] h2') ?? allPaid.current,
    );
  }, [transfers]);
  return (
    <Stack gap="lg" ref={page}>
      <Group gap="md">
        <Anchor component={Link} to="/borrower/bills">
          {t('repayment.backToBills')}
        </Anchor>
        <Anchor component={Link} to={`/borrower/loans/${id}`}>
          {t('repayment.toLoan')}
        </Anchor>
      </Group>
      <Title order={1}>{t('repayment.pageTitle', { id })}</Title>
      {!repayment && loading && <PageLoading />}
      {!repayment && error && <PageError message={errorMessage(error, t('common.genericError'))} />}
      {repayment && repayment.installments.length === 0 && (
        <Alert color="gray" role="status">
          {t('repayment.noSchedule')}
        </Alert>
      )}
      {repayment && repayment.installments.length > 0 && (
        <>
          <RepaymentProgress repayment={repayment} />
          {repayment.next ? (
            <NextBill
              loanId={id}
              next={repayment.next}
              onTransferred={() => setTransfers((count) => count + 1)}
            />
          ) : (
            <Alert color="teal" role="status" ref={allPaid}>
              {t('repayment.allPaid')}
            </Alert>
          )}
          {toSen(repayment.totals.overpaid) > 0n && (
            <Alert color="blue" role="status" data-testid="repayment-overpaid">
              {t('repayment.overpaid', {
                amount: formatBorrowerRupiah(repayment.totals.overpaid),
                contact: customerCareLine(language),
              })}
            </Alert>
          )}
          {repayment.next && <ReportPayment loanId={id} next={repayment.next} />}
          <Schedule installments={repayment.installments} />
          <History payments={repayment.payments} />
        </>
      )}
    </Stack>
  );
}

/** Paid against the whole schedule: a bar, and the same in words beside it. */
function RepaymentProgress({ repayment }: { repayment: Repayment }) {
  const { t } = useTranslation();
  const percent = wholePercent(toSen(repayment.totals.paid), toSen(repayment.totals.repayment));
  const paidCount = repayment.installments.filter((i) => i.status === 'PAID').length;
  // A late charge is paid with its installment: once every charged installment is paid the
  // total says so, and in between how much of it is paid.
  const charged = repayment.installments.filter((i) => toSen(i.lateCharge) > 0n);
  const chargedPaid = charged.filter((i) => i.status === 'PAID');
  const lateChargeText = () => {
    const amount = formatBorrowerRupiah(repayment.totals.lateCharge);
    if (charged.length > 0 && chargedPaid.length === charged.length) {
      return t('repayment.totalLateChargePaid', { amount });
    }
    if (chargedPaid.length === 0) return t('repayment.totalLateCharge', { amount });
    const paid = chargedPaid.reduce((sum, i) => sum + toSen(i.lateCharge), 0n);
    return t('repayment.totalLateChargePartlyPaid', {
      amount,
      paid: formatBorrowerRupiah(fromSen(paid)),
    });
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h3">
        {t('repayment.progressTitle')}
      </Title>
      <Progress.Root size="lg" radius="xl" mt="sm">
        <Progress.Section
          value={Math.max(0, Math.min(100, percent))}
          color={percent >= 100 ? 'teal' : 'blue.8'}
          aria-label={t('repayment.progressLabel')}
          data-testid="repayment-progress"
          data-percent={percent}
        />
      </Progress.Root>
      <Group justify="space-between" mt={4} wrap="wrap">
        <Text size="sm" data-testid="repayment-paid">
          {t('repayment.paidOf', {
            paid: formatBorrowerRupiah(repayment.totals.paid),
            total: formatBorrowerRupiah(repayment.totals.repayment),
          })}
        </Text>
        <Text size="sm" fw={700} data-testid="repayment-percent">
          {t('repayment.percentPaid', {
            percent,
            paid: paidCount,
            count: repayment.installments.length,
          })}
        </Text>
      </Group>
      {toSen(repayment.totals.lateCharge) > 0n && (
        <Text size="sm" mt={4} data-testid="repayment-late-charge">
          {lateChargeText()}
        </Text>
      )}
    </Paper>
  );
}

function NextBill({
  loanId,
  next,
  onTransferred,
}: {
  loanId: string;
  next: InstallmentFieldsFragment;
  onTransferred: () => void;
}) {
  const { t } = useTranslation();
  const vaTitleId = useId();
  const vaHeading = useRef<HTMLHeadingElement>(null);
  const language = useLanguage();
  const demo = useDemoMode();
  const [opened, setOpened] = useState<OpenedBillFieldsFragment | null>(null);
  const [pay, paying] = useMutation(PayNextInstallmentDocument);
  const [simulate, simulating] = useMutation(SimulateBillTransferDocument);
  // The opened bill is the next one's until it is paid: then the next bill shows.
  const bill = opened && opened.id === next.id && next.status === 'UNPAID' ? opened : null;
  // "Bayar" opens the bill in its place: the keyboard moves on to the VA's details.
  const justOpened = useRef(false);
  useEffect(() => {
    if (!bill || !justOpened.current) return;
    justOpened.current = false;
    focusHeading(vaHeading.current);
  }, [bill]);
  const open = async () => {
    try {
      const result = await pay({ variables: { loanId } });
      justOpened.current = true;
      setOpened(result.data?.payNextInstallment ?? null);
    } catch (failure) {
      notifyError(errorMessage(failure, t('common.genericError')));
    }
  };
  const transfer = async () => {
    if (!bill) return;
    try {
      await simulate({
        variables: { installmentId: bill.id },
        refetchQueries,
        awaitRefetchQueries: true,
      });
      setOpened(null);
      onTransferred();
      notifySuccess(t('repayment.demoDone'));
    } catch (failure) {
      notifyError(errorMessage(failure, t('common.genericError')));
    }
  };
  return (
    <Paper withBorder p="md" radius="md" data-testid="next-bill">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('repayment.nextBill', { number: next.number })}
        </Title>
        <Group gap={4}>
          <InstallmentStatusBadge installment={next} />
          {next.arrears !== 'current' && (
            <Badge color="red" variant="light" tt="none">
              {next.arrearsLabel[language]}
            </Badge>
          )}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} mt="sm">
        <Stat size="md" label={t('repayment.dueDate')} value={formatDate(next.dueDate)} />
        <Stat
          size="md"
          label={t('repayment.payAmount')}
          value={formatBorrowerRupiah(next.payAmount)}
          testId="next-pay-amount"
        />
        <Stat
          size="md"
          label={t('repayment.lateCharge')}
          value={formatBorrowerRupiah(next.lateCharge)}
        />
        <Stat size="md" label={t('repayment.daysPastDue')} value={String(next.daysPastDue)} />
      </SimpleGrid>
      {next.pendingPayment && (
        <Alert color="blue" mt="sm" role="status">
          {t('repayment.pendingReview', { amount: formatBorrowerRupiah(next.pendingPayment) })}
        </Alert>
      )}
      {next.rejection && (
        <Alert color="red" mt="sm">
          {t('repayment.lastRejected', { reason: next.rejection.text[language] })}
        </Alert>
      )}
      {next.status === 'UNPAID' && !bill && (
        <Button mt="md" onClick={() => void open()} loading={paying.loading}>
          {t('repayment.pay')}
        </Button>
      )}
      {bill && (
        <Stack
          gap="sm"
          mt="md"
          data-testid="va-billing"
          component="section"
          aria-labelledby={vaTitleId}
        >
          <Title order={3} size="h4" id={vaTitleId} ref={vaHeading} tabIndex={-1}>
            {t('repayment.vaTitle')}
          </Title>
          <Text>{t('repayment.vaIntro')}</Text>
          <Group>
            <div>
              <Text size="sm" c="dimmed">
                {t('repayment.vaNumber')}
              </Text>
              <Text fw={700} ff="monospace" size="lg" data-testid="bill-va">
                {bill.virtualAccount}
              </Text>
            </div>
            <CopyButton value={bill.virtualAccount ?? ''}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? t('lenderMoney.copied') : t('lenderMoney.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <div>
            <Text size="sm" c="dimmed">
              {t('repayment.exactAmount')}
            </Text>
            <Text fw={700} size="lg" data-testid="bill-amount">
              {formatBorrowerRupiah(bill.billingAmount ?? bill.payAmount)}
            </Text>
          </div>
          {bill.instructions && (
            <div>
              <Text fw={600}>{t('repayment.instructions')}</Text>
              <List type="ordered" size="sm" data-testid="bill-instructions">
                {bill.instructions[language].map((step) => (
                  <List.Item key={step}>{step}</List.Item>
                ))}
              </List>
            </div>
          )}
          {demo && (
            <Paper withBorder p="sm" radius="md" bg="yellow.0">
              <Text size="sm">{t('repayment.demoHint')}</Text>
              <Button
                mt="xs"
                variant="default"
                onClick={() => void transfer()}
                loading={simulating.loading}
              >
                {t('repayment.demoTransfer')}
              </Button>
            </Paper>
          )}
        </Stack>
      )}
    </Paper>
  );
}

/** Segments whose words wrap (Mantine cuts them off with an ellipsis), centred in equal heights. */
const WRAPPING_SEGMENTS = {
  control: { minWidth: 0, display: 'flex' },
  label: {
    whiteSpace: 'normal',
    overflow: 'visible',
    lineHeight: 1.3,
    flex: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
} as const;

/** A transfer made outside the VA, or a partial or early payment: staff review it. */
function ReportPayment({ loanId, next }: { loanId: string; next: InstallmentFieldsFragment }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<'TRANSFER' | 'OTHER'>('TRANSFER');
  const [amount, setAmount] = useState('');
  const [proofFile, setProofFile] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [uploading, setUploading] = useState(0);
  const [validateSignal, setValidateSignal] = useState(0);
  const [amountError, setAmountError] = useState<string | undefined>();
  const [submitTransfer, transferState] = useMutation(SubmitRepaymentDocument);
  const [submitOther, otherState] = useMutation(SubmitOtherPaymentDocument);
  const sending = transferState.loading || otherState.loading;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setValidateSignal((n) => n + 1);
    const amountOk = /^\d{1,15}$/.test(amount) && BigInt(amount) > 0n;
    setAmountError(amountOk ? undefined : t('repayment.amountRequired'));
    if (!amountOk || (kind === 'OTHER' && !proofFile)) return;
    const variables = { loanId, amount, note: note.trim() || null };
    try {
      if (kind === 'OTHER' && proofFile) {
        await submitOther({ variables: { ...variables, proofFile }, refetchQueries });
      } else {
        await submitTransfer({ variables: { ...variables, proofFile }, refetchQueries });
      }
      notifySuccess(t('repayment.reported'));
      setAmount('');
      setProofFile(null);
      setNote('');
    } catch (failure) {
      notifyError(errorMessage(failure, t('common.genericError')));
    }
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h3">
        {t('repayment.reportTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('repayment.reportHint', { amount: formatBorrowerRupiah(next.payAmount) })}
      </Text>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm" mt="sm" maw={480}>
          <SegmentedControl
            // Each choice takes its share of the width and its words wrap: on a phone the longer
            // one ('Pembayaran lain (sebagian/lebih awal)') is read whole, never cut off.
            fullWidth
            styles={WRAPPING_SEGMENTS}
            value={kind}
            onChange={(value) => setKind(value as 'TRANSFER' | 'OTHER')}
            aria-label={t('repayment.reportKind')}
            data={[
              { value: 'TRANSFER', label: t('repayment.kindTransfer') },
              { value: 'OTHER', label: t('repayment.kindOther') },
            ]}
          />
          <MoneyInput
            label={t('repayment.amount')}
            value={amount}
            onChange={setAmount}
            required
            error={amountError}
            data-testid="report-amount"
          />
          <FileUploader
            // The upload machine reads `required` when it starts: a new one for each kind.
            key={kind}
            label={t('repayment.proof')}
            accept="document"
            required={kind === 'OTHER'}
            value={proofFile}
            onChange={setProofFile}
            onRemove={() => setProofFile(null)}
            onUploadStarted={() => setUploading((n) => n + 1)}
            onUploadEnded={() => setUploading((n) => n - 1)}
            validateSignal={kind === 'OTHER' ? validateSignal : 0}
          />
          <Textarea
            label={t('repayment.note')}
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Button type="submit" loading={sending} disabled={uploading > 0} w="fit-content">
            {t('repayment.reportSubmit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

function Schedule({ installments }: { installments: Repayment['installments'] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h3">
        {t('repayment.scheduleTitle')}
      </Title>
      <Table.ScrollContainer minWidth={760}>
        <Table striped data-testid="repayment-schedule" aria-label={t('repayment.scheduleTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('repayment.number')}</Table.Th>
              <Table.Th>{t('repayment.dueDate')}</Table.Th>
              <Table.Th ta="right">{t('repayment.principal')}</Table.Th>
              <Table.Th ta="right">{t('repayment.interest')}</Table.Th>
              <Table.Th ta="right">{t('repayment.lateCharge')}</Table.Th>
              <Table.Th ta="right">{t('repayment.paid')}</Table.Th>
              <Table.Th>{t('repayment.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {installments.map((row) => (
              <Table.Tr key={row.id} data-testid={`installment-${row.number}`}>
                <Table.Td>{row.number}</Table.Td>
                <Table.Td>{formatDate(row.dueDate)}</Table.Td>
                <Table.Td ta="right" style={NO_WRAP}>
                  {formatBorrowerRupiah(row.principal)}
                </Table.Td>
                <Table.Td ta="right" style={NO_WRAP}>
                  {formatBorrowerRupiah(row.interest)}
                </Table.Td>
                <Table.Td ta="right" style={NO_WRAP}>
                  {formatBorrowerRupiah(row.lateCharge)}
                </Table.Td>
                <Table.Td ta="right" style={NO_WRAP}>
                  {formatBorrowerRupiah(row.paid)}
                </Table.Td>
                <Table.Td>
                  <InstallmentStatusBadge installment={row} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function History({ payments }: { payments: Repayment['payments'] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h3">
        {t('repayment.historyTitle')}
      </Title>
      {payments.length === 0 ? (
        <Text c="dimmed">{t('repayment.noPayments')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table data-testid="repayment-history" aria-label={t('repayment.historyTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('repayment.receivedAt')}</Table.Th>
                <Table.Th>{t('repayment.number')}</Table.Th>
                <Table.Th>{t('repayment.source')}</Table.Th>
                <Table.Th ta="right">{t('repayment.amount')}</Table.Th>
                <Table.Th>{t('repayment.status')}</Table.Th>
                <Table.Th>{t('repayment.rejection')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.map((payment) => (
                <Table.Tr key={payment.id}>
                  <Table.Td>{formatDate(payment.receivedAt)}</Table.Td>
                  <Table.Td>{payment.installmentNumber}</Table.Td>
                  <Table.Td>{t(`repayment.sources.${payment.source}`)}</Table.Td>
                  <Table.Td ta="right" style={NO_WRAP}>
                    {formatBorrowerRupiah(payment.amount)}
                  </Table.Td>
                  <Table.Td>{t(`repayment.paymentStatuses.${payment.status}`)}</Table.Td>
                  <Table.Td>
                    {payment.rejectionReason
                      ? t(`repayment.rejections.${payment.rejectionReason}`)
                      : '-'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
