// Staff check a wallet before approving it (issue 15): the lender's own data — identity, address,
// bank account, each with its validation state, values in words, the ID card — beside what the
// partner bank returned (the kind, the account and CIF numbers, the bank by name). Approving asks
// for a confirmation and ends in a toast; refusing opens the refusal with its reason.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ID_CARD } from '../../../../machines/profile/section-fields.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FactList } from '../../components/FactList.tsx';
import { formatDateTime } from '../../components/format.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { ReviewFields } from '../../components/ReviewFields.tsx';
import { SectionStatusBadge } from '../../components/SectionStatusBadge.tsx';
import { StoredFile } from '../../components/StoredFile.tsx';
import { errorMessage } from '../../components/server-errors.ts';
import {
  ApproveLenderWalletDocument,
  type ProfileSectionName,
  StaffWalletReviewDocument,
  type StaffWalletReviewQuery,
  StaffWalletsDocument,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

type Reviewed = NonNullable<StaffWalletReviewQuery['lenderWallet']>;
type TaxStatus = StaffWalletReviewQuery['lenderTaxStatus'];

/** The lender's sections staff check a wallet against. */
const CHECKED: Record<'personal' | 'company', readonly ProfileSectionName[]> = {
  personal: ['personal', 'addressKtp', 'bank'],
  company: ['company', 'companyAddress', 'bank'],
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function WalletReviewDialog({
  lenderId,
  onClose,
  onRefuse,
}: {
  lenderId: string;
  onClose: () => void;
  onRefuse: () => void;
}) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(StaffWalletReviewDocument, {
    variables: { lenderId },
    fetchPolicy: 'network-only',
  });
  const wallet = data?.lenderWallet;
  const name = wallet?.lender.fullName ?? '';
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={wallet ? t('staffWallets.reviewTitle', { name }) : t('staffWallets.reviewLoading')}
    >
      {!wallet && loading && <PageLoading />}
      {!wallet && !loading && <PageError message={errorMessage(error, t('common.genericError'))} />}
      {wallet && (
        <Review
          wallet={wallet}
          tax={data?.lenderTaxStatus ?? null}
          onClose={onClose}
          onRefuse={onRefuse}
        />
      )}
    </Modal>
  );
}

function Review({
  wallet,
  tax,
  onClose,
  onRefuse,
}: {
  wallet: Reviewed;
  tax: TaxStatus;
  onClose: () => void;
  onRefuse: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [approve, { loading: approving }] = useMutation(ApproveLenderWalletDocument, {
    refetchQueries: [StaffWalletsDocument],
    awaitRefetchQueries: true,
  });
  const [confirming, setConfirming] = useState(false);
  const lender = wallet.lenderData;
  const name = wallet.lender.fullName;
  const may = (action: string) =>
    wallet.availableActions.some((a) => a.action === action && a.allowed);
  const kind = wallet.kind ? t(`lenderWallet.kinds.${wallet.kind}`) : '—';
  const accountNumber = wallet.pendingAccountNumber ?? wallet.accountNumber;
  const cifNumber = wallet.pendingCifNumber ?? wallet.cifNumber;
  const checked = CHECKED[lender.kind]
    .map((section) => lender.sections.find((s) => s.section === section))
    .filter((section) => section !== undefined);
  const identity = ID_CARD[lender.kind].identitySection;

  const onApprove = async () => {
    try {
      await approve({ variables: { lenderId: wallet.lender.id } });
      setConfirming(false);
      notifySuccess(t('staffWallets.approved', { name }));
      onClose();
    } catch (failure) {
      setConfirming(false);
      notifyError(errorMessage(failure, t('common.genericError')));
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('staffWallets.reviewIntro')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="sm" data-testid="wallet-lender-data">
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('staffWallets.lenderData')}
            </Title>
            <FactList
              facts={[
                { label: t('staffWallets.lender'), value: name },
                {
                  label: t('staffWallets.lenderType'),
                  value:
                    lender.kind === 'personal'
                      ? t('staffWallets.personal')
                      : t('staffWallets.company'),
                },
                { label: t('staffWallets.email'), value: wallet.lender.email },
                { label: t('staffWallets.phone'), value: lender.phone ?? '—' },
                ...(tax
                  ? [
                      {
                        label: t('taxStatus.title'),
                        value: (
                          <span data-testid="wallet-tax-status">
                            {tax.withholding.label[language]}
                            {tax.country ? ` · ${tax.country}` : ''}
                            {tax.declaration?.status === 'PENDING' && (
                              <Text component="span" display="block" size="sm" c="orange">
                                {t('staffTax.walletPending', {
                                  approvedRate:
                                    tax.declaration.withholdingIfApproved.label[language],
                                })}
                              </Text>
                            )}
                          </span>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
            {checked.map((section) => (
              <Stack gap={4} key={section.section}>
                <Group justify="space-between">
                  <Text fw={600}>{capitalised(section.label[language])}</Text>
                  <SectionStatusBadge
                    status={section.status}
                    label={section.statusLabel[language]}
                  />
                </Group>
                {section.fields.length > 0 ? (
                  <ReviewFields fields={section.fields} />
                ) : (
                  <Text c="dimmed" size="sm">
                    {t('words.notFilled')}
                  </Text>
                )}
                {section.section === identity && lender.idCard && (
                  <StoredFile
                    path={lender.idCard.path}
                    alt={t('staffValidation.idCardAlt', { name })}
                    width={260}
                  />
                )}
              </Stack>
            ))}
          </Stack>
        </Paper>
        <Paper withBorder p="sm" data-testid="wallet-bank-data">
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('staffWallets.bankData', { bank: wallet.bankName })}
            </Title>
            <FactList
              facts={[
                { label: t('staffWallets.bank'), value: wallet.bankName },
                { label: t('staffWallets.kind'), value: kind },
                { label: t('staffWallets.accountNumber'), value: accountNumber ?? '—' },
                ...(wallet.kind === 'RDL'
                  ? [{ label: t('staffWallets.cifNumber'), value: cifNumber ?? '—' }]
                  : []),
                { label: t('staffWallets.accountName'), value: name },
                { label: t('staffWallets.updatedAt'), value: formatDateTime(wallet.updatedAt) },
                {
                  label: t('staffWallets.consent'),
                  value: wallet.consentedAt
                    ? formatDateTime(wallet.consentedAt)
                    : t('staffWallets.noConsent'),
                },
              ]}
            />
          </Stack>
        </Paper>
      </SimpleGrid>
      {checked.some((section) => section.status !== 'VALIDATED') && (
        <Alert color="yellow" variant="light">
          {t('staffWallets.notValidated')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.close')}
        </Button>
        {may('refuse') && (
          <Button color="red" variant="light" onClick={onRefuse}>
            {t('staffWallets.refuse')}
          </Button>
        )}
        {may('approve') && (
          <Button onClick={() => setConfirming(true)}>{t('staffWallets.approve')}</Button>
        )}
      </Group>
      <ConfirmDialog
        opened={confirming}
        tone="approve"
        title={t('staffWallets.confirmApproveTitle', { name })}
        text={t('staffWallets.confirmApproveText', {
          name,
          kind,
          number: accountNumber ?? '—',
          bank: wallet.bankName,
        })}
        confirmLabel={t('staffWallets.approve')}
        cancelLabel={t('staffValidation.cancel')}
        sending={approving}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void onApprove()}
      />
    </Stack>
  );
}
