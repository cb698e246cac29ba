// The borrower loan detail and application screen (spec §2): the loan's status and actions, the
// completion modal after signing, and the application — first as the form machine opens it (a
// submitted application's overview, or a draft's introduction), then the 3-step form itself,
// a chunk of its own (LoanApplication.tsx) loaded when the borrower opens it.
import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isRepaying } from '../../../../machines/loan/loan.status-labels.ts';
import type {
  DeveloperOption,
  ProductOption,
} from '../../components/loan-fields/LoanDataFields.tsx';
import { notifyError } from '../../components/notify.ts';
import { PageLoading } from '../../components/PageState.tsx';
import { hasErrorCode } from '../../components/server-errors.ts';
import { BorrowerLoanDocument, LoanFieldOptionsDocument } from '../../generated/graphql.ts';
import { readDraft } from './application-draft.ts';
import { BorrowerLoanStatus } from './BorrowerLoanStatus.tsx';
import { SigningReturnNotice } from './DisbursementSigning.tsx';
import { signingReturnOf } from './dialog-logic.ts';
import { ApplicationFirstView, type Loan } from './LoanApplicationParts.tsx';
import { CompleteDisbursementDialog } from './LoanDialogs.tsx';

const loadApplicationForm = () => import('./LoanApplication.tsx');
const LoanApplication = lazy(async () => ({
  default: (await loadApplicationForm()).LoanApplication,
}));

/** Which fetch failed, in the spec's words (§8): the field path of the first error decides. */
type FetchFailureKey =
  | 'loanApplication.errorBorrowerInfo'
  | 'loanApplication.errorBailFiles'
  | 'loanApplication.errorProduct'
  | 'loanApplication.errorLoan';

function fetchFailureKey(error: unknown): FetchFailureKey {
  if (CombinedGraphQLErrors.is(error)) {
    const path = error.errors.flatMap((item) => item.path ?? []).map(String);
    if (path.includes('borrowerInfo')) return 'loanApplication.errorBorrowerInfo';
    if (path.includes('bail') || path.includes('bailPhotos'))
      return 'loanApplication.errorBailFiles';
    if (path.includes('product')) return 'loanApplication.errorProduct';
  }
  return 'loanApplication.errorLoan';
}

export function BorrowerLoanPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  // Back from the signature provider (?signingDocument=…&event=…): the event is read once, then
  // removed from the address, so that a reload does not run it again.
  const [signingReturn] = useState(() => signingReturnOf(searchParams.get('event')));
  useEffect(() => {
    if (!searchParams.has('event') && !searchParams.has('signingDocument')) return;
    setSearchParams(
      (params) => {
        params.delete('event');
        params.delete('signingDocument');
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);
  const { data, loading, error } = useQuery(BorrowerLoanDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const options = useQuery(LoanFieldOptionsDocument);

  useEffect(() => {
    if (error && !hasErrorCode(error, 'LOAN_NOT_FOUND')) notifyError(t(fetchFailureKey(error)));
  }, [error, t]);
  useEffect(() => {
    if (options.error) notifyError(t('loanApplication.errorProduct'));
  }, [options.error, t]);

  const notFound = (data?.loan === null && !error) || hasErrorCode(error, 'LOAN_NOT_FOUND');
  const loan = data?.loan;
  // The completion dialog approves only once the page's own read of the loan is back: a read
  // still on its way when the approval lands would put the loan as it was before into the cache
  // (the sign button back on screen). Once ready, it stays ready.
  const [loanRead, setLoanRead] = useState(false);
  useEffect(() => {
    if (!loading && loan) setLoanRead(true);
  }, [loading, loan]);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/borrower/proposal" w="fit-content">
        {t('common.back')}
      </Anchor>
      <Title order={1}>{t('loan.title', { id })}</Title>
      <CompleteDisbursementDialog active={signingReturn.kind === 'complete' && loanRead} />
      {signingReturn.kind === 'report' && (
        <SigningReturnNotice loanId={id} event={signingReturn.event} />
      )}
      {loan && (
        <BorrowerLoanStatus
          loanId={loan.id}
          submissionStage={loan.submissionStage}
          stageLabel={loan.stageLabel}
        />
      )}
      {loan && isRepaying(loan.submissionStage) && (
        <Button component={Link} to={`/borrower/bills/${loan.id}`} w="fit-content">
          {t('repayment.toRepayment')}
        </Button>
      )}
      {notFound && (
        <Alert color="yellow" role="status">
          {t('loan.notFound')}
        </Alert>
      )}
      {!notFound && !loan && loading && <PageLoading />}
      {!notFound && !loan && error && (
        <Alert color="red" role="alert">
          {t(fetchFailureKey(error))}
        </Alert>
      )}
      {loan && options.data && (
        <ApplicationEntry
          key={loan.id}
          loan={loan}
          products={options.data.products}
          developers={options.data.developers}
        />
      )}
      {loan && !options.data && options.loading && <PageLoading />}
    </Stack>
  );
}

/**
 * The application's first view until the borrower opens the form; the form at once when a draft
 * of unsaved changes waits in this tab (issue 14: it is restored where it was left).
 */
function ApplicationEntry({
  loan,
  products,
  developers,
}: {
  loan: Loan;
  products: readonly ProductOption[];
  developers: readonly DeveloperOption[];
}) {
  const [form, setForm] = useState<'draft' | 'opened' | null>(() =>
    loan.editable && readDraft(loan.id) ? 'draft' : null,
  );
  if (form === null) {
    return (
      <ApplicationFirstView
        loan={loan}
        products={products}
        onOpen={() => setForm('opened')}
        onIntent={() => void loadApplicationForm()}
      />
    );
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <LoanApplication
        loan={loan}
        products={products}
        developers={developers}
        opened={form === 'opened'}
      />
    </Suspense>
  );
}
