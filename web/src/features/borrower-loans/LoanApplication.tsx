// The borrower's application form (spec §2, §4): the 3-step form driven by the application-form
// machine (step 4 submits), the bail photo component, the summary panel (hidden at step 4), the
// confirmation before sending, and issue 14's kept drafts and leave prompt. A chunk of its own
// (react-hook-form, zod, the date fields): BorrowerLoanPage shows the loan without it and loads it
// when the borrower opens the form.
import { type ApolloClient, CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useActor } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
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
import { focusHeading } from '../../components/focus-keeper.ts';
import {
  type ApplicationSchema,
  applicationSchema,
} from '../../components/loan-fields/application-schema.ts';
import {
  type ApplicationValues,
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
import { useProductDay } from '../../components/product-day.ts';
import { errorMessage } from '../../components/server-errors.ts';
import {
  SubmitLoanDocument,
  UpdateBailDocument,
  UpdateBorrowerInfoDocument,
  UpdateLoanDataDocument,
} from '../../generated/graphql.ts';
import { i18n, useLanguage } from '../../i18n.ts';
import { ApplicationSummary } from './ApplicationSummary.tsx';
import { clearDraft, readDraft, writeDraft } from './application-draft.ts';
import {
  ApplicationLayout,
  ApplicationOverview,
  ApplicationStepper,
  IntroductionStep,
  type Loan,
  LoanActionsBar,
  productNameOf,
} from './LoanApplicationParts.tsx';

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

export function LoanApplication({
  loan,
  products,
  developers,
  opened,
}: {
  loan: Loan;
  products: readonly ProductOption[];
  developers: readonly DeveloperOption[];
  /** The borrower opened the form from the first view: go on as its Next did. */
  opened: boolean;
}) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const isPersonal = loan.borrowerInfo.isPersonal;
  const { today } = useProductDay();
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
  // Each step the person moves to (Next, Back, the first view's Next) starts at its heading: the
  // keyboard and a screen reader begin at the new step, not above the loan's status card.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    focusHeading(formArea.current?.querySelector<HTMLElement>('[data-step-heading]'));
  }, [step]);
  const editable = areFieldsEnabled(snapshot);
  const sending = isSending(snapshot);
  const readOnly = isReadOnly(snapshot) || (snapshot.matches('introduction') && !loan.editable);

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

  const overview = showsOverview(snapshot);
  const language = useLanguage();
  const productName = productNameOf(loan, products, language);

  const next = async (groups: Array<keyof ApplicationValues>) => {
    send({ type: 'form.next', facts: await factsFor(groups) });
    setAttempt((count) => count + 1);
  };
  // Opened from the first view (its Next or "view the form"): that Next, once.
  const openedOnce = useRef(opened);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount.
  useEffect(() => {
    if (!openedOnce.current) return;
    openedOnce.current = false;
    void next([]);
  }, []);
  const save = async (
    type: 'borrower.save' | 'bail.save',
    groups: Array<keyof ApplicationValues>,
  ) => {
    send({ type, facts: await factsFor(groups) });
    setAttempt((count) => count + 1);
  };

  return (
    <ApplicationLayout loan={loan} summaryVisible={isSummaryVisible(snapshot)}>
      <Stack gap="md" ref={formArea}>
        <LoanActionsBar loan={loan} />
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
          <ApplicationOverview
            loan={loan}
            productName={productName}
            submitted={snapshot.matches('submitted')}
            canOpenForm={snapshot.matches('introduction')}
            onOpen={() => void next([])}
            onIntent={() => {}}
          />
        )}
        {!overview && <ApplicationStepper step={step} />}
        {readOnly && !overview && step !== 4 && (
          <Alert color="gray" role="status">
            {t('loanApplication.readOnly')}
          </Alert>
        )}

        {step === 1 && !overview && (
          <IntroductionStep onOpen={() => void next([])} onIntent={() => {}} />
        )}

        {step === 2 && (
          <Stack gap="md">
            <Paper withBorder p="md" radius="md" component="section">
              <Title order={2} size="h4" mb="sm" data-step-heading>
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
              <Title order={2} size="h4" mb="sm" data-step-heading>
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
                products.find((option) => option.id === form.getValues().loanData.productId)?.name[
                  language
                ] ?? productName
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
    </ApplicationLayout>
  );
}
