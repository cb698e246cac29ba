// The partner bank's HTTP adapter against a local fake of the bank that checks what the bank
// checks (tests/support/fake-partner-bank.ts): every call succeeds when signed and sealed right;
// a wrong signature, a stale timestamp, a wrong key are refused by the fake; a retry under the same
// request uuid gets the same CIF / account / VA and opens nothing twice; one token serves many
// calls; a refusal comes back as { ok: false, responseCode }. Then the whole product on the HTTP
// adapter: a lender's VA and another's RDL, approved by staff, show the fake bank's numbers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decryptVaPayload,
  encryptVaPayload,
  VA_PAYLOAD_MAX_AGE_SECONDS,
} from '../../api/bank/bni/ecollection-cipher.ts';
import { rdlSignature, rdlSignatureValid } from '../../api/bank/bni/rdl-signature.ts';
import { type BankLender, bankFromConfig, outcomeUnknown } from '../../api/bank/partner-bank.ts';
import {
  ddMMyyyy,
  httpPartnerBank,
  nameParts,
  RDL_PATHS,
  registerInvestorFields,
} from '../../api/bank/partner-bank-http.ts';
import { loadConfig } from '../../api/config.ts';
import {
  FAKE_RDL_REFUSAL,
  FAKE_VA_PATH,
  FAKE_VA_REFUSAL,
  type FakePartnerBank,
  startFakePartnerBank,
} from '../support/fake-partner-bank.ts';
import { BANK_HTTP_ENV } from '../support/production-env.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

const lender: BankLender = {
  lenderId: '7d1c1b3e-1111-4a4a-9999-000000000001',
  fullName: 'Siti Nur Aisyah',
  email: 'siti@example.test',
  phone: '+6281234567890',
  isPersonal: true,
};

describe('the e-collection cipher (pure functions)', () => {
  const t0 = 1_767_225_600; // 2026-01-01T00:00:00Z in seconds
  it('round-trips a payload, non-ASCII names included', () => {
    const data = { type: 'createbilling', trx_id: 'abc', customer_name: 'Bèta Ñoviani' };
    const sealed = encryptVaPayload(data, '12345', 'secret-key', t0);
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('createbilling');
    expect(decryptVaPayload(sealed, '12345', 'secret-key', t0 + 10)).toEqual({
      ok: true,
      data,
      sentAtSeconds: t0,
    });
  });

  it('opens only with both keys, and only within 300 s', () => {
    const sealed = encryptVaPayload({ a: '1' }, '12345', 'secret-key', t0);
    expect(decryptVaPayload(sealed, '12345', 'other-key', t0).ok).toBe(false);
    expect(decryptVaPayload(sealed, '54321', 'secret-key', t0).ok).toBe(false);
    expect(
      decryptVaPayload(sealed, '12345', 'secret-key', t0 + VA_PAYLOAD_MAX_AGE_SECONDS).ok,
    ).toBe(true);
    expect(decryptVaPayload(sealed, '12345', 'secret-key', t0 + 301)).toEqual({
      ok: false,
      reason: 'EXPIRED',
    });
    expect(decryptVaPayload('not base64!', '12345', 'secret-key', t0)).toEqual({
      ok: false,
      reason: 'MALFORMED',
    });
  });

  it('signs the request with its timestamp: any change breaks the signature', () => {
    const request = { header: { requestUuid: 'u1' }, cifNumber: '123' };
    const signature = rdlSignature(request, '2026-01-01T00:00:00.000Z', 's3cret');
    expect(rdlSignatureValid(request, '2026-01-01T00:00:00.000Z', 's3cret', signature)).toBe(true);
    expect(rdlSignatureValid(request, '2026-01-01T00:00:01.000Z', 's3cret', signature)).toBe(false);
    expect(
      rdlSignatureValid(
        { ...request, cifNumber: '124' },
        '2026-01-01T00:00:00.000Z',
        's3cret',
        signature,
      ),
    ).toBe(false);
  });

  it("maps the lender's data to the registration: names, ddMMyyyy, M/F", () => {
    expect(ddMMyyyy('1990-07-04')).toBe('04071990');
    expect(ddMMyyyy(null)).toBe('');
    expect(nameParts('Siti Nur Aisyah')).toEqual({
      firstName: 'Siti',
      middleName: 'Nur',
      lastName: 'Aisyah',
    });
    expect(nameParts('Budi')).toEqual({ firstName: 'Budi', middleName: '', lastName: '' });
    const fields = registerInvestorFields(
      { ...lender, birthDate: '1990-07-04', gender: 'F', idNumber: '3174000000000001' },
      'kyc-1',
      '0259',
    );
    expect(fields).toMatchObject({
      uuidFaceRecog: 'kyc-1',
      firstName: 'Siti',
      lastName: 'Aisyah',
      birthDate: '04071990',
      gender: 'F',
      idNumber: '3174000000000001',
      email: 'siti@example.test',
      mobilePhone1: '+6281234567890',
      branchOpening: '0259',
    });
  });
});

describe('choosing the bank by BANK_ADAPTER', () => {
  const base = { TOKEN_SECRET: 'x', DATA_DIR: '/tmp/lumbung-bank-config-test' };
  it('names every missing variable of the HTTP adapter, and builds it when all are set', async () => {
    await expect(loadConfig({ ...base, BANK_ADAPTER: 'http', BANK_API_KEY: 'k' })).rejects.toThrow(
      /BANK_RDL_URL, BANK_CLIENT_ID, BANK_CLIENT_SECRET, BANK_API_SECRET, BANK_COMPANY_ID, BANK_PARENT_COMPANY_ID, BANK_VA_URL, BANK_VA_CLIENT_ID, BANK_VA_PREFIX, BANK_VA_SECRET$/,
    );
    const config = await loadConfig({
      ...base,
      ...BANK_HTTP_ENV,
      BANK_RDL_URL: 'https://sandbox.example/',
    });
    expect(config.bankHttp).toMatchObject({ rdlUrl: 'https://sandbox.example', branchId: '' });
    expect(bankFromConfig(config, () => new Date()).name).toBe('http');
    const local = await loadConfig(base);
    expect(local.bankHttp).toBeNull();
    expect(bankFromConfig(local, () => new Date()).name).toBe('local');
    expect(() => bankFromConfig({ ...local, bankAdapter: 'other' }, () => new Date())).toThrow(
      /BANK_ADAPTER=other/,
    );
  });
});

describe('the HTTP adapter against the fake bank', () => {
  let fake: FakePartnerBank;
  const clock = { now: new Date('2026-03-01T03:00:00Z') };
  const now = () => clock.now;

  beforeAll(async () => {
    fake = await startFakePartnerBank({ now });
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('opens a VA, passes KYC, registers the investor and opens the RDL, on one token', async () => {
    const bank = httpPartnerBank(fake.config, { now });
    const va = await bank.createVirtualAccount(lender);
    expect(va).toMatchObject({
      ok: true,
      virtualAccount: expect.stringMatching(/^98812345\d{8}$/),
    });
    const kyc = await bank.submitKyc(lender);
    if (!kyc.ok) throw new Error(`KYC refused ${kyc.responseCode}`);
    const cif = await bank.registerInvestor(lender, kyc.kycUuid);
    if (!cif.ok) throw new Error(`registration refused ${cif.responseCode}`);
    expect(fake.investors.get(cif.cifNumber)).toBe(lender.email);
    const account = await bank.openRdlAccount(lender, cif.cifNumber);
    if (!account.ok) throw new Error(`account refused ${account.responseCode}`);
    expect(fake.accounts.get(account.accountNumber)).toBe(cif.cifNumber);
    if (!va.ok) throw new Error('no VA');
    expect(
      [...fake.billings.values()].map((b) => [b.virtualAccount, b.billingType]),
    ).toContainEqual([va.virtualAccount, 'o']);
    // Three RDL calls, one token: the adapter keeps it until it expires.
    expect(fake.tokensIssued()).toBe(1);
    expect(fake.refusals).toEqual([]);
  });

  it('asks for a new token once the cached one has expired', async () => {
    const own = await startFakePartnerBank({ now, tokenLifetimeSeconds: 600 });
    try {
      const bank = httpPartnerBank(own.config, { now });
      expect((await bank.submitKyc(lender)).ok).toBe(true);
      expect((await bank.submitKyc(lender)).ok).toBe(true);
      expect(own.tokensIssued()).toBe(1);
      const start = clock.now;
      clock.now = new Date(start.getTime() + 601_000);
      expect((await bank.submitKyc(lender)).ok).toBe(true);
      clock.now = start;
      expect(own.tokensIssued()).toBe(2);
    } finally {
      await own.close();
    }
  });

  it('is refused by the fake when the signature secret, the timestamp or the API key is wrong', async () => {
    const wrongSecret = httpPartnerBank({ ...fake.config, apiSecret: 'not-the-secret' }, { now });
    expect(await wrongSecret.submitKyc(lender)).toMatchObject({
      ok: false,
      responseCode: FAKE_RDL_REFUSAL.signature,
    });
    // The adapter's clock 6 minutes behind the bank's: its timestamp is stale.
    const late = httpPartnerBank(fake.config, {
      now: () => new Date(clock.now.getTime() - 360_000),
    });
    expect(await late.submitKyc(lender)).toMatchObject({
      ok: false,
      responseCode: FAKE_RDL_REFUSAL.staleTimestamp,
    });
    const wrongKey = httpPartnerBank({ ...fake.config, apiKey: 'guess' }, { now });
    expect(await wrongKey.submitKyc(lender)).toMatchObject({
      ok: false,
      responseCode: FAKE_RDL_REFUSAL.apiKey,
    });
    const wrongClient = httpPartnerBank({ ...fake.config, clientSecret: 'guess' }, { now });
    expect(await wrongClient.submitKyc(lender)).toMatchObject({
      ok: false,
      responseCode: 'TOKEN_REFUSED',
    });
    // E-collection: a payload sealed with another secret, or 301 s old, does not open.
    const wrongVaSecret = httpPartnerBank({ ...fake.config, vaSecret: 'other' }, { now });
    expect(await wrongVaSecret.createVirtualAccount(lender)).toMatchObject({
      ok: false,
      responseCode: FAKE_VA_REFUSAL.invalid,
    });
    const staleVa = httpPartnerBank(fake.config, {
      now: () => new Date(clock.now.getTime() - 301_000),
    });
    expect(await staleVa.createVirtualAccount(lender)).toMatchObject({
      ok: false,
      responseCode: FAKE_VA_REFUSAL.expired,
    });
    expect(fake.refusals.map((r) => r.code)).toEqual([
      FAKE_RDL_REFUSAL.signature,
      FAKE_RDL_REFUSAL.staleTimestamp,
      FAKE_RDL_REFUSAL.apiKey,
      'invalid_client',
      FAKE_VA_REFUSAL.invalid,
      FAKE_VA_REFUSAL.expired,
    ]);
    fake.refusals.length = 0;
  });

  it('a retry under the same request uuid gets the same CIF, account and VA, and opens nothing twice', async () => {
    const bank = httpPartnerBank(fake.config, { now });
    const kyc = await bank.submitKyc(lender);
    if (!kyc.ok) throw new Error('KYC refused');
    const investorsBefore = fake.investors.size;
    const first = await bank.registerInvestor(lender, kyc.kycUuid, 'uuid-register-1');
    const again = await bank.registerInvestor(lender, kyc.kycUuid, 'uuid-register-1');
    expect(again).toEqual(first);
    expect(fake.investors.size).toBe(investorsBefore + 1);
    if (!first.ok) throw new Error('registration refused');

    // The bank opens the account but its answer is lost: outcome unknown, same uuid again.
    const accountsBefore = fake.accounts.size;
    fake.loseNextAnswer(RDL_PATHS.openAccount);
    const lost = await bank.openRdlAccount(lender, first.cifNumber, 'uuid-account-1');
    expect(lost).toEqual({ ok: false, requestUuid: 'uuid-account-1', responseCode: 'HTTP_502' });
    if (lost.ok) throw new Error('unexpected');
    expect(outcomeUnknown(lost.responseCode)).toBe(true);
    const retried = await bank.openRdlAccount(lender, first.cifNumber, 'uuid-account-1');
    expect(retried).toMatchObject({ ok: true, requestUuid: 'uuid-account-1' });
    expect(fake.accounts.size).toBe(accountsBefore + 1);
    if (!retried.ok) throw new Error('unexpected');
    expect(fake.accounts.has(retried.accountNumber)).toBe(true);

    // A uuid is never reused for another call.
    expect(await bank.submitKyc(lender, 'uuid-account-1')).toMatchObject({
      ok: false,
      responseCode: FAKE_RDL_REFUSAL.uuidReused,
    });

    // The VA's billing is made, its answer lost; the retry's duplicate trx_id finds it.
    const billingsBefore = fake.billings.size;
    fake.loseNextAnswer(FAKE_VA_PATH);
    const vaUuid = '0b9d5b8e-8c0e-4c57-9a39-4d0d3c0f7a11';
    expect(await bank.createVirtualAccount(lender, vaUuid)).toMatchObject({
      ok: false,
      responseCode: 'HTTP_502',
    });
    const va = await bank.createVirtualAccount(lender, vaUuid);
    expect(va).toMatchObject({ ok: true, requestUuid: vaUuid });
    expect(fake.billings.size).toBe(billingsBefore + 1);
    if (!va.ok) throw new Error('unexpected');
    expect([...fake.billings.values()].at(-1)?.virtualAccount).toBe(va.virtualAccount);
    fake.refusals.length = 0;
  });

  it("turns the bank's refusal into { ok: false, responseCode }", async () => {
    const bank = httpPartnerBank(fake.config, { now });
    const kyc = await bank.submitKyc(lender);
    if (!kyc.ok) throw new Error('KYC refused');
    fake.refuseNext(RDL_PATHS.registerInvestor, '0290');
    const refused = await bank.registerInvestor(lender, kyc.kycUuid, 'uuid-refused-1');
    expect(refused).toEqual({ ok: false, requestUuid: 'uuid-refused-1', responseCode: '0290' });
    expect(outcomeUnknown('0290')).toBe(false);
    // A registration naming a face check the bank never made is refused too.
    expect(await bank.registerInvestor(lender, 'no-such-check')).toMatchObject({
      ok: false,
      responseCode: FAKE_RDL_REFUSAL.unknownFaceCheck,
    });
    fake.refuseNext(FAKE_VA_PATH, '009');
    expect(await bank.createVirtualAccount(lender)).toMatchObject({
      ok: false,
      responseCode: '009',
    });
    // No bank at all: the outcome is unknown.
    const nowhere = httpPartnerBank(
      { ...fake.config, rdlUrl: 'http://127.0.0.1:9', vaUrl: 'http://127.0.0.1:9/x' },
      { now, timeoutMs: 2000 },
    );
    expect(await nowhere.submitKyc(lender)).toMatchObject({ ok: false, responseCode: 'NO_ANSWER' });
    fake.refusals.length = 0;
  });
});

describe('the product on the HTTP adapter', () => {
  let fake: FakePartnerBank;
  let product: TestProduct;

  beforeAll(async () => {
    const now = () => product?.clock.now ?? new Date();
    fake = await startFakePartnerBank({ now });
    product = await startTestProduct({ bank: httpPartnerBank(fake.config, { now }) });
  });
  afterAll(async () => {
    await product?.close();
    await fake?.close();
  });

  it("a lender's VA and another lender's RDL, approved by staff, show the fake bank's numbers", async () => {
    // A second personal lender, with the demo password, for the RDL.
    await product.db.query(
      `INSERT INTO users (email, phone, full_name, role, is_personal, password_hash, active)
       SELECT 'lender.rdl@lumbung.test', NULL, 'Rina Kartika Dewi', 'lender', true, password_hash, true
         FROM users WHERE email = 'lender@lumbung.test'`,
    );
    const [vaLender, rdlLender, admin] = await Promise.all([
      loginAs(product, 'lender@lumbung.test'),
      loginAs(product, 'lender.rdl@lumbung.test'),
      loginAs(product, 'admin@lumbung.test'),
    ]);
    const idOf = async (email: string) =>
      (await product.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]))[0]
        ?.id ?? '';
    const rdlId = await idOf('lender.rdl@lumbung.test');
    const vaId = await idOf('lender@lumbung.test');

    const va = await rest(product, 'POST', '/wallet/request', {
      token: vaLender,
      body: { kind: 'VA', consent: true },
    });
    expect(va.status).toBe(200);
    expect(va.body.data).toMatchObject({ state: 'awaitingApproval', accountNumber: null });

    // The bank opens the RDL account but its answer is lost: the wallet waits on a failure; the
    // lender's retry re-sends the same request uuid and gets that account, not a second one.
    fake.loseNextAnswer(RDL_PATHS.openAccount);
    const rdl = await rest(product, 'POST', '/wallet/request', {
      token: rdlLender,
      body: { kind: 'RDL', consent: true },
    });
    expect(rdl.body.data).toMatchObject({
      state: 'bankFailed',
      bankFailure: { responseCode: 'HTTP_502' },
    });
    expect(fake.accounts.size).toBe(1);
    const retried = await rest(product, 'PUT', '/wallet/retry', { token: rdlLender });
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ state: 'awaitingApproval', accountNumber: null });
    expect(fake.accounts.size).toBe(1);

    for (const id of [vaId, rdlId]) {
      const approved = await rest(product, 'PUT', `/wallet/lenders/${id}/approve`, {
        token: admin,
      });
      expect(approved.status).toBe(200);
    }

    const [billing] = [...fake.billings.values()];
    const vaSeen = await rest(product, 'GET', '/wallet', { token: vaLender });
    expect(vaSeen.body.data).toMatchObject({
      state: 'approved',
      kind: 'VA',
      accountNumber: billing?.virtualAccount,
    });
    const [vaRow] = await product.db.query<{ full_name: string }>(
      'SELECT full_name FROM users WHERE id = $1',
      [vaId],
    );
    expect(billing?.customerName).toBe(vaRow?.full_name);

    const [[accountNumber, cifNumber]] = [...fake.accounts.entries()] as [[string, string]];
    const rdlSeen = await rest(product, 'GET', '/wallet', { token: rdlLender });
    expect(rdlSeen.body.data).toMatchObject({
      state: 'approved',
      kind: 'RDL',
      accountNumber,
      cifNumber,
    });
    expect(fake.investors.get(cifNumber)).toBe('lender.rdl@lumbung.test');

    // The trail: the failed try and the retry carry the same request uuid.
    const trail = await product.db.query<{ event: string; detail: Record<string, string> }>(
      `SELECT event, detail FROM lender_wallet_events WHERE lender_id = $1 ORDER BY id`,
      [rdlId],
    );
    const failure = trail.find((row) => row.event === 'bank.failed');
    const opened = trail.find((row) => row.event === 'rdl.accountOpened');
    expect(failure?.detail.requestUuid).toBeTruthy();
    expect(opened?.detail.requestUuid).toBe(failure?.detail.requestUuid);
  });
});
