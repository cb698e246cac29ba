// Staff: lenders' wallet requests (spec §1 "staff approve accounts, RDL and VA"). Each row shows
// what the bank returned and the actions the lender-account machine allows staff now: check and
// approve (the lender's data beside the bank's numbers, then a confirmation: WalletReviewDialog),
// refuse with a reason, retry a failed bank step, ask for a VA, and — for a company — record the
// RDL customer care opened at the bank (a form for its account and CIF numbers). Above them, the
// lenders' tax declarations waiting for staff (TaxDeclarationsSection).
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  lenderAccountReasonTexts,
  lenderAccountStateLabels,
  walletRefusalTexts,
} from '../../../../machines/lender-account/lender-account.labels.ts';
import type { WalletRefusal } from '../../../../machines/lender-account/lender-account.types.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { errorMessage, serverProblem, useFieldErrorText } from '../../components/server-errors.ts';
import {
  RecordCorporateRdlDocument,
  RefuseLenderWalletDocument,
  RequestLenderVaDocument,
  RetryLenderWalletDocument,
  type StaffWalletFieldsFragment,
  StaffWalletsDocument,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';
import { TaxDeclarationsSection } from './TaxDeclarationsSection.tsx';
import { WalletReviewDialog } from './WalletReviewDialog.tsx';

const STATES = Object.keys(lenderAccountStateLabels) as Array<
  keyof typeof lenderAccountStateLabels
>;
const REFUSALS = Object.keys(walletRefusalTexts) as WalletRefusal[];

type Wallet = StaffWalletFieldsFragment;
type RowAction = 'retry' | 'requestVa';

const may = (wallet: Wallet, action: string) =>
  wallet.availableActions.some((a) => a.action === action && a.allowed);

export function StaffWalletsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = searchParams.get('state') ?? '';
  const { data, loading, error } = useQuery(StaffWalletsDocument, {
    variables: { state: state || null },
    fetchPolicy: 'cache-and-network',
  });
  const refetchQueries = [StaffWalletsDocument];
  const [retry] = useMutation(RetryLenderWalletDocument, { refetchQueries });
  const [requestVa] = useMutation(RequestLenderVaDocument, { refetchQueries });
  const [sending, setSending] = useState<string | null>(null);
  const [refusing, setRefusing] = useState<Wallet | null>(null);
  const [recording, setRecording] = useState<Wallet | null>(null);
  const [reviewing, setReviewing] = useState<Wallet | null>(null);
  const wallets = data?.lenderWallets;

  const run = async (wallet: Wallet, action: RowAction) => {
    const name = wallet.lender.fullName;
    const variables = { lenderId: wallet.lender.id };
    setSending(`${wallet.lender.id}:${action}`);
    try {
      if (action === 'retry') {
        await retry({ variables });
        notifySuccess(t('staffWallets.retried', { name }));
      } else {
        await requestVa({ variables });
        notifySuccess(t('staffWallets.vaRequested', { name }));
      }
    } catch (failure) {
      notifyError(errorMessage(failure, t('common.genericError')));
    } finally {
      setSending(null);
    }
  };

  const rowButton = (wallet: Wallet, action: RowAction, label: string, ariaLabel: string) => {
    const key = `${wallet.lender.id}:${action}`;
    return (
      <Button
        key={action}
        size="xs"
        variant="default"
        aria-label={ariaLabel}
        loading={sending === key}
        disabled={sending !== null && sending !== key}
        onClick={() => void run(wallet, action)}
      >
        {label}
      </Button>
    );
  };

  const number = (visible: string | null | undefined, pending: string | null | undefined) => {
    if (visible) return visible;
    if (pending) return t('staffWallets.toCheck', { number: pending });
    return '—';
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('staffWallets.title')}</Title>
      <Text c="dimmed">{t('staffWallets.intro')}</Text>
      <TaxDeclarationsSection />
      <NativeSelect
        label={t('staffWallets.filter')}
        maw={360}
        value={state}
        data={[
          { value: '', label: t('staffWallets.all') },
          ...STATES.map((code) => ({
            value: code,
            label: lenderAccountStateLabels[code][language],
          })),
        ]}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setSearchParams(next ? { state: next } : {}, { replace: true });
        }}
      />
      {!wallets && loading && <PageLoading />}
      {!wallets && error && <PageError message={errorMessage(error, t('common.genericError'))} />}
      {wallets && wallets.length === 0 && <Text c="dimmed">{t('staffWallets.empty')}</Text>}
      {wallets && wallets.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table striped aria-label={t('staffWallets.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('staffWallets.lender')}</Table.Th>
                <Table.Th scope="col">{t('staffWallets.lenderType')}</Table.Th>
                <Table.Th scope="col">{t('staffWallets.state')}</Table.Th>
                <Table.Th scope="col">{t('staffWallets.kind')}</Table.Th>
                <Table.Th scope="col">{t('staffWallets.accountNumber')}</Table.Th>
                <Table.Th scope="col">{t('staffWallets.cifNumber')}</Table.Th>
                <Table.Th scope="col">{t('staffWallets.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {wallets.map((wallet) => {
                const name = wallet.lender.fullName;
                const buttons = [
                  may(wallet, 'approve') && (
                    <Button
                      key="review"
                      size="xs"
                      aria-label={t('staffWallets.reviewLabel', { name })}
                      disabled={sending !== null}
                      onClick={() => setReviewing(wallet)}
                    >
                      {t('staffWallets.review')}
                    </Button>
                  ),
                  may(wallet, 'refuse') && (
                    <Button
                      key="refuse"
                      size="xs"
                      color="red"
                      variant="light"
                      aria-label={t('staffWallets.refuseLabel', { name })}
                      disabled={sending !== null}
                      onClick={() => setRefusing(wallet)}
                    >
                      {t('staffWallets.refuse')}
                    </Button>
                  ),
                  may(wallet, 'retry') &&
                    rowButton(
                      wallet,
                      'retry',
                      t('staffWallets.retry'),
                      t('staffWallets.retryLabel', { name }),
                    ),
                  may(wallet, 'requestVa') &&
                    rowButton(
                      wallet,
                      'requestVa',
                      t('staffWallets.requestVa'),
                      t('staffWallets.requestVaLabel', { name }),
                    ),
                  may(wallet, 'recordCorporateRdl') && (
                    <Button
                      key="record"
                      size="xs"
                      variant="default"
                      aria-label={t('staffWallets.recordRdlLabel', { name })}
                      disabled={sending !== null}
                      onClick={() => setRecording(wallet)}
                    >
                      {t('staffWallets.recordRdl')}
                    </Button>
                  ),
                ].filter(Boolean);
                return (
                  <Table.Tr
                    key={wallet.lender.id}
                    data-testid={`wallet-row-${wallet.lender.email}`}
                  >
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {wallet.lender.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {wallet.lender.isPersonal
                        ? t('staffWallets.personal')
                        : t('staffWallets.company')}
                    </Table.Td>
                    <Table.Td data-testid="wallet-row-state">
                      {wallet.stateLabel[language]}
                    </Table.Td>
                    <Table.Td>
                      {wallet.kind ? t(`lenderWallet.kinds.${wallet.kind}`) : '—'}
                    </Table.Td>
                    <Table.Td>{number(wallet.accountNumber, wallet.pendingAccountNumber)}</Table.Td>
                    <Table.Td>{number(wallet.cifNumber, wallet.pendingCifNumber)}</Table.Td>
                    <Table.Td>
                      {buttons.length > 0 ? (
                        <Group gap="xs">{buttons}</Group>
                      ) : (
                        t('staffWallets.noActions')
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {reviewing && (
        <WalletReviewDialog
          lenderId={reviewing.lender.id}
          onClose={() => setReviewing(null)}
          onRefuse={() => {
            setRefusing(reviewing);
            setReviewing(null);
          }}
        />
      )}
      {refusing && <RefuseDialog wallet={refusing} onClose={() => setRefusing(null)} />}
      {recording && <CorporateRdlDialog wallet={recording} onClose={() => setRecording(null)} />}
    </Stack>
  );
}

function RefuseDialog({ wallet, onClose }: { wallet: Wallet; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [reason, setReason] = useState<WalletRefusal>('DATA_INCOMPLETE');
  const [refuse, { loading }] = useMutation(RefuseLenderWalletDocument, {
    refetchQueries: [StaffWalletsDocument],
  });
  const name = wallet.lender.fullName;
  const submit = async () => {
    try {
      await refuse({ variables: { lenderId: wallet.lender.id, reason } });
      notifySuccess(t('staffWallets.refused', { name }));
      onClose();
    } catch (failure) {
      notifyError(errorMessage(failure, t('common.genericError')));
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('staffWallets.refuseTitle', { name })}>
      <Stack>
        <NativeSelect
          label={t('staffWallets.refuseReason')}
          value={reason}
          data={REFUSALS.map((code) => ({
            value: code,
            label: walletRefusalTexts[code][language],
          }))}
          onChange={(event) => setReason(event.currentTarget.value as WalletRefusal)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button color="red" loading={loading} onClick={() => void submit()}>
            {t('staffWallets.refuse')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

// Shape only: whether the numbers are acceptable is the machine's rule, answered by the server.
const rdlSchema = z.object({
  accountNumber: z.string().trim().min(1, 'required').regex(/^\d+$/, 'digitsOnly'),
  cifNumber: z.string().trim().min(1, 'required').regex(/^\d+$/, 'digitsOnly'),
});

const NUMBER_FIELDS: Record<string, 'accountNumber' | 'cifNumber'> = {
  ACCOUNT_NUMBER_INVALID: 'accountNumber',
  CIF_NUMBER_INVALID: 'cifNumber',
};

function CorporateRdlDialog({ wallet, onClose }: { wallet: Wallet; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const [record] = useMutation(RecordCorporateRdlDocument, {
    refetchQueries: [StaffWalletsDocument],
  });
  const [failure, setFailure] = useState<string | null>(null);
  const language = useLanguage();
  const name = wallet.lender.fullName;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof rdlSchema>, unknown, z.output<typeof rdlSchema>>({
    resolver: zodResolver(rdlSchema),
    defaultValues: { accountNumber: '', cifNumber: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await record({ variables: { lenderId: wallet.lender.id, ...values } });
      notifySuccess(t('staffWallets.recorded', { name }));
      onClose();
    } catch (error) {
      // The machine's refusal of a number belongs beside its field.
      const { reason } = serverProblem(error);
      const field = reason ? NUMBER_FIELDS[reason] : undefined;
      if (field && reason)
        setError(field, { type: 'server', message: reason }, { shouldFocus: true });
      else setFailure(errorMessage(error, t('common.genericError')));
    }
  });
  const fieldError = (error: FieldError | undefined) => {
    const message = error?.message;
    if (message === 'digitsOnly') return t('staffWallets.digitsOnly');
    if (message === 'ACCOUNT_NUMBER_INVALID' || message === 'CIF_NUMBER_INVALID') {
      return lenderAccountReasonTexts[message][language];
    }
    return errorText(error);
  };
  return (
    <Modal opened onClose={onClose} title={t('staffWallets.recordTitle', { name })}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text size="sm">{t('staffWallets.recordIntro')}</Text>
          {failure && (
            <Text c="red" role="alert" size="sm">
              {failure}
            </Text>
          )}
          <TextInput
            label={t('staffWallets.recordAccount')}
            inputMode="numeric"
            withAsterisk
            data-autofocus
            error={fieldError(errors.accountNumber)}
            {...register('accountNumber')}
          />
          <TextInput
            label={t('staffWallets.recordCif')}
            inputMode="numeric"
            withAsterisk
            error={fieldError(errors.cifNumber)}
            {...register('cifNumber')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('staffWallets.recordSave')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
