// The borrower loan detail and application screen (spec §2): the 3-step form driven by the
// application-form machine (step 4 submits), the bail photo component, the summary panel
// (hidden at step 4), the dialogs, and the completion modal after signing.
import { type ApolloClient, CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  Modal,
  Paper,
  Stack,
  Stepper,
  Text,
  Title,
} from '@mantine/core';
import { useActor } from '@xstate/react';
import dayjs from 'dayjs';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useBlocker, useParams, useSearchParams } from 'react-router';
import { applicationFormMachine } from '../../../../machines/application-form/application-form.machine.ts';
import {
  areFieldsEnabled,
  currentStep,
  earliestRequiredDate,
  isConfirming,
  isReadOnly,
  isSending,
  isSummaryVisible,
  refusalMessage,
  showsOverview,
} from '../../../../machines/application-form/application-form.selectors.ts';
import type { FormFacts } from '../../../../machines/application-form/application-form.types.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import {
  type ApplicationSchema,
  type ApplicationValues,
  applicationSchema,
  bailInput,
  borrowerInfoInput,
  loanDataInput,
  valuesFromLoan,
} from '../../components/loan-fields/application-values.ts';
import { BailFields } from '../../components/loan-fields/BailFields.tsx';
import { BailPhotos } from '../../components/loan-fields/BailPhotos.tsx';
import { BorrowerFields } from '../../components/loan-fields/BorrowerFields.tsx';
import {
  type DeveloperOption,
  LoanDataFields,
  type ProductOption,
} from '../../components/loan-fields/LoanDataFields.tsx';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { PageLoading } from '../../components/PageState.tsx';
import { SummaryPanel } from '../../components/SummaryPanel.tsx';
import { errorMessage, hasErrorCode } from '../../components/server-errors.ts';
import {
  BorrowerLoanDocument,
  type BorrowerLoanQuery,
  LoanFieldOptionsDocument,
  SubmitLoanDocument,
  UpdateBailDocument,
  UpdateBorrowerInfoDocument,
  UpdateLoanDataDocument,
} from '../../generated/graphql.ts';
import { i18n } from '../../i18n.ts';
import { ApplicationSummary } from './ApplicationSummary.tsx';
import { clearDraft, readDraft, writeDraft } from './application-draft.ts';
import { BorrowerLoanStatus } from './BorrowerLoanStatus.tsx';
import { SignDisbursementButton, SigningReturnNotice } from './DisbursementSigning.tsx';
import { signingReturnOf } from './dialog-logic.ts';
import {
  CancelSubmissionButton,
  CompleteDisbursementDialog,
  OfferButtons,
} from './LoanDialogs.tsx';
import { LoanTimeline } from './LoanTimeline.tsx';
import { OfferTerms } from './OfferTerms.tsx';

/** The offer's terms as the loan carries them. */
const offerOf = (loan: Loan) => ({
  applicationValue: loan.applicationValue,
  interestPercent: loan.interestPercent,
  periodDays: loan.periodDays,
  paymentType: loan.paymentType,
  adminFee: loan.adminFee,
});

type Loan = NonNullable<BorrowerLoanQuery['loan']>;

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
      {loan && ['LOAN_PERIOD', 'REVIEW_PAID'].includes(loan.submissionStage) && (
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
        <LoanApplication
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

/** The form field a rule's message belongs under (the machine names the Loan key). */
const FIELD_PATHS: Record<
  string,
  | 'loanData.applicationValue'
  | 'loanData.requiredDate'
  | 'bail.estimatedValue'
  | 'bail.certificateFile'
> = {
  genapplicationvalue: 'loanData.applicationValue',
  genrequireddate: 'loanData.requiredDate',
  bailestimatedvalue: 'bail.estimatedValue',
  bailcertificatefile: 'bail.certificateFile',
};

/** The four writes of the application, in the order the server needs them. */
function useApplicationWrites(
  client: ApolloClient,
  loanId: string,
  form: UseFormReturn<ApplicationValues>,
  isPersonal: boolean,
) {
  const values = () => form.getValues();
  return {
    saveLoanData: () =>
      client.mutate({
        mutation: UpdateLoanDataDocument,
        variables: { id: loanId, input: loanDataInput(values().loanData) },
      }),
    saveBorrower: () =>
      client.mutate({
        mutation: UpdateBorrowerInfoDocument,
        variables: { id: loanId, input: borrowerInfoInput(values(), isPersonal) },
      }),
    saveBail: () =>
      client.mutate({
        mutation: UpdateBailDocument,
        variables: { id: loanId, input: bailInput(values().bail) },
      }),
    submit: () => client.mutate({ mutation: SubmitLoanDocument, variables: { id: loanId } }),
  };
}

function LoanApplication({
  loan,
  products,
  developers,
}: {
  loan: Loan;
  products: readonly ProductOption[];
  developers: readonly DeveloperOption[];
}) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const isPersonal = loan.borrowerInfo.isPersonal;
  const today = useMemo(() => dayjs().format('YYYY-MM-DD'), []);
  const minDate = earliestRequiredDate(today) ?? today;
  const schema = useMemo(() => applicationSchema(minDate), [minDate]);
  // No lost work (issue 14): what the user typed and has not saved is kept in this tab's
  // session storage as they type, restored after a reload or a way back, and cleared once saved.
  const mayEdit = loan.editable;
  const [restoredDraft] = useState(() => (mayEdit ? readDraft(loan.id) : null));
  const saved = useRef<ApplicationValues>(valuesFromLoan(loan));
  const [, setSavedVersion] = useState(0);
  const form = useForm<ApplicationValues, unknown, ApplicationValues>({
    resolver: zodResolver(schema),
    defaultValues: restoredDraft ?? valuesFromLoan(loan),
    mode: 'onTouched',
  });
  const current = form.watch();
  const currentJson = JSON.stringify(current);
  const dirty = mayEdit && currentJson !== JSON.stringify(saved.current);
  useEffect(() => {
    if (dirty) writeDraft(loan.id, currentJson);
    else clearDraft(loan.id);
  }, [dirty, currentJson, loan.id]);
  /** The groups just saved are what the server holds now. */
  const markSaved = (groups: ReadonlyArray<keyof ApplicationValues>) => {
    const values = form.getValues();
    saved.current = {
      ...saved.current,
      ...Object.fromEntries(groups.map((group) => [group, values[group]])),
    };
    setSavedVersion((version) => version + 1);
  };
  const discardDraft = () => {
    clearDraft(loan.id);
    form.reset(saved.current);
  };
  const markSavedRef = useRef(markSaved);
  markSavedRef.current = markSaved;
  const writes = useApplicationWrites(client, loan.id, form, isPersonal);
  const effects = useRef(writes);
  effects.current = writes;
  const submitFailure = useRef<string | null>(null);

  const [snapshot, send] = useActor(
    applicationFormMachine.provide({
      actions: {
        saveBorrower: ({ self }) => {
          effects.current
            .saveLoanData()
            .then(() => effects.current.saveBorrower())
            .then(
              () => {
                markSavedRef.current(['loanData', 'personal', 'company']);
                self.send({ type: 'save.succeeded' });
              },
              () => self.send({ type: 'save.failed' }),
            );
        },
        saveBail: ({ self }) => {
          effects.current.saveBail().then(
            () => {
              markSavedRef.current(['bail']);
              self.send({ type: 'save.succeeded' });
            },
            () => self.send({ type: 'save.failed' }),
          );
        },
        // Step 4: what the form holds is saved, then the server checks it again and submits.
        submitLoan: ({ self }) => {
          submitFailure.current = null;
          const run = effects.current;
          run
            .saveLoanData()
            .then(() => run.saveBorrower())
            .then(() => run.saveBail())
            .then(() => run.submit())
            .then(
              () => {
                markSavedRef.current(['loanData', 'personal', 'company', 'bail']);
                self.send({ type: 'submit.succeeded' });
              },
              (error: unknown) => {
                submitFailure.current = errorMessage(error, i18n.t('common.genericError'));
                const code = CombinedGraphQLErrors.is(error)
                  ? String(error.errors[0]?.extensions?.code ?? 'UNKNOWN')
                  : 'NETWORK';
                self.send({ type: 'submit.failed', code });
              },
            );
        },
        showToast: (_, { tone, messageKey }) =>
          tone === 'error' ? notifyError(i18n.t(messageKey)) : notifySuccess(i18n.t(messageKey)),
      },
    }),
    { input: { isPersonal, editable: loan.editable } },
  );

  // Each Next or Save the user tries: its refusal is shown again (a re-validation clears a
  // message set by hand, like the missing certificate's) and the focus goes to the first error.
  const [attempt, setAttempt] = useState(0);
  const formArea = useRef<HTMLDivElement>(null);

  // A refused step's rule shows under its field, as the group's own messages do.
  const refusal = refusalMessage(snapshot);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt shows the message again.
  useEffect(() => {
    if (!refusal?.messageKey || !refusal.field) return;
    const path = FIELD_PATHS[refusal.field];
    if (path) form.setError(path, { message: refusal.messageKey.replace(/^validation\./, '') });
  }, [refusal?.messageKey, refusal?.field, form, attempt]);

  useEffect(() => {
    if (attempt === 0) return;
    // After the messages render: the first field that says it is invalid takes the focus.
    const timer = window.setTimeout(() => {
      formArea.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }, 50);
    return () => window.clearTimeout(timer);
  }, [attempt]);

  /** What the machine needs to decide a step: the groups on screen are checked visibly. */
  const factsFor = async (onScreen: ReadonlyArray<keyof ApplicationValues>): Promise<FormFacts> => {
    const values = form.getValues();
    const valid = async (group: keyof ApplicationValues) =>
      onScreen.includes(group)
        ? form.trigger(group)
        : (schema as ApplicationSchema).shape[group].safeParse(values[group]).success;
    return {
      groupValid: {
        loanData: await valid('loanData'),
        personal: await valid('personal'),
        company: await valid('company'),
        loanBail: await valid('bail'),
      },
      applicationValue: values.loanData.applicationValue.trim().replace(/^0+(?=\d)/, ''),
      bailEstimatedValue: values.bail.estimatedValue.trim().replace(/^0+(?=\d)/, ''),
      requiredDate: values.loanData.requiredDate,
      today,
      certificateFile: values.bail.certificateFile ?? '',
    };
  };
  const stepTwoGroups: Array<keyof ApplicationValues> = [
    'loanData',
    isPersonal ? 'personal' : 'company',
  ];

  const step = currentStep(snapshot);
  const editable = areFieldsEnabled(snapshot);
  const sending = isSending(snapshot);
  const readOnly = isReadOnly(snapshot) || (snapshot.matches('introduction') && !loan.editable);
  const allowed = (action: string) =>
    loan.availableActions.some((state) => state.action === action && state.allowed);

  // Leaving with unsaved changes asks first: a reload or closing the tab (the browser's own
  // prompt), and a way out inside the app (Back, another page).
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  const offerWaiting = allowed('acceptOffer') || allowed('declineOffer');
  const offerTitleId = useId();
  const overview = showsOverview(snapshot);
  const overviewTitleId = useId();
  const productName =
    products.find((option) => option.id === loan.product.id)?.productName ??
    loan.product.productName;

  const next = async (groups: Array<keyof ApplicationValues>) => {
    send({ type: 'form.next', facts: await factsFor(groups) });
    setAttempt((count) => count + 1);
  };
  const save = async (
    type: 'borrower.save' | 'bail.save',
    groups: Array<keyof ApplicationValues>,
  ) => {
    send({ type, facts: await factsFor(groups) });
    setAttempt((count) => count + 1);
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: isSummaryVisible(snapshot) ? 8 : 12 }}>
        <Stack gap="md" ref={formArea}>
          {/* The dialogs stay mounted: an answered offer or a cancel removes their buttons. */}
          {offerWaiting && (
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby={offerTitleId}>
              <Title order={2} size="h4" mb="xs" id={offerTitleId}>
                {t('borrowerFlow.offer.title')}
              </Title>
              <Text mb="sm">{t('borrowerFlow.offer.waiting')}</Text>
              <OfferTerms loan={offerOf(loan)} />
            </Paper>
          )}
          <Group gap="sm">
            {allowed('signDisbursement') && <SignDisbursementButton loanId={loan.id} />}
            <OfferButtons
              loanId={loan.id}
              offer={offerOf(loan)}
              canAccept={allowed('acceptOffer')}
              canDecline={allowed('declineOffer')}
            />
            <CancelSubmissionButton
              loanId={loan.id}
              applicationValue={loan.applicationValue}
              visible={allowed('cancel')}
            />
          </Group>
          <ConfirmDialog
            opened={blocker.state === 'blocked'}
            title={t('borrowerFlow.leave.title')}
            text={t('borrowerFlow.leave.text')}
            confirmLabel={t('borrowerFlow.leave.confirm')}
            onCancel={() => blocker.reset?.()}
            onConfirm={() => blocker.proceed?.()}
          />
          {restoredDraft && dirty && (
            <Alert color="yellow" role="status" title={t('borrowerFlow.draft.title')}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('borrowerFlow.draft.text')}</Text>
                <Button size="xs" variant="default" onClick={discardDraft}>
                  {t('borrowerFlow.draft.discard')}
                </Button>
              </Stack>
            </Alert>
          )}
          {overview && (
            <Stack gap="md">
              {snapshot.matches('submitted') && (
                <Alert color="teal" role="status">
                  {t('loanApplication.submitted')}
                </Alert>
              )}
              <Paper
                withBorder
                p="md"
                radius="md"
                component="section"
                aria-labelledby={overviewTitleId}
              >
                <Title order={2} size="h4" mb="xs" id={overviewTitleId}>
                  {t('borrowerFlow.overview.title')}
                </Title>
                <Text mb="sm" c="dimmed">
                  {t('borrowerFlow.overview.readOnly')}
                </Text>
                <ApplicationSummary
                  values={valuesFromLoan(loan)}
                  productName={productName}
                  photoCount={loan.bailPhotos.length}
                />
                {snapshot.matches('introduction') && (
                  <Group justify="flex-end" mt="md">
                    <Button variant="default" onClick={() => void next([])}>
                      {t('borrowerFlow.overview.viewForm')}
                    </Button>
                  </Group>
                )}
              </Paper>
              <LoanTimeline entries={loan.auditTrail} stage={loan.submissionStage} />
            </Stack>
          )}
          {!overview && (
            <Stepper active={step - 1} size="sm" aria-label={t('loanApplication.introTitle')}>
              <Stepper.Step label={t('loanApplication.steps.intro')} />
              <Stepper.Step label={t('loanApplication.steps.loanData')} />
              <Stepper.Step label={t('loanApplication.steps.collateral')} />
              <Stepper.Step label={t('loanApplication.steps.done')} />
            </Stepper>
          )}
          {readOnly && !overview && step !== 4 && (
            <Alert color="gray" role="status">
              {t('loanApplication.readOnly')}
            </Alert>
          )}

          {step === 1 && !overview && (
            <Paper withBorder p="md" radius="md" component="section">
              <Title order={2} size="h4" mb="sm">
                {t('loanApplication.introTitle')}
              </Title>
              <Text mb="md">{t('loanApplication.introText')}</Text>
              <Group justify="flex-end">
                <Button onClick={() => void next([])}>{t('loanApplication.next')}</Button>
              </Group>
            </Paper>
          )}

          {step === 2 && (
            <Stack gap="md">
              <Paper withBorder p="md" radius="md" component="section">
                <Title order={2} size="h4" mb="sm">
                  {t('loanFields.loanDataTitle')}
                </Title>
                <LoanDataFields
                  form={form}
                  editable={editable}
                  products={products}
                  developers={developers}
                  minDate={minDate}
                />
              </Paper>
              <Paper withBorder p="md" radius="md" component="section">
                <Title order={2} size="h4" mb="sm">
                  {t('loanFields.borrowerTitle')}
                </Title>
                <BorrowerFields form={form} editable={editable} isPersonal={isPersonal} />
              </Paper>
              <Group justify="space-between">
                <Button
                  variant="default"
                  disabled={sending}
                  onClick={() => send({ type: 'form.back' })}
                >
                  {t('loanApplication.back')}
                </Button>
                <Group gap="sm">
                  {snapshot.hasTag('editable') && (
                    <Button
                      variant="light"
                      disabled={sending}
                      onClick={() => void save('borrower.save', stepTwoGroups)}
                    >
                      {sending ? t('loanApplication.saving') : t('loanApplication.saveBorrower')}
                    </Button>
                  )}
                  <Button disabled={sending} onClick={() => void next(stepTwoGroups)}>
                    {t('loanApplication.next')}
                  </Button>
                </Group>
              </Group>
            </Stack>
          )}

          {step === 3 && (
            <Stack gap="md">
              <Paper withBorder p="md" radius="md" component="section">
                <Title order={2} size="h4" mb="sm">
                  {t('loanFields.bailTitle')}
                </Title>
                <BailFields form={form} editable={editable} />
                {snapshot.hasTag('editable') && (
                  <Group justify="flex-end" mt="md">
                    <Button
                      variant="light"
                      disabled={sending}
                      onClick={() => void save('bail.save', ['bail'])}
                    >
                      {snapshot.matches({ editing: 'savingBail' })
                        ? t('loanApplication.saving')
                        : t('loanApplication.saveBail')}
                    </Button>
                  </Group>
                )}
              </Paper>
              {snapshot.context.submitError && submitFailure.current && (
                <Alert color="red" role="alert">
                  {t('loanApplication.submitFailed', { message: submitFailure.current })}
                </Alert>
              )}
              <Paper withBorder p="md" radius="md">
                <BailPhotos
                  loanId={Number(loan.id)}
                  readOnly={!loan.editable}
                  busy={sending}
                  nextLabel={
                    snapshot.hasTag('editable')
                      ? t('loanApplication.submit')
                      : t('loanApplication.next')
                  }
                  onBack={() => send({ type: 'form.back' })}
                  onNext={() => void next(['bail'])}
                />
              </Paper>
            </Stack>
          )}

          <Modal
            opened={isConfirming(snapshot)}
            onClose={() => send({ type: 'form.back' })}
            title={t('borrowerFlow.confirm.title')}
            size="lg"
            centered
          >
            <Stack gap="md">
              <Text>{t('borrowerFlow.confirm.text')}</Text>
              <ApplicationSummary
                values={form.getValues()}
                productName={
                  products.find((option) => option.id === form.getValues().loanData.productId)
                    ?.productName ?? productName
                }
                photoCount={loan.bailPhotos.length}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => send({ type: 'form.back' })}>
                  {t('borrowerFlow.confirm.back')}
                </Button>
                <Button onClick={() => send({ type: 'form.confirm' })}>
                  {t('borrowerFlow.confirm.send')}
                </Button>
              </Group>
            </Stack>
          </Modal>

          {step === 4 && !overview && (
            <Paper withBorder p="md" radius="md" component="section">
              {snapshot.matches({ editing: 'submitting' }) && (
                <Text role="status">{t('loanApplication.submitting')}</Text>
              )}
              {snapshot.matches({ viewing: 'end' }) && (
                <Stack gap="sm">
                  <Text>{t('loanApplication.end')}</Text>
                  <Group>
                    <Button variant="default" onClick={() => send({ type: 'form.back' })}>
                      {t('loanApplication.back')}
                    </Button>
                  </Group>
                </Stack>
              )}
            </Paper>
          )}
        </Stack>
      </Grid.Col>
      {isSummaryVisible(snapshot) && (
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SummaryPanel loan={loan} decimals={2} />
        </Grid.Col>
      )}
    </Grid>
  );
}
