// The money in an approved wallet (spec §2, §3): the balance (active, on hold), how to top up
// (the VA number with a copy button and step lists per channel), in demo mode a simulated
// transfer, cash-out with the rail, fee and arrival shown, then a confirmation naming the
// amount, fee, rail, the (masked) bank account and the balance after, and the withdrawals, newest
// first. Whether a cash-out may go is the withdrawal rules' answer (the quote's refusal): the
// screen shows it in their words and never decides itself.
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  List,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fromSen, toSen } from '../../../../machines/shared/money.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FactList } from '../../components/FactList.tsx';
import {
  exactRupiah,
  exactRupiahFor,
  formatDateTime,
  formatRupiah,
  NO_WRAP,
} from '../../components/format.ts';
import { MoneyInput } from '../../components/MoneyInput.tsx';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import {
  errorMessage,
  outcomeUnknown,
  problemText,
  serverProblem,
} from '../../components/server-errors.ts';
import { useDemoMode } from '../../components/use-demo-mode.ts';
import {
  CashOutDocument,
  CashOutQuoteDocument,
  type CashOutQuoteQuery,
  MyMoneyDocument,
  type MyMoneyQuery,
  SimulateVaTransferDocument,
  type TransferRail,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

type TopUpInstructionsFieldsType = NonNullable<MyMoneyQuery['myWallet']['topUpInstructions']>;
const wholeRupiah = (value: string) => /^\d{1,15}$/.test(value) && BigInt(value) > 0n;

export function WalletMoney({ kind }: { kind: 'VA' | 'RDL' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const demo = useDemoMode();
  const { data } = useQuery(MyMoneyDocument, { fetchPolicy: 'cache-and-network' });
  const balance = data?.myBalance;
  if (!balance) return null;
  // What the lender holds is shown exactly, the two figures alike.
  const held = exactRupiahFor([balance.active, balance.onHold]);
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h3">
          {t('lenderMoney.balanceTitle')}
        </Title>
        <Group gap="xl" mt="sm">
          <div>
            <Text size="sm" c="dimmed">
              {t('lenderMoney.active')}
            </Text>
            <Text fw={700} size="xl" data-testid="balance-active">
              {held(balance.active)}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {t('lenderMoney.onHold')}
            </Text>
            <Text fw={700} size="xl" data-testid="balance-on-hold">
              {held(balance.onHold)}
            </Text>
          </div>
        </Group>
        <Anchor component={Link} to="/lender/mutations" size="sm" mt="sm" display="block">
          {t('lenderMoney.mutationsLink')}
        </Anchor>
      </Paper>
      {kind === 'VA' && data?.myWallet.topUpInstructions && (
        <TopUp instructions={data.myWallet.topUpInstructions} />
      )}
      {kind === 'VA' && demo && <DemoTransfer />}
      <CashOut />
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h3">
          {t('lenderMoney.withdrawalsTitle')}
        </Title>
        {(data?.myWithdrawals.length ?? 0) === 0 ? (
          <Text c="dimmed">{t('lenderMoney.noWithdrawals')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            {/* Newest request first, as the API lists them. */}
            <Table data-testid="withdrawals" aria-label={t('lenderMoney.withdrawalsTitle')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('lenderMoney.requestedAt')}</Table.Th>
                  <Table.Th scope="col">{t('lenderMoney.amount')}</Table.Th>
                  <Table.Th scope="col">{t('lenderMoney.cashOutRail')}</Table.Th>
                  <Table.Th scope="col">{t('lenderMoney.fee')}</Table.Th>
                  <Table.Th scope="col">{t('lenderMoney.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.myWithdrawals.map((w) => (
                  <Table.Tr key={w.id}>
                    <Table.Td>{formatDateTime(w.createdAt)}</Table.Td>
                    <Table.Td style={NO_WRAP}>{formatRupiah(w.amount)}</Table.Td>
                    <Table.Td>{w.railLabel[language]}</Table.Td>
                    <Table.Td style={NO_WRAP}>{formatRupiah(w.fee)}</Table.Td>
                    <Table.Td>{w.stateLabel[language]}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}

/** The VA and the steps per channel, as the gateway serves them in both languages. */
function TopUp({ instructions }: { instructions: TopUpInstructionsFieldsType }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const va = instructions.vaNumber;
  const first = instructions.channels[0]?.code ?? 'atm';
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h3">
        {t('lenderMoney.topUpTitle')}
      </Title>
      <Text mt="xs">{instructions.intro[language]}</Text>
      <Group mt="xs">
        <Text fw={700} ff="monospace" size="lg" data-testid="topup-va">
          {va}
        </Text>
        <CopyButton value={va}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy}>
              {copied ? t('lenderMoney.copied') : t('lenderMoney.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Tabs defaultValue={first} mt="md">
        <Tabs.List>
          {instructions.channels.map((channel) => (
            <Tabs.Tab key={channel.code} value={channel.code}>
              {channel.label[language]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {instructions.channels.map((channel) => (
          <Tabs.Panel key={channel.code} value={channel.code} pt="sm">
            <List type="ordered" size="sm" data-testid={`topup-steps-${channel.code}`}>
              {channel.steps.map((step) => (
                <List.Item key={step.en}>{step[language]}</List.Item>
              ))}
            </List>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}

function DemoTransfer() {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('1000000');
  const [simulate, { loading }] = useMutation(SimulateVaTransferDocument);
  const send = async () => {
    try {
      await simulate({ variables: { amount }, refetchQueries: [MyMoneyDocument] });
      notifySuccess(t('lenderMoney.demoDone', { amount: formatRupiah(amount) }));
    } catch (failure) {
      notifyError(errorMessage(failure, t('common.genericError')));
    }
  };
  return (
    <Paper withBorder p="md" radius="md" bg="yellow.0">
      <Title order={2} size="h4">
        {t('lenderMoney.demoTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('lenderMoney.demoHint')}
      </Text>
      {/* A form: Enter in the amount sends it, as every form of the product does. */}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!loading && wholeRupiah(amount)) void send();
        }}
      >
        <Group mt="sm" align="end">
          <MoneyInput label={t('lenderMoney.demoAmount')} value={amount} onChange={setAmount} />
          <Button type="submit" loading={loading} disabled={!wholeRupiah(amount)}>
            {t('lenderMoney.demoSend')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

type Quote = CashOutQuoteQuery['cashOutQuote'];
type Destination = NonNullable<Quote['destination']>;
type Words = { id: string; en: string };

/** What the lender confirms: the quote as it stood, and the key its request carries. */
type Attempt = {
  amount: string;
  rail: TransferRail;
  railLabel: Words;
  fee: string;
  total: string;
  arrival: Words;
  destination: Destination;
  balanceAfter: string;
  key: string;
};

const accountText = (d: Destination) => `${d.bankName} ${d.accountNumberMasked}`;

function CashOut() {
  const { t } = useTranslation();
  const language = useLanguage();
  const refusalId = useId();
  const [amount, setAmount] = useState('');
  const [rail, setRail] = useState<TransferRail | null>(null);
  const [quote, { data }] = useLazyQuery(CashOutQuoteDocument, { fetchPolicy: 'network-only' });
  const [cashOut, { loading: sending }] = useMutation(CashOutDocument);
  const [confirming, setConfirming] = useState<Attempt | null>(null);
  // The dialog's figures alike, exact: the balance after may keep sen.
  const confirmMoney = exactRupiahFor(
    confirming
      ? [confirming.amount, confirming.fee, confirming.total, confirming.balanceAfter]
      : [],
  );
  // The last request whose answer never came: confirming the same again sends its key, so a
  // withdrawal that did go through is not made twice.
  const unanswered = useRef<Attempt | null>(null);
  useEffect(() => {
    if (wholeRupiah(amount)) void quote({ variables: { amount, rail } });
  }, [amount, rail, quote]);
  // Only the quote of the amount in the field counts (not the last one's, while a new one loads).
  const latest = data?.cashOutQuote;
  const q =
    latest && wholeRupiah(amount) && toSen(latest.amount) === toSen(amount) ? latest : undefined;
  const proposed = q?.refusal === null ? q.proposed : null;

  const open = () => {
    if (!q || !proposed || !q.destination) return;
    const last = unanswered.current;
    const retry = last && last.amount === amount && last.rail === proposed.rail ? last : null;
    setConfirming({
      amount,
      rail: proposed.rail,
      railLabel: proposed.label,
      fee: proposed.fee,
      total: proposed.total,
      arrival: proposed.arrival,
      destination: q.destination,
      balanceAfter: fromSen(toSen(q.activeBalance) - toSen(proposed.total)),
      key: retry?.key ?? crypto.randomUUID(),
    });
  };

  const confirm = async () => {
    if (!confirming) return;
    const attempt = confirming;
    try {
      const result = await cashOut({
        variables: { amount: attempt.amount, rail: attempt.rail, idempotencyKey: attempt.key },
        refetchQueries: [MyMoneyDocument],
      });
      unanswered.current = null;
      setConfirming(null);
      const made = result.data?.cashOut;
      const words = {
        amount: formatRupiah(made?.amount ?? attempt.amount),
        account: accountText(attempt.destination),
        arrival: attempt.arrival[language],
      };
      notifySuccess(
        made?.state === 'settled'
          ? t('lenderMoney.cashOutSettled', words)
          : t('lenderMoney.cashOutDone', words),
      );
      setAmount('');
      setRail(null);
    } catch (failure) {
      const problem = serverProblem(failure);
      unanswered.current = outcomeUnknown(problem) ? attempt : null;
      setConfirming(null);
      notifyError(problemText(t, problem));
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h3">
        {t('lenderMoney.cashOutTitle')}
      </Title>
      {/* A form: Enter in the amount opens the confirmation, as the button does. */}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (proposed && q?.destination) open();
        }}
      >
        <Stack mt="sm" gap="sm">
          <MoneyInput
            label={t('lenderMoney.cashOutAmount')}
            value={amount}
            maw={320}
            onChange={(value) => {
              setAmount(value);
              // A new amount is quoted on the cheapest rail that carries it; the lender may choose
              // again among the rails that do.
              setRail(null);
            }}
          />
          {q && q.options.length > 0 && (
            <div>
              <Text size="sm" fw={500}>
                {t('lenderMoney.cashOutRail')}
              </Text>
              <SegmentedControl
                value={q.proposed?.rail ?? q.options[0]?.rail ?? ''}
                onChange={(value) => setRail(value as TransferRail)}
                data={q.options.map((o) => ({ value: o.rail, label: o.label[language] }))}
              />
            </div>
          )}
          {q?.proposed && (
            <Stack gap={2} data-testid="cash-out-quote">
              <Text size="sm">
                {t('lenderMoney.fee')}:{' '}
                <b data-testid="cash-out-fee" style={NO_WRAP}>
                  {formatRupiah(q.proposed.fee)}
                </b>
              </Text>
              <Text size="sm">
                {t('lenderMoney.total')}: <b style={NO_WRAP}>{formatRupiah(q.proposed.total)}</b>
              </Text>
              <Text size="sm">
                {t('lenderMoney.arrival')}: {q.proposed.arrival[language]}
              </Text>
            </Stack>
          )}
          {q?.refusal && (
            // The withdrawal rules' own words (machines/withdrawal/withdrawal.rules.ts), with the
            // numbers behind a short balance.
            <Alert color="red" role="alert" id={refusalId} data-testid="cash-out-refusal">
              <Text size="sm" fw={600}>
                {q.refusal.text[language]}
              </Text>
              {q.refusal.code === 'INSUFFICIENT_ACTIVE_BALANCE' && q.proposed && (
                <Text size="sm">
                  {t('lenderMoney.cashOutShort', {
                    active: exactRupiah(q.activeBalance),
                    total: formatRupiah(q.proposed.total),
                  })}
                </Text>
              )}
            </Alert>
          )}
          <Group>
            <Button
              type="submit"
              disabled={!proposed || !q?.destination}
              aria-describedby={q?.refusal ? refusalId : undefined}
            >
              {t('lenderMoney.cashOutConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming !== null}
        title={t('lenderMoney.confirmTitle')}
        text={t('lenderMoney.confirmText')}
        confirmLabel={t('lenderMoney.confirmSend')}
        cancelLabel={t('lenderMoney.cancel')}
        tone="approve"
        sending={sending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      >
        {confirming && (
          <FactList
            facts={[
              {
                label: t('lenderMoney.confirmAmount'),
                value: (
                  <Text fw={700} span data-testid="confirm-cash-out-amount">
                    {confirmMoney(confirming.amount)}
                  </Text>
                ),
              },
              {
                label: t('lenderMoney.fee'),
                value: (
                  <span data-testid="confirm-cash-out-fee">{confirmMoney(confirming.fee)}</span>
                ),
              },
              { label: t('lenderMoney.total'), value: confirmMoney(confirming.total) },
              { label: t('lenderMoney.cashOutRail'), value: confirming.railLabel[language] },
              { label: t('lenderMoney.arrival'), value: confirming.arrival[language] },
              {
                label: t('lenderMoney.destination'),
                value: (
                  <span data-testid="confirm-cash-out-account">
                    {accountText(confirming.destination)}
                  </span>
                ),
              },
              {
                label: t('lenderMoney.balanceAfter'),
                value: (
                  <Text fw={700} span data-testid="confirm-cash-out-balance-after">
                    {confirmMoney(confirming.balanceAfter)}
                  </Text>
                ),
              },
            ]}
          />
        )}
      </ConfirmDialog>
    </Paper>
  );
}
