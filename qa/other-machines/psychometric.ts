// The psychometric survey at REST: the API takes the survey whole (PUT /personal/psychometry-score
// with every answer), and in the same transaction the machine records the answers, submits and
// accepts it; after that it is locked. What the API reports is GET /personal/psychometry-score
// (locked or not); the database, the survey row's machine state.
import { psychometricMachine } from '../../machines/psychometric/psychometric.machine.ts';
import type { MachineDriver } from './model.ts';
import { answer, type Desk, must, newPerson, type Person, SURVEY } from './people.ts';

const FATCA = SURVEY.fatca;
const RISK = SURVEY.risk;

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
    if (event.type !== 'fatca.answerAll') throw new Error(`no REST call sends ${event.type}`);
    const sent = await answer(desk.product, 'PUT', '/personal/psychometry-score', subject.token, {
      fatca: FATCA,
      risk: RISK,
    });
    if (sent.status !== 200) {
      throw new Error(
        `PUT /api/personal/psychometry-score answered ${sent.status}: ${JSON.stringify(sent.body)}`,
      );
    }
    return 'the borrower: PUT /personal/psychometry-score (every answer; submitted and accepted in the same transaction)';
  },
  async observe(desk, subject) {
    const survey = await must(desk.product, 'GET', '/personal/psychometry-score', subject.token);
    const [row] = await desk.product.db.query<{ state: string }>(
      'SELECT machine_state #>> $2 AS state FROM psychometric_surveys WHERE user_id = $1',
      [subject.userId, '{}'],
    );
    return {
      api: survey.locked === true ? 'locked' : 'open',
      db: row?.state ?? 'answering',
    };
  },
  expected: (snapshot) => ({
    api: snapshot.hasTag('locked') ? 'locked' : 'open',
    db: String(snapshot.value),
  }),
  who: (event) => (event.type === 'fatca.answerAll' ? 'the borrower' : 'the product'),
};
