// Staff loan detail (spec section 2): back button, loan and guarantee tabs, the summary panel,
// the actions the lifecycle machine allows now (each confirmed in its dialog, driven by its
// dialog machine), why the others are not possible, and the loan's audit trail; beside them the
// evidence (issue 15): the borrower's KYC identity and the collateral's photos; once funding has
// opened, who funded it (issue 17); once funding is complete, the disbursement (issue 18); once
// the loan period has begun, its repayment schedule and payments (issue 19).
import type { ErrorLike } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Button, Grid, Group, List, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  lazy,
  memo,
  Suspense,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { afterPaint, usePainted, usePaintedOnce } from '../../after-paint.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { RiskGradeBadge } from '../../components/RiskGradeBadge.tsx';
import { SummaryPanel } from '../../components/SummaryPanel.tsx';
import { errorMessage, hasErrorCode } from '../../components/server-errors.ts';
import {
  LoanFieldOptionsDocument,
  StaffLoanDetailsDocument,
  type StaffLoanDetailsQuery,
  StaffLoanDocument,
  type StaffLoanFieldsFragment,
  StaffLoanHistoryDocument,
  type StaffLoanHistoryQuery,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';
import { lazyOnceLoaded } from '../../lazy-once-loaded.ts';
import { useStaffLoanPolling, useStaffLoanRefresh } from './refresh-staff-loan.ts';
import { StaffLoanPanel } from './StaffLoanPanel.tsx';
import { type StaffAction, staffActionStates } from './staff-actions.ts';

// The panels below the summary come in a chunk of their own (below-summary.ts), asked for once
// the summary is painted: the heading, the summary and the actions need none of their code.
const loadBelowSummary = () => import('./below-summary.ts');
const belowSummary = <Name extends keyof Awaited<ReturnType<typeof loadBelowSummary>>>(
  name: Name,
) => lazy(async () => ({ default: (await loadBelowSummary())[name] }));
const FundingPanel = belowSummary('FundingPanel');
const DisbursementPanel = belowSummary('DisbursementPanel');
const AuditTimeline = belowSummary('AuditTimeline');
const BorrowerEvidencePanel = belowSummary('BorrowerEvidencePanel');
const RepaymentSchedulePanel = belowSummary('RepaymentSchedulePanel');

/** The list's query string, passed along by the list's links so Back keeps the filter. */
function listSearchFrom(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('listSearch' in state)) return '';
  const { listSearch } = state;
  return typeof listSearch === 'string' && listSearch !== '' ? `?${listSearch}` : '';
}

export function StaffLoanPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [openAction, setOpenAction] = useState<StaffAction | null>(null);
  const { data, loading, error } = useQuery(StaffLoanDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const currentLoan = data?.loan;
  // After any action, taken or refused, the page reads the loan and its panels again; while it is
  // visible it also does so every half minute, for what others did meanwhile.
  const refresh = useStaffLoanRefresh();
  useStaffLoanPolling(currentLoan != null);
  // The loan's detail renders as background work, in slices between which the browser stays
  // responsive: the answer arrives in one piece and would otherwise be rendered in one long task.
  const loan = useDeferredValue(currentLoan);
  const notFound = data?.loan === null || hasErrorCode(error, 'LOAN_NOT_FOUND');
  const dialogOpen = openAction !== null;
  // The dialogs' chunk is fetched at the first sign of intent, and they are mounted (then stay)
  // once it has arrived: a plain component then (`lazyOnceLoaded`), not a lazy one that shows its
  // empty fallback first, after which React holds the dialog back 300 ms. A chunk that failed to
  // load is the lazy one's to report.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const wantDialogs = useCallback(() => {
    const mount = () => setDialogsWanted(true);
    actionDialogs.load().then(mount, mount);
  }, []);
  const chooseAction = useCallback(
    (action: StaffAction) => {
      wantDialogs();
      setOpenAction(action);
    },
    [wantDialogs],
  );

  return (
    <>
      {/* While a dialog is open the page behind it is inert and hidden from assistive tech. */}
      <Stack gap="lg" inert={dialogOpen} aria-hidden={dialogOpen || undefined}>
        <Group>
          <Button
            variant="subtle"
            px="xs"
            onClick={() => void navigate(`/staff/loans${listSearchFrom(location.state)}`)}
          >
            {t('common.back')}
          </Button>
          <Button
            component={Link}
            to={`/staff/machines/loan?loan=${encodeURIComponent(id)}`}
            variant="subtle"
            px="xs"
          >
            {t('staffLoan.openDiagram')}
          </Button>
        </Group>
        <Group gap="sm" align="center">
          <Title order={1}>{t('loan.title', { id })}</Title>
          {/* Once credit is approved: the grade lenders will see, with its words. */}
          {loan?.grade && loan.riskRatingLabel && (
            <RiskGradeBadge grade={loan.grade} words={loan.riskRatingLabel} />
          )}
        </Group>
        {notFound && (
          <Alert color="yellow" role="status">
            {t('loan.notFound')}
          </Alert>
        )}
        {!notFound && !currentLoan && loading && <PageLoading />}
        {!notFound && !currentLoan && error && (
          <PageError message={errorMessage(error, t('common.genericError'))} />
        )}
        {loan && <LoanDetail loan={loan} onAction={chooseAction} onIntent={wantDialogs} />}
      </Stack>
      {loan && dialogsWanted && (
        <Suspense fallback={null}>
          <ActionDialogs
            loan={loan}
            openAction={openAction}
            onClose={() => setOpenAction(null)}
            onSucceeded={refresh}
            onRefused={refresh}
          />
        </Suspense>
      )}
    </>
  );
}

// The loan's field tabs are a form (react-hook-form, zod, the date fields, some 100 KB gzip):
// their chunk, and the product and developer choices their selects offer, are asked for once the
// loan's summary has been painted, so that they do not hold up the summary and actions; the tabs
// then mount once, with their choices at hand, as background work (sliced, the page staying
// responsive); their place says they are loading meanwhile.
// Their code is evaluated in two tasks: zod (with the rules) first, then the rest, instead of
// all of it in one long task.
const loadTabs = () =>
  import('../../components/loan-fields/application-schema.ts')
    .then(() => new Promise((next) => setTimeout(next, 0)))
    .then(() => import('./StaffLoanTabs.tsx'));
const StaffLoanTabs = lazy(async () => ({ default: (await loadTabs()).StaffLoanTabs }));

/** False until the summary has been painted and the tabs' code and choices are here. */
function useTabsReady(): boolean {
  const client = useApolloClient();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const cancel = afterPaint(() => {
      // A failure to read the choices is the tabs' own to show (their query asks again).
      const choices = client.query({ query: LoanFieldOptionsDocument }).catch(() => null);
      void Promise.all([loadTabs(), choices]).then(() => {
        if (!cancelled) startTransition(() => setReady(true));
      });
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [client]);
  return ready;
}

const actionDialogs = lazyOnceLoaded(
  async () => (await import('./StaffActionDialogs.tsx')).ActionDialogs,
);
const ActionDialogs = actionDialogs.Component;

type LoanDetailProps = {
  loan: StaffLoanFieldsFragment;
  onAction: (action: StaffAction) => void;
  /** The user moved towards the actions (pointer or focus): time to fetch the dialogs. */
  onIntent: () => void;
};

/** Funding statuses from FUNDING_COMPLETED on: the loan is on its way to being paid out. */
const DISBURSEMENT_FUNDING_STATUSES: ReadonlySet<string> = new Set([
  'FUNDING_COMPLETED',
  'DISBURSEMENT_READY',
  'DISBURSED',
]);

// Memoised: the page's own renders (a dialog opening, the deferred loan's first pass) leave it be.
const LoanDetail = memo(function LoanDetail({ loan, onAction, onIntent }: LoanDetailProps) {
  const { t } = useTranslation();
  const tabsReady = useTabsReady();
  // The summary and the actions are the first render, alone; the rest of the page follows as
  // soon as they are painted, as background work: two shorter tasks instead of one long one.
  const painted = usePainted();
  useEffect(() => {
    if (painted) void loadBelowSummary();
  }, [painted]);
  // The history (the loan's largest part) and the details (the evidence, the field tabs' values)
  // are queries of their own, sent with the page's by the route's loader and taken once the
  // summary is painted: each answer is written into the cache in a task of its own, and what it
  // shows is rendered in a transition (StaffLoanReads). The rest of the page follows the history
  // (below), so that it never pushes down what is shown.
  const [reads, setReads] = useState<Reads | null>(null);
  const history = reads?.history;
  const historyEntries = history?.data?.loan?.auditTrail;
  const historyRead = history !== undefined && (historyEntries !== undefined || !history.loading);
  const details = reads?.details;
  const detailsLoan = details?.data?.loan;
  const detailsRead = details !== undefined && (detailsLoan != null || !details.loading);
  // What the tabs show: the field groups, editable while the lifecycle machine lets staff edit.
  const staffEditable = loan.staffEditable;
  const tabsLoan = useMemo(
    () => (detailsLoan ? { ...detailsLoan, staffEditable } : undefined),
    [detailsLoan, staffEditable],
  );
  // What they show is rendered as background work, in two commits: the summary's column (the
  // funding, the history) first, then, once that is painted and the details are read, the
  // evidence with the field tabs' place, and the schedule. On a narrow screen each only ever
  // appears below what is shown, on a wide one in its own column.
  const restShown = useDeferredValue(historyRead);
  const detailsShown = useDeferredValue(detailsRead);
  const evidenceShown = usePaintedOnce(restShown) && detailsShown;
  return (
    // On a narrow screen the summary and actions come first: the tabs' content grows as its own
    // data arrives, and above the summary that pushed it down (a layout shift of 0.36). What
    // comes after the first render only ever appears below what is already shown.
    <Stack gap="lg">
      {painted && <StaffLoanReads id={loan.id} onRead={setReads} />}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          {evidenceShown && !tabsLoan && details?.error && (
            <PageError message={errorMessage(details.error, t('common.genericError'))} />
          )}
          {evidenceShown && tabsLoan && (
            <Stack gap="lg">
              {/* The evidence beside the decision (issue 15): who the borrower is, checked. */}
              <Suspense fallback={null}>
                <BorrowerEvidencePanel evidence={tabsLoan.borrowerProfile} />
              </Suspense>
              <Suspense fallback={<PageLoading />}>
                {tabsReady ? (
                  <StaffLoanTabs key={loan.id} loan={tabsLoan} photos={tabsLoan.bailPhotos} />
                ) : (
                  <PageLoading />
                )}
              </Suspense>
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md">
            <SummaryPanel loan={loan} decimals={0} />
            <LoanActions loan={loan} onAction={onAction} onIntent={onIntent} />
            {restShown && (
              // One boundary: the three show together, in their order, once their chunk is in.
              <Suspense fallback={null}>
                {loan.fundingStatus !== 'NOT_PROCESS' && (
                  <FundingPanel
                    loanId={loan.id}
                    commitment={loan.commitment}
                    applicationValue={loan.applicationValue}
                  />
                )}
                {DISBURSEMENT_FUNDING_STATUSES.has(loan.fundingStatus) && (
                  <DisbursementPanel loanId={loan.id} />
                )}
                <AuditTimeline entries={historyEntries} error={history?.error} />
              </Suspense>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {/* Issue 19: nine columns of schedule need the page's whole width. */}
      {evidenceShown && (
        <Suspense fallback={null}>
          <RepaymentSchedulePanel loanId={loan.id} stage={loan.submissionStage} />
        </Suspense>
      )}
    </Stack>
  );
});

type Read<Data> = { data: Data | undefined; loading: boolean; error: ErrorLike | undefined };
type Reads = {
  history: Read<StaffLoanHistoryQuery>;
  details: Read<StaffLoanDetailsQuery>;
};

/**
 * The page's reads below the summary, mounted once the summary is painted (a query skipped
 * until then was sent twice when let go: once for the prefetched answer, once more over the
 * network). Renders nothing; hands each answer to the page in a transition, so that what it
 * shows is rendered as background work, in slices, and not at once when the answer lands.
 */
function StaffLoanReads({ id, onRead }: { id: string; onRead: (reads: Reads) => void }) {
  const history = useQuery(StaffLoanHistoryDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const details = useQuery(StaffLoanDetailsDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const { data: historyData, loading: historyLoading, error: historyError } = history;
  const { data: detailsData, loading: detailsLoading, error: detailsError } = details;
  useEffect(() => {
    startTransition(() =>
      onRead({
        history: { data: historyData, loading: historyLoading, error: historyError },
        details: { data: detailsData, loading: detailsLoading, error: detailsError },
      }),
    );
  }, [
    onRead,
    historyData,
    historyLoading,
    historyError,
    detailsData,
    detailsLoading,
    detailsError,
  ]);
  return null;
}

function LoanActions({ loan, onAction, onIntent }: LoanDetailProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [showRefusals, { toggle }] = useDisclosure(false);
  const refusalsId = useId();
  const { allowed, refused } = staffActionStates(loan.availableActions);

  return (
    <StaffLoanPanel title={t('staffLoan.actions')} onPointerEnter={onIntent} onFocus={onIntent}>
      {allowed.length === 0 ? (
        // Nothing for staff to do: say who acts next and when, in the machine's words.
        <Stack gap={2}>
          <Text size="sm">{t('staffLoan.noActions')}</Text>
          <Text size="sm" fw={600}>
            {t('nextStep.title')}: {t(`nextStep.actor.${loan.nextStep.actor}`)}
          </Text>
          <Text size="sm">{loan.nextStep.text[language]}</Text>
        </Stack>
      ) : (
        <Group gap="sm">
          {allowed.map((action) => (
            <Button
              key={action}
              variant={action === 'reject' || action === 'cancel' ? 'outline' : 'filled'}
              color={action === 'reject' || action === 'cancel' ? 'red' : undefined}
              onClick={() => onAction(action)}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
        </Group>
      )}
      {refused.length > 0 && (
        <Stack gap="xs" mt="md">
          <Button
            variant="subtle"
            size="compact-sm"
            w="fit-content"
            aria-expanded={showRefusals}
            aria-controls={refusalsId}
            onClick={toggle}
          >
            {t('staffLoan.whyUnavailable')}
          </Button>
          <div id={refusalsId} hidden={!showRefusals}>
            <List size="sm" spacing={4}>
              {refused.map(({ action, reason }) => (
                <List.Item key={action}>
                  <Text span fw={600} size="sm">
                    {t(`actions.${action}`)}
                  </Text>
                  {': '}
                  {reason ? reason.text[language] : t('staffLoan.noReason')}
                </List.Item>
              ))}
            </List>
          </div>
        </Stack>
      )}
    </StaffLoanPanel>
  );
}
