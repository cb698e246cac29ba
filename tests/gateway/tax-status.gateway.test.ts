// The lender's tax status through GraphQL: the lender reads the rate withheld now, a refusal
// carries the API's code, field and words (and changes nothing), a treaty claim with an uploaded
// certificate shows the treaty rate, and staff read it by lender id.
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
  certificateExpired withholding { kind percent validUntil label { id en } }`;

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
};

const SET = `mutation Set($input: TaxStatusInput!) { setTaxStatus(input: $input) { ${STATUS} } }`;

describe('tax status through GraphQL', () => {
  it('reads, refuses with the API code and field, sets a treaty claim, and staff read it', async () => {
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
    expect(set.data?.setTaxStatus).toMatchObject({
      resident: false,
      country: 'MY',
      treatyPercent: '10',
      certificateFile: certificate,
      certificateValidUntil: validUntil,
      certificateExpired: false,
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

    const { admin } = await staffTokens(product);
    const staff = await graphql<{ lenderTaxStatus: Status | null }>(
      product,
      'query Of($id: ID!) { lenderTaxStatus(lenderId: $id) { resident country withholding { kind } } }',
      { id: lender.userId },
      admin,
    );
    expect(staff.errors).toBeUndefined();
    expect(staff.data?.lenderTaxStatus).toEqual({
      resident: false,
      country: 'MY',
      withholding: { kind: 'TREATY' },
    });
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
