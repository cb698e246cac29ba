// The borrower's own loan: what was asked for, the summary panel and, while it is a draft, the
// button that submits it for review.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage, hasErrorCode } from '../../components/errors.ts';
import { FactList } from '../../components/FactList.tsx';
import { formatDate, formatRupiah } from '../../components/format.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { SummaryPanel } from '../../components/SummaryPanel.tsx';
import {
  BorrowerLoanDocument,
  type BorrowerLoanFieldsFragment,
  SubmitLoanDocument,
} from '../../generated/graphql.ts';

export function BorrowerLoanPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(BorrowerLoanDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });

  const notFound = data?.loan === null || hasErrorCode(error, 'LOAN_NOT_FOUND');

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/borrower/proposal" w="fit-content">
        {t('common.back')}
      </Anchor>
      <Title order={1}>{t('loan.title', { id })}</Title>
      {notFound && (
        <Alert color="yellow" role="status">
          {t('loan.notFound')}
        </Alert>
      )}
      {!notFound && !data?.loan && loading && <PageLoading />}
      {!notFound && !data?.loan && error && (
        <PageError message={errorMessage(error, t('common.genericError'))} />
      )}
      {data?.loan && <LoanDetail loan={data.loan} />}
    </Stack>
  );
}

function LoanDetail({ loan }: { loan: BorrowerLoanFieldsFragment }) {
  const { t } = useTranslation();
  const [submitLoan, { loading: submitting }] = useMutation(SubmitLoanDocument);
  const canSubmit = loan.availableActions.some(
    (state) => state.action === 'submit' && state.allowed,
  );

  // The mutation returns the loan with the same fields, so the cache refreshes this page.
  const submit = async () => {
    try {
      await submitLoan({ variables: { id: loan.id } });
      notifySuccess(t('borrowerLoan.submitted'));
    } catch (error) {
      notifyError(errorMessage(error, t('common.genericError')));
    }
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <Paper withBorder p="md" radius="md" component="section">
            <Title order={2} size="h4" mb="sm">
              {t('loanData.title')}
            </Title>
            <FactList
              facts={[
                { label: t('loanData.product'), value: loan.product.productName },
                {
                  label: t('loanData.loanValue'),
                  value: formatRupiah(loan.applicationValue, { decimals: 2 }),
                },
                { label: t('loanData.requiredDate'), value: formatDate(loan.requiredDate) },
                { label: t('loanData.objective'), value: loan.purpose || '-' },
              ]}
            />
          </Paper>
          {canSubmit && (
            <Group>
              <Button onClick={submit} disabled={submitting}>
                {submitting ? t('borrowerLoan.submitting') : t('borrowerLoan.submit')}
              </Button>
            </Group>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <SummaryPanel loan={loan} decimals={2} />
      </Grid.Col>
    </Grid>
  );
}
