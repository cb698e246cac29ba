import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBorrowerRupiah, formatDate, NO_WRAP } from '../../components/format.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { usePeriodText } from '../../components/period-text.ts';
import { errorMessage } from '../../components/server-errors.ts';
import { ACTION_CELL } from '../../components/table-layout.ts';
import { MyBorrowerFundingLimitsDocument, MyLoansDocument } from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

// The new application's form (react-hook-form, zod, the date field) is a chunk of its own: it is
// fetched when the borrower moves towards an apply button and shown once the dialog opens.
const loadApplicationForm = () => import('./NewApplicationForm.tsx');
const NewApplicationForm = lazy(async () => ({
  default: (await loadApplicationForm()).NewApplicationForm,
}));
const preloadForm = () => void loadApplicationForm();

export function MyLoansPage() {
  const { t } = useTranslation();
  const periodText = usePeriodText();
  const language = useLanguage();
  const [applying, { open: openApplication, close: closeApplication }] = useDisclosure(false);
  const { data, loading, error } = useQuery(MyLoansDocument, { fetchPolicy: 'cache-and-network' });
  const loans = data?.myLoans;
  // OJK's limit per borrower (issue 21), shown where they apply: staff's offer must fit it.
  const limits = useQuery(MyBorrowerFundingLimitsDocument, { fetchPolicy: 'cache-and-network' })
    .data?.borrowerFundingLimits;
  const productive = limits?.find((limit) => limit.purpose === 'PRODUCTIVE');

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('borrowerLoans.title')}</Title>
        <Button onClick={openApplication} onPointerEnter={preloadForm} onFocus={preloadForm}>
          {t('borrowerLoans.apply')}
        </Button>
      </Group>

      {productive?.limit && productive.room && (
        <Text size="sm" c="dimmed" data-testid="borrower-limit">
          {t('borrowerLoans.ojkLimit', {
            limit: formatBorrowerRupiah(productive.limit),
            outstanding: formatBorrowerRupiah(productive.outstanding),
            room: formatBorrowerRupiah(productive.room),
          })}
        </Text>
      )}
      {!loans && loading && <PageLoading />}
      {!loans && error && <PageError message={errorMessage(error, t('common.genericError'))} />}
      {loans && loans.length === 0 && (
        <Paper withBorder p="lg" radius="md" role="status">
          <Stack gap="sm" align="flex-start">
            <Text>{t('loanApplication.emptyList')}</Text>
            <Button
              variant="light"
              onClick={openApplication}
              onPointerEnter={preloadForm}
              onFocus={preloadForm}
            >
              {t('loanApplication.emptyAction')}
            </Button>
          </Stack>
        </Paper>
      )}
      {loans && loans.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover aria-label={t('borrowerLoans.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('columns.id')}</Table.Th>
                <Table.Th scope="col">{t('columns.product')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('columns.value')}
                </Table.Th>
                <Table.Th scope="col">{t('columns.period')}</Table.Th>
                <Table.Th scope="col">{t('columns.stage')}</Table.Th>
                <Table.Th scope="col">{t('columns.nextDue')}</Table.Th>
                <Table.Th scope="col" {...ACTION_CELL}>
                  {t('columns.action')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loans.map((loan) => (
                <Table.Tr key={loan.id}>
                  <Table.Td>{loan.id}</Table.Td>
                  <Table.Td>{loan.product.name[language]}</Table.Td>
                  <Table.Td ta="right" style={NO_WRAP}>
                    {formatBorrowerRupiah(loan.applicationValue)}
                  </Table.Td>
                  <Table.Td>{loan.periodDays ? periodText(loan.periodDays) : '-'}</Table.Td>
                  <Table.Td>{loan.stageLabel[language]}</Table.Td>
                  <Table.Td data-testid={`next-due-${loan.id}`}>
                    {formatDate(loan.installmentDueDate)}
                  </Table.Td>
                  <Table.Td {...ACTION_CELL}>
                    <Anchor
                      component={Link}
                      size="sm"
                      to={`/borrower/loans/${loan.id}`}
                      aria-label={t('borrowerLoans.viewLoan', { id: loan.id })}
                    >
                      {t('borrowerLoans.view')}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <Modal opened={applying} onClose={closeApplication} title={t('application.title')} size="lg">
        <Suspense fallback={<PageLoading />}>
          <NewApplicationForm />
        </Suspense>
      </Modal>
    </Stack>
  );
}
