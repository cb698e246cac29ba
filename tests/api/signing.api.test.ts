// Signing through the product's own REST calls (issue 18), with the built-in provider: each form
// of POST /sign/lender signed end to end on the provider's page (the one-time code read from the
// outbox), the signed copy's stamp, every other way back from the page leaving the document
// unsigned with its message, callbacks forged and replayed, a return that claims a signature the
// provider never made, open redirects, someone else's file, and the digital-signature
// registration through its six states.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { documentSigned } from '../../api/signing/signing-service.ts';
import { PNG_BYTES, uploadFile } from '../support/application.ts';
import { tableDigests } from '../support/db-digest.ts';
import {
  fund,
  loanOpenForFunding,
  type Staff,
  staffTokens,
  stageOf,
  type TestLender,
  validatedLenders,
} from '../support/funding.ts';
import { codeIn, lastMessageTo, resetTokenIn } from '../support/outbox.ts';
import { productPerFile } from '../support/product-per-file.ts';
import { fillProfile, makeUser, uploadScan, validPersonal } from '../support/profiles.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let tokens: Staff;

productPerFile((started) => {
  ({ product, tokens } = started);
});

type Json = Record<string, unknown>;
type DocumentView = {
  id: string;
  kind: string;
  state: string;
  signed: boolean;
  hasSignedFile: boolean;
  message: { code: string; text: { id: string; en: string } } | null;
  loanId: number | null;
  fundingId: number | null;
};

/** A validated lender with money who has not signed the lender agreement yet. */
const lender = async () =>
  (await validatedLenders(product, 1, 50_000_000_00n, { agreementSigned: false }))[0] as TestLender;
/** A lender who may fund: the lender agreement signed (POJK 10/2022). */
const fundingLender = async () =>
  (await validatedLenders(product, 1, 50_000_000_00n))[0] as TestLender;

const later = (ms: number) => {
  product.clock.now = new Date(product.clock.now.getTime() + ms);
};

async function askToSign(token: string, body?: Json) {
  return rest(product, 'POST', '/sign/lender', { token, ...(body ? { body } : {}) });
}

async function signingUrl(token: string, body?: Json): Promise<string> {
  const answer = await askToSign(token, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const url = ((answer.body.data as Json).data as { url: string }).url;
  expect(url).toMatch(/^http:\/\/localhost:4000\/sign\/local\/[\w-]+$/);
  return url;
}

/** The signing page's calls, as the web page makes them. */
function page(url: string) {
  const token = url.split('/sign/local/')[1] ?? '';
  let sessionKey = '';
  const call = async (method: string, path: string, body?: Json) => {
    const answer = await rest(product, method, `/signing/local/${token}${path}`, {
      ...(body ? { body } : {}),
      headers: { 'x-signing-session': sessionKey },
    });
    return answer;
  };
  return {
    async open() {
      const answer = await rest(product, 'POST', `/signing/local/${token}/open`);
      const data = answer.body.data as { sessionKey: string | null; page: Json } | undefined;
      sessionKey = data?.sessionKey ?? '';
      return answer;
    },
    call,
  };
}

const redirectOf = (answer: { body: Json }) => {
  const data = answer.body.data as { redirect?: string; page?: { redirect?: string } };
  const redirect = data.redirect ?? data.page?.redirect ?? '';
  const url = new URL(redirect);
  return {
    url,
    event: url.searchParams.get('event') ?? '',
    documentId: url.searchParams.get('signingDocument') ?? '',
  };
};

/** Signs on the page with the code e-mailed to `email`; answers where the browser goes. */
async function signOnPage(url: string, email: string) {
  const signing = page(url);
  expect((await signing.open()).status).toBe(200);
  const sent = await signing.call('POST', '/code', { channel: 'email' });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const code = codeIn((await lastMessageTo(product.db, email)).body);
  const signed = await signing.call('POST', '/sign', { code });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  return redirectOf(signed);
}

async function documents(token: string, userId?: string): Promise<DocumentView[]> {
  const answer = await rest(
    product,
    'GET',
    `/signing/documents${userId ? `?userId=${userId}` : ''}`,
    {
      token,
    },
  );
  expect(answer.status).toBe(200);
  return answer.body.data as DocumentView[];
}

async function comeBack(token: string, documentId: string, event: string) {
  return rest(product, 'POST', `/signing/documents/${documentId}/return`, {
    token,
    body: { event },
  });
}

async function fileText(token: string, documentId: string) {
  const response = await fetch(`${product.url}/api/signing/documents/${documentId}/file`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), {
    mergePages: true,
  });
  return { text: text.replace(/\s+/g, ' '), signed: response.headers.get('x-signed') === 'true' };
}

async function documentRow(id: string) {
  const [row] = await product.db.query<{
    machine_state: string;
    unsigned_sha256: string;
    updated_at: Date;
    events: number;
  }>(
    `SELECT machine_state, unsigned_sha256, updated_at,
       (SELECT count(*)::int FROM signing_document_events e WHERE e.document_id = d.id) AS events
     FROM signing_documents d WHERE id = $1`,
    [id],
  );
  return row;
}

describe('POST /sign/lender, signed end to end at the built-in provider', () => {
  it("signs the lender's agreement (no payload): stamp, list, and the spec's data.data.url", async () => {
    const me = await lender();
    const url = await signingUrl(me.token);
    const back = await signOnPage(url, me.email);
    expect(back.event).toBe('signing_complete');
    // Back on the web client's signature page, which reads the document and the event.
    expect(back.url.origin + back.url.pathname).toBe('http://localhost:4000/signature');
    const returned = await comeBack(me.token, back.documentId, back.event);
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(returned.body.data).toMatchObject({
      confirmed: true,
      document: { kind: 'LENDER_AGREEMENT', state: 'completed', signed: true, hasSignedFile: true },
    });
    const [listed] = await documents(me.token);
    expect(listed).toMatchObject({
      id: back.documentId,
      kind: 'LENDER_AGREEMENT',
      state: 'completed',
      signed: true,
      hasSignedFile: true,
      message: { code: 'SIGNED' },
    });
    const file = await fileText(me.token, back.documentId);
    expect(file.signed).toBe(true);
    const row = await documentRow(back.documentId);
    expect(file.text).toContain('Ditandatangani secara elektronik oleh Pemberi Dana Uji');
    expect(file.text.replace(/ /g, '')).toContain(row?.unsigned_sha256);
    expect(file.text).toContain('Perjanjian Pemberi Dana');
    const unsigned = await readFile(
      join(product.filesDir, `signing-${back.documentId}-unsigned.pdf`),
    );
    expect(createHash('sha256').update(unsigned).digest('hex')).toBe(row?.unsigned_sha256);
    // Signed is final: no second signing.
    const again = await askToSign(me.token);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('DOCUMENT_ALREADY_SIGNED');
  });

  it("signs a lender's investment agreement, named by loan and amount or by funding id", async () => {
    const me = await fundingLender();
    const loanId = await loanOpenForFunding(product, tokens, { value: '2000000' });
    expect((await fund(product, me.token, loanId, '1000000')).status).toBe(201);
    const [funding] = await product.db.query<{ id: number }>(
      'SELECT id FROM loan_fundings WHERE loan_id = $1 AND lender_id = $2',
      [loanId, me.userId],
    );
    // While the loan's funding is open the investment-agreement rule refuses, in both forms, and
    // no document is made.
    for (const body of [{ fundingid: funding?.id }, { loanid: loanId, amount: '1000000' }]) {
      const early = await askToSign(me.token, body);
      expect(early.status, JSON.stringify(early.body)).toBe(409);
      expect(early.body).toMatchObject({
        code: 'FUNDING_STILL_OPEN',
        reason: 'FUNDING_STILL_OPEN',
        message: 'Perjanjian investasi dapat ditandatangani setelah pendanaan pinjaman selesai',
      });
    }
    const earlyEn = await rest(product, 'POST', '/sign/lender', {
      token: me.token,
      body: { fundingid: funding?.id },
      headers: { 'accept-language': 'en' },
    });
    expect(earlyEn.body.message).toBe(
      "The investment agreement can be signed once the loan's funding is complete",
    );
    const [{ count: madeEarly } = { count: -1 }] = await product.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM signing_documents WHERE funding_id = $1',
      [funding?.id],
    );
    expect(madeEarly).toBe(0);
    // Another lender completes the funding: now it is theirs to sign.
    const completer = await fundingLender();
    expect((await fund(product, completer.token, loanId, '1000000')).status).toBe(201);
    expect((await stageOf(product, loanId))?.stage).toBe('FUNDING_COMPLETED');
    const first = await signingUrl(me.token, { loanid: loanId, amount: '1000000' });
    // The same document, a fresh URL: the first one is dead.
    const second = await signingUrl(me.token, { fundingid: funding?.id, lang: 'en' });
    const stale = page(first);
    const opened = await stale.open();
    expect(redirectOf(opened).event).toBe('ttl_expired');
    const back = await signOnPage(second, me.email);
    expect(back.event).toBe('signing_complete');
    expect((await comeBack(me.token, back.documentId, back.event)).body.data).toMatchObject({
      confirmed: true,
    });
    const [doc] = (await documents(me.token)).filter((d) => d.kind === 'INVESTMENT_AGREEMENT');
    expect(doc).toMatchObject({ loanId, fundingId: Number(funding?.id), signed: true });
    const file = await fileText(me.token, back.documentId);
    expect(file.text).toContain('Rp 1.000.000');
    // Signed: the rule refuses a second signing.
    const again = await askToSign(me.token, { fundingid: funding?.id });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('DOCUMENT_ALREADY_SIGNED');
    // Someone else's funding is not theirs to sign.
    const other = await lender();
    const refused = await askToSign(other.token, { fundingid: funding?.id });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('FUNDING_NOT_FOUND');
  });

  it("signs the borrower's loan agreement only once the loan is ready for disbursement", async () => {
    const me = await fundingLender();
    const loanId = await loanOpenForFunding(product, tokens, { value: '2000000' });
    expect((await fund(product, me.token, loanId, '2000000')).status).toBe(201);
    expect((await stageOf(product, loanId))?.stage).toBe('FUNDING_COMPLETED');
    const early = await askToSign(tokens.borrower, {
      loanid: loanId,
      returnUrl: `/borrower/loans/${loanId}`,
    });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('DISBURSEMENT_NOT_READY');
    expect(await documents(tokens.borrower)).not.toContainEqual(
      expect.objectContaining({ loanId, kind: 'LOAN_AGREEMENT' }),
    );
    // The lender signs its investment agreement: the last one missing, so the disbursement is
    // prepared at once (DISBURSEMENT_READY).
    const lent = await signOnPage(
      await signingUrl(me.token, { loanid: loanId, amount: '2000000' }),
      me.email,
    );
    expect((await comeBack(me.token, lent.documentId, lent.event)).body.data).toMatchObject({
      confirmed: true,
    });
    expect((await stageOf(product, loanId))?.stage).toBe('DISBURSEMENT_READY');
    // Bank data not (or no longer) validated: the borrower hears what is missing, in her
    // language, and no document is made.
    await product.db.query(
      `UPDATE profile_sections SET status = 'SUBMITTED'
        WHERE section = 'bank' AND user_id = (SELECT id FROM users WHERE email = $1)`,
      ['borrower@lumbung.test'],
    );
    try {
      for (const [language, words] of [
        ['id', 'Rekening bank belum divalidasi staf.'],
        ['en', 'The bank account is not validated by staff yet.'],
      ] as const) {
        const refused = await rest(product, 'POST', '/sign/lender', {
          token: tokens.borrower,
          body: { loanid: loanId, returnUrl: `/borrower/loans/${loanId}` },
          headers: { 'accept-language': language },
        });
        expect(refused.status).toBe(409);
        expect(refused.body.code).toBe('BANK_ACCOUNT_NOT_VALIDATED');
        expect(String(refused.body.message)).toMatch(new RegExp(`^${words.replace('.', '\\.')}`));
      }
      expect(await documents(tokens.borrower)).not.toContainEqual(
        expect.objectContaining({ loanId, kind: 'LOAN_AGREEMENT' }),
      );
    } finally {
      await product.db.query(
        `UPDATE profile_sections SET status = 'VALIDATED'
          WHERE section = 'bank' AND user_id = (SELECT id FROM users WHERE email = $1)`,
        ['borrower@lumbung.test'],
      );
    }
    const url = await signingUrl(tokens.borrower, {
      loanid: loanId,
      returnUrl: `http://localhost:4000/borrower/loans/${loanId}`,
    });
    const ref = { kind: 'LOAN_AGREEMENT' as const, signerId: '', loanId, fundingId: null };
    const [borrower] = await product.db.query<{ id: string; email: string }>(
      "SELECT id, email FROM users WHERE email = 'borrower@lumbung.test'",
    );
    ref.signerId = borrower?.id ?? '';
    expect(await documentSigned(product.db, ref)).toBe(false);
    const back = await signOnPage(url, borrower?.email ?? '');
    expect(back.url.pathname).toBe(`/borrower/loans/${loanId}`);
    // The spec's flow keeps the loan id: the return by loan id.
    const returned = await rest(product, 'POST', `/signing/loan/${loanId}/return`, {
      token: tokens.borrower,
      body: { event: back.event },
    });
    expect(returned.status).toBe(200);
    expect(returned.body.data).toMatchObject({ confirmed: true, document: { state: 'completed' } });
    expect(await documentSigned(product.db, ref)).toBe(true);
    // The package signed is the loan agreement and the power of attorney, stamped once for
    // both, and the borrower's list shows it signed with its file.
    const listed = (await documents(tokens.borrower)).find(
      (d) => d.loanId === loanId && d.kind === 'LOAN_AGREEMENT',
    );
    expect(listed).toMatchObject({ signed: true, hasSignedFile: true });
    expect((listed as unknown as { title: string }).title).toBe(
      'Perjanjian Pinjaman dan Surat Kuasa',
    );
    const file = await fileText(tokens.borrower, back.documentId);
    expect(file.signed).toBe(true);
    for (const seen of [
      'Perjanjian Pinjaman',
      'Surat Kuasa',
      'dengan ini memberi kuasa kepada PT Lumbung Dana Indonesia',
      'Tanda tangan ini berlaku untuk setiap dokumen di atas',
      'Penerima Dana dan Pemberi Kuasa',
      'Ditandatangani secara elektronik oleh Budi Santoso',
    ]) {
      expect(file.text).toContain(seen);
    }
    // Once the loan took the signature, the machine offers no second signing.
    const signed = await rest(product, 'PUT', `/loan/${loanId}/disbursement/signed`, {
      token: tokens.borrower,
    });
    expect(signed.body.data).toMatchObject({ submissionstage: 'DISBURSEMENT_READY_BORROWER' });
    const again = await askToSign(tokens.borrower, {
      loanid: loanId,
      returnUrl: `/borrower/loans/${loanId}`,
    });
    expect([again.status, again.body.code]).toEqual([409, 'DISBURSEMENT_NOT_READY']);
  });

  it('refuses a return address on another origin (no open redirect)', async () => {
    const me = await lender();
    for (const returnUrl of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)']) {
      const answer = await askToSign(me.token, { returnUrl });
      expect(answer.status, returnUrl).toBe(400);
      expect(answer.body.code).toBe('RETURN_URL_REFUSED');
    }
    expect(await documents(me.token)).toEqual([]);
  });

  it("answers 502 with the spec's message when the provider fails, and records it", async () => {
    const failing = await startTestProduct({ refuseSigningStart: () => 'PROVIDER_DOWN' });
    try {
      const token = await loginAs(failing, 'lender@lumbung.test');
      const answer = await rest(failing, 'POST', '/sign/lender', { token });
      expect(answer.status).toBe(502);
      expect(answer.body).toMatchObject({
        code: 'SIGNING_REQUEST_FAILED',
        message: 'Gagal melakukan request docusign',
      });
      const listed = await rest(failing, 'GET', '/signing/documents', { token });
      expect(listed.body.data).toMatchObject([
        { state: 'failed', signed: false, canStart: true, message: { code: 'REQUEST_FAILED' } },
      ]);
    } finally {
      await failing.close();
    }
  });
});

describe('every other way back leaves the document unsigned, with its message', () => {
  /** A lender with a fresh agreement to sign, the page opened. */
  async function opened() {
    const me = await lender();
    const url = await signingUrl(me.token);
    const signing = page(url);
    return { me, url, signing };
  }

  async function expectUnsigned(
    me: TestLender,
    answer: { body: Json },
    event: string,
    state: string,
    message: string,
  ) {
    const back = redirectOf(answer);
    expect(back.event).toBe(event);
    const returned = await comeBack(me.token, back.documentId, back.event);
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    const [doc] = await documents(me.token);
    expect(doc).toMatchObject({
      state,
      signed: false,
      hasSignedFile: false,
      message: { code: message },
    });
    const file = await fileText(me.token, back.documentId);
    expect(file.signed).toBe(false);
    expect(file.text).toContain('Belum ditandatangani');
  }

  it('decline', async () => {
    const { me, signing } = await opened();
    await signing.open();
    const answer = await signing.call('POST', '/decline');
    await expectUnsigned(me, answer, 'decline', 'declined', 'SIGNING_DECLINED');
  });

  it('cancel (and the signer may start again)', async () => {
    const { me, signing } = await opened();
    await signing.open();
    await expectUnsigned(
      me,
      await signing.call('POST', '/cancel'),
      'cancel',
      'cancelled',
      'SIGNING_CANCELLED',
    );
    const [doc] = await documents(me.token);
    expect(doc).toMatchObject({ canStart: true });
    const again = await signingUrl(me.token);
    const back = await signOnPage(again, me.email);
    expect((await comeBack(me.token, back.documentId, back.event)).body.data).toMatchObject({
      document: { state: 'completed' },
    });
  });

  it('session_timeout after 20 minutes on the page', async () => {
    const { me, signing } = await opened();
    await signing.open();
    later(21 * 60_000);
    const answer = await signing.call('GET', '');
    await expectUnsigned(me, answer, 'session_timeout', 'expired', 'SESSION_TIMEOUT');
  });

  it('ttl_expired when the link is opened after 5 minutes', async () => {
    const { me, signing } = await opened();
    later(5 * 60_000 + 1_000);
    const answer = await signing.open();
    expect(answer.status).toBe(200);
    await expectUnsigned(me, answer, 'ttl_expired', 'expired', 'LINK_EXPIRED');
  });

  it('exception after five wrong codes', async () => {
    const { me, signing } = await opened();
    await signing.open();
    await signing.call('POST', '/code');
    const right = codeIn((await lastMessageTo(product.db, me.email)).body);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 4; i >= 1; i -= 1) {
      const answer = await signing.call('POST', '/sign', { code: wrong });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'SIGNING_CODE_WRONG',
        reason: `${i} attempts left`,
      });
    }
    const last = await signing.call('POST', '/sign', { code: wrong });
    expect(last.status).toBe(200);
    await expectUnsigned(me, last, 'exception', 'failed', 'SIGNING_ERROR');
    // The right code is no use any more: the session ended.
    const late = await signing.call('POST', '/sign', { code: right });
    expect({ status: late.status, code: late.body.code, reason: late.body.reason }).toEqual({
      status: 409,
      code: 'SIGNING_SESSION_ENDED',
      reason: 'exception',
    });
  });

  it('a session ends once: after it ended, sign, decline and cancel are refused (409) and change nothing', async () => {
    /** Every ending action of the page on an ended session: the same 409, nothing written. */
    async function refusedAfterEnd(
      signing: ReturnType<typeof page>,
      code: string,
      endedBy: string,
    ) {
      const before = await tableDigests(product.db);
      for (const [path, body] of [
        ['/decline', undefined],
        ['/cancel', undefined],
        ['/sign', { code }],
      ] as const) {
        const answer = await signing.call('POST', path, body);
        expect(
          { status: answer.status, code: answer.body.code, reason: answer.body.reason },
          path,
        ).toEqual({ status: 409, code: 'SIGNING_SESSION_ENDED', reason: endedBy });
        expect(answer.body.message).toBe('Sesi tanda tangan sudah berakhir');
      }
      expect(await tableDigests(product.db)).toEqual(before);
      // Reading the page still says where the browser goes.
      expect(redirectOf(await signing.call('GET', '')).event).toBe(endedBy);
    }
    const envelopeStatus = async (documentId: string) =>
      (
        await product.db.query<{ status: string }>(
          'SELECT status FROM local_signing_envelopes WHERE document_id = $1',
          [documentId],
        )
      )[0]?.status;

    // Signed: a decline or a cancel afterwards (another tab, a replay) leaves it signed.
    const signer = await lender();
    const signing = page(await signingUrl(signer.token));
    await signing.open();
    await signing.call('POST', '/code', { channel: 'email' });
    const code = codeIn((await lastMessageTo(product.db, signer.email)).body);
    const signed = await signing.call('POST', '/sign', { code });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const back = redirectOf(signed);
    expect(back.event).toBe('signing_complete');
    expect(await envelopeStatus(back.documentId)).toBe('COMPLETED');
    await refusedAfterEnd(signing, code, 'signing_complete');
    expect(await envelopeStatus(back.documentId)).toBe('COMPLETED');
    // No second code for a signed session: the page only says where to go.
    const codeAgain = await signing.call('POST', '/code', { channel: 'email' });
    expect(codeAgain.body.data).toMatchObject({ ended: true, event: 'signing_complete' });
    expect((await comeBack(signer.token, back.documentId, back.event)).body.data).toMatchObject({
      document: { state: 'completed', signed: true },
    });

    // Declined: no second decline, no signature, no cancel after it.
    const decliner = await lender();
    const declining = page(await signingUrl(decliner.token));
    await declining.open();
    await declining.call('POST', '/code', { channel: 'email' });
    const unused = codeIn((await lastMessageTo(product.db, decliner.email)).body);
    const declined = await declining.call('POST', '/decline');
    expect(redirectOf(declined).event).toBe('decline');
    await refusedAfterEnd(declining, unused, 'decline');
    expect(await envelopeStatus(redirectOf(declined).documentId)).toBe('DECLINED');

    // Left (cancel): the same.
    const leaver = await lender();
    const leaving = page(await signingUrl(leaver.token));
    await leaving.open();
    expect(redirectOf(await leaving.call('POST', '/cancel')).event).toBe('cancel');
    await refusedAfterEnd(leaving, '000000', 'cancel');
  });

  it('a link opened twice is refused the second time (single use)', async () => {
    const { signing, url } = await opened();
    expect((await signing.open()).status).toBe(200);
    const thief = page(url);
    const second = await thief.open();
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('SIGNING_LINK_USED');
  });
});

describe('what the platform trusts', () => {
  it('a return saying signing_complete does not sign what the provider has not completed', async () => {
    const me = await lender();
    const url = await signingUrl(me.token);
    const [doc] = await documents(me.token);
    const returned = await comeBack(me.token, doc?.id ?? '', 'signing_complete');
    expect(returned.status).toBe(200);
    expect(returned.body.data).toMatchObject({
      confirmed: false,
      document: { state: 'urlIssued', signed: false },
    });
    // Nor a decline the signer never made at the provider.
    const declined = await comeBack(me.token, doc?.id ?? '', 'decline');
    expect(declined.body.data).toMatchObject({
      confirmed: false,
      document: { state: 'urlIssued' },
    });
    // The page still works.
    const back = await signOnPage(url, me.email);
    expect(back.event).toBe('signing_complete');
  });

  it('refuses a forged callback (401) and applies a replayed one only once', async () => {
    const me = await lender();
    const url = await signingUrl(me.token);
    const back = await signOnPage(url, me.email);
    const before = await documentRow(back.documentId);
    expect(before?.machine_state).toBe('completed');
    const [sent] = await product.db.query<{
      body: string;
      signature: string;
      answer_status: number;
    }>(
      'SELECT body, signature, answer_status FROM local_signing_callbacks ORDER BY id DESC LIMIT 1',
    );
    expect(sent?.answer_status).toBe(200);
    const post = (body: string, signature: string) =>
      fetch(`${product.url}/api/signing/callback/local`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-DocuSign-Signature-1': signature },
        body,
      });
    const forgedBody = (sent?.body ?? '').replace('completed', 'declined');
    const forged = await post(forgedBody, sent?.signature ?? '');
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as Json).code).toBe('SIGNING_CALLBACK_UNVERIFIED');
    expect((await post(sent?.body ?? '', 'bm90IGEgc2lnbmF0dXJl')).status).toBe(401);
    const noSignature = await fetch(`${product.url}/api/signing/callback/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: sent?.body ?? '',
    });
    expect(noSignature.status).toBe(401);
    for (let i = 0; i < 2; i += 1) {
      const replayed = await post(sent?.body ?? '', sent?.signature ?? '');
      expect(replayed.status).toBe(200);
    }
    expect(await documentRow(back.documentId)).toEqual(before);
  });

  it('records a signature once when its callback comes twice at once with the return', async () => {
    const me = await lender();
    const url = await signingUrl(me.token);
    // The provider's callback is held on its way (a delivery lost), then delivered twice at the
    // moment the signer's browser comes back: three requests carry the same truth at once.
    const held: { body: Buffer; headers: Record<string, string> }[] = [];
    const provider = product.signing;
    if (!provider) throw new Error('the test product runs the built-in provider');
    provider.deliverCallbacksTo(async (body, headers) => {
      held.push({ body, headers });
      return 0;
    });
    let back: Awaited<ReturnType<typeof signOnPage>>;
    try {
      back = await signOnPage(url, me.email);
    } finally {
      provider.deliverCallbacksTo(
        async (body, headers) =>
          (
            await fetch(`${product.url}/api/signing/callback/local`, {
              method: 'POST',
              headers,
              body: new Uint8Array(body),
            })
          ).status,
      );
    }
    expect((await documentRow(back.documentId))?.machine_state).toBe('urlIssued');
    const [callback] = held;
    const deliver = () =>
      fetch(`${product.url}/api/signing/callback/local`, {
        method: 'POST',
        headers: callback?.headers ?? {},
        body: callback ? new Uint8Array(callback.body) : null,
      }).then((r) => r.status);
    const [first, second, returned] = await Promise.all([
      deliver(),
      deliver(),
      comeBack(me.token, back.documentId, 'signing_complete'),
    ]);
    expect([first, second, returned.status]).toEqual([200, 200, 200]);
    expect(returned.body.data).toMatchObject({ confirmed: true, document: { signed: true } });
    const [recorded] = await product.db.query<{ completions: number; files: number }>(
      `SELECT count(*)::int AS completions FROM signing_document_events
        WHERE document_id = $1 AND event = 'signing.completed'`,
      [back.documentId],
    );
    expect(recorded?.completions).toBe(1);
    const { signed } = await fileText(me.token, back.documentId);
    expect(signed).toBe(true);
  });

  it("keeps someone else's document from a person (404), not from staff", async () => {
    const owner = await lender();
    const other = await lender();
    await signingUrl(owner.token);
    const [doc] = await documents(owner.token);
    const response = await fetch(`${product.url}/api/signing/documents/${doc?.id}/file`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(response.status).toBe(404);
    expect((await comeBack(other.token, doc?.id ?? '', 'cancel')).status).toBe(404);
    expect(await documents(other.token, owner.userId)).toEqual([]);
    // The clock moved in the tests before: staff sign in afresh.
    tokens = await staffTokens(product);
    const staff = await documents(tokens.admin, owner.userId);
    expect(staff.map((d) => d.id)).toEqual([doc?.id]);
    const staffFile = await fetch(`${product.url}/api/signing/documents/${doc?.id}/file`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(staffFile.status).toBe(200);
  });
});

describe('PUT /{type}/agreement/request-teken starts the signing at the provider', () => {
  it("registers a borrower's digital signature from the profile, after its own checks", async () => {
    const me = await makeUser(product, { fullName: 'Dewi Lestari' });
    const early = await rest(product, 'PUT', '/personal/agreement/request-teken', {
      token: me.token,
    });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('AGREEMENT_NOT_REQUESTED');
    await fillProfile(product, me, { submit: false });
    const ktp = await uploadScan(product, me.token);
    const selfie = await uploadFile(product, me.token, PNG_BYTES, 'selfie.png');
    const saved = await rest(product, 'POST', '/personal/document', {
      token: me.token,
      body: { ktpfile: ktp, selfiefile: selfie },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
    const signature = await rest(product, 'PUT', '/personal/document/signature', {
      token: me.token,
      body: { signaturefile: await uploadFile(product, me.token, PNG_BYTES, 'ttd.png') },
    });
    expect(signature.status, JSON.stringify(signature.body)).toBeLessThan(300);
    expect(
      (await rest(product, 'PUT', '/personal/agreement/request', { token: me.token })).status,
    ).toBe(200);
    const asked = await rest(product, 'PUT', '/personal/agreement/request-teken', {
      token: me.token,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const data = asked.body.data as Json;
    expect(data.signingRequestedAt).not.toBeNull();
    expect(data.signing).toMatchObject({
      url: null,
      registration: { state: 'awaitingActivation', specState: 'waitingForActivation' },
    });
    expect((await lastMessageTo(product.db, me.email)).body).toContain(
      '/sign/local/activate?token=',
    );
  });

  it("starts a lender's LENDER_AGREEMENT signing", async () => {
    const me = await makeUser(product, { role: 'lender', fullName: 'Dewi Lestari' });
    await fillProfile(product, me, { submit: false });
    await rest(product, 'PUT', '/personal/document/signature', {
      token: me.token,
      body: { signaturefile: await uploadFile(product, me.token, PNG_BYTES, 'ttd.png') },
    });
    const agreed = await rest(product, 'PUT', '/personal/agreement/request', { token: me.token });
    expect(agreed.status, JSON.stringify(agreed.body)).toBe(200);
    const asked = await rest(product, 'PUT', '/personal/agreement/request-teken', {
      token: me.token,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const signing = (asked.body.data as { signing: { url: string; documentId: string } }).signing;
    expect(signing.url).toMatch(/\/sign\/local\//);
    const back = await signOnPage(signing.url, me.email);
    expect(back.documentId).toBe(signing.documentId);
    expect((await comeBack(me.token, back.documentId, back.event)).body.data).toMatchObject({
      document: { kind: 'LENDER_AGREEMENT', state: 'completed' },
    });
  });
});

describe('digital-signature registration at the built-in provider', () => {
  it("offers what the profile holds, takes photos only within the provider's limit, and registers the ID card's name", async () => {
    // The account's name and the ID card's differ: the provider needs the ID card's.
    const me = await makeUser(product, { fullName: 'Dewi Lestari' });
    await fillProfile(
      product,
      { token: me.token, fullName: 'Dewi Lestari Sari' },
      { submit: false, selfie: PNG_BYTES },
    );
    // A NIK of this test's own (validPersonal's is registered by the tests above), of the same
    // woman born 05-03-1990.
    const nik = '3273014503900777';
    const saved = await rest(product, 'POST', '/personal', {
      token: me.token,
      body: { ...validPersonal('Dewi Lestari Sari'), ktpnumber: nik },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
    const read = async () => {
      const answer = await rest(product, 'GET', '/signing/registration', { token: me.token });
      expect(answer.status).toBe(200);
      return answer.body.data as Json & { profile: Record<string, string | null> };
    };
    const offered = await read();
    expect(offered).toMatchObject({ state: 'unregistered', photoMaxBytes: 1_000_000 });
    expect(offered.profile).toMatchObject({
      name: 'Dewi Lestari Sari',
      email: me.email,
      phone: null,
      nik,
      birthPlace: 'Bandung',
      birthDate: '1990-03-05',
      gender: 'FEMALE',
      idCardFile: expect.stringMatching(/^\/file\/.+\.png$/),
      selfieFile: expect.stringMatching(/^\/file\/.+\.png$/),
    });
    expect(offered.profile.address).toMatch(/^Jl\. Kebon Sirih No\. 7, RT 003\/RW 004, .+ 10150$/);

    const { profile } = offered;
    const data = {
      nik: profile.nik,
      birthplace: profile.birthPlace,
      birthdate: profile.birthDate,
      gender: profile.gender,
      address: profile.address,
      ktpfile: profile.idCardFile,
      selfiefile: profile.selfieFile,
    };
    // The upload takes up to 2 MB here; the provider at most 1 MB: refused before it is asked.
    const large = new Uint8Array(1_000_001);
    large.set(PNG_BYTES);
    const tooLarge = await uploadFile(
      product,
      me.token,
      large,
      'besar.png',
      '?kind=image&limit=2mb',
    );
    const refused = await rest(product, 'POST', '/signing/registration', {
      token: me.token,
      body: { ...data, selfiefile: tooLarge },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'PHOTO_TOO_LARGE',
      fields: { selfiefile: expect.any(String) },
    });
    expect(refused.body.message).toBe(
      'Foto terlalu besar untuk penyedia tanda tangan: JPG atau PNG, maksimal 1 MB',
    );
    expect(await read()).toMatchObject({ state: 'unregistered' });
    // Nor is a large photo in the profile offered.
    await rest(product, 'POST', '/personal/document', {
      token: me.token,
      body: { ktpfile: profile.idCardFile, selfiefile: tooLarge },
    });
    expect((await read()).profile).toMatchObject({ selfieFile: null });

    const registered = await rest(product, 'POST', '/signing/registration', {
      token: me.token,
      body: data,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(registered.body.data).toMatchObject({ state: 'awaitingActivation' });
    const [signer] = await product.db.query<{ name: string; email: string }>(
      'SELECT name, email FROM local_signers WHERE nik = $1',
      [profile.nik],
    );
    expect(signer).toEqual({ name: 'Dewi Lestari Sari', email: me.email });
  });

  it('goes requested → waiting for activation → registered → verified → active → expired', async () => {
    const me = await lender();
    const registration = async (token = me.token) => {
      const answer = await rest(product, 'GET', '/signing/registration', { token });
      expect(answer.status).toBe(200);
      return answer.body.data as {
        state: string;
        specState: string | null;
        nextStep: { code: string };
        refusal: { code: string } | null;
        resendsLeft: number;
        history: { to: string }[];
      };
    };
    expect(await registration()).toMatchObject({
      state: 'unregistered',
      specState: null,
      nextStep: { code: 'REGISTER' },
    });
    const ktp = await uploadFile(product, me.token, PNG_BYTES, 'ktp.png');
    const selfie = await uploadScan(product, me.token);
    // NIK 317101 150890 0001: born 15-08-1990, a man.
    const data = {
      nik: '3171011508900001',
      birthplace: 'Jakarta',
      birthdate: '15-08-1990',
      gender: 'MALE',
      address: 'Jl. Merdeka 1, Jakarta',
      ktpfile: ktp,
      selfiefile: selfie,
    };
    const mismatch = await rest(product, 'POST', '/signing/registration', {
      token: me.token,
      body: { ...data, gender: 'FEMALE' },
    });
    expect(mismatch.status).toBe(200);
    expect(mismatch.body.data).toMatchObject({
      state: 'refused',
      refusal: { code: 'BIODATA_MISMATCH' },
    });
    const someoneElses = await rest(product, 'POST', '/signing/registration', {
      token: tokens.borrower,
      body: data,
    });
    expect(someoneElses.status).toBe(400);
    expect(someoneElses.body.code).toBe('UNKNOWN_FILE');

    const registered = await rest(product, 'POST', '/signing/registration', {
      token: me.token,
      body: data,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(registered.body.data).toMatchObject({
      state: 'awaitingActivation',
      specState: 'waitingForActivation',
      nextStep: { code: 'ACTIVATE_FROM_EMAIL' },
      resendsLeft: 3,
    });
    const first = resetTokenIn((await lastMessageTo(product.db, me.email)).body);
    const resent = await rest(product, 'POST', '/signing/registration/resend', { token: me.token });
    expect(resent.body.data).toMatchObject({ resendsLeft: 2 });
    const link = (await lastMessageTo(product.db, me.email)).body;
    expect(link).toContain('http://localhost:4000/sign/local/activate?token=');
    const token = resetTokenIn(link);
    expect(token).not.toBe(first);
    // The first link was replaced by the second.
    const stale = await rest(product, 'POST', '/signing/local/activation', {
      body: { token: first },
    });
    expect(stale.status).toBe(404);
    const activated = await rest(product, 'POST', '/signing/local/activation', { body: { token } });
    expect(activated.status).toBe(200);
    expect(await registration()).toMatchObject({
      state: 'active',
      specState: 'active',
      nextStep: { code: 'NONE' },
    });
    const again = await rest(product, 'POST', '/signing/registration', {
      token: me.token,
      body: data,
    });
    expect(again.status).toBe(409);

    later(366 * 24 * 60 * 60_000);
    const fresh = await loginAs(product, me.email);
    const expired = await registration(fresh);
    expect(expired).toMatchObject({
      state: 'expired',
      specState: 'expired',
      nextStep: { code: 'RENEW' },
    });
    expect(expired.history.map((h) => h.to)).toEqual([
      'requested',
      'refused',
      'requested',
      'awaitingActivation',
      'awaitingActivation',
      'registered',
      'verified',
      'active',
      'expired',
    ]);
  });

  it("never makes someone's NIK another account's: refused to a second account, and its status does not activate an attempt refused before", async () => {
    const owner = await lender();
    const other = await lender();
    const status = async (token: string) =>
      ((await rest(product, 'GET', '/signing/registration', { token })).body.data as Json).state;
    const files = async (token: string) => ({
      ktpfile: await uploadFile(product, token, PNG_BYTES, 'ktp.png'),
      selfiefile: await uploadScan(product, token),
    });
    // NIK 317101 200385 0002: born 20-03-1985, a man.
    const data = {
      nik: '3171012003850002',
      birthplace: 'Bandung',
      birthdate: '20-03-1985',
      gender: 'MALE',
      address: 'Jl. Asia Afrika 2, Bandung',
    };
    // The other account tries the NIK first and is refused by the provider.
    const tried = await rest(product, 'POST', '/signing/registration', {
      token: other.token,
      body: { ...data, gender: 'FEMALE', ...(await files(other.token)) },
    });
    expect(tried.body.data).toMatchObject({ state: 'refused' });
    // The NIK's owner registers it and activates it.
    const registered = await rest(product, 'POST', '/signing/registration', {
      token: owner.token,
      body: { ...data, ...(await files(owner.token)) },
    });
    expect(registered.body.data).toMatchObject({ state: 'awaitingActivation' });
    const link = (await lastMessageTo(product.db, owner.email)).body;
    const activated = await rest(product, 'POST', '/signing/local/activation', {
      body: { token: resetTokenIn(link) },
    });
    expect(activated.status).toBe(200);
    expect(await status(owner.token)).toBe('active');
    // The provider says the NIK is verified: that is the owner's, not the refused attempt's.
    expect(await status(other.token)).toBe('refused');
    const again = await rest(product, 'POST', '/signing/registration', {
      token: other.token,
      body: { ...data, ...(await files(other.token)) },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('NIK_REGISTERED_ELSEWHERE');
    expect(await status(other.token)).toBe('refused');
    const rows = await product.db.query<{ user_id: string; machine_state: string }>(
      'SELECT user_id, machine_state FROM signature_registrations WHERE nik = $1 ORDER BY 2',
      [data.nik],
    );
    expect(rows).toEqual([
      { user_id: owner.userId, machine_state: 'active' },
      { user_id: other.userId, machine_state: 'refused' },
    ]);
  });
});
