// The lender's fund form (issue 17): the amount with the minimum and the remaining need beside
// it and buttons that fill either, then a confirmation with the amount and the active balance it
// leaves, then `fundLoan`. Whether the lender may fund at all is the loan machine's answer
// (`fundAction`, computed on the server); when not, its reason replaces the form, with the way
// out where there is one (validated data: the profile; money: the wallet). Before it confirms,
// the form asks the loan machine's rule for the amount (`fundingAmountRefusal`: the need, the
// least piece, the active balance read afresh, OJK's room) and says its refusal beside the
// amount, in the server's words; the money input itself refuses sen. What the server still
// refuses (the facts moved meanwhile) is put beside the amount (its `fields.amount`) or above
// the button.
//
// Each confirmation sends one idempotency key. When the answer never arrives (the network, or
// the server failing before it could say), the same amount keeps its key: a retry, from the
// dialog or after closing it, counts once on the server.
import type { Reference } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reasonTexts } from '../../../../machines/loan/loan.labels.ts';
import {
  type FundingAmountFacts,
  type FundingAmountRefusal,
  fundingAmountRefusal,
  leastFundingSen,
  mostFundableSen,
} from '../../../../machines/loan/loan.rules.ts';
import { fromSen, isRupiah, toSen } from '../../../../machines/shared/money.ts';
import { FactList } from '../../components/FactList.tsx';
import { formatRupiah } from '../../components/format.ts';
import { MoneyInput } from '../../components/MoneyInput.tsx';
import { notifySuccess } from '../../components/notify.ts';
import { Panel } from '../../components/Panel.tsx';
import { outcomeUnknown, problemText, serverProblem } from '../../components/server-errors.ts';
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

/** A rupiah decimal string as the whole-rupiah digits the money input holds. */
const wholeRupiah = (value: string) => value.split('.')[0] ?? '';

/** A room as the machine reads it: sen, or null for no limit. */
const roomSen = (room: string | null | undefined) =>
  room != null && isRupiah(room) ? toSen(room) : null;

type Room = { income: { room?: string | null }; concentration: { room?: string | null } };

/** What the loan machine's amount rules know of the lender: the balance and OJK's rooms read. */
const amountFacts = (
  activeBalance: string | null | undefined,
  room: Room | undefined,
): FundingAmountFacts => ({
  ...(activeBalance ? { activeBalance } : {}),
  ...(room
    ? {
        rooms: {
          incomeSen: roomSen(room.income.room),
          concentrationSen: roomSen(room.concentration.room),
        },
      }
    : {}),
});

type Props = {
  loan: LenderLoanPageFieldsFragment;
  amount: string;
  onAmountChange: (amount: string) => void;
  /** The server refused: what the page shows of the loan may be out of date. */
  onRefused: () => void;
  /** The lender has an agreement to sign in this loan (the signature rules' canSign). */
  agreementsToSign?: boolean;
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

export function FundForm({
  loan,
  amount,
  onAmountChange,
  onRefused,
  agreementsToSign = false,
}: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useApolloClient();
  const [fieldError, setFieldError] = useState<string | null>(null);
  // The machine's refusal of the amount, kept as its code: a language switch re-words it.
  const [refused, setRefused] = useState<FundingAmountRefusal | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [confirming, setConfirming] = useState<Attempt | null>(null);
  // The active balance read when the amount was checked: the confirmation shows it.
  const [active, setActive] = useState<string | null>(null);
  const [noAnswer, setNoAnswer] = useState(false);
  // The last request whose answer never came: the same amount retries it with its key.
  const unanswered = useRef<Attempt | null>(null);
  const [fund, { loading: sending }] = useMutation(FundLoanDocument);
  const action = loan.fundAction;
  // OJK's limits (issue 21): the lender's room, read fresh with the form and after each funding.
  const limits = useQuery(FundRoomDocument, { fetchPolicy: 'cache-and-network' });
  const room = limits.data?.myFundingLimits;
  // The balance too, so that the quick amount is one the lender can fund (it is read afresh
  // again when the amount is checked).
  const balance = useQuery(FundingBalanceDocument, { fetchPolicy: 'cache-and-network' });

  if (!action.allowed) {
    const code = action.reason?.code;
    // Asked without an amount, the machine refuses with EXCEEDS_NEED only once the loan is fully
    // funded: no amount was typed, so its words for a typed amount would read as her error.
    const fullyFunded = code === 'EXCEEDS_NEED';
    const fix = code ? fixFor(code, loan.id) : null;
    return (
      <Panel title={t('fundForm.title')}>
        <Alert
          color="blue"
          title={t(fullyFunded ? 'fundForm.fullyFundedTitle' : 'fundForm.closedTitle')}
          data-testid="fund-closed"
        >
          <Stack gap="xs">
            {fullyFunded ? (
              <Text size="sm">
                {t('fundForm.fullyFunded')}
                {agreementsToSign && ` ${t('fundForm.fullyFundedSign')}`}
              </Text>
            ) : (
              <Text size="sm">{action.reason?.text[language] ?? t('common.genericError')}</Text>
            )}
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

  // The loan as the machine's funding rules read it.
  const funding = {
    applicationValue: loan.fundingTarget,
    commitment: loan.fundsCollected,
    minimumFunding: loan.minimumFunding,
  };
  const least = fromSen(leastFundingSen(funding));
  const remaining = loan.remainingNeed;
  // The quick "all of it": the remaining need, or less when the balance or OJK's room is less.
  const most = mostFundableSen(funding, amountFacts(balance.data?.myBalance.active, room));
  const capped = most !== null && most < toSen(remaining) ? fromSen(most) : null;

  const choose = (next: string) => {
    setFieldError(null);
    setRefused(null);
    setFormError(null);
    onAmountChange(next);
  };

  const openConfirmation = async (event: FormEvent) => {
    event.preventDefault();
    if (amount === '' || checking) return;
    setFieldError(null);
    setRefused(null);
    setFormError(null);
    setNoAnswer(false);
    setChecking(true);
    // The balance as it is now: the amount is judged against it and the confirmation shows it.
    // Unread (the network), it is not judged here: the server still is.
    const read = await client
      .query({ query: FundingBalanceDocument, fetchPolicy: 'network-only' })
      .catch(() => null);
    setChecking(false);
    const balanceNow = read?.data?.myBalance.active;
    const refusal = fundingAmountRefusal(funding, amount, amountFacts(balanceNow, room));
    if (refusal) {
      setRefused(refusal);
      return;
    }
    setActive(balanceNow ?? null);
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
        // The answer carries the loan (normalised: the page follows, its remaining need too),
        // the lender's balance after it and the one new piece, added to the lender's pieces
        // here; a replayed request's piece is there already. The balance has no identity of its
        // own, so it is written over the form's read: the quick "as much as you can" follows it.
        update: (cache, { data }) => {
          const answered = data?.fundLoan;
          if (!answered) return;
          cache.writeQuery({
            query: FundingBalanceDocument,
            data: { myBalance: answered.balance },
          });
          const funding = answered.funding;
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
      // OJK's room shrinks by the funding, by rules the server holds: read again.
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
      if (outcomeUnknown(problem)) {
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

  // Money the lender lacks is added in the wallet (OJK's room has its link beside the form).
  const refusedFix = refused === 'INSUFFICIENT_BALANCE' ? fixFor(refused, loan.id) : null;
  const after =
    active && confirming && isRupiah(active)
      ? fromSen(toSen(active) - toSen(confirming.amount))
      : null;

  return (
    <Panel title={t('fundForm.title')}>
      <form onSubmit={(event) => void openConfirmation(event)} noValidate>
        <Stack gap="sm">
          <MoneyInput
            label={t('fundForm.amount')}
            description={t('fundForm.limits', {
              minimum: formatRupiah(loan.minimumFunding),
              remaining: formatRupiah(remaining),
            })}
            value={amount}
            onChange={choose}
            error={(refused ? reasonTexts[refused][language] : fieldError) ?? undefined}
            data-testid="fund-amount"
          />
          {refusedFix && (
            <Anchor component={Link} to={refusedFix.to} size="sm" fw={600}>
              {t(refusedFix.label)}
            </Anchor>
          )}
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
              onClick={() => choose(wholeRupiah(capped ?? remaining))}
              data-testid="fund-remaining"
            >
              {capped
                ? t('fundForm.useMost', { amount: formatRupiah(capped) })
                : t('fundForm.useRemaining', { amount: formatRupiah(remaining) })}
            </Button>
          </Group>
          {formError && (
            <Alert color="red" role="alert" data-testid="fund-error">
              {formError}
            </Alert>
          )}
          <Group>
            <Button type="submit" disabled={amount === ''} loading={checking}>
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
                  // Read before the dialog opened; '-' when that read failed.
                  value: active ? formatRupiah(active) : '-',
                },
                {
                  label: t('fundForm.balanceAfter'),
                  value: (
                    <Text fw={700} span data-testid="confirm-balance-after">
                      {after ? formatRupiah(after) : '-'}
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
