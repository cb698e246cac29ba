// The lender's fund form (issue 17): the amount with the minimum and the remaining need beside
// it and buttons that fill either, then a confirmation with the amount and the active balance it
// leaves, then `fundLoan`. Whether the lender may fund at all is the loan machine's answer
// (`fundAction`, computed on the server); when not, its reason replaces the form, with the way
// out where there is one (validated data: the profile; money: the wallet). The form checks one
// thing itself, the API's rule for every amount a lender commits: whole rupiah, no sen (typed
// sen are refused in the field, and said so beside it). Everything else is the server's refusal,
// put beside the amount (its `fields.amount`) or above the button.
//
// Each confirmation sends one idempotency key. When the answer never arrives (the network, or
// the server failing before it could say), the same amount keeps its key: a retry, from the
// dialog or after closing it, counts once on the server.
import type { Reference } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { leastFundingSen } from '../../../../machines/loan/loan.rules.ts';
import { fromSen, isRupiah, isWholeRupiah, toSen } from '../../../../machines/shared/money.ts';
import { FactList } from '../../components/FactList.tsx';
import { formatRupiah } from '../../components/format.ts';
import { MoneyInput } from '../../components/MoneyInput.tsx';
import { notifySuccess } from '../../components/notify.ts';
import { Panel } from '../../components/Panel.tsx';
import { problemText, serverProblem } from '../../components/server-errors.ts';
import {
  FundingBalanceDocument,
  FundLoanDocument,
  FundRoomDocument,
  type LenderLoanPageFieldsFragment,
  MyFundingFieldsFragmentDoc,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

/** One confirmation: the amount it is for and the key its request carries. */
type Attempt = { amount: string; key: string };

/** Codes after which the outcome is unknown: the request may have been applied. */
const NO_ANSWER = new Set(['NETWORK', 'INTERNAL', 'UPSTREAM_ERROR']);

/** A rupiah decimal string as the whole-rupiah digits the money input holds. */
const wholeRupiah = (value: string) => value.split('.')[0] ?? '';

type Props = {
  loan: LenderLoanPageFieldsFragment;
  amount: string;
  onAmountChange: (amount: string) => void;
  /** The server refused: what the page shows of the loan may be out of date. */
  onRefused: () => void;
};

/** Where a lender fixes what a refusal names, and the link's words; null when she cannot. */
type FixLabel =
  | 'fundForm.toProfile'
  | 'fundForm.toSignature'
  | 'fundForm.toLimits'
  | 'fundForm.limitsLink'
  | 'fundForm.toWallet';

function fixFor(code: string, loanId: string): { to: string; label: FixLabel } | null {
  switch (code) {
    case 'LENDER_NOT_VALIDATED':
      return { to: '/profile', label: 'fundForm.toProfile' };
    // With the loan, to come back to it once signed.
    case 'LENDER_AGREEMENT_NOT_SIGNED':
      return { to: `/signature?loan=${loanId}`, label: 'fundForm.toSignature' };
    case 'LENDER_INCOME_NOT_DECLARED':
      return { to: '/lender/funding-limits', label: 'fundForm.toLimits' };
    case 'LENDER_INCOME_LIMIT_EXCEEDED':
      return { to: '/lender/funding-limits', label: 'fundForm.limitsLink' };
    case 'INSUFFICIENT_BALANCE':
      return { to: '/lender/wallet', label: 'fundForm.toWallet' };
    default:
      return null;
  }
}

export function FundForm({ loan, amount, onAmountChange, onRefused }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Attempt | null>(null);
  const [noAnswer, setNoAnswer] = useState(false);
  // The last request whose answer never came: the same amount retries it with its key.
  const unanswered = useRef<Attempt | null>(null);
  const [fund, { loading: sending }] = useMutation(FundLoanDocument);
  const balance = useQuery(FundingBalanceDocument, {
    skip: confirming === null,
    fetchPolicy: 'network-only',
  });
  const action = loan.fundAction;
  // OJK's limits (issue 21): the lender's room, read fresh with the form and after each funding.
  const limits = useQuery(FundRoomDocument, { fetchPolicy: 'cache-and-network' });
  const room = limits.data?.myFundingLimits;

  if (!action.allowed) {
    const code = action.reason?.code;
    const fix = code ? fixFor(code, loan.id) : null;
    return (
      <Panel title={t('fundForm.title')}>
        <Alert
          color="blue"
          // Asked without an amount, the need is exceeded only once the loan is fully funded.
          title={t(code === 'EXCEEDS_NEED' ? 'fundForm.fullyFundedTitle' : 'fundForm.closedTitle')}
          data-testid="fund-closed"
        >
          <Stack gap="xs">
            <Text size="sm">{action.reason?.text[language] ?? t('common.genericError')}</Text>
            {fix && (
              <Anchor component={Link} to={fix.to} size="sm" fw={600}>
                {t(fix.label)}
              </Anchor>
            )}
          </Stack>
        </Alert>
      </Panel>
    );
  }

  const least = fromSen(
    leastFundingSen({
      applicationValue: loan.fundingTarget,
      commitment: loan.fundsCollected,
      minimumFunding: loan.minimumFunding,
    }),
  );
  const remaining = loan.remainingNeed;

  const choose = (next: string) => {
    setFieldError(null);
    setFormError(null);
    onAmountChange(next);
  };

  const openConfirmation = (event: FormEvent) => {
    event.preventDefault();
    if (amount === '') return;
    // The money input holds whole rupiah; an amount with sen from elsewhere is refused here too.
    if (isRupiah(amount) && !isWholeRupiah(amount)) {
      setFieldError(t('fundForm.wholeRupiah'));
      return;
    }
    setFieldError(null);
    setFormError(null);
    setNoAnswer(false);
    const retry = unanswered.current?.amount === amount ? unanswered.current : null;
    setConfirming(retry ?? { amount, key: crypto.randomUUID() });
  };

  const confirm = async () => {
    if (!confirming) return;
    const attempt = confirming;
    setNoAnswer(false);
    try {
      const result = await fund({
        variables: { loanId: loan.id, amount: attempt.amount, idempotencyKey: attempt.key },
        // The answer carries the loan (normalised: the page follows) and the one new piece,
        // added to the lender's pieces here; a replayed request's piece is there already.
        update: (cache, { data }) => {
          const funding = data?.fundLoan.funding;
          if (!funding) return;
          const added = cache.writeFragment({
            id: cache.identify({ __typename: 'Funding', id: funding.id }),
            fragment: MyFundingFieldsFragmentDoc,
            data: funding,
          });
          cache.modify<{ myFundings: Reference[] }>({
            id: cache.identify({ __typename: 'LenderLoan', id: loan.id }),
            fields: {
              myFundings: (existing, { readField }) =>
                !added || existing.some((piece) => readField('id', piece) === funding.id)
                  ? existing
                  : [...existing, added],
            },
          });
        },
      });
      unanswered.current = null;
      setConfirming(null);
      onAmountChange('');
      void limits.refetch();
      const active = result.data?.fundLoan.balance.active;
      notifySuccess(
        t('fundForm.success', {
          amount: formatRupiah(attempt.amount),
          balance: active ? formatRupiah(active) : '-',
        }),
      );
    } catch (failure) {
      const problem = serverProblem(failure);
      if (NO_ANSWER.has(problem.code)) {
        unanswered.current = attempt;
        setNoAnswer(true);
        return;
      }
      unanswered.current = null;
      setConfirming(null);
      const onAmount = problem.fields.amount;
      if (onAmount) setFieldError(onAmount);
      else setFormError(problemText(t, problem));
      onRefused();
    }
  };

  const active = balance.data?.myBalance.active;
  const after =
    active && confirming && isRupiah(active)
      ? fromSen(toSen(active) - toSen(confirming.amount))
      : null;

  return (
    <Panel title={t('fundForm.title')}>
      <form onSubmit={openConfirmation} noValidate>
        <Stack gap="sm">
          <MoneyInput
            label={t('fundForm.amount')}
            description={t('fundForm.limits', {
              minimum: formatRupiah(loan.minimumFunding),
              remaining: formatRupiah(remaining),
            })}
            value={amount}
            onChange={choose}
            onSen={() => setFieldError(t('fundForm.wholeRupiah'))}
            error={fieldError ?? undefined}
            data-testid="fund-amount"
          />
          {room?.room != null && (
            <Text size="sm" data-testid="fund-room">
              {t('fundForm.room', { amount: formatRupiah(room.room) })}
              {room.income.limit && room.income.room
                ? ` (${t('fundForm.roomIncome', {
                    percent: room.income.percent,
                    amount: formatRupiah(room.income.room),
                  })})`
                : ''}{' '}
              <Anchor component={Link} to="/lender/funding-limits" size="sm">
                {t('fundForm.limitsLink')}
              </Anchor>
            </Text>
          )}
          <Group gap="xs" role="group" aria-label={t('fundForm.quickLabel')}>
            <Button
              variant="light"
              size="xs"
              onClick={() => choose(wholeRupiah(least))}
              data-testid="fund-minimum"
            >
              {t('fundForm.useMinimum', { amount: formatRupiah(least) })}
            </Button>
            <Button
              variant="light"
              size="xs"
              onClick={() => choose(wholeRupiah(remaining))}
              data-testid="fund-remaining"
            >
              {t('fundForm.useRemaining', { amount: formatRupiah(remaining) })}
            </Button>
          </Group>
          {formError && (
            <Alert color="red" role="alert" data-testid="fund-error">
              {formError}
            </Alert>
          )}
          <Group>
            <Button type="submit" disabled={amount === ''}>
              {t('fundForm.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={confirming !== null}
        onClose={() => {
          if (!sending) setConfirming(null);
        }}
        title={t('fundForm.confirmTitle')}
        withCloseButton={false}
        closeOnClickOutside={!sending}
        closeOnEscape={!sending}
        centered
      >
        {confirming && (
          <Stack gap="md">
            <FactList
              facts={[
                {
                  label: t('fundForm.confirmLoan'),
                  value: t('lenderLoan.heading', {
                    product: loan.product.name[language],
                    alias: loan.borrowerAlias,
                  }),
                },
                {
                  label: t('fundForm.confirmAmount'),
                  value: (
                    <Text fw={700} span data-testid="confirm-amount">
                      {formatRupiah(confirming.amount)}
                    </Text>
                  ),
                },
                {
                  label: t('fundForm.balanceNow'),
                  value: active ? formatRupiah(active) : t('common.loading'),
                },
                {
                  label: t('fundForm.balanceAfter'),
                  value: (
                    <Text fw={700} span data-testid="confirm-balance-after">
                      {after ? formatRupiah(after) : t('common.loading')}
                    </Text>
                  ),
                },
              ]}
            />
            <Text size="sm">{t('fundForm.confirmText')}</Text>
            {noAnswer && (
              <Alert color="orange" role="alert">
                {t('fundForm.networkFailed')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)} disabled={sending}>
                {t('fundForm.cancel')}
              </Button>
              <Button onClick={() => void confirm()} disabled={sending} data-autofocus>
                {sending
                  ? t('fundForm.sending')
                  : noAnswer
                    ? t('fundForm.retry')
                    : t('fundForm.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Panel>
  );
}
