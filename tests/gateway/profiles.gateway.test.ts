// Borrower and lender data through the GraphQL gateway: every field rule refused with its message
// in extensions and nothing stored, a round trip, createLoan refused with PROFILE_INCOMPLETE until
// the data and the survey are submitted, and staff decisions the user then sees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bodyOf,
  companyRuleCases,
  personalRuleCases,
  type RuleCase,
} from '../support/profile-rule-cases.ts';
import {
  fillProfile,
  makeUser,
  submitSurvey,
  validBank,
  validPersonal,
} from '../support/profiles.ts';
import { graphql, loginAs, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let admin: string;

beforeAll(async () => {
  product = await startTestProduct();
  admin = await loginAs(product, 'admin@lumbung.test');
});
afterAll(() => product.close());

const SECTION_FIELDS = 'section status statusLabel { id en } reason data';
const SAVE = /* GraphQL */ `
  mutation Save($section: ProfileSectionName!, $data: JSONObject!) {
    saveProfileSection(section: $section, data: $data) { ${SECTION_FIELDS} }
  }
`;
const MY_PROFILE = /* GraphQL */ `
  query MyProfile {
    myProfile {
      kind mayApply missing missingLabels { id en }
      sections { ${SECTION_FIELDS} }
      bankChange { id status reason }
    }
  }
`;
const CREATE_LOAN = /* GraphQL */ `
  mutation Create($input: CreateLoanInput!) { createLoan(input: $input) { id } }
`;

/** The section a REST path of the rule cases saves. */
const SECTION_OF_PATH: Record<string, string> = {
  '/personal': 'personal',
  '/personal/address/ktp': 'addressKtp',
  '/personal/address/mailing': 'addressMailing',
  '/personal/jobs': 'jobs',
  '/personal/spouse': 'spouse',
  '/personal/family-reference': 'familyReference',
  '/personal/bank': 'bank',
  '/personal/document': 'document',
  '/company': 'company',
  '/company/address': 'companyAddress',
};

const stored = async (userId: string) =>
  product.db.query('SELECT section FROM profile_sections WHERE user_id = $1', [userId]);

async function refusedThroughGraphql(rule: RuleCase, isPersonal: boolean) {
  const user = await makeUser(product, {
    isPersonal,
    fullName: isPersonal ? undefined : 'PT Maju Bersama',
  });
  // The cases' words are English: asked in English (Indonesian is the default).
  const result = await graphql(
    product,
    SAVE,
    { section: SECTION_OF_PATH[rule.path], data: bodyOf(rule) },
    user.token,
    { 'accept-language': 'en' },
  );
  expect(result.data).toBeNull();
  expect(result.errors?.[0]?.message).toBe(rule.message);
  expect(result.errors?.[0]?.extensions).toMatchObject({
    code: 'VALIDATION_FAILED',
    fields: { [rule.field]: rule.message },
  });
  expect(await stored(user.userId)).toEqual([]);
}

describe('profile field rules through GraphQL', () => {
  it.each(personalRuleCases)('$path refuses $field = $value', (rule) =>
    refusedThroughGraphql(rule, true),
  );
  it.each(companyRuleCases)('$path refuses $field = $value', (rule) =>
    refusedThroughGraphql(rule, false),
  );

  it('refuses a bank account name that differs from the ID card name', async () => {
    const user = await makeUser(product, { fullName: 'Dewi Lestari' });
    await graphql(
      product,
      SAVE,
      { section: 'personal', data: validPersonal('Dewi Lestari') },
      user.token,
    );
    const result = await graphql(
      product,
      SAVE,
      { section: 'bank', data: validBank('Dewi Lestary') },
      user.token,
    );
    expect(result.errors?.[0]).toMatchObject({
      message: 'Nama yang dimasukkan tidak sesuai dengan nama di KTP',
      extensions: { code: 'NAME_MISMATCH' },
    });
  });
});

describe('a profile through GraphQL', () => {
  it('round-trips a section with its status label', async () => {
    const user = await makeUser(product, { fullName: 'Dewi Lestari' });
    const personal = validPersonal('Dewi Lestari');
    const saved = await graphql(product, SAVE, { section: 'personal', data: personal }, user.token);
    expect(saved.errors).toBeUndefined();
    expect(saved.data).toEqual({
      saveProfileSection: {
        section: 'personal',
        status: 'FILLED',
        statusLabel: { id: 'Sudah diisi', en: 'Filled' },
        reason: null,
        data: personal,
      },
    });
    const profile = await graphql<{
      myProfile: { kind: string; sections: Array<{ section: string; status: string }> };
    }>(product, MY_PROFILE, {}, user.token);
    expect(profile.data?.myProfile.kind).toBe('personal');
    expect(profile.data?.myProfile.sections.find((s) => s.section === 'personal')?.status).toBe(
      'FILLED',
    );
  });

  it('refuses createLoan with PROFILE_INCOMPLETE until data and survey are submitted', async () => {
    const user = await makeUser(product, { fullName: 'Rina Kartika' });
    const [kpr] = await product.db.query<{ id: number }>(
      "SELECT id FROM products WHERE code = 'KPR'",
    );
    const input = {
      productId: String(kpr?.id),
      applicationValue: '150000000',
      requiredDate: new Date(product.clock.now.getTime() + 30 * 86_400_000)
        .toISOString()
        .slice(0, 10),
      purpose: 'Renovasi',
    };
    await fillProfile(product, user);
    const refused = await graphql(product, CREATE_LOAN, { input }, user.token);
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      message:
        'Lengkapi dan kirim data Anda sebelum mengajukan pinjaman: survei psikometri. ' +
        'Lengkapi di halaman Survei (/survey).',
      extensions: { code: 'PROFILE_INCOMPLETE', fields: { survey: 'belum lengkap' } },
    });
    const before = await graphql<{ myProfile: { mayApply: boolean; missingLabels: unknown[] } }>(
      product,
      MY_PROFILE,
      {},
      user.token,
    );
    expect(before.data?.myProfile).toMatchObject({
      mayApply: false,
      missingLabels: [{ id: 'survei psikometri', en: 'psychometric survey' }],
    });
    await submitSurvey(product, user.token);
    const created = await graphql(product, CREATE_LOAN, { input }, user.token);
    expect(created.errors).toBeUndefined();
  });
});

describe('staff validation through GraphQL', () => {
  it('rejects with a reason the user sees, validates, and approves a bank change', async () => {
    const user = await makeUser(product, { fullName: 'Yanti Susanti' });
    await fillProfile(product, user);
    const QUEUE =
      'query { validationQueue { sections { userId section data } bankChanges { id userId current data } } }';
    const queue = await graphql<{
      validationQueue: { sections: Array<{ userId: string; section: string }> };
    }>(product, QUEUE, {}, admin);
    expect(
      queue.data?.validationQueue.sections.filter((s) => s.userId === user.userId).length,
    ).toBe(6);
    const denied = await graphql(product, QUEUE, {}, user.token);
    expect(denied.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });

    const REJECT = /* GraphQL */ `
      mutation R($userId: ID!, $section: ProfileSectionName!, $reason: String!) {
        rejectProfileSection(userId: $userId, section: $section, reason: $reason) { status reason }
      }
    `;
    const rejected = await graphql(
      product,
      REJECT,
      { userId: user.userId, section: 'jobs', reason: 'Jabatan tidak sesuai' },
      admin,
    );
    expect(rejected.data).toEqual({
      rejectProfileSection: { status: 'REJECTED', reason: 'Jabatan tidak sesuai' },
    });
    const VALIDATE = /* GraphQL */ `
      mutation V($userId: ID!, $section: ProfileSectionName!) {
        validateProfileSection(userId: $userId, section: $section) { status }
      }
    `;
    const validated = await graphql(
      product,
      VALIDATE,
      { userId: user.userId, section: 'bank' },
      admin,
    );
    expect(validated.data).toEqual({ validateProfileSection: { status: 'VALIDATED' } });

    const seen = await graphql<{
      myProfile: { sections: Array<{ section: string; status: string; reason: string | null }> };
    }>(product, MY_PROFILE, {}, user.token);
    expect(seen.data?.myProfile.sections.find((s) => s.section === 'jobs')).toMatchObject({
      status: 'REJECTED',
      reason: 'Jabatan tidak sesuai',
    });

    const change = await graphql<{ requestBankChange: { id: string; status: string } }>(
      product,
      'mutation C($data: JSONObject!) { requestBankChange(data: $data) { id status } }',
      { data: { ...validBank('Yanti Susanti'), accountnumber: '7777777777' } },
      user.token,
    );
    expect(change.data?.requestBankChange.status).toBe('PENDING');
    const approved = await graphql(
      product,
      'mutation A($id: ID!) { approveBankChange(id: $id) { status } }',
      { id: change.data?.requestBankChange.id },
      admin,
    );
    expect(approved.data).toEqual({ approveBankChange: { status: 'APPROVED' } });
    const [bank] = await product.db.query<{ number: string }>(
      "SELECT data ->> 'accountnumber' AS number FROM profile_sections WHERE user_id = $1 AND section = 'bank'",
      [user.userId],
    );
    expect(bank?.number).toBe('7777777777');
  });
});
