// The lender's tax status through GraphQL: the lender reads the rate withheld now, a refusal
// carries the API's code, field and words (and changes nothing), a treaty claim with an uploaded
// certificate waits for staff (the rate withheld stays), staff list it with what they may do,
// the lender cannot approve her own, staff approve it and the treaty rate applies, and a second
// claim refused keeps it, with the reason the lender reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wibDate } from '../../api/reference/wib-date.ts';
import { staffTokens } from '../support/funding.ts';
import { makeUser, uploadScan } from '../support/profiles.ts';
import { graphql, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.close());

const STATUS = `lenderId resident country treatyPercent certificateFile certificateValidUntil
  certificateExpired withholding { kind percent validUntil label { id en } }
  declaration { id status treatyPercent refusalReason withholdingIfApproved { kind percent }
    availableActions { action allowed reason { code } } }`;

const DECLARATION = `id lenderId lender { fullName } status country treatyPercent certificateFile
  withholdingIfApproved { kind percent label { en } } availableActions { action allowed }`;

type Declaration = {
  id: string;
  lenderId: string;
  status: string;
  treatyPercent: string | null;
  refusalReason?: string | null;
};

type Status = {
  lenderId: string;
  resident: boolean;
  country: string | null;
  treatyPercent: string | null;
  certificateFile: string | null;
  certificateValidUntil: string | null;
  certificateExpired: boolean;
  withholding: {
    kind: string;
    percent: string;
    validUntil: string | null;
    label: { id: string; en: string };
  };
  declaration: Declaration | null;
};

const SET = `mutation Set($input: TaxStatusInput!) { setTaxStatus(input: $input) { ${STATUS} } }`;

describe('tax status through GraphQL', () => {
  it('reads, refuses with the API code and field, sends a treaty claim to staff, who approve one and refuse another', async () => {
    const lender = await makeUser(product, { role: 'lender' });
    const mine = await graphql<{ myTaxStatus: Status }>(
      product,
      `{ myTaxStatus { ${STATUS} } }`,
      {},
      lender.token,
    );
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.myTaxStatus).toMatchObject({
      lenderId: lender.userId,
      resident: true,
      withholding: { kind: 'PPH23', percent: '15', label: { id: 'PPh 23 15%' } },
    });

    const certificate = await uploadScan(product, lender.token);
    const validUntil = wibDate(new Date(product.clock.now.getTime() + 90 * 86_400_000));
    const input = {
      resident: false,
      country: 'MY',
      treatyPercent: '10',
      certificateFile: certificate,
      certificateValidUntil: validUntil,
    };
    const refused = await graphql(
      product,
      SET,
      { input: { ...input, certificateFile: null } },
      lender.token,
      { 'accept-language': 'en' },
    );
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      message: 'A treaty rate needs an uploaded certificate of domicile',
      extensions: {
        code: 'CERTIFICATE_REQUIRED',
        fields: { certificateFile: 'A treaty rate needs an uploaded certificate of domicile' },
      },
    });
    const [row] = await product.db.query<{ tax_resident: boolean }>(
      'SELECT tax_resident FROM users WHERE id = $1',
      [lender.userId],
    );
    expect(row?.tax_resident).toBe(true);

    const set = await graphql<{ setTaxStatus: Status }>(product, SET, { input }, lender.token);
    expect(set.errors).toBeUndefined();
    const dmy = `${validUntil.slice(8, 10)}-${validUntil.slice(5, 7)}-${validUntil.slice(0, 4)}`;
    // A request for staff: the rate withheld stays PPh 23 until they approve it.
    expect(set.data?.setTaxStatus).toMatchObject({
      resident: true,
      treatyPercent: null,
      withholding: { kind: 'PPH23', percent: '15' },
      declaration: {
        status: 'PENDING',
        treatyPercent: '10',
        withholdingIfApproved: { kind: 'TREATY', percent: '10' },
        availableActions: [
          { action: 'approve', allowed: false, reason: { code: 'STAFF_ONLY' } },
          { action: 'refuse', allowed: false, reason: { code: 'STAFF_ONLY' } },
        ],
      },
    });
    const id = set.data?.setTaxStatus.declaration?.id ?? '';

    // The lender cannot approve her own.
    const APPROVE = `mutation A($id: ID!) { approveTaxDeclaration(id: $id) { ${DECLARATION} } }`;
    const own = await graphql(product, APPROVE, { id }, lender.token);
    expect(own.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'STAFF_ONLY' });

    const { admin } = await staffTokens(product);
    const queue = await graphql<{ pendingTaxDeclarations: Declaration[] }>(
      product,
      `{ pendingTaxDeclarations { ${DECLARATION} } }`,
      {},
      admin,
    );
    expect(queue.errors).toBeUndefined();
    expect(queue.data?.pendingTaxDeclarations.find((d) => d.id === id)).toMatchObject({
      lenderId: lender.userId,
      country: 'MY',
      treatyPercent: '10',
      certificateFile: certificate,
      availableActions: [
        { action: 'approve', allowed: true },
        { action: 'refuse', allowed: true },
      ],
    });
    const staffBefore = await graphql<{ lenderTaxStatus: Status | null }>(
      product,
      'query Of($id: ID!) { lenderTaxStatus(lenderId: $id) { resident declaration { id status } } }',
      { id: lender.userId },
      admin,
    );
    expect(staffBefore.data?.lenderTaxStatus).toEqual({
      resident: true,
      declaration: { id, status: 'PENDING' },
    });

    const approved = await graphql<{ approveTaxDeclaration: Declaration }>(
      product,
      APPROVE,
      { id },
      admin,
    );
    expect(approved.errors).toBeUndefined();
    expect(approved.data?.approveTaxDeclaration).toMatchObject({ id, status: 'APPROVED' });
    const mineAfter = await graphql<{ myTaxStatus: Status }>(
      product,
      `{ myTaxStatus { ${STATUS} } }`,
      {},
      lender.token,
    );
    expect(mineAfter.data?.myTaxStatus).toMatchObject({
      resident: false,
      country: 'MY',
      treatyPercent: '10',
      certificateFile: certificate,
      certificateValidUntil: validUntil,
      certificateExpired: false,
      declaration: null,
      withholding: {
        kind: 'TREATY',
        percent: '10',
        validUntil,
        label: {
          id: `Tarif perjanjian 10% (SKD berlaku s.d. ${dmy})`,
          en: `Treaty rate 10% (certificate of domicile valid until ${dmy})`,
        },
      },
    });

    // A lower claim, refused with a reason: the approved rate stays, the lender reads why.
    const lower = await graphql<{ setTaxStatus: Status }>(
      product,
      SET,
      { input: { ...input, treatyPercent: '0' } },
      lender.token,
    );
    const lowerId = lower.data?.setTaxStatus.declaration?.id ?? '';
    const refusal = await graphql<{ refuseTaxDeclaration: Declaration }>(
      product,
      'mutation R($id: ID!, $reason: String!) { refuseTaxDeclaration(id: $id, reason: $reason) { id status refusalReason } }',
      { id: lowerId, reason: 'SKD tidak menyebut tarif 0%' },
      admin,
    );
    expect(refusal.errors).toBeUndefined();
    expect(refusal.data?.refuseTaxDeclaration).toEqual({
      id: lowerId,
      status: 'REFUSED',
      refusalReason: 'SKD tidak menyebut tarif 0%',
    });

    const staff = await graphql<{ lenderTaxStatus: Status | null }>(
      product,
      'query Of($id: ID!) { lenderTaxStatus(lenderId: $id) { resident country withholding { kind } declaration { status refusalReason } } }',
      { id: lender.userId },
      admin,
    );
    expect(staff.errors).toBeUndefined();
    expect(staff.data?.lenderTaxStatus).toEqual({
      resident: false,
      country: 'MY',
      withholding: { kind: 'TREATY' },
      declaration: { status: 'REFUSED', refusalReason: 'SKD tidak menyebut tarif 0%' },
    });
    const badId = await graphql(product, APPROVE, { id: 'x' }, admin);
    expect(badId.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const nobody = await graphql<{ lenderTaxStatus: Status | null }>(
      product,
      'query Of($id: ID!) { lenderTaxStatus(lenderId: $id) { resident } }',
      { id: 'not-a-lender' },
      admin,
    );
    expect(nobody.data?.lenderTaxStatus).toBeNull();
    // A lender cannot read another's.
    const other = await graphql(
      product,
      'query Of($id: ID!) { lenderTaxStatus(lenderId: $id) { resident } }',
      { id: lender.userId },
      lender.token,
    );
    expect(other.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});
