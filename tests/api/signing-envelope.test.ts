// The envelope provider's adapter (api/signing/envelope-http.ts) against a local fake of its REST
// API that checks what the provider checks (tests/support/fake-envelope-server.ts): a JWT grant
// whose RS256 signature and claims the fake verifies, one token for many calls and a new one once
// it nears its end, an envelope with an embedded signer and a signHere tab at the position in
// points, a single-use signing URL valid 5 minutes and a fresh one for the same envelope, each
// envelope status as ours, the signed PDF only once completed, Connect messages trusted only under
// a matching HMAC, refusals as { ok: false, code } and a lost answer thrown.
import { createHmac, generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENVELOPE_NOT_COMPLETED,
  type EnvelopeHttpConfig,
  envelopeDefinition,
  httpEnvelopeProvider,
  tabPosition,
} from '../../api/signing/envelope-http.ts';
import type { DocumentToSign } from '../../api/signing/provider.ts';
import { httpSigningProvider, signingHttpConfig } from '../../api/signing/signing-config.ts';
import {
  FAKE_ENVELOPE_REFUSAL,
  type FakeEnvelopeServer,
  startFakeEnvelopeServer,
  VIEW_LIFETIME_MS,
} from '../support/fake-envelope-server.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function makeDocument(overrides: Partial<DocumentToSign> = {}): DocumentToSign {
  return {
    documentId: 'doc-1',
    title: 'Perjanjian Pinjaman',
    pdf: PDF,
    signer: {
      userId: '7d1c1b3e-1111-4a4a-9999-000000000001',
      name: 'Siti Nur Aisyah',
      email: 'siti@example.test',
      phone: '+6281234567890',
    },
    position: { page: 2, x: 20, y: 250, width: 60, height: 20 },
    returnUrl: 'https://lumbung.test/signing/return?doc=doc-1',
    locale: 'id',
    ...overrides,
  };
}

describe('the envelope definition (pure)', () => {
  it('places the signHere tab in points from the millimetres, on the page', () => {
    expect(tabPosition({ page: 2, x: 20, y: 250, width: 60, height: 20 })).toEqual({
      pageNumber: '2',
      xPosition: '57',
      yPosition: '709',
    });
    const definition = envelopeDefinition(makeDocument());
    expect(definition.status).toBe('sent');
    expect(definition.documents).toEqual([
      {
        documentId: '1',
        name: 'Perjanjian Pinjaman',
        fileExtension: 'pdf',
        documentBase64: PDF.toString('base64'),
      },
    ]);
    expect(definition.recipients.signers[0]).toMatchObject({
      recipientId: '1',
      email: 'siti@example.test',
      name: 'Siti Nur Aisyah',
      clientUserId: '7d1c1b3e-1111-4a4a-9999-000000000001',
      tabs: { signHereTabs: [{ documentId: '1', recipientId: '1', pageNumber: '2' }] },
    });
  });
});

describe('the envelope adapter against the fake provider', () => {
  let fake: FakeEnvelopeServer;
  const clock = { now: new Date('2026-03-01T03:00:00Z') };
  const now = () => clock.now;

  beforeAll(async () => {
    fake = await startFakeEnvelopeServer({ now });
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('creates the envelope, hands the signer a URL, and the signer returns with signing_complete', async () => {
    const provider = httpEnvelopeProvider(fake.config, { now });
    const started = await provider.startSigning(makeDocument());
    if (!started.ok) throw new Error(`refused ${started.code}`);
    const envelope = fake.envelopes.get(started.providerRef);
    expect(envelope).toMatchObject({
      status: 'sent',
      emailSubject: 'Perjanjian Pinjaman',
      signer: { clientUserId: '7d1c1b3e-1111-4a4a-9999-000000000001' },
      signHere: { pageNumber: '2', xPosition: '57', yPosition: '709' },
    });
    expect(envelope?.pdf.equals(PDF)).toBe(true);
    expect(await provider.documentStatus(started.providerRef)).toEqual({
      ok: true,
      status: 'SENT',
    });

    const signed = fake.actAsSigner(started.url, 'complete');
    expect(signed).toEqual({
      ok: true,
      redirect: 'https://lumbung.test/signing/return?doc=doc-1&event=signing_complete',
      locale: 'id',
    });
    // Single use: the same URL does not open again.
    expect(fake.actAsSigner(started.url, 'complete')).toEqual({
      ok: false,
      reason: 'VIEW_ALREADY_USED',
    });
    expect(await provider.documentStatus(started.providerRef)).toEqual({
      ok: true,
      status: 'COMPLETED',
    });
    const pdf = await provider.signedDocument(started.providerRef);
    if (!pdf.ok) throw new Error(`refused ${pdf.code}`);
    expect(pdf.pdf.toString('latin1')).toMatch(/^%PDF-1\.7[\s\S]*% signed by Siti Nur Aisyah/);
    // One token served every call.
    expect(fake.tokensIssued()).toBe(1);
    expect(fake.refusals).toEqual([]);
  });

  it('gives a fresh URL for the same envelope once the first expired after 5 minutes', async () => {
    const provider = httpEnvelopeProvider(fake.config, { now });
    const document = makeDocument({ locale: 'en' });
    const first = await provider.startSigning(document);
    if (!first.ok) throw new Error(`refused ${first.code}`);
    const envelopes = fake.envelopes.size;
    const start = clock.now;
    clock.now = new Date(start.getTime() + VIEW_LIFETIME_MS);
    try {
      expect(fake.actAsSigner(first.url, 'complete')).toEqual({
        ok: false,
        reason: 'VIEW_EXPIRED',
      });
      const again = await provider.startSigning(document, first.providerRef);
      if (!again.ok) throw new Error(`refused ${again.code}`);
      expect(again.providerRef).toBe(first.providerRef);
      expect(again.url).not.toBe(first.url);
      expect(fake.envelopes.size).toBe(envelopes);
      expect(fake.calls.at(-1)).toMatchObject({
        method: 'POST',
        path: `/envelopes/${first.providerRef}/views/recipient`,
        body: {
          returnUrl: document.returnUrl,
          authenticationMethod: 'none',
          email: 'siti@example.test',
          userName: 'Siti Nur Aisyah',
          clientUserId: document.signer.userId,
        },
      });
      expect(fake.actAsSigner(again.url, 'complete')).toMatchObject({ ok: true, locale: 'en' });
    } finally {
      clock.now = start;
    }
  });

  it('reads each envelope status as ours: declined, voided, still out for signing', async () => {
    const provider = httpEnvelopeProvider(fake.config, { now });
    const start = async () => {
      const started = await provider.startSigning(makeDocument());
      if (!started.ok) throw new Error(`refused ${started.code}`);
      return started;
    };
    const declined = await start();
    expect(fake.actAsSigner(declined.url, 'decline')).toMatchObject({
      redirect: expect.stringMatching(/event=decline$/),
    });
    expect(await provider.documentStatus(declined.providerRef)).toEqual({
      ok: true,
      status: 'DECLINED',
    });

    const voided = await start();
    fake.voidEnvelope(voided.providerRef);
    expect(await provider.documentStatus(voided.providerRef)).toEqual({
      ok: true,
      status: 'VOIDED',
    });

    // The signer left the page: the envelope is delivered, still waiting for her.
    const cancelled = await start();
    expect(fake.actAsSigner(cancelled.url, 'cancel')).toMatchObject({
      redirect: expect.stringMatching(/event=cancel$/),
    });
    expect(await provider.documentStatus(cancelled.providerRef)).toEqual({
      ok: true,
      status: 'SENT',
    });
    // The provider gives its combined PDF at any status; the adapter takes it only when signed.
    expect(await provider.signedDocument(cancelled.providerRef)).toEqual({
      ok: false,
      code: ENVELOPE_NOT_COMPLETED,
    });
    // A declined envelope gives no new signing URL.
    expect(await provider.startSigning(makeDocument(), declined.providerRef)).toMatchObject({
      ok: false,
      code: FAKE_ENVELOPE_REFUSAL.invalidStatus,
    });
    // A status the adapter does not know is not guessed at.
    fake.answerNext('getEnvelope', 200, { envelopeId: cancelled.providerRef, status: 'frozen' });
    await expect(provider.documentStatus(cancelled.providerRef)).rejects.toThrow(/"frozen"/);
    fake.refusals.length = 0;
  });

  it('keeps the token until shortly before it expires, and renews one the provider no longer takes', async () => {
    const own = await startFakeEnvelopeServer({ now, tokenLifetimeSeconds: 3600 });
    try {
      const provider = httpEnvelopeProvider(own.config, { now });
      const started = await provider.startSigning(makeDocument());
      if (!started.ok) throw new Error(`refused ${started.code}`);
      await provider.documentStatus(started.providerRef);
      expect(own.tokensIssued()).toBe(1);
      const start = clock.now;
      // 54 minutes on: still kept. 56 minutes on: within 5 minutes of its end, renewed.
      clock.now = new Date(start.getTime() + 54 * 60_000);
      await provider.documentStatus(started.providerRef);
      expect(own.tokensIssued()).toBe(1);
      clock.now = new Date(start.getTime() + 56 * 60_000);
      await provider.documentStatus(started.providerRef);
      expect(own.tokensIssued()).toBe(2);
      clock.now = start;

      // The provider's clock ahead of ours: the token we keep is expired there; one 401, one
      // new token, the call answered.
      const behind = { now: new Date(start.getTime() - 10 * 60_000) };
      const late = httpEnvelopeProvider(own.config, { now: () => behind.now });
      expect((await late.documentStatus(started.providerRef)).ok).toBe(true);
      expect(own.tokensIssued()).toBe(3);
      clock.now = new Date(start.getTime() + 61 * 60_000);
      behind.now = new Date(start.getTime() + 41 * 60_000);
      expect(await late.documentStatus(started.providerRef)).toEqual({ ok: true, status: 'SENT' });
      expect(own.refusals).toEqual([
        { path: expect.stringContaining(started.providerRef), code: 'USER_AUTHENTICATION_FAILED' },
      ]);
      expect(own.tokensIssued()).toBe(4);
    } finally {
      await own.close();
    }
  });

  it('is refused the token with a wrong key or a user who never consented', async () => {
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const forged = httpEnvelopeProvider({ ...fake.config, privateKey: otherKey }, { now });
    expect(await forged.startSigning(makeDocument())).toEqual({
      ok: false,
      code: 'AUTH_INVALID_GRANT',
    });
    const stranger = httpEnvelopeProvider({ ...fake.config, userId: 'someone-else' }, { now });
    expect(await stranger.documentStatus('any')).toEqual({
      ok: false,
      code: 'AUTH_CONSENT_REQUIRED',
    });
    expect(fake.refusals.map((r) => r.code)).toEqual(['invalid_grant', 'consent_required']);
    fake.refusals.length = 0;
  });

  it("turns the provider's refusal into { ok: false, code } and throws on a lost answer", async () => {
    const provider = httpEnvelopeProvider(fake.config, { now, timeoutMs: 2000 });
    fake.answerNext('createEnvelope', 400, {
      errorCode: 'INVALID_EMAIL_ADDRESS_FOR_RECIPIENT',
      message: 'The email address for the recipient is invalid.',
    });
    expect(await provider.startSigning(makeDocument())).toEqual({
      ok: false,
      code: 'INVALID_EMAIL_ADDRESS_FOR_RECIPIENT',
      message: 'The email address for the recipient is invalid.',
    });
    // The fake's own checks: a document that is no PDF, an envelope that does not exist, a
    // signer who is not the envelope's.
    expect(
      await provider.startSigning(makeDocument({ pdf: Buffer.from('not a pdf') })),
    ).toMatchObject({ ok: false, code: FAKE_ENVELOPE_REFUSAL.notPdf });
    expect(await provider.documentStatus('no-such-envelope')).toMatchObject({
      ok: false,
      code: FAKE_ENVELOPE_REFUSAL.unknownEnvelope,
    });
    const started = await provider.startSigning(makeDocument());
    if (!started.ok) throw new Error(`refused ${started.code}`);
    const someoneElse = makeDocument({
      signer: { userId: 'other', name: 'Budi', email: 'budi@example.test', phone: null },
    });
    expect(await provider.startSigning(someoneElse, started.providerRef)).toMatchObject({
      ok: false,
      code: FAKE_ENVELOPE_REFUSAL.unknownRecipient,
    });
    // A 4xx without the provider's code.
    fake.answerNext('getEnvelope', 404);
    expect(await provider.documentStatus(started.providerRef)).toEqual({
      ok: false,
      code: 'HTTP_404',
    });
    // 5xx, or no provider at all: the outcome is unknown.
    fake.answerNext('createEnvelope', 503, { errorCode: 'SERVICE_UNAVAILABLE' });
    await expect(provider.startSigning(makeDocument())).rejects.toThrow(/HTTP 503/);
    fake.answerNext('recipientView', 500);
    await expect(provider.startSigning(makeDocument(), started.providerRef)).rejects.toThrow(
      /HTTP 500/,
    );
    const nowhere = httpEnvelopeProvider(
      { ...fake.config, authUrl: 'http://127.0.0.1:9', baseUrl: 'http://127.0.0.1:9' },
      { now, timeoutMs: 2000 },
    );
    await expect(nowhere.documentStatus(started.providerRef)).rejects.toThrow();
    fake.refusals.length = 0;
  });
});

describe('Connect messages', () => {
  let fake: FakeEnvelopeServer;
  let envelopeId = '';
  const now = () => new Date('2026-03-01T03:00:00Z');

  beforeAll(async () => {
    fake = await startFakeEnvelopeServer({ now });
    const started = await httpEnvelopeProvider(fake.config, { now }).startSigning(makeDocument());
    if (!started.ok) throw new Error(`refused ${started.code}`);
    envelopeId = started.providerRef;
    fake.actAsSigner(started.url, 'complete');
  });
  afterAll(async () => {
    await fake?.close();
  });

  const adapterWith = (hmacKeys: string[]): EnvelopeHttpConfig => ({ ...fake.config, hmacKeys });

  it('trusts a message signed with one of our keys, read from its summary or its event', async () => {
    const provider = httpEnvelopeProvider(fake.config, { now });
    const { body, headers } = fake.connectMessage(envelopeId);
    expect(Object.keys(headers)).toEqual(
      expect.arrayContaining(['X-DocuSign-Signature-1', 'X-DocuSign-Signature-2']),
    );
    expect(await provider.verifyCallback(body, headers)).toEqual({
      kind: 'document',
      providerRef: envelopeId,
      status: 'COMPLETED',
    });
    const eventOnly = fake.connectMessage(envelopeId, {
      event: 'envelope-declined',
      withSummary: false,
    });
    expect(await provider.verifyCallback(eventOnly.body, eventOnly.headers)).toMatchObject({
      status: 'DECLINED',
    });
    // An event the adapter does not map: the envelope's status is read.
    const recipientEvent = fake.connectMessage(envelopeId, {
      event: 'recipient-completed',
      withSummary: false,
    });
    const calls = fake.calls.length;
    expect(await provider.verifyCallback(recipientEvent.body, recipientEvent.headers)).toEqual({
      kind: 'document',
      providerRef: envelopeId,
      status: 'COMPLETED',
    });
    expect(fake.calls.slice(calls)).toEqual([
      { method: 'GET', path: `/envelopes/${envelopeId}`, body: null },
    ]);
  });

  it('accepts a match on the second of our two keys (a rotation), in any header', async () => {
    const [oldKey = '', newKey = ''] = fake.config.hmacKeys;
    // The provider signs with the new key only; we still hold the old one first.
    fake.setConnectKeys([newKey]);
    const rotated = httpEnvelopeProvider(adapterWith(['retired-key', newKey]), { now });
    const message = fake.connectMessage(envelopeId);
    expect(Object.keys(message.headers)).not.toContain('X-DocuSign-Signature-2');
    expect(await rotated.verifyCallback(message.body, message.headers)).toMatchObject({
      status: 'COMPLETED',
    });
    // The provider signs with both; we hold only the second: its header, -2, matches.
    fake.setConnectKeys([oldKey, newKey]);
    const second = fake.connectMessage(envelopeId);
    const onlyNew = httpEnvelopeProvider(adapterWith([newKey]), { now });
    expect(await onlyNew.verifyCallback(second.body, second.headers)).toMatchObject({
      status: 'COMPLETED',
    });
  });

  it('refuses a forged message: wrong key, altered body, missing header, unreadable body', async () => {
    const provider = httpEnvelopeProvider(fake.config, { now });
    const { body, headers } = fake.connectMessage(envelopeId);
    const wrongKey = httpEnvelopeProvider(adapterWith(['not-our-key']), { now });
    expect(await wrongKey.verifyCallback(body, headers)).toBeNull();
    const altered = Buffer.from(body.toString('utf8').replace('"completed"', '"declined"'));
    expect(altered.equals(body)).toBe(false);
    expect(await provider.verifyCallback(altered, headers)).toBeNull();
    expect(await provider.verifyCallback(body, { 'content-type': 'application/json' })).toBeNull();
    // Correctly signed, but no JSON: nothing to read.
    fake.setConnectKeys(fake.config.hmacKeys);
    const garbage = Buffer.from('<xml/>');
    const garbageSignature = createHmac('sha256', fake.config.hmacKeys[0] ?? '')
      .update(garbage)
      .digest('base64');
    expect(
      await provider.verifyCallback(garbage, { 'x-docusign-signature-1': garbageSignature }),
    ).toBeNull();
  });

  it('verifies a message posted to a listener over HTTP, from the raw body', async () => {
    const provider = httpEnvelopeProvider(fake.config, { now });
    const received: unknown[] = [];
    const listener = createServer((req, res) => {
      void (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const verified = await provider.verifyCallback(Buffer.concat(chunks), req.headers);
        received.push(verified);
        res.writeHead(verified ? 200 : 401).end();
      })();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = listener.address() as AddressInfo;
      expect(await fake.sendConnect(envelopeId, `http://127.0.0.1:${port}/connect`)).toBe(200);
      fake.setConnectKeys(['a-key-we-do-not-hold']);
      expect(await fake.sendConnect(envelopeId, `http://127.0.0.1:${port}/connect`)).toBe(401);
      expect(received).toEqual([
        { kind: 'document', providerRef: envelopeId, status: 'COMPLETED' },
        null,
      ]);
    } finally {
      fake.setConnectKeys(fake.config.hmacKeys);
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    }
  });
});

describe('the envelope provider from the environment', () => {
  const pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  const env = {
    DOCUSIGN_AUTH_URL: 'https://account-d.docusign.com/',
    DOCUSIGN_BASE_URL: 'https://demo.docusign.net',
    DOCUSIGN_ACCOUNT_ID: 'acc-1',
    DOCUSIGN_INTEGRATION_KEY: 'ik-1',
    DOCUSIGN_USER_ID: 'user-1',
    // As an env file writes it: one line, `\n` for each line break.
    DOCUSIGN_PRIVATE_KEY: pem.replaceAll('\n', '\\n'),
    DOCUSIGN_HMAC_KEYS: ' key-one , key-two ,',
  };

  it('names every missing variable, and builds the adapter when all are set', () => {
    expect(() =>
      signingHttpConfig({ DOCUSIGN_ACCOUNT_ID: 'acc-1', DOCUSIGN_HMAC_KEYS: ' , ' }, 'docusign'),
    ).toThrow(
      /^SIGNING_ADAPTER=docusign needs DOCUSIGN_AUTH_URL, DOCUSIGN_BASE_URL, DOCUSIGN_INTEGRATION_KEY, DOCUSIGN_USER_ID, DOCUSIGN_PRIVATE_KEY, DOCUSIGN_HMAC_KEYS$/,
    );
    expect(() =>
      signingHttpConfig({ ...env, DOCUSIGN_PRIVATE_KEY: 'not a key' }, 'docusign'),
    ).toThrow(/DOCUSIGN_PRIVATE_KEY must be an RSA private key/);
    expect(() => signingHttpConfig({ ...env, DOCUSIGN_BASE_URL: 'demo' }, 'docusign')).toThrow(
      /DOCUSIGN_BASE_URL must be an http\(s\) URL/,
    );
    const config = signingHttpConfig(env, 'docusign');
    expect(config).toMatchObject({
      adapter: 'docusign',
      authUrl: 'https://account-d.docusign.com',
      baseUrl: 'https://demo.docusign.net',
      hmacKeys: ['key-one', 'key-two'],
    });
    expect(httpSigningProvider(config).name).toBe('docusign');
  });
});
