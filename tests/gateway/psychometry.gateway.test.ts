// The psychometric survey through the GraphQL gateway: the questions in both languages, a
// submission that is scored and rated, the lock after it, and the company path for companies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../support/profiles.ts';
import { graphql, loginAs, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;

beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.close());

const QUESTIONS = /* GraphQL */ `
  query Questions {
    psychometryQuestions {
      fatca {
        id
        en
      }
      risk {
        question {
          id
          en
        }
        options {
          id
          en
        }
      }
    }
  }
`;
const SURVEY_FIELDS = 'locked fatca risk score rating ratingLabel { id en }';
const MY_SURVEY = /* GraphQL */ `query MySurvey { mySurvey { ${SURVEY_FIELDS} } }`;
const SUBMIT = /* GraphQL */ `
  mutation Submit($fatca: [Boolean!]!, $risk: [Int!]!) {
    submitSurvey(fatca: $fatca, risk: $risk) { ${SURVEY_FIELDS} }
  }
`;
const fatca = Array.from({ length: 11 }, (_, i) => i === 10);

type Questions = {
  psychometryQuestions: {
    fatca: Array<{ id: string; en: string }>;
    risk: Array<{ question: { id: string; en: string }; options: unknown[] }>;
  };
};

describe('psychometric survey through GraphQL', () => {
  it('serves 11 FATCA and 6 risk questions of 4 options in ID and EN', async () => {
    const result = await graphql<Questions>(product, QUESTIONS);
    expect(result.errors).toBeUndefined();
    const questions = result.data?.psychometryQuestions;
    expect(questions?.fatca).toHaveLength(11);
    expect(questions?.fatca[0]).toEqual({
      id: 'Apakah Anda warga negara Amerika Serikat?',
      en: 'Are you a citizen of the United States?',
    });
    expect(questions?.risk).toHaveLength(6);
    expect(questions?.risk.every((q) => q.options.length === 4)).toBe(true);
  });

  it('gives a borrower the questions of borrowing and a company its own FATCA questions', async () => {
    const borrower = await makeUser(product, { role: 'borrower' });
    const mine = await graphql<Questions>(product, QUESTIONS, {}, borrower.token);
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.psychometryQuestions.risk[0]?.question.en).toBe(
      'What is the main purpose of your borrowing?',
    );
    const company = await graphql<Questions>(
      product,
      `query { psychometryQuestions(role: LENDER, kind: COMPANY) {
        fatca { id en } risk { question { id en } options { id en } } } }`,
    );
    expect(company.errors).toBeUndefined();
    expect(company.data?.psychometryQuestions.fatca).toHaveLength(11);
    expect(company.data?.psychometryQuestions.fatca[0]?.en).toBe(
      'Is the company incorporated or organised in the United States?',
    );
    expect(company.data?.psychometryQuestions.risk[0]?.question.en).toBe(
      'What is your main goal in lending?',
    );
  });

  it('scores and rates a submission, then refuses a second one with SURVEY_LOCKED', async () => {
    // A fresh lender: the demo users come with a submitted survey.
    const { token } = await makeUser(product, { role: 'lender' });
    const before = await graphql(product, MY_SURVEY, {}, token);
    expect(before.errors).toBeUndefined();
    expect(before.data).toEqual({
      mySurvey: {
        locked: false,
        fatca: Array.from({ length: 11 }, () => null),
        risk: Array.from({ length: 6 }, () => null),
        score: null,
        rating: null,
        ratingLabel: null,
      },
    });

    const short = await graphql(
      product,
      SUBMIT,
      { fatca: fatca.slice(1), risk: [0, 0, 0, 0, 0, 0] },
      token,
    );
    expect(short.data).toBeNull();
    expect(short.errors?.[0]?.extensions).toMatchObject({
      code: 'SURVEY_ANSWER_COUNT',
      reason: 'ANSWER_COUNT',
    });

    // Option k scores k + 1: 4 + 4 + 3 + 3 + 2 + 1 = 17, a MEDIUM risk profile.
    const submitted = await graphql(product, SUBMIT, { fatca, risk: [3, 3, 2, 2, 1, 0] }, token);
    expect(submitted.errors).toBeUndefined();
    expect(submitted.data).toEqual({
      submitSurvey: {
        locked: true,
        fatca,
        risk: [3, 3, 2, 2, 1, 0],
        score: 17,
        rating: 'MEDIUM',
        ratingLabel: { id: 'Menengah', en: 'Medium' },
      },
    });

    const again = await graphql(product, SUBMIT, { fatca, risk: [0, 0, 0, 0, 0, 0] }, token);
    expect(again.data).toBeNull();
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'SURVEY_LOCKED',
      reason: 'LOCKED',
    });

    const after = await graphql(product, MY_SURVEY, {}, token);
    expect(after.data).toMatchObject({ mySurvey: { locked: true, score: 17, rating: 'MEDIUM' } });
  });

  it('takes the company path for a company user', async () => {
    const company = await makeUser(product, { isPersonal: false });
    const { token } = company;
    const before = await graphql(product, MY_SURVEY, {}, token);
    expect(before.errors).toBeUndefined();
    expect(before.data).toMatchObject({ mySurvey: { locked: false, score: null } });

    const submitted = await graphql(product, SUBMIT, { fatca, risk: [0, 0, 0, 0, 0, 0] }, token);
    expect(submitted.errors).toBeUndefined();
    expect(submitted.data).toMatchObject({
      submitSurvey: { locked: true, score: 6, rating: 'LOW' },
    });
    const [row] = await product.db.query<{ rating: string }>(
      'SELECT rating FROM psychometric_surveys WHERE user_id = $1',
      [company.userId],
    );
    expect(row?.rating).toBe('LOW');
  });

  it('refuses the survey without a session and to staff', async () => {
    const anonymous = await graphql(product, MY_SURVEY);
    expect(anonymous.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const admin = await loginAs(product, 'admin@lumbung.test');
    const staff = await graphql(product, MY_SURVEY, {}, admin);
    expect(staff.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});
