// The PSrE's adapter (api/signing/psre-http.ts) against a local fake on the paths the adapter
// documents (tests/support/fake-psre-server.ts): a signer registered, waiting for activation,
// verified, her certificate expired; the provider's refusals passed through as codes and the
// photos it would refuse refused here without a call; a document uploaded with its position in mm,
// a signer's URL and a fresh one, the signed PDF; callbacks answered by the status check only,
// whatever their body claims; the settings from the environment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentToSign, SignerRegistration } from '../../api/signing/provider.ts';
import {
  httpPsreProvider,
  MAX_PHOTO_BYTES,
  PHOTO_REFUSAL,
  PSRE_PATHS,
  photoRefusal,
  registrationBody,
} from '../../api/signing/psre-http.ts';
import { httpSigningProvider, signingHttpConfig } from '../../api/signing/signing-config.ts';
import {
  FAKE_PSRE_REFUSAL,
  type FakePsreServer,
  nikAgrees,
  startFakePsreServer,
} from '../support/fake-psre-server.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const jpeg = (bytes = 2048) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(bytes - 4, 7)]);
const png = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

// A woman born 4 July 1990: the NIK's birth-date digits are 44 07 90 (the day plus 40).
function makeRegistration(overrides: Partial<SignerRegistration> = {}): SignerRegistration {
  return {
    userId: '7d1c1b3e-1111-4a4a-9999-000000000001',
    name: 'Siti Nur Aisyah',
    email: 'siti@example.test',
    phone: '+6281234567890',
    nik: '3174014407900001',
    birthPlace: 'Jakarta',
    birthDate: '1990-07-04',
    gender: 'F',
    address: 'Jl. Melati No. 5, Kebayoran Baru, Jakarta Selatan',
    idCardPhoto: jpeg(),
    selfie: png(),
    ...overrides,
  };
}

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

describe('the registration fields and photos (pure)', () => {
  it('refuses a photo that is no JPG or PNG, or over 1 MB; names the type it sends', () => {
    expect(photoRefusal(jpeg())).toBeNull();
    expect(photoRefusal(png())).toBeNull();
    expect(photoRefusal(jpeg(MAX_PHOTO_BYTES))).toBeNull();
    expect(photoRefusal(jpeg(MAX_PHOTO_BYTES + 1))).toBe(PHOTO_REFUSAL.tooLarge);
    expect(photoRefusal(Buffer.from('GIF89a……'))).toBe(PHOTO_REFUSAL.type);
    expect(registrationBody(makeRegistration())).toMatchObject({
      nik: '3174014407900001',
      birthDate: '1990-07-04',
      gender: 'F',
      idCardPhotoType: 'image/jpeg',
      selfiePhotoType: 'image/png',
      selfiePhoto: png().toString('base64'),
    });
  });

  it("reads the NIK's birth-date digits as the fake's registry does", () => {
    expect(nikAgrees('3174014407900001', '1990-07-04', 'F')).toBe(true);
    expect(nikAgrees('3174014407900001', '1990-07-04', 'M')).toBe(false);
    expect(nikAgrees('3273022512850002', '1985-12-25', 'M')).toBe(true);
    expect(nikAgrees('3273022512850002', '1985-12-24', 'M')).toBe(false);
  });
});

describe('the PSrE adapter against the fake provider', () => {
  let fake: FakePsreServer;

  beforeAll(async () => {
    fake = await startFakePsreServer();
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('registers a signer: not registered → unverified → verified → expired', async () => {
    const provider = httpPsreProvider(fake.config);
    const registration = provider.registration;
    if (!registration) throw new Error('the PSrE registers signers');
    const nik = '3273022512850002';
    const budi = makeRegistration({
      nik,
      name: 'Budi Santoso',
      email: 'budi@example.test',
      birthDate: '1985-12-25',
      gender: 'M',
    });
    expect(await registration.status(nik)).toEqual({ ok: true, status: 'NOT_REGISTERED' });
    expect(await registration.register(budi)).toEqual({ ok: true });
    expect(await registration.status(nik)).toEqual({ ok: true, status: 'UNVERIFIED' });
    expect(fake.registrations.get(nik)?.activationEmailsSent).toBe(1);
    expect(await registration.resendActivation(nik)).toEqual({ ok: true });
    expect(fake.registrations.get(nik)?.activationEmailsSent).toBe(2);
    fake.activate(nik);
    expect(await registration.status(nik)).toEqual({ ok: true, status: 'VERIFIED' });
    expect(await registration.resendActivation(nik)).toMatchObject({
      ok: false,
      code: FAKE_PSRE_REFUSAL.alreadyActivated,
    });
    fake.expireCertificate(nik);
    expect(await registration.status(nik)).toEqual({ ok: true, status: 'EXPIRED' });
    // An expired certificate signs nothing.
    const document = makeDocument({
      signer: { userId: 'u-budi', name: 'Budi Santoso', email: 'budi@example.test', phone: null },
    });
    expect(await provider.startSigning(document)).toMatchObject({
      ok: false,
      code: FAKE_PSRE_REFUSAL.certificateExpired,
    });
    fake.refusals.length = 0;
  });

  it("passes the provider's refusals through as codes; refuses the photos it would refuse without a call", async () => {
    const registration = httpPsreProvider(fake.config).registration;
    if (!registration) throw new Error('the PSrE registers signers');
    expect(await registration.register(makeRegistration())).toEqual({ ok: true });
    expect(await registration.register(makeRegistration())).toMatchObject({
      ok: false,
      code: 'USER_REGISTERED',
    });
    // Another person (a NIK agreeing with her birth date) with an e-mail already registered.
    expect(
      await registration.register(makeRegistration({ nik: '3174014407900002' })),
    ).toMatchObject({ ok: false, code: 'EMAIL_REGISTERED' });
    // Biodata the registry does not hold: the NIK says another birth date.
    expect(
      await registration.register(
        makeRegistration({ nik: '3174015107900003', email: 'dewi@example.test' }),
      ),
    ).toMatchObject({ ok: false, code: 'BIODATA_MISMATCH' });
    fake.answerNext('register', 422, { code: 'SELFIE_MISMATCH', message: 'Wajah tidak cocok' });
    expect(
      await registration.register(
        makeRegistration({ nik: '3174014407900004', email: 'rina@example.test' }),
      ),
    ).toEqual({ ok: false, code: 'SELFIE_MISMATCH', message: 'Wajah tidak cocok' });

    const sent = fake.requests.length;
    const other = { nik: '3174014407900005', email: 'ani@example.test' };
    expect(
      await registration.register(
        makeRegistration({ ...other, selfie: jpeg(MAX_PHOTO_BYTES + 1) }),
      ),
    ).toMatchObject({ ok: false, code: PHOTO_REFUSAL.tooLarge, message: /selfie/ });
    expect(
      await registration.register(
        makeRegistration({ ...other, idCardPhoto: Buffer.from('%PDF-1.7 a scan') }),
      ),
    ).toMatchObject({ ok: false, code: PHOTO_REFUSAL.type, message: /ID card/ });
    expect(fake.requests.length).toBe(sent);
    expect(fake.registrations.has(other.nik)).toBe(false);

    // The fake refuses the same photo itself, had it been sent.
    const direct = await fetch(`${fake.url}${PSRE_PATHS.register}`, {
      method: 'POST',
      headers: { 'x-api-key': fake.config.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        ...registrationBody(makeRegistration(other)),
        selfiePhoto: jpeg(MAX_PHOTO_BYTES + 1).toString('base64'),
      }),
    });
    expect([direct.status, ((await direct.json()) as { code: string }).code]).toEqual([
      413,
      FAKE_PSRE_REFUSAL.fileTooLarge,
    ]);
    fake.refusals.length = 0;
  });

  it('uploads the PDF with the position in mm, gives the signer a URL and a fresh one, and serves the signed PDF', async () => {
    const provider = httpPsreProvider(fake.config);
    // Siti registered in the test above; not activated yet, she cannot sign.
    expect(await provider.startSigning(makeDocument())).toMatchObject({
      ok: false,
      code: FAKE_PSRE_REFUSAL.signerNotVerified,
    });
    fake.activate('3174014407900001');
    const started = await provider.startSigning(makeDocument());
    if (!started.ok) throw new Error(`refused ${started.code}`);
    const uploaded = fake.documents.get(started.providerRef);
    expect(uploaded).toMatchObject({
      reference: 'doc-1',
      title: 'Perjanjian Pinjaman',
      status: 'WAITING',
      signers: [
        {
          email: 'siti@example.test',
          page: 2,
          x: 20,
          y: 250,
          width: 60,
          height: 20,
          signed: false,
        },
      ],
    });
    expect(uploaded?.pdf.equals(PDF)).toBe(true);
    expect(started.url).toMatch(/\/sign\/[0-9a-f]+\?lang=id$/);
    expect(await provider.documentStatus(started.providerRef)).toEqual({
      ok: true,
      status: 'SENT',
    });
    expect(await provider.signedDocument(started.providerRef)).toMatchObject({
      ok: false,
      code: FAKE_PSRE_REFUSAL.notCompleted,
    });

    const documents = fake.documents.size;
    const again = await provider.startSigning(makeDocument({ locale: 'en' }), started.providerRef);
    if (!again.ok) throw new Error(`refused ${again.code}`);
    expect(again.providerRef).toBe(started.providerRef);
    expect(again.url).not.toBe(started.url);
    expect(fake.documents.size).toBe(documents);

    expect(fake.actAsSigner(again.url, 'sign')).toEqual({
      ok: true,
      redirect: 'https://lumbung.test/signing/return?doc=doc-1&event=signing_complete',
    });
    expect(await provider.documentStatus(started.providerRef)).toEqual({
      ok: true,
      status: 'COMPLETED',
    });
    const signed = await provider.signedDocument(started.providerRef);
    if (!signed.ok) throw new Error(`refused ${signed.code}`);
    expect(signed.pdf.toString('latin1')).toMatch(
      /^%PDF-1\.7[\s\S]*% signed by siti@example\.test \(certified\)/,
    );

    // Rejected by the signer: declined.
    const rejected = await provider.startSigning(makeDocument({ documentId: 'doc-2' }));
    if (!rejected.ok) throw new Error(`refused ${rejected.code}`);
    fake.actAsSigner(rejected.url, 'reject');
    expect(await provider.documentStatus(rejected.providerRef)).toEqual({
      ok: true,
      status: 'DECLINED',
    });
    // A position off the A4 page is refused by the provider.
    expect(
      await provider.startSigning(
        makeDocument({ position: { page: 1, x: 180, y: 250, width: 60, height: 20 } }),
      ),
    ).toMatchObject({ ok: false, code: FAKE_PSRE_REFUSAL.position });
    fake.refusals.length = 0;
  });

  it('answers a callback with what the status check says, never with what its body claims', async () => {
    const provider = httpPsreProvider(fake.config);
    const callback = (body: unknown) =>
      provider.verifyCallback(Buffer.from(JSON.stringify(body)), {});
    const started = await provider.startSigning(makeDocument({ documentId: 'doc-3' }));
    if (!started.ok) throw new Error(`refused ${started.code}`);

    // Claims the document signed and complete: the provider says it waits for the signer.
    expect(
      await callback({
        event: 'document.completed',
        documentId: started.providerRef,
        status: 'COMPLETED',
      }),
    ).toEqual({ kind: 'document', providerRef: started.providerRef, status: 'SENT' });
    // Signed by the signer, not closed yet by the provider: still SENT.
    fake.actAsSigner(started.url, 'sign', { complete: false });
    expect(await callback({ event: 'document.signed', document_id: started.providerRef })).toEqual({
      kind: 'document',
      providerRef: started.providerRef,
      status: 'SENT',
    });
    const document = fake.documents.get(started.providerRef);
    if (document) document.status = 'COMPLETED';
    expect(await callback({ event: 'document.signed', documentId: started.providerRef })).toEqual({
      kind: 'document',
      providerRef: started.providerRef,
      status: 'COMPLETED',
    });

    // Unknown documents and signers, and bodies with nothing to check: null.
    expect(
      await callback({ event: 'document.completed', documentId: 'no-such-document' }),
    ).toBeNull();
    expect(await callback({ event: 'registration.completed', nik: '3174019912990009' })).toBeNull();
    expect(await callback({ event: 'registration.completed', nik: '12' })).toBeNull();
    expect(await callback({ event: 'document.completed' })).toBeNull();
    expect(await provider.verifyCallback(Buffer.from('not json'), {})).toBeNull();
    // A registration callback: the status check's answer.
    expect(
      await callback({
        event: 'registration.completed',
        nik: '3174014407900001',
        status: 'EXPIRED',
      }),
    ).toEqual({ kind: 'registration', nik: '3174014407900001', status: 'VERIFIED' });
    fake.refusals.length = 0;
  });

  it('is refused with a wrong API key, throws on a lost or unreadable answer', async () => {
    const wrongKey = httpPsreProvider({ ...fake.config, apiKey: 'guess' });
    expect(await wrongKey.documentStatus('any')).toMatchObject({
      ok: false,
      code: FAKE_PSRE_REFUSAL.apiKey,
    });
    const provider = httpPsreProvider(fake.config, { timeoutMs: 2000 });
    fake.answerNext('upload', 502);
    await expect(provider.startSigning(makeDocument())).rejects.toThrow(/HTTP 502/);
    fake.answerNext('status', 200, { nik: '3174014407900001', status: 'SUSPENDED' });
    await expect(provider.registration?.status('3174014407900001')).rejects.toThrow(/"SUSPENDED"/);
    fake.answerNext('signingUrl', 200, {});
    await expect(
      provider.startSigning(makeDocument(), [...fake.documents.keys()][0]),
    ).rejects.toThrow(/no url/);
    // A 5xx on the status check a callback relies on: thrown, so the callback is answered with
    // an error and the provider sends it again.
    fake.answerNext('document', 500);
    await expect(
      provider.verifyCallback(Buffer.from(JSON.stringify({ documentId: 'x' })), {}),
    ).rejects.toThrow(/HTTP 500/);
    const nowhere = httpPsreProvider(
      { ...fake.config, url: 'http://127.0.0.1:9' },
      { timeoutMs: 2000 },
    );
    await expect(nowhere.documentStatus('any')).rejects.toThrow();
    fake.refusals.length = 0;
  });
});

describe('the PSrE from the environment', () => {
  it('names every missing variable, and builds the adapter when all are set', () => {
    expect(() => signingHttpConfig({}, 'teken')).toThrow(
      /^SIGNING_ADAPTER=teken needs TEKEN_URL, TEKEN_API_KEY$/,
    );
    expect(() => signingHttpConfig({ TEKEN_API_KEY: 'k' }, 'teken')).toThrow(/needs TEKEN_URL$/);
    const config = signingHttpConfig(
      { TEKEN_URL: 'https://api.psre.example/', TEKEN_API_KEY: ' k ' },
      'teken',
    );
    expect(config).toEqual({ adapter: 'teken', url: 'https://api.psre.example', apiKey: 'k' });
    expect(httpSigningProvider(config).name).toBe('teken');
  });
});
