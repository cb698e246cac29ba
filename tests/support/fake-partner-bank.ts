// A local stand-in for the partner bank's HTTP APIs (integrations.md), for tests of the HTTP
// adapter (api/bank/partner-bank-http.ts). It checks what the bank checks — a token it issued and
// that has not expired, the API key, a fresh timestamp, a valid signature, the body's shape, the
// request uuid (the same uuid is answered the same; never reused for another call), and for the
// e-collection an encrypted payload that opens with the client's keys and is at most 300 s old —
// and answers like the bank: "0001" / "000" with CIF, account and VA numbers, or a refusal code.
// The face check and the registration are refused without a person's NIK (16 digits), birth date
// (in each call's format), gender M/F and address, the registration without the mother's maiden
// name too (investorData). The bank's own error codes are unverified (integrations.md): the
// refusal codes below are the fake's, each one distinct so a test can tell which check refused.
//
// Its RDLs hold money: a test deposits into one, and the payment calls debit it (amount and the
// bank's fee) after checking what the bank checks — a known source RDL with the balance, the
// rail's limit, the beneficiary bank's code of the right kind, and for an online transfer the
// beneficiary check done first with the name it gave. Each payment is made once per request uuid
// (`paymentsMade` counts them); the status inquiry answers by that uuid. Balance and history
// answers are written as in the bank's sample (rupiah strings), or as bare JSON numbers.
//
// Its billings are kept like the bank keeps them: open (a top-up VA: any amount, many times) or
// closed (an installment bill: exactly trx_amount, once), with an expiry; updatebilling replaces
// a billing's amount and expiry (reopening an inactive one; a paid one is refused),
// inactivebilling closes it, inquirybilling tells its state. `payIntoVa` is a transfer at the
// bank's teller: refused as the bank refuses it, else sealed as the bank's payment callback.
import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  decryptVaPayload,
  encryptVaPayload,
  VA_PAYLOAD_MAX_AGE_SECONDS,
} from '../../api/bank/bni/ecollection-cipher.ts';
import { rdlSignatureValid } from '../../api/bank/bni/rdl-signature.ts';
import { BANK_OK, type VaCallbackBody } from '../../api/bank/partner-bank.ts';
import {
  PAYMENT_UNKNOWN_UUID,
  RDL_PATHS,
  VA_BILLING_NOT_FOUND,
  VA_DUPLICATE_TRX_ID,
  VA_OK,
} from '../../api/bank/partner-bank-http.ts';
import type { BankHttpConfig } from '../../api/config.ts';
import { fromSen } from '../../machines/shared/money.ts';

export const FAKE_RDL_REFUSAL = {
  body: '0100',
  staleTimestamp: '0101',
  signature: '0102',
  apiKey: '0103',
  uuidReused: '0104',
  unknownCif: '0105',
  unknownFaceCheck: '0106',
  unknownAccount: '0107',
  unknownBeneficiary: '0108',
  noBeneficiaryCheck: '0109',
  overRailLimit: '0110',
  insufficientFunds: '0111',
  badBankCode: '0112',
  /** A face check or registration without a person's NIK, birth date, gender, address (or mother). */
  investorData: '0113',
} as const;

/** The bank's fee per payment call, debited from the RDL with the amount (integrations.md). */
const FAKE_FEE_SEN: Record<string, bigint> = {
  [RDL_PATHS.transfer]: 0n,
  [RDL_PATHS.interbank]: 6_500_00n,
  [RDL_PATHS.clearing]: 2_900_00n,
  [RDL_PATHS.rtgs]: 30_000_00n,
};
const PAYMENT_PATHS = new Set(Object.keys(FAKE_FEE_SEN));
const RUPIAH = 100n;

export const FAKE_VA_REFUSAL = {
  invalid: '001',
  wrongClient: '002',
  expired: '010',
  notFound: VA_BILLING_NOT_FOUND,
  duplicateTrxId: VA_DUPLICATE_TRX_ID,
  /** updatebilling of a billing already paid. */
  billingPaid: '103',
  /** datetime_expired not in the future. */
  expiryPast: '104',
} as const;

/** Why the teller refuses a transfer into a VA (the fake's words). */
/** How the fake loses an answer after acting (loseNextAnswer). */
export type FakeLostAnswer = '502' | '504' | 'drop' | 'garbled';

export type FakeTellerRefusal = 'VA_UNKNOWN' | 'AMOUNT_MISMATCH' | 'PAID' | 'INACTIVE' | 'EXPIRED';

export type FakeBilling = {
  virtualAccount: string;
  customerName: string;
  billingType: string;
  /** trx_amount: 0 for an open billing. */
  amountRupiah: bigint;
  expiresAt: Date;
  description: string;
  /** INACTIVE: closed by inactivebilling; PAID: a closed billing paid. */
  status: 'ACTIVE' | 'INACTIVE' | 'PAID';
  paidRupiah: bigint;
};

const VA_PATH = '/ecollection';
const RDL_TIMESTAMP_MAX_AGE_MS = 300_000;

type Json = Record<string, unknown>;

export type FakePartnerBank = {
  url: string;
  /** The adapter's configuration for this fake (change a copy to test refusals). */
  config: BankHttpConfig;
  /** Tokens issued by the token endpoint. */
  tokensIssued(): number;
  /** Investors registered (CIF → e-mail) and RDL accounts opened (account → CIF). */
  investors: Map<string, string>;
  accounts: Map<string, string>;
  /** Billings by trx_id, with their VA number, amount, expiry and state. */
  billings: Map<string, FakeBilling>;
  /**
   * A transfer into a VA at the bank's teller: refused as the bank refuses it (no billing, a
   * closed billing's other amount, paid, inactive or expired), else the payment callback the bank
   * would post, sealed with the client's VA key at the fake's clock.
   */
  payIntoVa(
    virtualAccount: string,
    amountRupiah: bigint,
  ):
    | { ok: true; body: VaCallbackBody; paymentNtb: string }
    | { ok: false; refusal: FakeTellerRefusal };
  /** Every refusal, by path and code. */
  refusals: Array<{ path: string; code: string }>;
  /** Every RDL call that passed the checks of every call (token, key, signature), in order. */
  calls: Array<{ path: string; request: Json }>;
  /** The next call to this path is refused with this code (the bank saying no). */
  refuseNext(path: string, code: string): void;
  /**
   * The next call to this path is done, but its answer is lost: a 502 with no body (or a 504, a
   * gateway's timeout in front of the bank), with `drop` the connection closed without an
   * answer, with `garbled` a 200 whose body is not the bank's answer.
   */
  loseNextAnswer(path: string, how?: FakeLostAnswer): void;
  /** A credit into an RDL (a transfer from the lender's own bank); opens the RDL if new. */
  depositIntoRdl(accountNumber: string, amountSen: bigint, description?: string): void;
  /** An account at another bank, for the beneficiary check (inquiry/interbank/account). */
  addBeneficiary(bankCode: string, accountNumber: string, name: string): void;
  /** How many times the payment of this request uuid was made (a retry must not add one). */
  paymentsMade(requestUuid: string): number;
  /** The status the inquiry gives for a payment: clearing and RTGS stay PENDING until set. */
  setPaymentStatus(requestUuid: string, status: string): void;
  /** Balance and history amounts written as bare JSON numbers instead of strings. */
  writeAmountsAsNumbers(on: boolean): void;
  close(): Promise<void>;
};

const digits = (count: number) =>
  Array.from({ length: count }, () => String(randomInt(0, 10))).join('');

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): Json | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Json)
      : null;
  } catch {
    return null;
  }
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** Jakarta wall time `YYYY-MM-DD HH:mm:ss`, the e-collection's format. */
const jakartaWallTime = (at: Date) =>
  new Date(at.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 19).replace('T', ' ');

/** Jakarta wall date and time of a moment, as the bank's history writes them. */
function jakarta(at: Date) {
  const local = new Date(at.getTime() + 7 * 60 * 60 * 1000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 19) };
}

/** A moment from the e-collection's Jakarta wall time `YYYY-MM-DD HH:mm:ss`; null if not one. */
function fromJakartaTime(value: unknown): Date | null {
  const text = String(value ?? '');
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const at = new Date(`${text.replace(' ', 'T')}+07:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** A real date from its day, month and year digits. */
function realDate(day: string, month: string, year: string): boolean {
  const at = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    at.getUTCFullYear() === Number(year) &&
    at.getUTCMonth() === Number(month) - 1 &&
    at.getUTCDate() === Number(day)
  );
}

/** The bank's checks of a person's face check: NIK, birth date (DD-MM-YYYY), M/F, address. */
function faceCheckLacks(request: Json): boolean {
  const date = /^(\d{2})-(\d{2})-(\d{4})$/.exec(String(request.birthDate ?? ''));
  return (
    !/^\d{16}$/.test(String(request.idNumber ?? '')) ||
    !date ||
    !realDate(date[1] ?? '', date[2] ?? '', date[3] ?? '') ||
    !['M', 'F'].includes(String(request.gender)) ||
    !filled(request.streetAddress1) ||
    !filled(request.cityAddress) ||
    !filled(request.stateProvAddress) ||
    !/^\d{5}$/.test(String(request.postCodeAddress ?? ''))
  );
}

/**
 * The bank's checks of a person's registration: NIK, birth date (ddMMyyyy), M/F, the mother's
 * maiden name, the address's street, village, "district/city" and postal code.
 */
function registrationLacks(request: Json): boolean {
  const date = /^(\d{2})(\d{2})(\d{4})$/.exec(String(request.birthDate ?? ''));
  return (
    !/^\d{16}$/.test(String(request.idNumber ?? '')) ||
    !date ||
    !realDate(date[1] ?? '', date[2] ?? '', date[3] ?? '') ||
    !['M', 'F'].includes(String(request.gender)) ||
    !filled(request.motherMaidenName) ||
    !filled(request.addressStreet) ||
    !filled(request.addressKel) ||
    // "district/city", both named.
    !/^\s*[^/\s][^/]*\/\s*[^/\s][^/]*$/.test(String(request.addressKec ?? '')) ||
    !/^\d{5}$/.test(String(request.zipCode ?? ''))
  );
}

type RdlLine = {
  date: string;
  time: string;
  amountSen: bigint;
  direction: 'D' | 'K';
  balanceSen: bigint;
  description: string;
  tracer: string;
};

// The money fields of the RDL answers, turned from strings into bare JSON numbers on demand.
const MONEY_FIELDS =
  /"(accountBalance|amount|balance|beginingBalance|endingBalance|debitsTotal|creditsTotal)":"(-?\d+(?:\.\d+)?)"/g;

export async function startFakePartnerBank(
  options: { now?: () => Date; tokenLifetimeSeconds?: number } = {},
): Promise<FakePartnerBank> {
  const now = options.now ?? (() => new Date());
  const tokenLifetimeS = options.tokenLifetimeSeconds ?? 3600;
  const secrets = {
    clientId: 'lumbung-client',
    clientSecret: 'client-secret-0123',
    apiKey: 'api-key-4567',
    apiSecret: 'signature-secret-89ab',
    companyId: 'LUMBUNG',
    parentCompanyId: 'KSEI',
    branchId: '0259',
    vaClientId: '12345',
    vaPrefix: '988',
    vaSecret: 'ea0c88921fb033387e66ef7d1e82ab83',
  };
  const tokens = new Map<string, number>();
  const faceChecks = new Set<string>();
  const answered = new Map<string, { path: string; response: Json }>();
  const investors = new Map<string, string>();
  const accounts = new Map<string, string>();
  const billings: FakePartnerBank['billings'] = new Map();
  const refusals: FakePartnerBank['refusals'] = [];
  const refuseNext = new Map<string, string>();
  const loseNext = new Map<string, FakeLostAnswer>();
  const calls: FakePartnerBank['calls'] = [];
  const rdls = new Map<string, RdlLine[]>();
  const beneficiaries = new Map<string, string>();
  // The beneficiary checks done, by source, bank and account: the name each answered.
  const checked = new Map<string, string>();
  const payments = new Map<string, { made: number; status: string; path: string; request: Json }>();
  let tracer = 100_000;
  let amountsAsNumbers = false;

  const send = (res: ServerResponse, status: number, body: Json | null) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    const text = body ? JSON.stringify(body) : '';
    res.end(amountsAsNumbers ? text.replace(MONEY_FIELDS, '"$1":$2') : text);
  };

  /** The answer armed to be lost on this path, lost in its form (true), or nothing armed. */
  const loseAnswer = (res: ServerResponse, path: string): boolean => {
    const lose = loseNext.get(path);
    if (!lose) return false;
    loseNext.delete(path);
    if (lose === 'drop') res.socket?.destroy();
    else if (lose === 'garbled') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>upstream busy</html>');
    } else send(res, Number(lose), null);
    return true;
  };

  const balanceOf = (account: string) => rdls.get(account)?.at(-1)?.balanceSen ?? 0n;
  function post(account: string, amountSen: bigint, direction: 'D' | 'K', description: string) {
    const lines = rdls.get(account) ?? [];
    const balanceSen = balanceOf(account) + (direction === 'K' ? amountSen : -amountSen);
    tracer += 1;
    lines.push({
      ...jakarta(now()),
      amountSen,
      direction,
      balanceSen,
      description,
      tracer: String(tracer),
    });
    rdls.set(account, lines);
  }
  const rupiah = (sen: bigint) => fromSen(sen);

  /** The checks of a payment's body; the refusal code, or null when the bank would pay it. */
  function paymentRefusal(path: string, request: Json, amountSen: bigint): string | null {
    const source = String(request.accountNumber ?? '');
    if (!rdls.has(source)) return FAKE_RDL_REFUSAL.unknownAccount;
    if (!filled(request.beneficiaryAccountNumber)) return FAKE_RDL_REFUSAL.body;
    if (path !== RDL_PATHS.interbank && request.currency !== 'IDR') return FAKE_RDL_REFUSAL.body;
    const bankCode = String(request.beneficiaryBankCode ?? '');
    if (path === RDL_PATHS.interbank) {
      if (!/^\d{3}$/.test(bankCode)) return FAKE_RDL_REFUSAL.badBankCode;
      const name = checked.get(`${source}:${bankCode}:${request.beneficiaryAccountNumber}`);
      if (name === undefined) return FAKE_RDL_REFUSAL.noBeneficiaryCheck;
      if (request.beneficiaryAccountName !== name || !filled(request.beneficiaryBankName)) {
        return FAKE_RDL_REFUSAL.body;
      }
      if (amountSen > 50_000_000n * RUPIAH) return FAKE_RDL_REFUSAL.overRailLimit;
    }
    if (path === RDL_PATHS.clearing || path === RDL_PATHS.rtgs) {
      const codeOk =
        path === RDL_PATHS.clearing
          ? /^\d{6,7}$/.test(bankCode)
          : /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bankCode);
      if (!codeOk) return FAKE_RDL_REFUSAL.badBankCode;
      if (!filled(request.beneficiaryName)) return FAKE_RDL_REFUSAL.body;
      if (!['OUR', 'BEN'].includes(String(request.chargingType))) return FAKE_RDL_REFUSAL.body;
      const big = amountSen >= 100_000_000n * RUPIAH;
      if (path === RDL_PATHS.clearing ? big : !big) return FAKE_RDL_REFUSAL.overRailLimit;
    }
    if (balanceOf(source) < amountSen + (FAKE_FEE_SEN[path] ?? 0n)) {
      return FAKE_RDL_REFUSAL.insufficientFunds;
    }
    return null;
  }

  function historyAnswer(account: string): Json {
    const lines = rdls.get(account) ?? [];
    const sum = (direction: 'D' | 'K') =>
      lines.filter((l) => l.direction === direction).reduce((t, l) => t + l.amountSen, 0n);
    const first = lines[0];
    const begin = first
      ? first.balanceSen - (first.direction === 'K' ? first.amountSen : -first.amountSen)
      : 0n;
    return {
      accountNumber: account,
      currency: 'IDR',
      beginingBalance: rupiah(begin),
      debitsTotal: rupiah(sum('D')),
      creditsTotal: rupiah(sum('K')),
      endingBalance: rupiah(balanceOf(account)),
      totalRecords: String(lines.length).padStart(6, '0'),
      // Newest first, as a statement often lists them: the adapter must sort.
      longHistoricals: lines
        .map((line, index) => ({
          sequenceNum: String(index + 1).padStart(6, '0'),
          date: line.date,
          description: line.description,
          narative: '',
          branchNum: '259',
          tracer: line.tracer,
          txcode: '00',
          debit_credit: line.direction,
          amount: rupiah(line.amountSen),
          balance: rupiah(line.balanceSen),
          tofrAccount: '',
          transactionTime: line.time,
        }))
        .reverse(),
    };
  }
  const refuseRdl = (res: ServerResponse, path: string, status: number, code: string) => {
    refusals.push({ path, code });
    send(res, status, {
      response: { responseCode: code, responseMessage: 'Refused', errorMessage: code },
    });
  };

  function token(req: IncomingMessage, res: ServerResponse, text: string) {
    const expected = Buffer.from(`${secrets.clientId}:${secrets.clientSecret}`).toString('base64');
    const form = new URLSearchParams(text);
    if (
      req.headers.authorization !== `Basic ${expected}` ||
      form.get('grant_type') !== 'client_credentials'
    ) {
      refusals.push({ path: RDL_PATHS.token, code: 'invalid_client' });
      send(res, 401, { error: 'invalid_client' });
      return;
    }
    const value = randomBytes(24).toString('base64url');
    tokens.set(value, now().getTime() + tokenLifetimeS * 1000);
    send(res, 200, {
      access_token: value,
      token_type: 'Bearer',
      expires_in: tokenLifetimeS,
      scope: 'resource.WRITE resource.READ',
    });
  }

  // What each RDL call needs in its body, and its answer.
  function rdlAnswer(path: string, request: Json): { code: string } | { response: Json } {
    switch (path) {
      case RDL_PATHS.faceRecognition: {
        if (!filled(request.firstName)) return { code: FAKE_RDL_REFUSAL.body };
        if (faceCheckLacks(request)) return { code: FAKE_RDL_REFUSAL.investorData };
        if (filled(request.selfiePhoto) && !BASE64.test(String(request.selfiePhoto))) {
          return { code: FAKE_RDL_REFUSAL.body };
        }
        const uuid = crypto.randomUUID();
        faceChecks.add(uuid);
        return { response: { uuidFaceRecog: uuid } };
      }
      case RDL_PATHS.registerInvestor: {
        if (!filled(request.firstName) || !filled(request.email)) {
          return { code: FAKE_RDL_REFUSAL.body };
        }
        if (!faceChecks.has(String(request.uuidFaceRecog))) {
          return { code: FAKE_RDL_REFUSAL.unknownFaceCheck };
        }
        if (registrationLacks(request)) return { code: FAKE_RDL_REFUSAL.investorData };
        const cifNumber = digits(9);
        investors.set(cifNumber, String(request.email));
        return { response: { cifNumber } };
      }
      case RDL_PATHS.openAccount: {
        if (!investors.has(String(request.cifNumber))) return { code: FAKE_RDL_REFUSAL.unknownCif };
        if (request.currency !== 'IDR') return { code: FAKE_RDL_REFUSAL.body };
        const accountNumber = `0${digits(9)}`;
        accounts.set(accountNumber, String(request.cifNumber));
        rdls.set(accountNumber, []);
        return {
          response: { cifNumber: request.cifNumber, accountNumber, accountCurrency: 'IDR' },
        };
      }
      case RDL_PATHS.balance:
      case RDL_PATHS.history: {
        const account = String(request.accountNumber ?? '');
        if (!rdls.has(account)) return { code: FAKE_RDL_REFUSAL.unknownAccount };
        return path === RDL_PATHS.history
          ? { response: historyAnswer(account) }
          : {
              response: {
                accountNumber: account,
                customerName: 'RDL HOLDER',
                currency: 'IDR',
                accountBalance: rupiah(balanceOf(account)),
              },
            };
      }
      case RDL_PATHS.beneficiaryCheck: {
        const source = String(request.accountNumber ?? '');
        if (!rdls.has(source)) return { code: FAKE_RDL_REFUSAL.unknownAccount };
        const key = `${request.beneficiaryBankCode}:${request.beneficiaryAccountNumber}`;
        const name = beneficiaries.get(key);
        if (name === undefined) return { code: FAKE_RDL_REFUSAL.unknownBeneficiary };
        checked.set(`${source}:${key}`, name);
        return {
          response: {
            retrievalReffNum: digits(12),
            beneficiaryAccountNumber: request.beneficiaryAccountNumber,
            beneficiaryAccountName: name,
            beneficiaryBankName: `BANK ${request.beneficiaryBankCode}`,
          },
        };
      }
      case RDL_PATHS.paymentStatus: {
        const payment = payments.get(String(request.requestedUuid ?? ''));
        if (!payment) return { code: PAYMENT_UNKNOWN_UUID };
        return {
          response: {
            requestedUuid: request.requestedUuid,
            transactionStatus: payment.status,
            transactionDateTime: now().toISOString(),
            accountNumber: payment.request.accountNumber,
            beneficiaryAccountNumber: payment.request.beneficiaryAccountNumber,
          },
        };
      }
      default: {
        if (!PAYMENT_PATHS.has(path)) return { code: FAKE_RDL_REFUSAL.body };
        const amount = String(request.amount ?? '');
        if (!/^[1-9]\d*$/.test(amount)) return { code: FAKE_RDL_REFUSAL.body };
        const amountSen = BigInt(amount) * RUPIAH;
        const refusal = paymentRefusal(path, request, amountSen);
        if (refusal) return { code: refusal };
        const source = String(request.accountNumber);
        const to = String(request.beneficiaryAccountNumber);
        post(source, amountSen, 'D', `TRANSFER KE ${to}`);
        const fee = FAKE_FEE_SEN[path] ?? 0n;
        if (fee > 0n) post(source, fee, 'D', 'BIAYA TRANSFER');
        const uuid = String((request.header as Json).requestUuid);
        const later = path === RDL_PATHS.clearing || path === RDL_PATHS.rtgs;
        payments.set(uuid, {
          made: (payments.get(uuid)?.made ?? 0) + 1,
          status: later ? 'PENDING' : 'PAID',
          path,
          request,
        });
        return {
          response: {
            journalNum: digits(6),
            accountNumber: source,
            beneficiaryAccountNumber: to,
            amount,
            ...(later ? { remittanceNumber: digits(16) } : { retrievalReffNum: digits(12) }),
          },
        };
      }
    }
  }

  function rdl(req: IncomingMessage, res: ServerResponse, path: string, text: string) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const expiresAtMs = tokens.get(url.searchParams.get('access_token') ?? '');
    if (expiresAtMs === undefined || expiresAtMs <= now().getTime()) {
      refusals.push({ path, code: 'invalid_token' });
      send(res, 401, { error: 'invalid_token' });
      return;
    }
    if (req.headers['x-api-key'] !== secrets.apiKey) {
      refuseRdl(res, path, 403, FAKE_RDL_REFUSAL.apiKey);
      return;
    }
    const timestamp = String(req.headers['x-timestamp'] ?? '');
    const sentAtMs = Date.parse(timestamp);
    if (Number.isNaN(sentAtMs) || Math.abs(now().getTime() - sentAtMs) > RDL_TIMESTAMP_MAX_AGE_MS) {
      refuseRdl(res, path, 400, FAKE_RDL_REFUSAL.staleTimestamp);
      return;
    }
    const request = parseJson(text)?.request as Json | undefined;
    const header = request?.header as Json | undefined;
    if (
      !request ||
      !header ||
      header.companyId !== secrets.companyId ||
      header.parentCompanyId !== secrets.parentCompanyId ||
      !filled(header.requestUuid)
    ) {
      refuseRdl(res, path, 400, FAKE_RDL_REFUSAL.body);
      return;
    }
    const signature = String(req.headers['x-signature'] ?? '');
    if (!rdlSignatureValid(request, timestamp, secrets.apiSecret, signature)) {
      refuseRdl(res, path, 400, FAKE_RDL_REFUSAL.signature);
      return;
    }
    calls.push({ path, request });
    const requestUuid = String(header.requestUuid);
    const earlier = answered.get(requestUuid);
    if (earlier) {
      if (earlier.path !== path) refuseRdl(res, path, 400, FAKE_RDL_REFUSAL.uuidReused);
      else send(res, 200, { response: earlier.response });
      return;
    }
    const refusal = refuseNext.get(path);
    if (refusal) {
      refuseNext.delete(path);
      refuseRdl(res, path, 200, refusal);
      return;
    }
    const answer = rdlAnswer(path, request);
    if ('code' in answer) {
      refuseRdl(res, path, 200, answer.code);
      return;
    }
    const response = {
      responseCode: BANK_OK,
      responseMessage: 'Request has been processed successfully',
      responseTimestamp: now().toISOString(),
      responseUuid: crypto.randomUUID(),
      ...answer.response,
    };
    answered.set(requestUuid, { path, response });
    if (loseAnswer(res, path)) return;
    send(res, 200, { response });
  }

  function va(res: ServerResponse, text: string) {
    const nowS = Math.floor(now().getTime() / 1000);
    const refuse = (code: string) => {
      refusals.push({ path: VA_PATH, code });
      send(res, 200, { status: code, message: code });
    };
    const body = parseJson(text);
    if (!body || !filled(body.data)) return refuse(FAKE_VA_REFUSAL.invalid);
    if (body.client_id !== secrets.vaClientId || body.prefix !== secrets.vaPrefix) {
      return refuse(FAKE_VA_REFUSAL.wrongClient);
    }
    const opened = decryptVaPayload(
      String(body.data),
      secrets.vaClientId,
      secrets.vaSecret,
      nowS,
      VA_PAYLOAD_MAX_AGE_SECONDS,
    );
    if (!opened.ok) {
      return refuse(
        opened.reason === 'EXPIRED' ? FAKE_VA_REFUSAL.expired : FAKE_VA_REFUSAL.invalid,
      );
    }
    const data = opened.data;
    if (data.client_id !== secrets.vaClientId) return refuse(FAKE_VA_REFUSAL.wrongClient);
    const refusal = refuseNext.get(VA_PATH);
    if (refusal) {
      refuseNext.delete(VA_PATH);
      return refuse(refusal);
    }
    const trxId = String(data.trx_id ?? '');
    const reply = (answer: Json) => {
      if (loseAnswer(res, VA_PATH)) return;
      send(res, 200, {
        status: VA_OK,
        data: encryptVaPayload(answer, secrets.vaClientId, secrets.vaSecret, nowS),
      });
    };
    // The fields createbilling and updatebilling share: the refusal code, or the billing's terms.
    const terms = (billingType: string) => {
      const expiresAt = fromJakartaTime(data.datetime_expired);
      if (
        !filled(data.customer_name) ||
        !/^\d{1,15}$/.test(String(data.trx_amount)) ||
        (billingType === 'c' && BigInt(String(data.trx_amount)) <= 0n) ||
        !expiresAt
      ) {
        return FAKE_VA_REFUSAL.invalid;
      }
      if (expiresAt.getTime() <= now().getTime()) return FAKE_VA_REFUSAL.expiryPast;
      return {
        amountRupiah: BigInt(String(data.trx_amount)),
        expiresAt,
        customerName: String(data.customer_name),
        description: String(data.description ?? ''),
      };
    };
    if (data.type === 'createbilling') {
      const billingType = String(data.billing_type);
      if (!filled(trxId) || trxId.length > 30 || !['c', 'o'].includes(billingType)) {
        return refuse(FAKE_VA_REFUSAL.invalid);
      }
      const given = terms(billingType);
      if (typeof given === 'string') return refuse(given);
      if (billings.has(trxId)) return refuse(FAKE_VA_REFUSAL.duplicateTrxId);
      const virtualAccount = `${secrets.vaPrefix}${secrets.vaClientId}${digits(8)}`;
      billings.set(trxId, {
        virtualAccount,
        billingType,
        ...given,
        status: 'ACTIVE',
        paidRupiah: 0n,
      });
      return reply({ virtual_account: virtualAccount, trx_id: trxId });
    }
    const billing = billings.get(trxId);
    if (data.type === 'updatebilling') {
      if (!billing) return refuse(FAKE_VA_REFUSAL.notFound);
      if (data.billing_type !== undefined && data.billing_type !== billing.billingType) {
        return refuse(FAKE_VA_REFUSAL.invalid);
      }
      const given = terms(billing.billingType);
      if (typeof given === 'string') return refuse(given);
      if (billing.status === 'PAID') return refuse(FAKE_VA_REFUSAL.billingPaid);
      Object.assign(billing, given, { status: 'ACTIVE' });
      return reply({ virtual_account: billing.virtualAccount, trx_id: trxId });
    }
    if (data.type === 'inactivebilling') {
      if (!billing) return refuse(FAKE_VA_REFUSAL.notFound);
      if (billing.status === 'ACTIVE') billing.status = 'INACTIVE';
      return reply({ virtual_account: billing.virtualAccount, trx_id: trxId });
    }
    if (data.type === 'inquirybilling') {
      if (!billing) return refuse(FAKE_VA_REFUSAL.notFound);
      const active = billing.status === 'ACTIVE' && billing.expiresAt > now();
      return reply({
        client_id: secrets.vaClientId,
        trx_id: trxId,
        virtual_account: billing.virtualAccount,
        trx_amount: billing.amountRupiah.toString(),
        customer_name: billing.customerName,
        billing_type: billing.billingType,
        datetime_expired: jakartaWallTime(billing.expiresAt),
        description: billing.description,
        payment_amount: billing.paidRupiah.toString(),
        va_status: active ? '1' : '2',
      });
    }
    return refuse(FAKE_VA_REFUSAL.invalid);
  }

  const rdlPaths = new Set<string>(
    Object.values(RDL_PATHS).filter((path) => path !== RDL_PATHS.token),
  );
  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const text = await readBody(req);
      if (req.method !== 'POST') return send(res, 405, { error: 'method not allowed' });
      if (path === RDL_PATHS.token) return token(req, res, text);
      if (rdlPaths.has(path)) return rdl(req, res, path, text);
      if (path === VA_PATH) return va(res, text);
      send(res, 404, { error: 'not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    config: {
      rdlUrl: url,
      clientId: secrets.clientId,
      clientSecret: secrets.clientSecret,
      apiKey: secrets.apiKey,
      apiSecret: secrets.apiSecret,
      companyId: secrets.companyId,
      parentCompanyId: secrets.parentCompanyId,
      branchId: secrets.branchId,
      vaUrl: `${url}${VA_PATH}`,
      vaClientId: secrets.vaClientId,
      vaPrefix: secrets.vaPrefix,
      vaSecret: secrets.vaSecret,
    },
    tokensIssued: () => tokens.size,
    investors,
    accounts,
    billings,
    payIntoVa: (virtualAccount, amountRupiah) => {
      const found = [...billings.entries()].find(([, b]) => b.virtualAccount === virtualAccount);
      if (!found) return { ok: false, refusal: 'VA_UNKNOWN' };
      const [trxId, billing] = found;
      const closed = billing.billingType === 'c';
      if (billing.status !== 'ACTIVE') return { ok: false, refusal: billing.status };
      if (billing.expiresAt <= now()) return { ok: false, refusal: 'EXPIRED' };
      if (amountRupiah <= 0n || (closed && amountRupiah !== billing.amountRupiah)) {
        return { ok: false, refusal: 'AMOUNT_MISMATCH' };
      }
      billing.paidRupiah += amountRupiah;
      if (closed) billing.status = 'PAID';
      const data = {
        trx_id: trxId,
        virtual_account: virtualAccount,
        customer_name: billing.customerName,
        trx_amount: billing.amountRupiah.toString(),
        payment_amount: amountRupiah.toString(),
        cumulative_payment_amount: billing.paidRupiah.toString(),
        payment_ntb: digits(12),
        datetime_payment: jakartaWallTime(now()),
      };
      const sealed = encryptVaPayload(
        data,
        secrets.vaClientId,
        secrets.vaSecret,
        Math.floor(now().getTime() / 1000),
      );
      return {
        ok: true,
        body: { client_id: secrets.vaClientId, data: sealed },
        paymentNtb: data.payment_ntb,
      };
    },
    refusals,
    calls,
    refuseNext: (path, code) => {
      refuseNext.set(path, code);
    },
    loseNextAnswer: (path, how = '502') => {
      loseNext.set(path, how);
    },
    depositIntoRdl: (accountNumber, amountSen, description = 'TRANSFER DARI') => {
      post(accountNumber, amountSen, 'K', description);
    },
    addBeneficiary: (bankCode, accountNumber, name) => {
      beneficiaries.set(`${bankCode}:${accountNumber}`, name);
    },
    paymentsMade: (requestUuid) => payments.get(requestUuid)?.made ?? 0,
    setPaymentStatus: (requestUuid, status) => {
      const payment = payments.get(requestUuid);
      if (payment) payment.status = status;
    },
    writeAmountsAsNumbers: (on) => {
      amountsAsNumbers = on;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export { VA_PATH as FAKE_VA_PATH };
