// The psychometric survey through the REST API: the questions, a submission that is scored and
// rated, refusals of incomplete answers, and the lock after submission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../support/profiles.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
const fatca = Array.from({ length: 11 }, () => false);

beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.close());

describe('psychometric survey', () => {
  it('serves 11 FATCA and 6 risk questions in both languages', async () => {
    const { body } = await rest(product, 'GET', '/psychometry/questions');
    const data = body.data as { fatca: unknown[]; risk: Array<{ options: unknown[] }> };
    expect(data.fatca).toHaveLength(11);
    expect(data.risk).toHaveLength(6);
    expect(data.risk.every((q) => q.options.length === 4)).toBe(true);
  });

  it('serves each respondent the questions that fit them, with the same counts', async () => {
    type Set = {
      fatca: Array<{ id: string }>;
      risk: Array<{ question: { id: string }; options: unknown[] }>;
    };
    const setOf = async (role: string, kind: string) => {
      const { status, body } = await rest(product, 'GET', `/psychometry/questions/${role}/${kind}`);
      expect(status).toBe(200);
      const data = body.data as Set;
      expect(data.fatca).toHaveLength(11);
      expect(data.risk).toHaveLength(6);
      expect(data.risk.every((q) => q.options.length === 4)).toBe(true);
      return data;
    };
    const borrower = await setOf('borrower', 'personal');
    const lender = await setOf('lender', 'personal');
    const company = await setOf('borrower', 'company');
    expect(borrower.risk[0]?.question.id).toBe('Apa tujuan utama Anda meminjam dana?');
    expect(lender.risk[0]?.question.id).toBe('Apa tujuan utama Anda memberi dana?');
    const texts = (set: Set) => set.risk.map((q) => q.question.id);
    expect(texts(borrower).some((text) => texts(lender).includes(text))).toBe(false);
    expect(company.fatca[0]?.id).toBe(
      'Apakah perusahaan didirikan atau terdaftar di Amerika Serikat?',
    );
    expect(borrower.fatca[0]?.id).toBe('Apakah Anda warga negara Amerika Serikat?');
    // No questionnaire for staff: the path names nothing.
    expect((await rest(product, 'GET', '/psychometry/questions/staff/personal')).status).toBe(404);
  });

  it('scores and rates a submission, then locks it for good', async () => {
    // A fresh lender: the demo users come with a submitted survey.
    const lender = await makeUser(product, { role: 'lender' });
    const { token } = lender;
    const incomplete = await rest(product, 'PUT', '/personal/psychometry-score', {
      token,
      body: { fatca: fatca.slice(1), risk: [0, 1, 2, 3, 2, 1] },
    });
    expect(incomplete).toMatchObject({ status: 400, body: { reason: 'ANSWER_COUNT' } });
    const badOption = await rest(product, 'PUT', '/personal/psychometry-score', {
      token,
      body: { fatca, risk: [0, 1, 2, 3, 2, 7] },
    });
    expect(badOption).toMatchObject({ status: 400, body: { reason: 'OPTION_UNKNOWN' } });

    const submitted = await rest(product, 'PUT', '/personal/psychometry-score', {
      token,
      body: { fatca, risk: [2, 2, 2, 2, 2, 1] },
    });
    // Option k scores k + 1: 3 × 5 + 2 = 17, a MEDIUM risk profile (14–17).
    expect(submitted.body.data).toMatchObject({
      locked: true,
      score: 17,
      rating: 'MEDIUM',
      ratingLabel: { en: expect.any(String) },
    });

    const again = await rest(product, 'PUT', '/personal/psychometry-score', {
      token,
      body: { fatca, risk: [3, 3, 3, 3, 3, 3] },
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'SURVEY_LOCKED' } });
    const read = await rest(product, 'GET', '/personal/psychometry-score', { token });
    expect(read.body.data).toMatchObject({ score: 17, risk: [2, 2, 2, 2, 2, 1] });
    const [row] = await product.db.query<{ rating: string }>(
      'SELECT rating FROM psychometric_surveys WHERE user_id = $1',
      [lender.userId],
    );
    expect(row?.rating).toBe('MEDIUM');
  });

  it('keeps personal and company users on their own path', async () => {
    const company = (await makeUser(product, { isPersonal: false })).token;
    expect(
      (await rest(product, 'GET', '/personal/psychometry-score', { token: company })).status,
    ).toBe(403);
    const read = await rest(product, 'GET', '/company/psychometry-score', { token: company });
    expect(read.body.data).toMatchObject({ locked: false, score: null });
    const admin = await loginAs(product, 'admin@lumbung.test');
    expect(
      (await rest(product, 'GET', '/personal/psychometry-score', { token: admin })).status,
    ).toBe(403);
  });
});
