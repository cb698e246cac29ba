// The partner bank's HTTP adapter against a local fake of the bank that checks what the bank
// checks (tests/support/fake-partner-bank.ts): every call succeeds when signed and sealed right;
// a wrong signature, a stale timestamp, a wrong key are refused by the fake; a retry under the same
// request uuid gets the same CIF / account / VA and opens nothing twice; one token serves many
// calls; a refusal comes back as { ok: false, responseCode }. The money calls: each rail's payment
// call with its body (the beneficiary check before an online transfer), refusals before any call
// for what the RDL API cannot pay, a lost payment answer resolved by the status inquiry without a
// second payment, balances and history read into exact sen. Then the whole product on the HTTP
// adapter: a lender's VA and another's RDL, approved by staff, show the fake bank's numbers; the
// cash-out quote offers only what the bank can pay, and an RDL lender's cash-out is paid out of
// her RDL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decryptVaPayload,
  encryptVaPayload,
  VA_PAYLOAD_MAX_AGE_SECONDS,
} from '../../api/bank/bni/ecollection-cipher.ts';
import {
  ddMMyyyy,
  EDUCATION_CODES,
  GENDER_CODES,
  ID_EXPIRY_FOR_LIFE,
  JOB_CODES,
  MARITAL_STATUS_CODES,
  MONTHLY_INCOME_RUPIAH,
  mobilePhoneParts,
  RELIGION_CODES,
  SOURCE_OF_FUND_CODES,
  streetParts,
  TITLE_CODES,
} from '../../api/bank/bni/investor-codes.ts';
import { rdlSignature, rdlSignatureValid } from '../../api/bank/bni/rdl-signature.ts';
import {
  BAD_ANSWER,
  type BankLender,
  bankFromConfig,
  type InvestorDataGap,
  type InvestorProfile,
  investorDataGaps,
  LOCAL_BANK_INVESTOR_DATA_MISSING,
  localPartnerBank,
  NO_ANSWER,
  outcomeUnknown,
  type PayoutRequest,
} from '../../api/bank/partner-bank.ts';
import {
  faceRecognitionFields,
  httpPartnerBank,
  nameParts,
  openAccountFields,
  PAYOUT_REFUSAL,
  RDL_PATHS,
  registerInvestorFields,
  senOfBankAmount,
} from '../../api/bank/partner-bank-http.ts';
import { loadConfig } from '../../api/config.ts';
import { DEMO_RDL_ACCOUNT } from '../../api/db/seed-demo-money.ts';
import { journalBalance } from '../../api/ledger/read-balances.ts';
import { PROFILE_OPTIONS } from '../../machines/shared/profile-rules.ts';
import { makeBankLender, makeInvestor, selfieBytes } from '../support/bank-lenders.ts';
import {
  FAKE_RDL_REFUSAL,
  FAKE_VA_PATH,
  FAKE_VA_REFUSAL,
  type FakePartnerBank,
  startFakePartnerBank,
} from '../support/fake-partner-bank.ts';
import { auditLedger } from '../support/ledger-audit.ts';
import { BANK_HTTP_ENV } from '../support/production-env.ts';
import { fillProfile, validateSections } from '../support/profiles.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

const lender: BankLender = makeBankLender({
  lenderId: '7d1c1b3e-1111-4a4a-9999-000000000001',
  fullName: 'Siti Nur Aisyah',
  email: 'siti@example.test',
  phone: '+6281234567890',
});

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
      makeBankLender({
        ...lender,
        investor: makeInvestor({ birthDate: '1990-07-04', idNumber: '3174000000000001' }),
      }),
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
      // The operator code and the number after it, as the bank's SDK splits a mobile.
      mobilePhone1: '0812',
      mobilePhone2: '34567890',
      branchOpening: '0259',
    });
  });

  it("sends the whole validated profile: identity, address parts, codes, selfie, funds' source", () => {
    const person = makeInvestor({
      gender: 'MALE',
      idExpiry: 'SEUMUR HIDUP',
      religion: 'KATOLIK',
      maritalStatus: 'KAWIN',
      education: 'S2',
      job: 'ENTREPRENEUR',
      monthlyIncome: '25M_50M',
      fundSource: 'BUSINESS',
    });
    const who = makeBankLender({ fullName: 'Budi Santoso', investor: person });
    expect(registerInvestorFields(who, 'kyc-2', '0259')).toEqual({
      uuidFaceRecog: 'kyc-2',
      title: TITLE_CODES.MALE,
      firstName: 'Budi',
      middleName: '',
      lastName: 'Santoso',
      optNPWP: '1',
      NPWPNum: '0912345678010001',
      nationality: 'ID',
      domicileCountry: 'ID',
      religion: RELIGION_CODES.KATOLIK,
      birthPlace: 'Bandung',
      birthDate: '05031990',
      gender: 'M',
      isMarried: MARITAL_STATUS_CODES.KAWIN,
      motherMaidenName: 'Ratna Sari Dewi',
      jobCode: JOB_CODES.ENTREPRENEUR,
      education: EDUCATION_CODES.S2,
      idType: '01',
      idNumber: '3273014503900001',
      idIssuingCity: 'Bandung',
      idExpiryDate: ID_EXPIRY_FOR_LIFE,
      addressStreet: 'Jl. Kebon Sirih No. 7',
      addressRtRwPerum: '003004',
      addressKel: 'Cideng',
      addressKec: 'Gambir/KOTA ADMINISTRASI JAKARTA PUSAT',
      zipCode: '10150',
      homePhone1: '9999',
      homePhone2: '99999999',
      officePhone1: '',
      officePhone2: '',
      mobilePhone1: '0812',
      mobilePhone2: '34567890',
      faxNum1: '',
      faxNum2: '',
      email: 'siti@example.test',
      monthlyIncome: '37500000',
      branchOpening: '0259',
    });
    expect(faceRecognitionFields(who)).toEqual({
      firstName: 'Budi',
      middleName: '',
      lastName: 'Santoso',
      idNumber: '3273014503900001',
      birthDate: '05-03-1990',
      birthPlace: 'Bandung',
      gender: 'M',
      cityAddress: 'KOTA ADMINISTRASI JAKARTA PUSAT',
      stateProvAddress: 'DKI JAKARTA',
      addressCountry: 'ID',
      streetAddress1: 'Jl. Kebon Sirih No. 7, RT 003/RW 004',
      streetAddress2: 'Cideng, Gambir',
      postCodeAddress: '10150',
      country: 'ID',
      selfiePhoto: selfieBytes().toString('base64'),
    });
    expect(openAccountFields(who, '9100749959', '0259')).toEqual({
      cifNumber: '9100749959',
      currency: 'IDR',
      openAccountReason: '2',
      sourceOfFund: SOURCE_OF_FUND_CODES.BUSINESS,
      branchId: '0259',
    });
    // No NPWP: the flag says so; a KTP with an expiry date goes ddMMyyyy.
    expect(
      registerInvestorFields(
        makeBankLender({ investor: makeInvestor({ taxNumber: null, idExpiry: '2031-03-05' }) }),
        null,
        '',
      ),
    ).toMatchObject({ optNPWP: '0', NPWPNum: '', idExpiryDate: '05032031' });
  });

  it('maps every option of the profile to a code, and splits what the bank splits', () => {
    for (const [option, table] of [
      [PROFILE_OPTIONS.gender, GENDER_CODES],
      [PROFILE_OPTIONS.gender, TITLE_CODES],
      [PROFILE_OPTIONS.religion, RELIGION_CODES],
      [PROFILE_OPTIONS.maritalStatus, MARITAL_STATUS_CODES],
      [PROFILE_OPTIONS.education, EDUCATION_CODES],
      [PROFILE_OPTIONS.job, JOB_CODES],
      [PROFILE_OPTIONS.monthlyIncome, MONTHLY_INCOME_RUPIAH],
      [PROFILE_OPTIONS.fundSource, SOURCE_OF_FUND_CODES],
    ] as const) {
      const codes = option.map((value) => (table as Record<string, string>)[value]);
      expect(codes.every((code) => typeof code === 'string' && code !== '')).toBe(true);
      // One code per option: two options never reach the bank as one.
      expect(new Set(codes).size).toBe(option.length);
    }
    expect(streetParts('Jl. Dago No. 10 RT.1 RW.12, Coblong')).toEqual({
      addressStreet: 'Jl. Dago No. 10, Coblong',
      addressRtRwPerum: '001012',
    });
    expect(streetParts('Jl. Kenanga No. 5')).toEqual({
      addressStreet: 'Jl. Kenanga No. 5',
      addressRtRwPerum: '',
    });
    expect(mobilePhoneParts('081298765432')).toEqual({
      mobilePhone1: '0812',
      mobilePhone2: '98765432',
    });
    expect(mobilePhoneParts(null)).toEqual({ mobilePhone1: '0899', mobilePhone2: '999999' });
    expect(mobilePhoneParts('+4915123456789')).toEqual({
      mobilePhone1: '0899',
      mobilePhone2: '999999',
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

  it("closes a lender's VA by its opening request (inactivebilling): the teller then turns payments away, the inquiry says closed", async () => {
    const bank = httpPartnerBank(fake.config, { now });
    const opened = await bank.createVirtualAccount(lender);
    if (!opened.ok) throw new Error('no VA');
    expect(fake.payIntoVa(opened.virtualAccount, 100_000n).ok).toBe(true);
    expect(await bank.virtualAccountOpen(opened.requestUuid)).toEqual({
      ok: true,
      requestUuid: opened.requestUuid,
      open: true,
    });
    expect(await bank.closeVirtualAccount(opened.requestUuid)).toEqual({
      ok: true,
      requestUuid: opened.requestUuid,
    });
    // Asked (inquirybilling), the bank says it no longer takes payments.
    expect(await bank.virtualAccountOpen(opened.requestUuid)).toEqual({
      ok: true,
      requestUuid: opened.requestUuid,
      open: false,
    });
    expect(fake.payIntoVa(opened.virtualAccount, 100_000n)).toEqual({
      ok: false,
      refusal: 'INACTIVE',
    });
    // Closing it again answers closed all the same.
    expect((await bank.closeVirtualAccount(opened.requestUuid)).ok).toBe(true);
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

  it("refuses a person's face check or registration without what the bank checks, as the built-in bank does", async () => {
    const http = httpPartnerBank(fake.config, { now });
    const local = localPartnerBank();
    const without = (investor: Partial<InvestorProfile>) =>
      makeBankLender({ investor: makeInvestor(investor) });
    const address = makeInvestor().address;
    if (!address) throw new Error('no address');
    // What each lender lacks for the registration, and for the face check (which carries no
    // mother's name, no village or district).
    const all: InvestorDataGap[] = ['ID_NUMBER', 'BIRTH_DATE', 'GENDER', 'ADDRESS'];
    const cases: Array<[string, BankLender, InvestorDataGap[], InvestorDataGap[]]> = [
      [
        'no profile at all',
        makeBankLender({ investor: null }),
        ['ID_NUMBER', 'BIRTH_DATE', 'GENDER', 'MOTHER_MAIDEN_NAME', 'ADDRESS'],
        all,
      ],
      ['no NIK', without({ idNumber: null }), ['ID_NUMBER'], ['ID_NUMBER']],
      [
        'a NIK of 15 digits',
        without({ idNumber: '327301450390000' }),
        ['ID_NUMBER'],
        ['ID_NUMBER'],
      ],
      ['no birth date', without({ birthDate: null }), ['BIRTH_DATE'], ['BIRTH_DATE']],
      [
        'a birth date that is none',
        without({ birthDate: '1990-02-30' }),
        ['BIRTH_DATE'],
        ['BIRTH_DATE'],
      ],
      ['no gender', without({ gender: null }), ['GENDER'], ['GENDER']],
      ['no address', without({ address: null }), ['ADDRESS'], ['ADDRESS']],
      ['no street', without({ address: { ...address, street: ' ' } }), ['ADDRESS'], ['ADDRESS']],
      ['no city', without({ address: { ...address, city: '' } }), ['ADDRESS'], ['ADDRESS']],
      [
        'no postal code',
        without({ address: { ...address, postalCode: '' } }),
        ['ADDRESS'],
        ['ADDRESS'],
      ],
      ['no village', without({ address: { ...address, village: '' } }), ['ADDRESS'], []],
      ['no district', without({ address: { ...address, district: '' } }), ['ADDRESS'], []],
      ["no mother's maiden name", without({ motherMaidenName: null }), ['MOTHER_MAIDEN_NAME'], []],
    ];
    for (const [what, who, gaps, faceGaps] of cases) {
      expect(investorDataGaps(who.investor, 'registerInvestor'), what).toEqual(gaps);
      expect(investorDataGaps(who.investor, 'submitKyc'), what).toEqual(faceGaps);
      const kyc = await http.submitKyc(who);
      const localKyc = await local.submitKyc(who);
      if (faceGaps.length > 0) {
        expect(kyc, what).toMatchObject({ ok: false, responseCode: FAKE_RDL_REFUSAL.investorData });
        expect(localKyc, what).toMatchObject({
          ok: false,
          responseCode: LOCAL_BANK_INVESTOR_DATA_MISSING,
        });
      } else {
        expect(kyc, what).toMatchObject({ ok: true });
        expect(localKyc, what).toMatchObject({ ok: true });
      }
      // The registration checks for itself, whatever face check it names.
      const passed = await http.submitKyc(makeBankLender());
      if (!passed.ok) throw new Error('a complete face check refused');
      expect(await http.registerInvestor(who, passed.kycUuid), what).toMatchObject({
        ok: false,
        responseCode: FAKE_RDL_REFUSAL.investorData,
      });
      expect(await local.registerInvestor(who, null), what).toMatchObject({
        ok: false,
        responseCode: LOCAL_BANK_INVESTOR_DATA_MISSING,
      });
    }
    // Complete, both banks register the person; the selfie is not one of their checks.
    const complete = makeBankLender({ investor: makeInvestor({ selfieBase64: null }) });
    const kyc = await http.submitKyc(complete);
    if (!kyc.ok) throw new Error(`KYC refused ${kyc.responseCode}`);
    expect(await http.registerInvestor(complete, kyc.kycUuid)).toMatchObject({ ok: true });
    expect(await local.submitKyc(complete)).toMatchObject({ ok: true });
    expect(await local.registerInvestor(complete, null)).toMatchObject({ ok: true });
    // A company is no person the chain can check (the product never sends one: its RDL is
    // recorded by hand); the built-in bank refuses it as it would a person without the data.
    const company = makeBankLender({
      fullName: 'CV Modal Nusantara',
      isPersonal: false,
      investor: null,
    });
    expect(await local.submitKyc(company)).toMatchObject({
      ok: false,
      responseCode: LOCAL_BANK_INVESTOR_DATA_MISSING,
    });
    expect(await local.registerInvestor(company, null)).toMatchObject({
      ok: false,
      responseCode: LOCAL_BANK_INVESTOR_DATA_MISSING,
    });
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
    // Her data, a selfie among her documents, validated by staff: what the bank is told.
    const selfie = selfieBytes(42);
    await fillProfile(product, { token: rdlLender, fullName: 'Rina Kartika Dewi' }, { selfie });
    await validateSections(product, admin, rdlId);

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

    // The bank was told her validated profile: the face check with her selfie's bytes, the
    // registration with her identity and the KTP's address in parts, in the bank's formats.
    const sent = (path: string) => fake.calls.filter((c) => c.path === path).map((c) => c.request);
    const [faceCheck] = sent(RDL_PATHS.faceRecognition);
    expect(faceCheck).toMatchObject({
      firstName: 'Rina',
      lastName: 'Dewi',
      idNumber: expect.stringMatching(/^327301450390\d{4}$/),
      birthDate: '05-03-1990',
      birthPlace: 'Bandung',
      gender: 'F',
      streetAddress1: 'Jl. Kebon Sirih No. 7, RT 003/RW 004',
      streetAddress2: 'Cideng, Gambir',
      cityAddress: 'KOTA ADMINISTRASI JAKARTA PUSAT',
      stateProvAddress: 'DKI JAKARTA',
      postCodeAddress: '10150',
    });
    expect(Buffer.from(String(faceCheck?.selfiePhoto), 'base64').equals(selfie)).toBe(true);
    const [registration] = sent(RDL_PATHS.registerInvestor);
    expect(registration).toMatchObject({
      idNumber: expect.stringMatching(/^327301450390\d{4}$/),
      idType: '01',
      idIssuingCity: 'Bandung',
      idExpiryDate: '05032099',
      birthDate: '05031990',
      birthPlace: 'Bandung',
      gender: 'F',
      title: TITLE_CODES.FEMALE,
      motherMaidenName: 'Ratna Sari Dewi',
      religion: RELIGION_CODES.ISLAM,
      isMarried: MARITAL_STATUS_CODES.BELUM_KAWIN,
      education: EDUCATION_CODES.S1,
      jobCode: JOB_CODES.PRIVATE_EMPLOYEE,
      monthlyIncome: MONTHLY_INCOME_RUPIAH['10M_25M'],
      optNPWP: '1',
      NPWPNum: '0912345678010001',
      addressStreet: 'Jl. Kebon Sirih No. 7',
      addressRtRwPerum: '003004',
      addressKel: 'Cideng',
      addressKec: 'Gambir/KOTA ADMINISTRASI JAKARTA PUSAT',
      zipCode: '10150',
      email: 'lender.rdl@lumbung.test',
    });
    // Both account openings (the lost one and its retry) name her source of funds.
    expect(sent(RDL_PATHS.openAccount).map((r) => [r.cifNumber, r.sourceOfFund])).toEqual([
      [cifNumber, SOURCE_OF_FUND_CODES.SALARY],
      [cifNumber, SOURCE_OF_FUND_CODES.SALARY],
    ]);
    expect(fake.refusals).toEqual([]);

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

  it('a lender whose data staff have not validated: the bank refuses the face check, nothing opens, staff see why; validated, her retry passes', async () => {
    await product.db.query(
      `INSERT INTO users (email, phone, full_name, role, is_personal, password_hash, active)
       SELECT 'lender.unchecked@lumbung.test', '081377778888', 'Wulan Sari Dewi', 'lender', true,
              password_hash, true
         FROM users WHERE email = 'lender@lumbung.test'`,
    );
    const [token, admin] = await Promise.all([
      loginAs(product, 'lender.unchecked@lumbung.test'),
      loginAs(product, 'admin@lumbung.test'),
    ]);
    const [row] = await product.db.query<{ id: string }>(
      "SELECT id FROM users WHERE email = 'lender.unchecked@lumbung.test'",
    );
    const lenderId = row?.id ?? '';
    // Filled in and sent to staff, who have not decided: none of it is the bank's to read.
    await fillProfile(product, { token, fullName: 'Wulan Sari Dewi' });
    const investorsBefore = fake.investors.size;
    const accountsBefore = fake.accounts.size;
    const callsBefore = fake.calls.length;

    const asked = await rest(product, 'POST', '/wallet/request', {
      token,
      body: { kind: 'RDL', consent: true },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({
      state: 'bankFailed',
      kind: 'RDL',
      bankFailure: { step: 'KYC', responseCode: FAKE_RDL_REFUSAL.investorData },
    });
    const sentNow = fake.calls.slice(callsBefore);
    expect(sentNow.map((c) => c.path)).toEqual([RDL_PATHS.faceRecognition]);
    expect(sentNow[0]?.request).toMatchObject({ idNumber: '', birthDate: '', gender: '' });
    expect(fake.investors.size).toBe(investorsBefore);
    expect(fake.accounts.size).toBe(accountsBefore);
    const seen = await rest(product, 'GET', `/wallet/lenders/${lenderId}`, { token: admin });
    expect(seen.body.data).toMatchObject({
      state: 'bankFailed',
      bankFailure: { step: 'KYC', responseCode: FAKE_RDL_REFUSAL.investorData },
      pendingCifNumber: null,
      pendingAccountNumber: null,
    });
    const [stored] = await product.db.query<{ machine_context: Record<string, unknown> }>(
      'SELECT machine_context FROM lender_wallets WHERE lender_id = $1',
      [lenderId],
    );
    expect(stored?.machine_context).toMatchObject({ cifNumber: null, accountNumber: null });

    // Staff validate her data; her retry tells the bank all of it, and the RDL opens.
    await validateSections(product, admin, lenderId);
    const retried = await rest(product, 'PUT', '/wallet/retry', { token });
    expect(retried.body.data).toMatchObject({ state: 'awaitingApproval', kind: 'RDL' });
    const faceChecks = fake.calls
      .slice(callsBefore)
      .filter((c) => c.path === RDL_PATHS.faceRecognition);
    expect(faceChecks).toHaveLength(2);
    expect(faceChecks[1]?.request).toMatchObject({
      idNumber: expect.stringMatching(/^327301450390\d{4}$/),
      birthDate: '05-03-1990',
      gender: 'F',
      // No selfie in her documents: the face check carries none.
      selfiePhoto: '',
    });
    expect(fake.accounts.size).toBe(accountsBefore + 1);
    expect(fake.refusals.map((r) => r.code)).toEqual([FAKE_RDL_REFUSAL.investorData]);
    fake.refusals.length = 0;
  });
});

describe('rupiah amounts from the bank, read as exact sen', () => {
  it('parses the decimal text, never through a float', () => {
    expect(senOfBankAmount('1234567.89')).toBe(123_456_789n);
    expect(senOfBankAmount('0577259961029.00')).toBe(57_725_996_102_900n);
    expect(senOfBankAmount('11500')).toBe(1_150_000n);
    expect(senOfBankAmount('1000.5')).toBe(100_050n);
    expect(senOfBankAmount('1000.000')).toBe(100_000n);
    expect(senOfBankAmount('-12.50')).toBe(-1_250n);
    // More than a double holds: 16 significant digits.
    expect(senOfBankAmount('90071992547409.93')).toBe(9_007_199_254_740_993n);
    expect(senOfBankAmount(12.5)).toBe(1_250n);
    // A digit past the sen, thousands separators, nothing: not an amount.
    for (const bad of ['1000.002', '1,000.00', '', 'abc', null, undefined]) {
      expect(senOfBankAmount(bad)).toBeNull();
    }
  });
});

describe('payments out of an RDL and the RDL inquiries, against the fake bank', () => {
  let fake: FakePartnerBank;
  const now = () => new Date('2026-03-02T02:30:00Z');
  const RDL = '0115476117';
  let bank: ReturnType<typeof httpPartnerBank>;
  const payout = (
    rail: PayoutRequest['rail'],
    bankCode: string,
    rupiah: bigint,
    more: Partial<PayoutRequest> = {},
  ): PayoutRequest => ({
    requestUuid: randomUUID(),
    rail,
    fromRdlAccount: RDL,
    amountSen: rupiah * 100n,
    // Not sent: the bank charges its own tariff.
    feeSen: 0n,
    beneficiary: { bankCode, accountNumber: '3333333333', accountName: 'Panji Samudra' },
    now: now(),
    ...more,
  });
  const uuidOf = (request: Record<string, unknown>) =>
    String((request.header as { requestUuid?: string } | undefined)?.requestUuid);
  const balance = async () => {
    const answer = await bank.rdlBalance(RDL);
    if (!answer.ok) throw new Error(`balance refused ${answer.responseCode}`);
    return answer.balanceSen;
  };

  beforeAll(async () => {
    fake = await startFakePartnerBank({ now });
    fake.depositIntoRdl(RDL, 500_000_000_00n);
    fake.addBeneficiary('014', '3333333333', 'Bpk PANJI SAMUDRA');
    bank = httpPartnerBank(fake.config, { now });
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('pays on each rail through its own call, with the body the bank asks for', async () => {
    const before = await balance();
    fake.calls.length = 0;

    const inHouse = payout('ONLINE', '009', 1_500_000n);
    expect(await bank.sendPayout(inHouse)).toEqual({ ok: true, status: 'SETTLED' });
    const online = payout('ONLINE', '014', 2_000_000n);
    expect(await bank.sendPayout(online)).toEqual({ ok: true, status: 'SETTLED' });
    const clearing = payout('CLEARING', '014', 60_000_000n);
    expect(await bank.sendPayout(clearing)).toEqual({ ok: true, status: 'PENDING' });
    const rtgs = payout('RTGS', '014', 150_000_000n);
    expect(await bank.sendPayout(rtgs)).toEqual({ ok: true, status: 'PENDING' });

    const header = (requestUuid: string) => ({
      companyId: fake.config.companyId,
      parentCompanyId: fake.config.parentCompanyId,
      requestUuid,
    });
    const remark = (p: PayoutRequest) => `LUMBUNG ${p.requestUuid.slice(0, 8)}`;
    // The online transfer's beneficiary check comes first, under a uuid of its own.
    expect(fake.calls.map((c) => c.path)).toEqual([
      RDL_PATHS.transfer,
      RDL_PATHS.beneficiaryCheck,
      RDL_PATHS.interbank,
      RDL_PATHS.clearing,
      RDL_PATHS.rtgs,
    ]);
    const [transferCall, checkCall, interbankCall, clearingCall, rtgsCall] = fake.calls.map(
      (c) => c.request,
    );
    expect(transferCall).toEqual({
      header: header(inHouse.requestUuid),
      accountNumber: RDL,
      beneficiaryAccountNumber: '3333333333',
      currency: 'IDR',
      amount: '1500000',
      remark: remark(inHouse),
    });
    const checkUuid = uuidOf(checkCall ?? {});
    expect(checkUuid).not.toBe(online.requestUuid);
    expect(checkCall).toEqual({
      header: header(checkUuid),
      accountNumber: RDL,
      beneficiaryBankCode: '014',
      beneficiaryAccountNumber: '3333333333',
    });
    // The payment carries the names the check answered.
    expect(interbankCall).toEqual({
      header: header(online.requestUuid),
      accountNumber: RDL,
      beneficiaryAccountNumber: '3333333333',
      beneficiaryAccountName: 'Bpk PANJI SAMUDRA',
      beneficiaryBankCode: '014',
      beneficiaryBankName: 'BANK 014',
      amount: '2000000',
    });
    const routed = (p: PayoutRequest, code: string, amount: string) => ({
      header: header(p.requestUuid),
      accountNumber: RDL,
      beneficiaryAccountNumber: '3333333333',
      beneficiaryAddress1: '',
      beneficiaryAddress2: '',
      beneficiaryBankCode: code,
      beneficiaryName: 'Panji Samudra',
      currency: 'IDR',
      amount,
      remark: remark(p),
      chargingType: 'OUR',
    });
    expect(clearingCall).toEqual(routed(clearing, '0140397', '60000000'));
    expect(rtgsCall).toEqual(routed(rtgs, 'CENAIDJA', '150000000'));

    // Each paid once, out of the RDL, with the bank's fee (none in-house).
    for (const p of [inHouse, online, clearing, rtgs]) {
      expect(fake.paymentsMade(p.requestUuid)).toBe(1);
    }
    const paid = 1_500_000n + 2_000_000n + 6_500n + 60_000_000n + 2_900n + 150_000_000n + 30_000n;
    expect(await balance()).toBe(before - paid * 100n);
    expect(fake.refusals).toEqual([]);
  });

  it('refuses before any call what the RDL API cannot pay, as the quote is told', async () => {
    fake.calls.length = 0;
    const refusedWith = async (request: PayoutRequest, code: string) => {
      const answer = await bank.sendPayout(request);
      expect(answer).toEqual({ ok: false, responseCode: code });
      expect(outcomeUnknown(code)).toBe(false);
      expect(fake.paymentsMade(request.requestUuid)).toBe(0);
    };
    await refusedWith(payout('BI_FAST', '014', 1_000_000n), PAYOUT_REFUSAL.biFast);
    await refusedWith(payout('BI_FAST', '009', 1_000_000n), PAYOUT_REFUSAL.biFast);
    await refusedWith(
      payout('ONLINE', '014', 1_000_000n, { fromRdlAccount: null }),
      PAYOUT_REFUSAL.notFromRdl,
    );
    await refusedWith(payout('CLEARING', '213', 60_000_000n), PAYOUT_REFUSAL.clearingCodeUnknown);
    await refusedWith(payout('RTGS', '213', 150_000_000n), PAYOUT_REFUSAL.bicUnknown);
    await refusedWith(
      { ...payout('ONLINE', '014', 0n), amountSen: 1_000_050n },
      PAYOUT_REFUSAL.notWholeRupiah,
    );
    expect(fake.calls).toEqual([]);

    expect(bank.carriesPayout('BI_FAST', 'RDL', '014')).toBe(false);
    expect(bank.carriesPayout('ONLINE', 'VA', '014')).toBe(false);
    expect(bank.carriesPayout('ONLINE', 'RDL', '213')).toBe(true);
    expect(bank.carriesPayout('CLEARING', 'RDL', '213')).toBe(false);
    expect(bank.carriesPayout('RTGS', 'RDL', '213')).toBe(false);
    // To the partner bank itself every rail but BI-FAST is an in-house transfer.
    expect(bank.carriesPayout('CLEARING', 'RDL', '009')).toBe(true);
    expect(bank.carriesPayout('RTGS', 'RDL', '014')).toBe(true);
  });

  it('pays nothing online when the beneficiary check fails or goes unanswered', async () => {
    fake.calls.length = 0;
    const unknown = payout('ONLINE', '014', 1_000_000n, {
      beneficiary: { bankCode: '014', accountNumber: '999', accountName: 'Nobody' },
    });
    expect(await bank.sendPayout(unknown)).toEqual({
      ok: false,
      responseCode: FAKE_RDL_REFUSAL.unknownBeneficiary,
    });
    fake.loseNextAnswer(RDL_PATHS.beneficiaryCheck, 'drop');
    const unanswered = payout('ONLINE', '014', 1_000_000n);
    const answer = await bank.sendPayout(unanswered);
    expect(answer).toEqual({ ok: false, responseCode: PAYOUT_REFUSAL.beneficiaryCheckUnanswered });
    // A known outcome: nothing was paid, so the withdrawal is reversed, not left unknown.
    expect(outcomeUnknown(PAYOUT_REFUSAL.beneficiaryCheckUnanswered)).toBe(false);
    expect(fake.calls.map((c) => c.path)).toEqual([
      RDL_PATHS.beneficiaryCheck,
      RDL_PATHS.beneficiaryCheck,
    ]);
    expect(fake.paymentsMade(unanswered.requestUuid)).toBe(0);
    fake.refusals.length = 0;
  });

  it('resolves a lost payment answer by the status inquiry, never paying twice', async () => {
    const before = await balance();
    const request = payout('ONLINE', '014', 3_000_000n);
    // The bank pays, then the connection drops before its answer.
    fake.loseNextAnswer(RDL_PATHS.interbank, 'drop');
    const lost = await bank.sendPayout(request);
    expect(lost).toEqual({ ok: false, responseCode: NO_ANSWER });
    expect(outcomeUnknown(NO_ANSWER)).toBe(true);
    expect(fake.paymentsMade(request.requestUuid)).toBe(1);

    expect(await bank.payoutStatus(request.requestUuid, now())).toEqual({
      ok: true,
      status: 'SETTLED',
    });
    // Sent again under the same uuid, it is answered as the first: still one payment.
    expect(await bank.sendPayout(request)).toEqual({ ok: true, status: 'SETTLED' });
    expect(fake.paymentsMade(request.requestUuid)).toBe(1);
    expect(await balance()).toBe(before - (3_000_000n + 6_500n) * 100n);

    // A uuid the bank never received: the one answer that lets the wallet send again.
    expect(await bank.payoutStatus(randomUUID(), now())).toEqual({
      ok: true,
      status: 'NOT_FOUND',
    });
  });

  it('follows a clearing payment from pending to settled or failed, by the status table', async () => {
    const request = payout('CLEARING', '014', 10_000_000n);
    expect(await bank.sendPayout(request)).toEqual({ ok: true, status: 'PENDING' });
    const status = () => bank.payoutStatus(request.requestUuid, now());
    expect(await status()).toEqual({ ok: true, status: 'PENDING' });
    fake.setPaymentStatus(request.requestUuid, 'PAID');
    expect(await status()).toEqual({ ok: true, status: 'SETTLED' });
    fake.setPaymentStatus(request.requestUuid, 'Rejected');
    expect(await status()).toEqual({ ok: true, status: 'FAILED' });
    // A value outside the table settles nothing and reverses nothing: the answer is unreadable.
    fake.setPaymentStatus(request.requestUuid, 'SOMETHING ELSE');
    expect(await status()).toEqual({ ok: false, responseCode: BAD_ANSWER });
    // Each inquiry went under a fresh uuid, the payment's own in requestedUuid.
    const inquiries = fake.calls.filter((c) => c.path === RDL_PATHS.paymentStatus).slice(-4);
    expect(new Set(inquiries.map((c) => uuidOf(c.request))).size).toBe(4);
    expect(inquiries.every((c) => c.request.requestedUuid === request.requestUuid)).toBe(true);
  });

  it("comes back with the bank's code when the bank refuses a payment", async () => {
    fake.refuseNext(RDL_PATHS.clearing, '0290');
    const refused = payout('CLEARING', '014', 10_000_000n);
    expect(await bank.sendPayout(refused)).toEqual({ ok: false, responseCode: '0290' });
    expect(outcomeUnknown('0290')).toBe(false);
    expect(fake.paymentsMade(refused.requestUuid)).toBe(0);
    // More than the RDL holds: the fake bank's own check refuses it.
    expect(await bank.sendPayout(payout('RTGS', '014', 900_000_000n))).toEqual({
      ok: false,
      responseCode: FAKE_RDL_REFUSAL.insufficientFunds,
    });
    expect(await bank.rdlBalance('0000000000')).toEqual({
      ok: false,
      responseCode: FAKE_RDL_REFUSAL.unknownAccount,
    });
    fake.refusals.length = 0;
  });

  it('reads balance and history into exact sen, from strings or bare JSON numbers', async () => {
    const account = '0222333444';
    const at = (iso: string) => new Date(iso);
    fake.depositIntoRdl(account, 123_456_789n, 'SETORAN');
    expect(await bank.rdlBalance(account)).toEqual({ ok: true, balanceSen: 123_456_789n });
    // Past what a double holds exactly: 90,071,992,547,409.93 rupiah.
    fake.depositIntoRdl(account, 9_007_199_254_740_993n - 123_456_789n, 'SETORAN BESAR');
    fake.writeAmountsAsNumbers(true);
    try {
      expect(await bank.rdlBalance(account)).toEqual({
        ok: true,
        balanceSen: 9_007_199_254_740_993n,
      });
      const history = await bank.rdlHistory(account);
      if (!history.ok) throw new Error(`history refused ${history.responseCode}`);
      // The fake lists newest first; the adapter gives them oldest first.
      expect(history.lines).toEqual([
        {
          reference: expect.stringMatching(/^2026-03-02\/259\/\d+$/),
          at: at('2026-03-02T02:30:00Z'),
          amountSen: 123_456_789n,
          direction: 'K',
          balanceSen: 123_456_789n,
          description: 'SETORAN',
        },
        {
          reference: expect.stringMatching(/^2026-03-02\/259\/\d+$/),
          at: at('2026-03-02T02:30:00Z'),
          amountSen: 9_007_199_254_740_993n - 123_456_789n,
          direction: 'K',
          balanceSen: 9_007_199_254_740_993n,
          description: 'SETORAN BESAR',
        },
      ]);
      const [first, second] = history.lines;
      expect(first?.reference).not.toBe(second?.reference);
    } finally {
      fake.writeAmountsAsNumbers(false);
    }
    // Debits come back as D lines, the bank's fee as a line of its own.
    await bank.sendPayout({ ...payout('ONLINE', '009', 100_000n), fromRdlAccount: account });
    const after = await bank.rdlHistory(account);
    expect(after.ok && after.lines.at(-1)).toMatchObject({
      direction: 'D',
      amountSen: 10_000_000n,
      balanceSen: 9_007_199_254_740_993n - 10_000_000n,
    });
  });
});

describe('cash-out on the HTTP adapter', () => {
  let fake: FakePartnerBank;
  let product: TestProduct;
  let bank: ReturnType<typeof httpPartnerBank>;

  beforeAll(async () => {
    const now = () => product?.clock.now ?? new Date();
    fake = await startFakePartnerBank({ now });
    bank = httpPartnerBank(fake.config, { now });
    product = await startTestProduct({ bank });
  });
  afterAll(async () => {
    await product?.close();
    await fake?.close();
  });

  type Quote = { options: Array<{ rail: string }>; refusal: { code: string } | null };
  type Withdrawal = { id: string; state: string; rail: string; requestUuid: string };

  it("offers only the rails the bank can pay on, and pays an RDL lender's cash-out out of her RDL", async () => {
    const [rdlToken, vaToken] = await Promise.all([
      loginAs(product, 'rdl@lumbung.test'),
      loginAs(product, 'investor@lumbung.test'),
    ]);
    const [rdlLender] = await product.db.query<{ id: string }>(
      'SELECT id FROM users WHERE email = $1',
      ['rdl@lumbung.test'],
    );
    await product.db.query(
      `INSERT INTO profile_sections (user_id, section, data, status)
       VALUES ($1, 'bank', $2::jsonb, 'VALIDATED')
       ON CONFLICT (user_id, section) DO UPDATE SET data = EXCLUDED.data, status = 'VALIDATED'`,
      [
        rdlLender?.id,
        JSON.stringify({
          bankcode: '014',
          accountname: 'Rina Wulandari',
          accountnumber: '3333333333',
          branch: 'KCU Jakarta',
        }),
      ],
    );
    // Staff allow BI-FAST from an RDL in the rails setting: the bank's RDL API still has none.
    await product.db.query(`UPDATE transfer_rails SET from_rdl = true WHERE rail = 'BI_FAST'`);

    const quote = async (token: string, amount: string) =>
      (await rest(product, 'GET', `/cash-out/quote?amount=${amount}`, { token })).body
        .data as Quote;
    expect((await quote(rdlToken, '10000000')).options.map((o) => o.rail)).toEqual([
      'CLEARING',
      'ONLINE',
    ]);
    // The VA investor's money sits in the platform's account, which the RDL API cannot pay from.
    expect(await quote(vaToken, '10000000')).toMatchObject({
      options: [],
      refusal: { code: 'NO_RAIL' },
    });

    // The bank holds what the journal mirrors; the beneficiary is known at BCA.
    fake.depositIntoRdl(DEMO_RDL_ACCOUNT, 40_000_000_00n);
    fake.addBeneficiary('014', '3333333333', 'RINA WULANDARI');
    fake.calls.length = 0;
    const online = await rest(product, 'POST', '/cash-out', {
      token: rdlToken,
      body: { amount: '10000000', rail: 'ONLINE' },
      headers: { 'idempotency-key': 'http-online-1' },
    });
    expect(online.status).toBe(200);
    const paid = online.body.data as Withdrawal;
    expect([paid.rail, paid.state]).toEqual(['ONLINE', 'settled']);
    expect(fake.calls.map((c) => [c.path, c.request.accountNumber])).toEqual([
      [RDL_PATHS.beneficiaryCheck, DEMO_RDL_ACCOUNT],
      [RDL_PATHS.interbank, DEMO_RDL_ACCOUNT],
    ]);
    expect(fake.paymentsMade(paid.requestUuid)).toBe(1);

    // A clearing payment whose answer is lost: requested, then the inquiry finds it pending at
    // the bank, then settled; paid once.
    fake.loseNextAnswer(RDL_PATHS.clearing, 'drop');
    const lost = await rest(product, 'POST', '/cash-out', {
      token: rdlToken,
      body: { amount: '5000000', rail: 'CLEARING' },
      headers: { 'idempotency-key': 'http-clearing-1' },
    });
    const pending = lost.body.data as Withdrawal;
    expect(pending.state).toBe('requested');
    const inquiry = async () =>
      (await rest(product, 'POST', `/cash-out/${pending.id}/inquiry`, { token: rdlToken })).body
        .data as Withdrawal;
    expect((await inquiry()).state).toBe('sent');
    fake.setPaymentStatus(pending.requestUuid, 'PAID');
    expect((await inquiry()).state).toBe('settled');
    expect(fake.paymentsMade(pending.requestUuid)).toBe(1);
    expect(fake.calls.filter((c) => c.path === RDL_PATHS.clearing)).toHaveLength(1);
    expect(fake.refusals).toEqual([]);
  });

  it("leaves an RDL lender's balance at deposit less amounts and fees, however often the mirror reads the bank; a payment the bank fails after debiting is its charge until returned", async () => {
    // A company lender's RDL at the fake bank, recorded and approved by staff, her bank data valid.
    const RDL_ACCOUNT = '0220330440';
    const [admin, token] = await Promise.all([
      loginAs(product, 'admin@lumbung.test'),
      loginAs(product, 'lender.company@lumbung.test'),
    ]);
    const [row] = await product.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      'lender.company@lumbung.test',
    ]);
    const lenderId = row?.id ?? '';
    fake.depositIntoRdl(RDL_ACCOUNT, 30_000_000_00n, 'TRANSFER DARI PT MAJU');
    for (const [method, path, body] of [
      ['PUT', 'corporate-rdl', { accountNumber: RDL_ACCOUNT, cifNumber: '912345670' }],
      ['PUT', 'approve', undefined],
    ] as const) {
      const answer = await rest(product, method, `/wallet/lenders/${lenderId}/${path}`, {
        token: admin,
        ...(body ? { body } : {}),
      });
      expect(answer.status).toBe(200);
    }
    await product.db.query(
      `INSERT INTO profile_sections (user_id, section, data, status)
       VALUES ($1, 'bank', $2::jsonb, 'VALIDATED')
       ON CONFLICT (user_id, section) DO UPDATE SET data = EXCLUDED.data, status = 'VALIDATED'`,
      [
        lenderId,
        JSON.stringify({
          bankcode: '014',
          accountname: 'PT Maju Bersama',
          accountnumber: '4444444444',
          branch: 'KCU Jakarta',
        }),
      ],
    );
    fake.addBeneficiary('014', '4444444444', 'PT MAJU BERSAMA');

    const rdlEntries = async () =>
      (
        await product.db.query<{ kind: string }>(
          'SELECT kind FROM ledger_entries WHERE reference = $1 ORDER BY id',
          [`rdl:${RDL_ACCOUNT}`],
        )
      ).map((e) => e.kind);
    /** The RDL as the ledger mirrors it, and at the bank. */
    const rdl = async () => {
      const answer = await bank.rdlBalance(RDL_ACCOUNT);
      return {
        mirrored: -(await journalBalance(product.db, 'RDL_AT_BANK', lenderId)),
        bank: answer.ok ? answer.balanceSen : null,
      };
    };
    const balanceTwice = async () => {
      const first = await rest(product, 'GET', '/company/balance/rdl', { token });
      const second = await rest(product, 'GET', '/company/balance/rdl', { token });
      expect(second.body.data).toEqual(first.body.data);
      return first.body.data as { active: string; onHold: string };
    };
    const cashOut = async (amount: string, rail: string, key: string) =>
      (
        await rest(product, 'POST', '/cash-out', {
          token,
          body: { amount, rail },
          headers: { 'idempotency-key': key },
        })
      ).body.data as Withdrawal & { fee: string };

    expect(await balanceTwice()).toMatchObject({ active: '30000000.00' });
    expect(await rdl()).toEqual({ mirrored: 30_000_000_00n, bank: 30_000_000_00n });

    // Online: paid at once, the bank's fee (Rp 6,500) a debit line of its own, as quoted.
    const online = await cashOut('10000000', 'ONLINE', 'company-online');
    expect([online.state, online.fee]).toEqual(['settled', '6500.00']);
    expect(await rdl()).toEqual({ mirrored: 19_993_500_00n, bank: 19_993_500_00n });
    expect(await balanceTwice()).toMatchObject({ active: '19993500.00', onHold: '0.00' });

    // Clearing: the bank debits at once and settles later. Meanwhile the money is on hold in the
    // ledger, and the mirror knows the bank's two debit lines for that payment: it posts nothing.
    const clearing = await cashOut('5000000', 'CLEARING', 'company-clearing');
    expect([clearing.state, clearing.fee]).toEqual(['sent', '2900.00']);
    expect(await balanceTwice()).toMatchObject({ active: '14990600.00', onHold: '5002900.00' });
    expect(await rdl()).toEqual({ mirrored: 19_993_500_00n, bank: 14_990_600_00n });
    fake.setPaymentStatus(clearing.requestUuid, 'PAID');
    const inquiry = await rest(product, 'POST', `/cash-out/${clearing.id}/inquiry`, { token });
    expect((inquiry.body.data as Withdrawal).state).toBe('settled');
    expect(await rdl()).toEqual({ mirrored: 14_990_600_00n, bank: 14_990_600_00n });
    expect(await balanceTwice()).toMatchObject({ active: '14990600.00', onHold: '0.00' });

    // One deposit and nothing else from the mirror: no balance difference, no double debit.
    expect(await rdlEntries()).toEqual(['RDL_DEPOSIT']);
    const lines = await product.db.query<{ explained_as: string; payment_reference: string }>(
      `SELECT explained_as, payment_reference FROM rdl_statement_lines
        WHERE account_number = $1 ORDER BY read_order`,
      [RDL_ACCOUNT],
    );
    expect(lines.map((l) => [l.explained_as, l.payment_reference])).toEqual([
      ['DEPOSIT', null],
      ['PAYMENT', `withdrawal:${online.id}`],
      ['PAYMENT', `withdrawal:${online.id}`],
      ['PAYMENT', `withdrawal:${clearing.id}`],
      ['PAYMENT', `withdrawal:${clearing.id}`],
    ]);
    expect(await auditLedger(product.db)).toEqual([]);

    // A clearing payment the bank debits and then reports failed: the withdrawal is reversed, so
    // the two debits are no payment's any more but the bank's charges — her balance shows what
    // the bank holds — until the bank gives the money back, a deposit.
    const failed = await cashOut('1000000', 'CLEARING', 'company-clearing-failed');
    expect(failed.state).toBe('sent');
    expect(await balanceTwice()).toMatchObject({ active: '13987700.00', onHold: '1002900.00' });
    fake.setPaymentStatus(failed.requestUuid, 'REJECTED');
    const reversed = await rest(product, 'POST', `/cash-out/${failed.id}/inquiry`, { token });
    expect((reversed.body.data as Withdrawal).state).toBe('reversed');
    expect(await balanceTwice()).toMatchObject({ active: '13987700.00', onHold: '0.00' });
    expect(await rdl()).toEqual({ mirrored: 13_987_700_00n, bank: 13_987_700_00n });
    fake.depositIntoRdl(RDL_ACCOUNT, 1_002_900_00n, 'RETUR KLIRING');
    expect(await balanceTwice()).toMatchObject({ active: '14990600.00', onHold: '0.00' });
    expect(await rdl()).toEqual({ mirrored: 14_990_600_00n, bank: 14_990_600_00n });
    expect(await rdlEntries()).toEqual([
      'RDL_DEPOSIT',
      'RDL_BALANCE',
      'RDL_BALANCE',
      'RDL_DEPOSIT',
    ]);
    expect(await auditLedger(product.db)).toEqual([]);
  });
});
