// Staff review people, not loose sections (issue 15): the demo's waiting applicants, a person
// and a company with every section filled in, are listed; one person's review holds every
// section in the profile's order with its state, every field in the profile's order with its
// value in words, the ID card, and the machine's answer to validating or rejecting each section.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let admin: string;

beforeAll(async () => {
  product = await startTestProduct();
  admin = await loginAs(product, 'admin@lumbung.test');
});
afterAll(() => product.close());

type Field = { name: string; value: string | number | null; words: unknown; file: boolean };
type Review = {
  fullName: string;
  kind: string;
  sections: Array<{
    section: string;
    status: string;
    statusLabel: { id: string };
    fields: Field[];
    availableActions: Array<{ action: string; allowed: boolean; reason: string | null }>;
  }>;
  idCard: { path: string; field: string; identitySection: string } | null;
};

const userIdOf = async (email: string) => {
  const [row] = await product.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
    email,
  ]);
  if (!row) throw new Error(`no ${email}`);
  return row.id;
};

const review = async (userId: string) => {
  const answer = await rest(product, 'GET', `/staff/applicants/${userId}`, { token: admin });
  expect(answer.status).toBe(200);
  return answer.body.data as Review;
};

describe('the waiting applicants', () => {
  it('lists the demo person and company with every section waiting, longest first', async () => {
    const { status, body } = await rest(product, 'GET', '/staff/applicants', { token: admin });
    expect(status).toBe(200);
    const people = body.data as Array<{ email: string; kind: string; waitingSections: string[] }>;
    expect(people.find((p) => p.email === 'applicant@lumbung.test')).toMatchObject({
      kind: 'personal',
      waitingSections: [
        'personal',
        'addressKtp',
        'addressMailing',
        'jobs',
        'spouse',
        'familyReference',
        'bank',
        'document',
        'signature',
      ],
    });
    expect(people.find((p) => p.email === 'applicant.company@lumbung.test')).toMatchObject({
      kind: 'company',
      waitingSections: ['company', 'companyAddress', 'bank', 'document', 'signature'],
    });
    // The other demo users' data is validated: they wait for nothing.
    expect(people.map((p) => p.email)).not.toContain('borrower@lumbung.test');
  });

  it('is for staff only', async () => {
    const borrower = await loginAs(product, 'borrower@lumbung.test');
    expect((await rest(product, 'GET', '/staff/applicants', { token: borrower })).status).toBe(403);
    const userId = await userIdOf('applicant@lumbung.test');
    const other = await rest(product, 'GET', `/staff/applicants/${userId}`, { token: borrower });
    expect(other.status).toBe(403);
    const nobody = await rest(
      product,
      'GET',
      '/staff/applicants/00000000-0000-4000-8000-000000000000',
      { token: admin },
    );
    expect(nobody).toMatchObject({ status: 404, body: { code: 'APPLICANT_NOT_FOUND' } });
  });
});

describe("one person's review", () => {
  it("shows a person's sections and fields in the profile's order, codes in words", async () => {
    const person = await review(await userIdOf('applicant@lumbung.test'));
    expect(person.sections.map((s) => s.section)).toEqual([
      'personal',
      'addressKtp',
      'addressMailing',
      'jobs',
      'spouse',
      'familyReference',
      'bank',
      'document',
      'signature',
    ]);
    expect(person.sections.every((s) => s.status === 'SUBMITTED')).toBe(true);
    expect(person.sections[0]?.statusLabel.id).toBe('Menunggu validasi');
    const personal = person.sections[0]?.fields ?? [];
    expect(personal.map((f) => f.name)).toEqual([
      'fullname',
      'mothername',
      'gender',
      'birthplace',
      'birthdate',
      'ktpnumber',
      'ktpexpirydate',
      'ktpcity',
      'npwpnumber',
      'religion',
      'maritalstatus',
      'education',
    ]);
    const field = (section: string, name: string) =>
      person.sections.find((s) => s.section === section)?.fields.find((f) => f.name === name);
    expect(field('personal', 'gender')).toMatchObject({
      value: 'MALE',
      words: { id: 'Laki-laki', en: 'Male' },
    });
    expect(field('personal', 'maritalstatus')?.words).toMatchObject({ id: 'Kawin' });
    expect(field('addressKtp', 'village')?.words).toMatchObject({ id: 'Gambir' });
    expect(field('addressKtp', 'city')?.words).toMatchObject({
      id: 'KOTA ADMINISTRASI JAKARTA PUSAT',
    });
    expect(field('bank', 'bankcode')?.words).toMatchObject({ id: 'Bank Central Asia (BCA)' });
    expect(field('jobs', 'job')?.words).not.toBeNull();
    expect(field('document', 'ktpfile')).toMatchObject({ file: true });
    expect(person.idCard).toMatchObject({ field: 'ktpfile', identitySection: 'personal' });
    expect(person.idCard?.path).toBe(field('document', 'ktpfile')?.value);
    // Every coded value has its words.
    for (const section of person.sections) {
      for (const f of section.fields) {
        if (
          /^(gender|religion|maritalstatus|education|job|income|fundsource|relationship|bankcode|province|city|district|village)$/.test(
            f.name,
          )
        ) {
          expect(f.words, `${section.section}.${f.name}`).not.toBeNull();
        }
      }
    }
  });

  it("puts a company's representative ID card beside the company data", async () => {
    const company = await review(await userIdOf('applicant.company@lumbung.test'));
    expect(company.kind).toBe('company');
    expect(company.sections.map((s) => s.section)).toEqual([
      'company',
      'companyAddress',
      'bank',
      'document',
      'signature',
    ]);
    expect(company.idCard).toMatchObject({
      field: 'representativektpfile',
      identitySection: 'company',
    });
    const companyFields = company.sections[0]?.fields ?? [];
    expect(companyFields.find((f) => f.name === 'companytype')?.words).toMatchObject({
      id: 'Perseroan Terbatas (PT)',
    });
    expect(company.sections[2]?.fields.find((f) => f.name === 'bankcode')?.words).toMatchObject({
      id: 'Bank Mandiri',
    });
  });

  it('asks the section machine what staff may do, and follows each decision', async () => {
    const userId = await userIdOf('applicant.company@lumbung.test');
    const before = await review(userId);
    expect(before.sections[1]?.availableActions).toEqual([
      { action: 'validate', allowed: true, reason: null },
      { action: 'reject', allowed: true, reason: null },
    ]);
    await rest(product, 'PUT', `/staff/validations/${userId}/companyAddress/validate`, {
      token: admin,
    });
    const after = await review(userId);
    expect(after.sections[1]).toMatchObject({ status: 'VALIDATED' });
    expect(after.sections[1]?.availableActions).toEqual([
      { action: 'validate', allowed: false, reason: 'WRONG_STATE' },
      { action: 'reject', allowed: false, reason: 'WRONG_STATE' },
    ]);
    const [stored] = await product.db.query<{ status: string }>(
      "SELECT status FROM profile_sections WHERE user_id = $1 AND section = 'companyAddress'",
      [userId],
    );
    expect(stored?.status).toBe('VALIDATED');
  });
});
