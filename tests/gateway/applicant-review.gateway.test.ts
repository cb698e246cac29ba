// Staff review people through the gateway (issue 15): the demo's waiting applicants, and one
// person's review with section names, states, values and refusal reasons in words; a decision
// through the existing mutation changes the state the next review shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, loginAs, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let admin: string;

beforeAll(async () => {
  product = await startTestProduct();
  admin = await loginAs(product, 'admin@lumbung.test');
});
afterAll(() => product.close());

const WAITING = /* GraphQL */ `
  query {
    waitingApplicants {
      userId email fullName kind role waitingSections waitingSectionLabels { id en }
      bankChangeWaiting waitingSince
    }
  }
`;

const REVIEW = /* GraphQL */ `
  query Review($userId: ID!) {
    applicantReview(userId: $userId) {
      fullName kind role
      sections {
        section label { id en } status statusLabel { id en }
        fields { name value words { id en } file }
        availableActions { action allowed reason { code text { id en } } }
      }
      idCard { path field identitySection }
      bankChange { id }
    }
  }
`;

type Waiting = {
  userId: string;
  email: string;
  kind: string;
  role: string;
  waitingSections: string[];
  waitingSectionLabels: Array<{ id: string }>;
};

type Review = {
  fullName: string;
  role: string;
  sections: Array<{
    section: string;
    label: { id: string };
    status: string;
    fields: Array<{ name: string; value: string | null; words: { id: string } | null }>;
    availableActions: Array<{ action: string; allowed: boolean; reason: { code: string } | null }>;
  }>;
  idCard: { field: string; identitySection: string } | null;
};

describe('staff review through the gateway', () => {
  it('lists who waits and shows one person in words; a decision shows in the next review', async () => {
    const waiting = await graphql<{ waitingApplicants: Waiting[] }>(product, WAITING, {}, admin);
    expect(waiting.errors).toBeUndefined();
    const person = waiting.data?.waitingApplicants.find(
      (p) => p.email === 'applicant@lumbung.test',
    );
    expect(person).toMatchObject({ kind: 'personal', role: 'BORROWER' });
    expect(person?.waitingSectionLabels[0]).toEqual({ id: 'data pribadi', en: 'personal data' });

    const read = async () =>
      (
        await graphql<{ applicantReview: Review }>(
          product,
          REVIEW,
          { userId: person?.userId },
          admin,
        )
      ).data?.applicantReview;
    const review = await read();
    expect(review?.fullName).toBe('Andi Wijaya');
    expect(review?.idCard).toMatchObject({ field: 'ktpfile', identitySection: 'personal' });
    const jobs = review?.sections.find((s) => s.section === 'jobs');
    expect(jobs?.label.id).toBe('data pekerjaan');
    expect(jobs?.fields.find((f) => f.name === 'experienceyears')?.value).toBe('10');
    expect(jobs?.fields.find((f) => f.name === 'fundsource')?.words?.id).toBeTruthy();

    const rejected = await graphql(
      product,
      'mutation { rejectProfileSection(userId: "' +
        person?.userId +
        '", section: jobs, reason: "Jabatan tidak sesuai slip gaji") { status } }',
      {},
      admin,
    );
    expect(rejected.errors).toBeUndefined();
    const after = (await read())?.sections.find((s) => s.section === 'jobs');
    expect(after?.status).toBe('REJECTED');
    expect(after?.availableActions.find((a) => a.action === 'validate')).toMatchObject({
      allowed: false,
      reason: { code: 'WRONG_STATE' },
    });
  });

  it('is refused to a borrower, and names an unknown person', async () => {
    const borrower = await loginAs(product, 'borrower@lumbung.test');
    const refused = await graphql(product, WAITING, {}, borrower);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unknown = await graphql(
      product,
      REVIEW,
      { userId: '00000000-0000-4000-8000-000000000000' },
      admin,
    );
    expect(unknown.errors?.[0]?.extensions?.code).toBe('APPLICANT_NOT_FOUND');
  });
});
