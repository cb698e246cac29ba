// Signing through GraphQL (schema/signing.graphql): a lender's investment agreements appear
// beside their funding pieces and may be signed once the loan's funding is complete; starting a
// signing answers the provider's URL (or the spec's 'Gagal melakukan request docusign' by its
// code); the provider's return is confirmed before the document counts as signed; the document
// list links the signed copy; the digital-signature registration shows the spec's six states
// with the next step, registers with the PSrE's data and resends the activation e-mail.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fund,
  loanOpenForFunding,
  type Staff,
  staffTokens,
  stageOf,
  type TestLender,
  validatedLenders,
} from '../support/funding.ts';
import { fillProfile, makeUser } from '../support/profiles.ts';
import { signAtLocalProvider } from '../support/signing.ts';
import { graphql, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let tokens: Staff;
let lender: TestLender;
let loanId: number;
let refuseStart: string | null = null;

beforeAll(async () => {
  product = await startTestProduct({ refuseSigningStart: () => refuseStart });
  tokens = await staffTokens(product);
  const [made] = await validatedLenders(product, 1, 50_000_000_00n);
  if (!made) throw new Error('no lender');
  lender = made;
  loanId = await loanOpenForFunding(product, tokens, { value: '10000000' });
}, 60_000);
afterAll(() => product.close());

const DOCUMENT = `id kind loanId fundingId state label { id en } message { code text { id en } }
  signed canStart hasSignedFile createdAt signedAt fileUrl`;
const AGREEMENTS = `myAgreements { funding { id amount status } document { ${DOCUMENT} } signed canSign }`;

type Document = {
  id: string;
  kind: string;
  loanId: string | null;
  fundingId: string | null;
  state: string;
  message: { code: string } | null;
  signed: boolean;
  hasSignedFile: boolean;
  signedAt: string | null;
  fileUrl: string;
};
type Agreement = {
  funding: { id: string; amount: string; status: string };
  document: Document | null;
  signed: boolean;
  canSign: boolean;
};

async function agreementsOnLoanPage(): Promise<Agreement[]> {
  const answer = await graphql<{ lenderLoan: { myAgreements: Agreement[] } }>(
    product,
    `query ($id: ID!) { lenderLoan(id: $id) { id ${AGREEMENTS} } }`,
    { id: String(loanId) },
    lender.token,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data?.lenderLoan.myAgreements ?? [];
}

const START = `mutation ($fundingId: ID!, $returnUrl: String!) {
  startInvestmentSigning(fundingId: $fundingId, returnUrl: $returnUrl) { url documentId kind }
}`;
const RETURN = `mutation ($documentId: ID!, $event: String!) {
  reportSigningReturn(documentId: $documentId, event: $event) { confirmed document { ${DOCUMENT} } }
}`;

const start = (fundingId: string) =>
  graphql<{ startInvestmentSigning: { url: string; documentId: string; kind: string } }>(
    product,
    START,
    { fundingId, returnUrl: `/lender/loans/${loanId}` },
    lender.token,
  );

describe('investment agreements', () => {
  let pieces: string[] = [];

  it('are there to sign only once the funding is complete', async () => {
    expect((await fund(product, lender.token, loanId, '4000000')).status).toBe(201);
    const partly = await agreementsOnLoanPage();
    expect(
      partly.map((a) => ({ signed: a.signed, canSign: a.canSign, document: a.document })),
    ).toEqual([{ signed: false, canSign: false, document: null }]);

    expect((await fund(product, lender.token, loanId, '6000000')).status).toBe(201);
    expect((await stageOf(product, loanId))?.stage).toBe('FUNDING_COMPLETED');
    const complete = await agreementsOnLoanPage();
    expect(complete.map((a) => [a.funding.amount, a.canSign]).sort()).toEqual([
      ['4000000.00', true],
      ['6000000.00', true],
    ]);
    pieces = complete.map((a) => a.funding.id);

    // The portfolio row carries the same agreements, read with the row.
    const portfolio = await graphql<{
      portfolio: Array<{ loan: { id: string; myAgreements: Agreement[] } }>;
    }>(product, `{ portfolio { loan { id ${AGREEMENTS} } } }`, {}, lender.token);
    expect(portfolio.errors).toBeUndefined();
    const row = portfolio.data?.portfolio.find((r) => r.loan.id === String(loanId));
    expect(row?.loan.myAgreements.every((a) => a.canSign)).toBe(true);
  });

  it("a provider that does not start the signing is the spec's message, by its code", async () => {
    refuseStart = 'PROVIDER_DOWN';
    try {
      const refused = await start(pieces[0] ?? '');
      expect(refused.errors?.[0]?.extensions?.code).toBe('SIGNING_REQUEST_FAILED');
      expect(refused.errors?.[0]?.message).toBe('Gagal melakukan request docusign');
    } finally {
      refuseStart = null;
    }
  });

  it('signed at the provider and confirmed on return: signed, with the signed copy', async () => {
    const started = await start(pieces[0] ?? '');
    expect(started.errors).toBeUndefined();
    const { url, documentId, kind } = started.data?.startInvestmentSigning ?? {
      url: '',
      documentId: '',
      kind: '',
    };
    expect(kind).toBe('INVESTMENT_AGREEMENT');
    expect(url).toContain('/sign/local/');

    const back = await signAtLocalProvider(product, lender, url);
    expect(back.redirect.pathname).toBe(`/lender/loans/${loanId}`);
    expect(back.documentId).toBe(documentId);
    expect(back.event).toBe('signing_complete');

    const reported = await graphql<{
      reportSigningReturn: { confirmed: boolean; document: Document };
    }>(product, RETURN, { documentId, event: back.event }, lender.token);
    expect(reported.errors).toBeUndefined();
    expect(reported.data?.reportSigningReturn).toMatchObject({
      confirmed: true,
      document: { id: documentId, state: 'completed', signed: true, hasSignedFile: true },
    });
    const [row] = await product.db.query<{ machine_state: string; signed_file: string | null }>(
      'SELECT machine_state, signed_file FROM signing_documents WHERE id = $1',
      [documentId],
    );
    expect(row?.machine_state).toBe('completed');
    expect(row?.signed_file).not.toBeNull();

    const listed = await graphql<{ signingDocuments: Document[] }>(
      product,
      `{ signingDocuments { ${DOCUMENT} } }`,
      {},
      lender.token,
    );
    const document = listed.data?.signingDocuments.find((d) => d.id === documentId);
    expect(document).toMatchObject({
      kind: 'INVESTMENT_AGREEMENT',
      loanId: String(loanId),
      fundingId: pieces[0],
      signed: true,
      fileUrl: `/api/signing/documents/${documentId}/file`,
    });
    expect(document?.signedAt).not.toBeNull();
    const file = await fetch(`${product.url}${document?.fileUrl}`, {
      headers: { authorization: `Bearer ${lender.token}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('x-signed')).toBe('true');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const after = await agreementsOnLoanPage();
    expect(after.find((a) => a.funding.id === pieces[0])).toMatchObject({
      signed: true,
      canSign: false,
    });
    expect(after.find((a) => a.funding.id === pieces[1])).toMatchObject({
      signed: false,
      canSign: true,
    });
  });

  it('a cancelled return leaves it unsigned with its message, to sign again', async () => {
    const started = await start(pieces[1] ?? '');
    const documentId = started.data?.startInvestmentSigning.documentId ?? '';
    const reported = await graphql<{
      reportSigningReturn: { confirmed: boolean; document: Document };
    }>(product, RETURN, { documentId, event: 'cancel' }, lender.token);
    expect(reported.errors).toBeUndefined();
    expect(reported.data?.reportSigningReturn.document).toMatchObject({
      state: 'cancelled',
      signed: false,
      message: { code: 'SIGNING_CANCELLED' },
    });
    const again = await graphql<{ reportSigningReturn: unknown }>(
      product,
      RETURN,
      { documentId, event: 'signing_complete' },
      lender.token,
    );
    // The provider never completed it: the browser's word alone signs nothing.
    expect(again.data?.reportSigningReturn).toMatchObject({
      confirmed: false,
      document: { signed: false },
    });
    const after = await agreementsOnLoanPage();
    expect(after.find((a) => a.funding.id === pieces[1])).toMatchObject({
      signed: false,
      canSign: true,
      document: { id: documentId, state: 'cancelled' },
    });
  });

  it("another person's document cannot be reported", async () => {
    const [other] = await validatedLenders(product, 1, 0n);
    const [row] = await product.db.query<{ id: string }>(
      'SELECT id FROM signing_documents WHERE signer_id = $1 LIMIT 1',
      [lender.userId],
    );
    const answer = await graphql(
      product,
      RETURN,
      { documentId: row?.id, event: 'cancel' },
      other?.token,
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('SIGNING_DOCUMENT_NOT_FOUND');
  });
});

const SIGNATURE = `state specState label { id en } stages { state label { id en } current reached }
  refusal { code text { id en } } resendsLeft nextStep { code text { id en } } nik`;

type Signature = {
  state: string;
  specState: string | null;
  stages: Array<{ state: string; current: boolean; reached: boolean; label: { id: string } }>;
  refusal: { code: string } | null;
  resendsLeft: number;
  nextStep: { code: string };
  nik: string | null;
};

async function upload(token: string): Promise<string> {
  const bytes = new Uint8Array(2048);
  bytes.set(randomBytes(2048));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'photo.png');
  const response = await fetch(`${product.url}/file/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { data: { path: string } };
  return body.data.path;
}

/** A small PNG, other than the scan the profile's ID card is. */
const PHOTO = (() => {
  const bytes = new Uint8Array(300);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  return bytes;
})();

describe('digital signature', () => {
  const REGISTER = `mutation ($input: DigitalSignatureInput!) {
    registerDigitalSignature(input: $input) { ${SIGNATURE} }
  }`;

  it("offers what the profile holds of the provider's data, and the photos' limit", async () => {
    const me = await makeUser(product, { fullName: 'Dewi Lestari' });
    await fillProfile(product, me, { submit: false, selfie: new Uint8Array(PHOTO) });
    const read = await graphql<{
      digitalSignature: { photoMaxBytes: number; profile: Record<string, string | null> };
    }>(
      product,
      `{ digitalSignature { photoMaxBytes profile {
        name email phone nik birthPlace birthDate gender address idCardFile selfieFile
      } } }`,
      {},
      me.token,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data?.digitalSignature.photoMaxBytes).toBe(1_000_000);
    expect(read.data?.digitalSignature.profile).toMatchObject({
      name: 'Dewi Lestari',
      email: me.email,
      phone: null,
      nik: expect.stringMatching(/^327301450390\d{4}$/),
      birthPlace: 'Bandung',
      birthDate: '1990-03-05',
      gender: 'FEMALE',
      address: expect.stringMatching(/^Jl\. Kebon Sirih No\. 7/),
      idCardFile: expect.stringMatching(/^\/file\//),
      selfieFile: expect.stringMatching(/^\/file\//),
    });
  });

  it('shows the six states and the next step, registers, and resends the activation', async () => {
    const read = await graphql<{ digitalSignature: Signature }>(
      product,
      `{ digitalSignature { ${SIGNATURE} } }`,
      {},
      lender.token,
    );
    expect(read.errors).toBeUndefined();
    const before = read.data?.digitalSignature;
    expect(before).toMatchObject({ state: 'unregistered', specState: null });
    expect(before?.nextStep.code).toBe('REGISTER');
    expect(before?.stages.map((s) => s.state)).toEqual([
      'requested',
      'waitingForActivation',
      'registered',
      'verified',
      'active',
      'expired',
    ]);
    expect(before?.stages.some((s) => s.current || s.reached)).toBe(false);

    const input = {
      // 15-05-1990, male: the NIK's birth-date digits agree.
      nik: '3174011505900001',
      birthPlace: 'Jakarta',
      birthDate: '1990-05-15',
      gender: 'MALE',
      address: 'Jl. Kebon Sirih No. 7, Jakarta',
      idCardFile: await upload(lender.token),
      selfieFile: await upload(lender.token),
    };
    const mismatch = await graphql<{ registerDigitalSignature: Signature }>(
      product,
      REGISTER,
      { input: { ...input, gender: 'FEMALE' } },
      lender.token,
    );
    expect(mismatch.errors).toBeUndefined();
    expect(mismatch.data?.registerDigitalSignature).toMatchObject({
      state: 'refused',
      refusal: { code: 'BIODATA_MISMATCH' },
      nextStep: { code: 'REGISTER' },
    });

    const registered = await graphql<{ registerDigitalSignature: Signature }>(
      product,
      REGISTER,
      { input },
      lender.token,
    );
    expect(registered.errors).toBeUndefined();
    const waiting = registered.data?.registerDigitalSignature;
    expect(waiting).toMatchObject({
      state: 'awaitingActivation',
      specState: 'waitingForActivation',
      nextStep: { code: 'ACTIVATE_FROM_EMAIL' },
    });
    expect(waiting?.stages.filter((s) => s.reached).map((s) => s.state)).toEqual([
      'requested',
      'waitingForActivation',
    ]);
    expect(waiting?.stages.find((s) => s.current)?.label.id).toBe('Menunggu Aktivasi Email');

    const resent = await graphql<{ resendSignatureActivation: Signature }>(
      product,
      `mutation { resendSignatureActivation { ${SIGNATURE} } }`,
      {},
      lender.token,
    );
    expect(resent.errors).toBeUndefined();
    expect(resent.data?.resendSignatureActivation.resendsLeft).toBe(
      (waiting?.resendsLeft ?? 0) - 1,
    );
  });

  it('names the field the provider refused by its GraphQL name', async () => {
    const answer = await graphql(
      product,
      REGISTER,
      {
        input: {
          nik: '123',
          birthPlace: 'Jakarta',
          birthDate: '1990-05-15',
          gender: 'MALE',
          address: 'Jakarta',
          idCardFile: '/file/x.png',
          selfieFile: '/file/y.png',
        },
      },
      lender.token,
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(Object.keys((answer.errors?.[0]?.extensions?.fields as object) ?? {})).toContain('nik');
  });
});
