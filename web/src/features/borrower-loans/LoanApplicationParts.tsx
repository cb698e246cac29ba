// What the borrower's loan screen shows around the application form, and its first view: the
// offer waiting for an answer (and, once accepted, the terms agreed to), the loan's action buttons, the stepper, step 1's introduction, a
// submitted application's overview and timeline, and the summary beside them. The form itself
// (LoanApplication.tsx, with react-hook-form, zod and the date fields) is a chunk of its own that
// loads when the borrower opens it (Next, or "view the form"), or at once when a draft of unsaved
// changes waits in this tab.
import { Alert, Button, Grid, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useActor } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationFormMachine } from '../../../../machines/application-form/application-form.machine.ts';
import {
  currentStep,
  isSummaryVisible,
  showsOverview,
} from '../../../../machines/application-form/application-form.selectors.ts';
import { formatDateTime } from '../../components/format.ts';
import { valuesFromLoan } from '../../components/loan-fields/application-values.ts';
import type { ProductOption } from '../../components/loan-fields/LoanDataFields.tsx';
import { Panel } from '../../components/Panel.tsx';
import { SummaryPanel } from '../../components/SummaryPanel.tsx';
import type { BorrowerLoanQuery } from '../../generated/graphql.ts';
import { type Language, useLanguage } from '../../i18n.ts';
import { ApplicationSummary } from './ApplicationSummary.tsx';
import { SignDisbursementButton } from './DisbursementSigning.tsx';
import { CancelSubmissionButton, OfferButtons } from './LoanDialogs.tsx';
import { LoanTimeline } from './LoanTimeline.tsx';
import { OfferTerms } from './OfferTerms.tsx';

export type Loan = NonNullable<BorrowerLoanQuery['loan']>;

/** What the actions bar reads of the loan. */
type ActionsLoan = Pick<
  Loan,
  | 'id'
  | 'availableActions'
  | 'applicationValue'
  | 'interestPercent'
  | 'periodDays'
  | 'paymentType'
  | 'adminFee'
  | 'auditTrail'
>;

/** The offer's terms as the loan carries them. */
const offerOf = (loan: ActionsLoan) => ({
  applicationValue: loan.applicationValue,
  interestPercent: loan.interestPercent,
  periodDays: loan.periodDays,
  paymentType: loan.paymentType,
  adminFee: loan.adminFee,
});

/** Whether the lifecycle machine allows the borrower this action now. */
export const allowedOn = (loan: Pick<Loan, 'availableActions'>) => (action: string) =>
  loan.availableActions.some((state) => state.action === action && state.allowed);

/** The product's name in the screen's language, as the options list it, else as the loan carries it. */
export const productNameOf = (loan: Loan, products: readonly ProductOption[], language: Language) =>
  (products.find((option) => option.id === loan.product.id)?.name ?? loan.product.name)[language];

/** The form's column and, while the machine shows it, the summary beside it. */
export function ApplicationLayout({
  loan,
  summaryVisible,
  children,
}: {
  loan: Loan;
  summaryVisible: boolean;
  children: ReactNode;
}) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: summaryVisible ? 8 : 12 }}>{children}</Grid.Col>
      {summaryVisible && (
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SummaryPanel loan={loan} decimals={2} />
        </Grid.Col>
      )}
    </Grid>
  );
}

/**
 * The offer waiting for an answer, or the one the borrower accepted (read-only, so that she can
 * read again what she agreed to), and the buttons of what the borrower may do now.
 */
export function LoanActionsBar({ loan }: { loan: ActionsLoan }) {
  const { t } = useTranslation();
  const allowed = allowedOn(loan);
  const offerWaiting = allowed('acceptOffer') || allowed('declineOffer');
  // The loan's terms are the accepted offer's until a new offer waits for an answer.
  const accepted = offerWaiting
    ? undefined
    : loan.auditTrail.findLast((entry) => entry.event === 'offer.accept');
  return (
    <>
      {/* The dialogs stay mounted: an answered offer or a cancel removes their buttons. */}
      {offerWaiting && (
        <Panel title={t('borrowerFlow.offer.title')} titleMb="xs">
          <Text mb="sm">{t('borrowerFlow.offer.waiting')}</Text>
          <OfferTerms loan={offerOf(loan)} />
        </Panel>
      )}
      {accepted && (
        <Panel title={t('borrowerFlow.offer.acceptedTitle')} titleMb="xs">
          <Text mb="sm">
            {t('borrowerFlow.offer.acceptedAt', { at: formatDateTime(accepted.at) })}
          </Text>
          <OfferTerms loan={offerOf(loan)} />
        </Panel>
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
    </>
  );
}

type OpenFormProps = {
  /** Next from the introduction (or "view the form"): the form takes over from here. */
  onOpen: () => void;
  /** The pointer or focus is on the way there: time to fetch the form. */
  onIntent: () => void;
};

/** A submitted application, read-only: what was sent, and the loan's timeline. */
export function ApplicationOverview({
  loan,
  productName,
  submitted,
  canOpenForm,
  onOpen,
  onIntent,
}: OpenFormProps & {
  loan: Loan;
  productName: string;
  /** Just sent from this form: say so. */
  submitted: boolean;
  canOpenForm: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {submitted && (
        <Alert color="teal" role="status">
          {t('loanApplication.submitted')}
        </Alert>
      )}
      <Panel title={t('borrowerFlow.overview.title')} titleMb="xs">
        <Text mb="sm" c="dimmed">
          {t('borrowerFlow.overview.readOnly')}
        </Text>
        <ApplicationSummary
          values={valuesFromLoan(loan)}
          productName={productName}
          photoCount={loan.bailPhotos.length}
        />
        {canOpenForm && (
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onOpen} onPointerEnter={onIntent} onFocus={onIntent}>
              {t('borrowerFlow.overview.viewForm')}
            </Button>
          </Group>
        )}
      </Panel>
      <LoanTimeline entries={loan.auditTrail} stage={loan.submissionStage} />
    </Stack>
  );
}

/** The four steps, the current one marked. */
export function ApplicationStepper({ step }: { step: number }) {
  const { t } = useTranslation();
  return (
    <Stepper active={step - 1} size="sm" aria-label={t('loanApplication.introTitle')}>
      <Stepper.Step label={t('loanApplication.steps.intro')} />
      <Stepper.Step label={t('loanApplication.steps.loanData')} />
      <Stepper.Step label={t('loanApplication.steps.collateral')} />
      <Stepper.Step label={t('loanApplication.steps.done')} />
    </Stepper>
  );
}

/** Step 1: what the application asks for, and Next. */
export function IntroductionStep({ onOpen, onIntent }: OpenFormProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section">
      <Title order={2} size="h4" mb="sm" data-step-heading>
        {t('loanApplication.introTitle')}
      </Title>
      <Text mb="md">{t('loanApplication.introText')}</Text>
      <Group justify="flex-end">
        <Button onClick={onOpen} onPointerEnter={onIntent} onFocus={onIntent}>
          {t('loanApplication.next')}
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * The application as it first shows, before the form is opened: the form machine's first state
 * decides between a submitted application's overview and a draft's introduction, as it does in
 * the form.
 */
export function ApplicationFirstView({
  loan,
  products,
  onOpen,
  onIntent,
}: OpenFormProps & { loan: Loan; products: readonly ProductOption[] }) {
  const language = useLanguage();
  const [snapshot] = useActor(applicationFormMachine, {
    input: { isPersonal: loan.borrowerInfo.isPersonal, editable: loan.editable },
  });
  const overview = showsOverview(snapshot);
  return (
    <ApplicationLayout loan={loan} summaryVisible={isSummaryVisible(snapshot)}>
      <Stack gap="md">
        <LoanActionsBar loan={loan} />
        {overview ? (
          <ApplicationOverview
            loan={loan}
            productName={productNameOf(loan, products, language)}
            submitted={snapshot.matches('submitted')}
            canOpenForm={snapshot.matches('introduction')}
            onOpen={onOpen}
            onIntent={onIntent}
          />
        ) : (
          <>
            <ApplicationStepper step={currentStep(snapshot)} />
            <IntroductionStep onOpen={onOpen} onIntent={onIntent} />
          </>
        )}
      </Stack>
    </ApplicationLayout>
  );
}
