// The psychometric survey (spec §1, §2, §4): a FATCA questionnaire of 11 yes/no questions and a
// risk-profile questionnaire of 6 questions of 4 options, with the API's texts in the current
// language. The form's state is machines/psychometric: each answer is an event, the submission
// runs as its provided action and the outcome comes back as `survey.accepted` / `survey.failed`.
// Once submitted (or when the API says the survey is locked) the answers are shown read-only with
// the risk score and rating.
//
// Each respondent gets the questions that fit them (a borrower's risk profile is about borrowing,
// a company's FATCA about the company); answers not yet sent are kept in this browser as a draft
// (survey-draft.ts); the irreversible submit asks for a confirmation first; the result is shown
// where the person is looking: the page scrolls to it and moves the focus there.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Button,
  Fieldset,
  Group,
  Modal,
  Paper,
  Radio,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useActor } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { psychometricMachine } from '../../../../machines/psychometric/psychometric.machine.ts';
import { unansweredCount } from '../../../../machines/psychometric/psychometric.selectors.ts';
import { FactList } from '../../components/FactList.tsx';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { problemText, type ServerProblem, serverProblem } from '../../components/server-errors.ts';
import {
  ApplyReadinessDocument,
  MySurveyDocument,
  type MySurveyQuery,
  SubmitSurveyDocument,
  SurveyQuestionsDocument,
  type SurveyQuestionsQuery,
} from '../../generated/graphql.ts';
import { type Language, useLanguage } from '../../i18n.ts';
import { useSession } from '../../session.ts';
import { dropSurveyDraft, saveSurveyDraft, surveyDraftEvents } from './survey-draft.ts';

type Questions = SurveyQuestionsQuery['psychometryQuestions'];
type Survey = MySurveyQuery['mySurvey'];
type Answers = { fatca: ReadonlyArray<boolean | null>; risk: ReadonlyArray<number | null> };

const SURVEY_CODES = [
  'SURVEY_LOCKED',
  'SURVEY_ANSWER_COUNT',
  'SURVEY_OPTION_UNKNOWN',
  'SURVEY_INCOMPLETE',
] as const;
type SurveyCode = (typeof SURVEY_CODES)[number];
const isSurveyCode = (code: string): code is SurveyCode =>
  SURVEY_CODES.some((known) => known === code);

export function SurveyPage() {
  const { t } = useTranslation();
  const session = useSession();
  const role = session?.user.role === 'BORROWER' ? 'BORROWER' : 'LENDER';
  const kind = session?.user.isPersonal === false ? 'COMPANY' : 'PERSONAL';
  const questions = useQuery(SurveyQuestionsDocument, { variables: { role, kind } });
  const mine = useQuery(MySurveyDocument, { fetchPolicy: 'cache-and-network' });
  const [accepted, setAccepted] = useState<Survey | null>(null);

  if ((!questions.data && questions.loading) || (!mine.data && mine.loading)) {
    return <PageLoading />;
  }
  const texts = questions.data?.psychometryQuestions;
  const survey = accepted ?? mine.data?.mySurvey;
  if (!texts || !survey || !session) {
    return <PageError message={problemText(t, serverProblem(questions.error ?? mine.error))} />;
  }

  return (
    <Stack gap="lg">
      <Title order={1}>{t('survey.title')}</Title>
      {survey.locked ? (
        <SubmittedSurvey questions={texts} survey={survey} justSubmitted={accepted !== null} />
      ) : (
        <SurveyForm
          questions={texts}
          respondentId={session.user.id}
          intro={
            role === 'BORROWER' ? t('inputs.survey.borrowerIntro') : t('inputs.survey.lenderIntro')
          }
          onAccepted={(result) => {
            dropSurveyDraft(session.user.id);
            setAccepted(result);
          }}
          onLocked={() => {
            dropSurveyDraft(session.user.id);
            void mine.refetch();
          }}
        />
      )}
      {survey.locked && <NextStep role={role} />}
      <Anchor component={Link} to="/account" size="sm">
        {t('survey.back')}
      </Anchor>
    </Stack>
  );
}

/**
 * After the survey, the step that follows: a borrower whose data is complete applies for a loan,
 * a lender whose data is complete opens the wallet, and anyone else completes the profile.
 */
function NextStep({ role }: { role: 'BORROWER' | 'LENDER' }) {
  const { t } = useTranslation();
  const { data } = useQuery(ApplyReadinessDocument, { fetchPolicy: 'cache-and-network' });
  const profile = data?.myProfile;
  if (!profile) return null;
  const profileDone = profile.missing.every((part) => part === 'survey');
  const [to, label] =
    role === 'BORROWER'
      ? profile.mayApply
        ? ['/borrower/proposal', t('borrowerLoans.apply')]
        : ['/profile', t('borrowerFlow.checklist.openProfile')]
      : profileDone
        ? ['/lender/wallet', t('lenderWallet.homeLink')]
        : ['/profile', t('borrowerFlow.checklist.openProfile')];
  return (
    <Button component={Link} to={to} w="fit-content" data-testid="survey-next-step">
      {label}
    </Button>
  );
}

function SurveyForm({
  questions,
  respondentId,
  intro,
  onAccepted,
  onLocked,
}: {
  questions: Questions;
  respondentId: string;
  intro: string;
  onAccepted: (survey: Survey) => void;
  onLocked: () => void;
}) {
  const { t } = useTranslation();
  const [submitSurvey] = useMutation(SubmitSurveyDocument, {
    refetchQueries: [MySurveyDocument],
  });
  const [problem, setProblem] = useState<ServerProblem | null>(null);

  // The request and callbacks, reached from the machine's action (created once) through a ref.
  const calls = useRef({ submitSurvey, onAccepted, onLocked });
  calls.current = { submitSurvey, onAccepted, onLocked };

  const [snapshot, send] = useActor(
    psychometricMachine.provide({
      actions: {
        sendSurvey: ({ context, self }) => {
          setProblem(null);
          calls.current
            .submitSurvey({
              variables: {
                fatca: context.fatca.map((answer) => answer === true),
                risk: context.risk.map((option) => option ?? 0),
              },
            })
            .then(({ data }) => {
              if (!data) throw new Error('no data');
              self.send({ type: 'survey.accepted' });
              calls.current.onAccepted(data.submitSurvey);
            })
            .catch((error: unknown) => {
              const refused = serverProblem(error);
              setProblem(refused);
              self.send({ type: 'survey.failed' });
              if (refused.code === 'SURVEY_LOCKED') calls.current.onLocked();
            });
        },
      },
    }),
    { input: { respondentId } },
  );

  // The draft comes back once, as answer events the machine checks; every answer after that is
  // kept again.
  const [restored, setRestored] = useState<boolean | null>(null);
  useEffect(() => {
    if (restored !== null) return;
    const events = surveyDraftEvents(respondentId);
    for (const event of events) send(event);
    setRestored(events.length > 0);
  }, [restored, respondentId, send]);
  useEffect(() => {
    if (restored === null || !snapshot.hasTag('editable')) return;
    saveSurveyDraft(respondentId, snapshot.context);
  }, [restored, respondentId, snapshot]);
  const [confirming, setConfirming] = useState(false);

  const remaining = unansweredCount(snapshot.context);
  const left = remaining.fatca + remaining.risk;
  const sending = snapshot.hasTag('sending');
  const editable = snapshot.hasTag('editable');

  return (
    <>
      <Text>{intro}</Text>
      {restored && (
        <Alert color="blue" data-testid="survey-draft-restored">
          {t('inputs.survey.draftRestored')}
        </Alert>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {isSurveyCode(problem.code)
            ? t(`survey.errors.${problem.code}`)
            : problemText(t, problem)}
        </Alert>
      )}
      <SurveyAnswers
        questions={questions}
        answers={snapshot.context}
        disabled={!editable}
        onFatca={(index, answer) => send({ type: 'fatca.answer', index, answer })}
        onRisk={(index, option) => send({ type: 'risk.answer', index, option })}
      />
      <Group gap="md">
        <Button
          onClick={() => setConfirming(true)}
          disabled={!snapshot.can({ type: 'survey.submit' })}
          loading={sending}
        >
          {t('survey.submit')}
        </Button>
        <Text role="status" data-testid="survey-remaining">
          {left > 0 ? t('survey.remaining', { count: left }) : t('survey.allAnswered')}
        </Text>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('inputs.survey.confirmTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('inputs.survey.confirmBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('inputs.survey.confirmBack')}
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                send({ type: 'survey.submit' });
              }}
            >
              {t('inputs.survey.confirmSubmit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function SubmittedSurvey({
  questions,
  survey,
  justSubmitted,
}: {
  questions: Questions;
  survey: Survey;
  justSubmitted: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const result = useRef<HTMLDivElement | null>(null);
  // Submitted from the bottom of the page: bring the result to where the person is looking.
  useEffect(() => {
    if (!justSubmitted || !result.current) return;
    result.current.scrollIntoView({ block: 'center' });
    result.current.focus();
  }, [justSubmitted]);
  return (
    <>
      <Alert color="teal" role="status" data-testid="survey-locked">
        {t('survey.locked')}
      </Alert>
      <Paper
        withBorder
        p="md"
        radius="md"
        ref={result}
        tabIndex={-1}
        aria-labelledby="survey-result"
        data-testid="survey-result"
      >
        <Title order={2} size="h4" id="survey-result" mb="sm">
          {t('inputs.survey.resultTitle')}
        </Title>
        <FactList
          facts={[
            { label: t('survey.score'), value: survey.score ?? '-' },
            {
              label: t('survey.rating'),
              value: (
                <Text span fw={600} data-testid="survey-rating">
                  {survey.ratingLabel?.[language] ?? '-'}
                </Text>
              ),
            },
          ]}
        />
      </Paper>
      <SurveyAnswers questions={questions} answers={survey} disabled />
    </>
  );
}

/** Both questionnaires as radio groups with legends; read-only when disabled. */
function SurveyAnswers({
  questions,
  answers,
  disabled,
  onFatca,
  onRisk,
}: {
  questions: Questions;
  answers: Answers;
  disabled: boolean;
  onFatca?: (index: number, answer: boolean) => void;
  onRisk?: (index: number, option: number) => void;
}) {
  const { t } = useTranslation();
  const language: Language = useLanguage();
  return (
    <>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="survey-fatca">
        <Stack gap="sm">
          <Title order={2} size="h4" id="survey-fatca">
            {t('survey.fatcaTitle')}
          </Title>
          {questions.fatca.map((question, index) => {
            const answer = answers.fatca[index] ?? null;
            return (
              <Fieldset
                key={question.id}
                legend={question[language]}
                disabled={disabled}
                variant="unstyled"
              >
                <Group gap="lg" mt={4}>
                  {[true, false].map((value) => (
                    <Radio
                      key={String(value)}
                      name={`fatca-${index}`}
                      value={value ? 'yes' : 'no'}
                      label={value ? t('survey.yes') : t('survey.no')}
                      checked={answer === value}
                      disabled={disabled}
                      onChange={() => onFatca?.(index, value)}
                    />
                  ))}
                </Group>
              </Fieldset>
            );
          })}
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="survey-risk">
        <Stack gap="sm">
          <Title order={2} size="h4" id="survey-risk">
            {t('survey.riskTitle')}
          </Title>
          {questions.risk.map((question, index) => {
            const chosen = answers.risk[index] ?? null;
            return (
              <Fieldset
                key={question.question.id}
                legend={question.question[language]}
                disabled={disabled}
                variant="unstyled"
              >
                <Stack gap={6} mt={4}>
                  {question.options.map((option, optionIndex) => (
                    <Radio
                      key={option.id}
                      name={`risk-${index}`}
                      value={String(optionIndex)}
                      label={option[language]}
                      checked={chosen === optionIndex}
                      disabled={disabled}
                      onChange={() => onRisk?.(index, optionIndex)}
                    />
                  ))}
                </Stack>
              </Fieldset>
            );
          })}
        </Stack>
      </Paper>
    </>
  );
}
