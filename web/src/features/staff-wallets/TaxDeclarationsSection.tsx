// Staff: lenders' tax declarations waiting for verification, beside the wallets (the platform is
// the withholding agent: a non-resident status or a treaty rate applies only once staff have
// checked it). Each row opens a check: what the lender declared — the country and the rate to
// confirm for it — against what is withheld now, the certificate of domicile to open, the notes
// the rules raise (an Indonesian NIK); then approve (after a confirmation) or refuse with a
// reason the lender reads. Which buttons show is the rules' answer (availableActions).
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FactList } from '../../components/FactList.tsx';
import { formatDate, formatDateTime, formatPercent } from '../../components/format.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { ReasonDialog } from '../../components/ReasonDialog.tsx';
import { StoredFile } from '../../components/StoredFile.tsx';
import { errorMessage } from '../../components/server-errors.ts';
import {
  ApproveTaxDeclarationDocument,
  RefuseTaxDeclarationDocument,
  type StaffTaxDeclarationFieldsFragment,
  StaffTaxDeclarationLenderDocument,
  StaffTaxDeclarationsDocument,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

type Declaration = StaffTaxDeclarationFieldsFragment;

const may = (declaration: Declaration, action: string) =>
  declaration.availableActions.some((a) => a.action === action && a.allowed);

export function TaxDeclarationsSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const { data, loading, error } = useQuery(StaffTaxDeclarationsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [checking, setChecking] = useState<Declaration | null>(null);
  const declarations = data?.pendingTaxDeclarations;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {t('staffTax.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('staffTax.intro')}
        </Text>
        {!declarations && loading && <PageLoading />}
        {!declarations && error && (
          <PageError message={errorMessage(error, t('common.genericError'))} />
        )}
        {declarations && declarations.length === 0 && <Text c="dimmed">{t('staffTax.empty')}</Text>}
        {declarations && declarations.length > 0 && (
          <Table.ScrollContainer minWidth={720}>
            <Table striped aria-label={t('staffTax.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('staffWallets.lender')}</Table.Th>
                  <Table.Th scope="col">{t('staffTax.declared')}</Table.Th>
                  <Table.Th scope="col">{t('staffTax.declaredAt')}</Table.Th>
                  <Table.Th scope="col">{t('staffWallets.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {declarations.map((declaration) => (
                  <Table.Tr
                    key={declaration.id}
                    data-testid={`tax-row-${declaration.lender.email}`}
                  >
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {declaration.lender.fullName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {declaration.lender.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {declaration.withholdingIfApproved.label[language]}
                      {declaration.country ? ` · ${declaration.country}` : ''}
                    </Table.Td>
                    <Table.Td>{formatDateTime(declaration.declaredAt)}</Table.Td>
                    <Table.Td>
                      {may(declaration, 'approve') || may(declaration, 'refuse') ? (
                        <Button
                          size="xs"
                          aria-label={t('staffTax.checkLabel', {
                            name: declaration.lender.fullName,
                          })}
                          onClick={() => setChecking(declaration)}
                        >
                          {t('staffTax.check')}
                        </Button>
                      ) : (
                        t('staffWallets.noActions')
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {checking && (
        <TaxDeclarationDialog declaration={checking} onClose={() => setChecking(null)} />
      )}
    </Paper>
  );
}

export function TaxDeclarationDialog({
  declaration,
  onClose,
}: {
  declaration: Declaration;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = declaration.lender.fullName;
  const { data } = useQuery(StaffTaxDeclarationLenderDocument, {
    variables: { lenderId: declaration.lenderId },
    fetchPolicy: 'network-only',
  });
  const refetch = { refetchQueries: [StaffTaxDeclarationsDocument], awaitRefetchQueries: true };
  const [approve, { loading: approving }] = useMutation(ApproveTaxDeclarationDocument, refetch);
  const [refuse] = useMutation(RefuseTaxDeclarationDocument, refetch);
  const [confirming, setConfirming] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const now = data?.lenderTaxStatus?.withholding.label[language] ?? '—';
  const approvedRate = declaration.withholdingIfApproved.label[language];
  const country = declaration.country ?? '—';

  const onApprove = async () => {
    try {
      await approve({ variables: { id: declaration.id } });
      setConfirming(false);
      notifySuccess(t('staffTax.approved', { name }));
      onClose();
    } catch (failure) {
      setConfirming(false);
      notifyError(errorMessage(failure, t('common.genericError')));
    }
  };
  const onRefuse = async (reason: string) => {
    try {
      await refuse({ variables: { id: declaration.id, reason } });
      setRefusing(false);
      notifySuccess(t('staffTax.refused', { name }));
      onClose();
    } catch (failure) {
      notifyError(errorMessage(failure, t('common.genericError')));
    }
  };

  return (
    <Modal opened onClose={onClose} size="lg" title={t('staffTax.dialogTitle', { name })}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FactList
            facts={[
              { label: t('staffWallets.lender'), value: name },
              { label: t('staffWallets.email'), value: declaration.lender.email },
              { label: t('taxStatus.country'), value: country },
              {
                label: t('taxStatus.treatyPercent'),
                value: declaration.treatyPercent
                  ? `${formatPercent(declaration.treatyPercent)}%`
                  : t('staffTax.noTreaty'),
              },
              {
                label: t('taxStatus.validUntil'),
                value: declaration.certificateValidUntil
                  ? formatDate(declaration.certificateValidUntil)
                  : '—',
              },
              { label: t('staffTax.declaredAt'), value: formatDateTime(declaration.declaredAt) },
            ]}
          />
          <FactList
            facts={[
              {
                label: t('staffTax.now'),
                value: <span data-testid="tax-now">{now}</span>,
              },
              {
                label: t('staffTax.ifApproved'),
                value: <span data-testid="tax-if-approved">{approvedRate}</span>,
              },
            ]}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text fw={600}>{t('taxStatus.certificate')}</Text>
          {declaration.certificateFile ? (
            <StoredFile
              path={declaration.certificateFile}
              alt={t('staffTax.certificateAlt', { name })}
              width={320}
            />
          ) : (
            <Text c="dimmed" size="sm">
              {t('staffTax.noCertificate')}
            </Text>
          )}
        </Stack>
        {declaration.reviewNotes.map((note) => (
          <Alert key={note.code} color="yellow" data-testid={`tax-note-${note.code}`}>
            {note.text[language]}
          </Alert>
        ))}
        <Text size="sm" c="dimmed">
          {t('staffTax.checkHint', { country })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          {may(declaration, 'refuse') && (
            <Button color="red" variant="light" onClick={() => setRefusing(true)}>
              {t('staffWallets.refuse')}
            </Button>
          )}
          {may(declaration, 'approve') && (
            <Button onClick={() => setConfirming(true)}>{t('staffWallets.approve')}</Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        tone="approve"
        title={t('staffTax.confirmTitle', { name })}
        text={t('staffTax.confirmText', { name, approvedRate, now })}
        confirmLabel={t('staffWallets.approve')}
        cancelLabel={t('staffValidation.cancel')}
        sending={approving}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void onApprove()}
      />
      {refusing && (
        <ReasonDialog
          title={t('staffTax.refuseTitle', { name })}
          confirm={t('staffWallets.refuse')}
          label={t('staffWallets.refuseReason')}
          description={t('staffTax.refuseHint')}
          onClose={() => setRefusing(false)}
          onConfirm={onRefuse}
        />
      )}
    </Modal>
  );
}
