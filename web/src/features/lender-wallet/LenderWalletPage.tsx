// The lender's wallet (spec §1: a VA or an RDL at the partner bank, shown only after admin
// approval): the state of the request, the numbers once approved, and the requests the
// lender-account machine allows now (the gateway reports them; this screen only shows them).
// Before a request the lender reads how a VA and an RDL differ and agrees to the terms; the
// consent travels with the request (issue 15). A company lender gets the customer-care contact
// for its RDL.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CUSTOMER_CARE } from '../../../../machines/shared/customer-care.ts';
import { FactList } from '../../components/FactList.tsx';
import { formatDateTime } from '../../components/format.ts';
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
type ChoicePoint = 'consent' | `${'VA' | 'RDL'}.${'what' | 'money' | 'time'}`;
/** The points of the choice said otherwise to a company (lenderWallet.choiceCompany). */
const COMPANY_POINTS = new Set<ChoicePoint>([
  'consent',
  'VA.time',
  'RDL.what',
  'RDL.money',
  'RDL.time',
]);

export function LenderWalletPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, loading, error } = useQuery(MyWalletDocument, { fetchPolicy: 'cache-and-network' });
  const [requestWallet] = useMutation(RequestMyWalletDocument);
  const [retryWallet] = useMutation(RetryMyWalletDocument);
  const [sending, setSending] = useState<LenderAction | null>(null);
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const wallet = data?.myWallet;

  if (!wallet && loading) return <PageLoading />;
  if (!wallet) return <PageError message={errorMessage(error, t('common.genericError'))} />;

  const act = async (action: LenderAction) => {
    if (action !== 'retry' && !consent) {
      setConsentError(true);
      return;
    }
    setSending(action);
    try {
      if (action === 'retry') {
        await retryWallet({ refetchQueries: [MyWalletDocument] });
        notifySuccess(t('lenderWallet.retried'));
      } else {
        const kind: WalletKind = action === 'requestVa' ? 'VA' : 'RDL';
        await requestWallet({
          variables: { kind, consent: true },
          refetchQueries: [MyWalletDocument],
        });
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
  const afterApproval = (
    <Text size="sm" c="dimmed">
      {t('lenderWallet.afterApproval')}
    </Text>
  );
  // The choice is explained while a request is on offer (or closed only for a company's RDL).
  const choosing = states.some(
    (a) => a.action !== 'retry' && (a.allowed || a.reason?.code !== 'WRONG_STATE'),
  );
  const requestOpen = open.some((a) => a.action !== 'retry');
  // A company lender reads of the company's data and an account in its name, not "yours".
  const choiceKey = (point: ChoicePoint) =>
    !wallet.lender.isPersonal && COMPANY_POINTS.has(point)
      ? (`lenderWallet.choiceCompany.${point}` as 'lenderWallet.choiceCompany.consent')
      : (`lenderWallet.choice.${point}` as const);

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
            // Before the first request the state says so; there is no type to name yet.
            ...(wallet.kind
              ? [{ label: t('lenderWallet.kind'), value: t(`lenderWallet.kinds.${wallet.kind}`) }]
              : []),
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
      {wallet.bankFailure &&
        (wallet.bankFailure.outcomeUnknown ? (
          // The bank's answer never came: it may have done the step; staff ask again.
          <Alert color="blue" role="status" data-testid="wallet-bank-unanswered">
            {wallet.bankFailure.text[language]}
          </Alert>
        ) : (
          <Alert color="orange" role="alert" data-testid="wallet-bank-failed">
            {t('lenderWallet.bankFailed', {
              step: wallet.bankFailure.text[language],
              code: wallet.bankFailure.responseCode,
            })}
          </Alert>
        ))}

      {choosing && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="wallet-choice">
          <Stack gap="md">
            <Title order={2} size="h3" id="wallet-choice">
              {t('lenderWallet.choice.title')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {(['VA', 'RDL'] as const).map((kind) => (
                <Stack gap={4} key={kind} data-testid={`wallet-explain-${kind}`}>
                  <Text fw={600}>{t(`lenderWallet.kinds.${kind}`)}</Text>
                  <List size="sm" spacing={4}>
                    {(['what', 'money', 'time'] as const).map((point) => (
                      <List.Item key={point}>
                        {t(choiceKey(`${kind}.${point}`), { bank: wallet.bankName })}
                      </List.Item>
                    ))}
                  </List>
                </Stack>
              ))}
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              {t('lenderWallet.choice.both')}
            </Text>
            {!wallet.lender.isPersonal && (
              <Alert color="blue" variant="light" title={t('lenderWallet.customerCare.title')}>
                <Stack gap={4} data-testid="customer-care">
                  <Text size="sm">{t('lenderWallet.customerCare.intro')}</Text>
                  <Text size="sm">
                    {t('lenderWallet.customerCare.email')}:{' '}
                    <Anchor href={`mailto:${CUSTOMER_CARE.email}`}>{CUSTOMER_CARE.email}</Anchor>
                  </Text>
                  <Text size="sm">
                    {t('lenderWallet.customerCare.phone')}:{' '}
                    <Anchor href={`tel:${CUSTOMER_CARE.phoneHref}`}>{CUSTOMER_CARE.phone}</Anchor>
                  </Text>
                  <Text size="sm">
                    {t('lenderWallet.customerCare.hours')}: {CUSTOMER_CARE.hours[language]}
                  </Text>
                </Stack>
              </Alert>
            )}
            {requestOpen && (
              <Checkbox
                checked={consent}
                onChange={(event) => {
                  setConsent(event.currentTarget.checked);
                  setConsentError(false);
                }}
                label={t(choiceKey('consent'), { bank: wallet.bankName })}
                error={consentError ? t('lenderWallet.choice.consentRequired') : undefined}
              />
            )}
          </Stack>
        </Paper>
      )}

      {wallet.consentedAt && wallet.state !== 'activated' && (
        <Text size="sm" c="dimmed" data-testid="wallet-consented">
          {t('lenderWallet.consentedAt', { date: formatDateTime(wallet.consentedAt) })}
        </Text>
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
