// The money in an approved wallet (spec §2, §3): the balance (active, on hold), how to top up
// (the VA number with a copy button and step lists per channel), in demo mode a simulated
// transfer, cash-out with the rail, fee and arrival shown before confirming, and withdrawals.
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
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatRupiah } from '../../components/format.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { errorMessage } from '../../components/server-errors.ts';
import { useDemoMode } from '../../components/use-demo-mode.ts';
import {
  CashOutDocument,
  CashOutQuoteDocument,
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
              {formatRupiah(balance.active)}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {t('lenderMoney.onHold')}
            </Text>
            <Text fw={700} size="xl" data-testid="balance-on-hold">
              {formatRupiah(balance.onHold)}
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
            <Table data-testid="withdrawals">
              <Table.Tbody>
                {data?.myWithdrawals.map((w) => (
                  <Table.Tr key={w.id}>
                    <Table.Td>{formatDate(w.createdAt)}</Table.Td>
                    <Table.Td>{formatRupiah(w.amount)}</Table.Td>
                    <Table.Td>{w.railLabel[language]}</Table.Td>
                    <Table.Td>{formatRupiah(w.fee)}</Table.Td>
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
      <Group mt="sm" align="end">
        <TextInput
          label={t('lenderMoney.demoAmount')}
          value={amount}
          inputMode="numeric"
          onChange={(event) => setAmount(event.currentTarget.value.replace(/\D/g, ''))}
        />
        <Button onClick={() => void send()} loading={loading} disabled={!wholeRupiah(amount)}>
          {t('lenderMoney.demoSend')}
        </Button>
      </Group>
    </Paper>
  );
}

function CashOut() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [amount, setAmount] = useState('');
  const [rail, setRail] = useState<TransferRail | null>(null);
  const [quote, { data }] = useLazyQuery(CashOutQuoteDocument, { fetchPolicy: 'network-only' });
  const [cashOut, { loading }] = useMutation(CashOutDocument);
  // One key per intended withdrawal: a double click or a retry sends the same key.
  const [key, setKey] = useState(() => crypto.randomUUID());
  useEffect(() => {
    if (wholeRupiah(amount)) void quote({ variables: { amount, rail } });
  }, [amount, rail, quote]);
  const q = wholeRupiah(amount) ? data?.cashOutQuote : undefined;
  const confirm = async () => {
    try {
      const result = await cashOut({
        variables: { amount, rail: q?.proposed?.rail ?? null, idempotencyKey: key },
        refetchQueries: [MyMoneyDocument],
      });
      const state = result.data?.cashOut.stateLabel[language] ?? '';
      notifySuccess(t('lenderMoney.cashOutDone', { state }));
      setAmount('');
      setRail(null);
      setKey(crypto.randomUUID());
    } catch (failure) {
      notifyError(errorMessage(failure, t('common.genericError')));
    }
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h3">
        {t('lenderMoney.cashOutTitle')}
      </Title>
      <Stack mt="sm" gap="sm">
        <TextInput
          label={t('lenderMoney.cashOutAmount')}
          value={amount}
          inputMode="numeric"
          maw={320}
          onChange={(event) => setAmount(event.currentTarget.value.replace(/\D/g, ''))}
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
              <b data-testid="cash-out-fee">{formatRupiah(q.proposed.fee)}</b>
            </Text>
            <Text size="sm">
              {t('lenderMoney.total')}: <b>{formatRupiah(q.proposed.total)}</b>
            </Text>
            <Text size="sm">
              {t('lenderMoney.arrival')}: {q.proposed.arrival[language]}
            </Text>
          </Stack>
        )}
        {q?.refusal && (
          <Alert color="red" role="alert">
            {q.refusal.text[language]}
          </Alert>
        )}
        <Group>
          <Button
            onClick={() => void confirm()}
            loading={loading}
            disabled={!q?.proposed || q.refusal !== null}
          >
            {t('lenderMoney.cashOutConfirm')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
