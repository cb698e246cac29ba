// The psychometric survey: the product takes the survey whole (REST PUT
// /personal/psychometry-score; GraphQL submitSurvey, the survey screen's) with every answer, and
// in the same transaction the machine records the answers, submits and accepts it; after that it
// is locked. What the tier reports is the person's survey (REST GET /personal/psychometry-score;
// GraphQL mySurvey): locked or not; the database, the survey row's machine state.
import { psychometricMachine } from '../../machines/psychometric/psychometric.machine.ts';
import type { MachineDriver } from './model.ts';
import { answer, type Desk, must, newPerson, type Person, SURVEY } from './people.ts';
import { at, mustGraphql, type Surfaces } from './surface.ts';

const FATCA = SURVEY.fatca;
const RISK = SURVEY.risk;

type SurveyOperations = {
  /** Every answer sent at once; answers the call made. */
  submit(desk: Desk, person: Person): Promise<string>;
  locked(desk: Desk, person: Person): Promise<boolean>;
};

const surfaces: Surfaces<SurveyOperations> = {
  rest: {
    async submit(desk, person) {
      const sent = await answer(desk.product, 'PUT', '/personal/psychometry-score', person.token, {
        fatca: FATCA,
        risk: RISK,
      });
      if (sent.status !== 200) {
        throw new Error(
          `PUT /api/personal/psychometry-score answered ${sent.status}: ${JSON.stringify(sent.body)}`,
        );
      }
      return 'PUT /personal/psychometry-score';
    },
    async locked(desk, person) {
      const survey = await must(desk.product, 'GET', '/personal/psychometry-score', person.token);
      return survey.locked === true;
    },
  },
  graphql: {
    async submit(desk, person) {
      await mustGraphql(
        desk,
        person.token,
        'mutation ($fatca: [Boolean!]!, $risk: [Int!]!) { submitSurvey(fatca: $fatca, risk: $risk) { locked } }',
        { fatca: FATCA, risk: RISK },
      );
      return 'GraphQL submitSurvey';
    },
    async locked(desk, person) {
      const { mySurvey } = await mustGraphql<{ mySurvey: { locked: boolean } }>(
        desk,
        person.token,
        'query { mySurvey { locked } }',
      );
      return mySurvey.locked;
    },
  },
};

export const psychometricDriver: MachineDriver<Person> = {
  label: 'psychometric survey',
  slug: 'psychometric',
  machine: psychometricMachine,
  runs: [
    {
      name: 'borrower',
      input: { respondentId: 'borrower-1' },
      start: (desk: Desk) => newPerson(desk, { role: 'borrower' }),
    },
  ],
  events: [
    { type: 'fatca.answerAll', answers: FATCA },
    { type: 'risk.answerAll', options: RISK },
    { type: 'survey.submit' },
    { type: 'survey.accepted' },
  ],
  follows: {
    'risk.answerAll': 'fatca.answerAll',
    'survey.submit': 'risk.answerAll',
    'survey.accepted': 'survey.submit',
  },
  cannot: {
    'fatca.answer':
      'the API takes the survey whole; one answer at a time is the web form’s, before it sends',
    'risk.answer':
      'the API takes the survey whole; one answer at a time is the web form’s, before it sends',
    'survey.failed':
      'the API accepts a complete survey in the transaction that takes it; nothing fails it after',
  },
  async take(desk, subject, event) {
    if (event.type !== 'fatca.answerAll')
      throw new Error(`no call of a client sends ${event.type}`);
    const via = await at(surfaces, desk).submit(desk, subject);
    return `the borrower: ${via} (every answer; submitted and accepted in the same transaction)`;
  },
  async observe(desk, subject) {
    const locked = await at(surfaces, desk).locked(desk, subject);
    const [row] = await desk.product.db.query<{ state: string }>(
      'SELECT machine_state #>> $2 AS state FROM psychometric_surveys WHERE user_id = $1',
      [subject.userId, '{}'],
    );
    return { api: locked ? 'locked' : 'open', db: row?.state ?? 'answering' };
  },
  expected: (snapshot) => ({
    api: snapshot.hasTag('locked') ? 'locked' : 'open',
    db: String(snapshot.value),
  }),
  who: (event) => (event.type === 'fatca.answerAll' ? 'the borrower' : 'the product'),
};
