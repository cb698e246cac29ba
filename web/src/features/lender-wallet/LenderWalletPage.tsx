// The lender's wallet (spec §1: a VA or an RDL at the partner bank, shown only after admin
// approval): the state of the request, the numbers once approved, and the requests the
// lender-account machine allows now (the gateway reports them; this screen only shows them).
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FactList } from '../../components/FactList.tsx';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { errorMessage } from '../../components/server-errors.ts';
import {
  MyWalletDocument,
  RequestMyWalletDocument,
  RetryMyWalletDocument,
  type WalletKind,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';
import { WalletMoney } from './WalletMoney.tsx';

const LENDER_ACTIONS = ['requestVa', 'requestRdl', 'retry'] as const;
type LenderAction = (typeof LENDER_ACTIONS)[number];

export function LenderWalletPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, loading, error } = useQuery(MyWalletDocument, { fetchPolicy: 'cache-and-network' });
  const [requestWallet] = useMutation(RequestMyWalletDocument);
  const [retryWallet] = useMutation(RetryMyWalletDocument);
  const [sending, setSending] = useState<LenderAction | null>(null);
  const wallet = data?.myWallet;

  if (!wallet && loading) return <PageLoading />;
  if (!wallet) return <PageError message={errorMessage(error, t('common.genericError'))} />;

  const act = async (action: LenderAction) => {
    setSending(action);
    try {
      if (action === 'retry') {
        await retryWallet({ refetchQueries: [MyWalletDocument] });
        notifySuccess(t('lenderWallet.retried'));
      } else {
        const kind: WalletKind = action === 'requestVa' ? 'VA' : 'RDL';
        await requestWallet({ variables: { kind }, refetchQueries: [MyWalletDocument] });
        notifySuccess(t('lenderWallet.requested'));
      }
    } catch (failure) {
      notifyError(errorMessage(failure, t('common.genericError')));
    } finally {
      setSending(null);
    }
  };

  const states = wallet.availableActions.filter((a) =>
    (LENDER_ACTIONS as readonly string[]).includes(a.action),
  );
  const open = states.filter((a) => a.allowed);
  // Requests that are closed for a reason other than the stage (a company's RDL): say why.
  const explained = states.filter((a) => !a.allowed && a.reason && a.reason.code !== 'WRONG_STATE');
  const afterApproval = <Text c="dimmed">{t('lenderWallet.afterApproval')}</Text>;

  return (
    <Stack gap="lg" maw={720}>
      <Group>
        <Anchor component={Link} to="/lender" size="sm">
          {t('lenderWallet.back')}
        </Anchor>
      </Group>
      <Title order={1}>{t('lenderWallet.title')}</Title>
      <Paper withBorder p="md" radius="md">
        <FactList
          facts={[
            {
              label: t('lenderWallet.state'),
              value: <span data-testid="wallet-state">{wallet.stateLabel[language]}</span>,
            },
            {
              label: t('lenderWallet.kind'),
              value: wallet.kind ? t(`lenderWallet.kinds.${wallet.kind}`) : t('lenderWallet.none'),
            },
            {
              label: t('lenderWallet.bank'),
              value: wallet.bankName,
            },
            {
              label: t('lenderWallet.accountNumber'),
              value: wallet.accountNumber ? (
                <span data-testid="wallet-account-number">{wallet.accountNumber}</span>
              ) : (
                afterApproval
              ),
            },
            ...(wallet.kind === 'RDL'
              ? [
                  {
                    label: t('lenderWallet.cifNumber'),
                    value: wallet.cifNumber ? (
                      <span data-testid="wallet-cif-number">{wallet.cifNumber}</span>
                    ) : (
                      afterApproval
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Paper>

      {wallet.state === 'approved' && wallet.kind && <WalletMoney kind={wallet.kind} />}

      {wallet.refusal && (
        <Alert color="red" role="alert" data-testid="wallet-refusal">
          {t('lenderWallet.refused', { reason: wallet.refusal.text[language] })}
        </Alert>
      )}
      {wallet.bankFailure && (
        <Alert color="orange" role="alert">
          {t('lenderWallet.bankFailed', {
            step: wallet.bankFailure.text[language],
            code: wallet.bankFailure.responseCode,
          })}
        </Alert>
      )}

      {open.length > 0 && (
        <Group>
          {open.map(({ action }) => (
            <Button
              key={action}
              onClick={() => void act(action as LenderAction)}
              loading={sending === action}
              disabled={sending !== null && sending !== action}
            >
              {t(`lenderWallet.actions.${action as LenderAction}`)}
            </Button>
          ))}
        </Group>
      )}
      {explained.length > 0 && (
        <List size="sm" c="dimmed" aria-label={t('lenderWallet.notPossible')}>
          {explained.map(({ action, reason }) => (
            <List.Item key={action}>
              {t(`lenderWallet.actions.${action as LenderAction}`)}: {reason?.text[language]}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
