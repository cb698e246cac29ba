// The partner bank's real APIs behind the PartnerBank interface (integrations.md), chosen by
// BANK_ADAPTER=http:
// - the P2P lending API v2.1 (RDL): an OAuth client-credentials token (kept until it expires) in
//   the `access_token` query parameter, the `x-api-key`, `x-timestamp` and `x-signature` headers,
//   and the body `{ request: { header: { companyId, parentCompanyId, requestUuid }, … } }`;
//   success is `response.responseCode == "0001"`;
// - the e-collection API (virtual accounts): one endpoint taking `{ client_id, prefix, data }`,
//   `data` encrypted with the bank's scheme (bni/ecollection-cipher.ts); success `status "000"`.
//   An open billing is a lender's top-up VA; a closed billing (billing_type 'c') an installment
//   bill: createbilling, updatebilling (new amount or expiry, same VA), inactivebilling.
// Every failure comes back as `{ ok: false, responseCode }`: the bank's own code, or HTTP_<status>,
// NO_ANSWER (no answer, a reset, a timeout), BAD_ANSWER when the bank's answer is missing or
// unreadable (outcome unknown, so a retry re-sends the same request uuid or trx_id). Only the
// network's failures are read as silence (isTransportFailure); an error of ours is thrown.
//
// Money: payments out of a lender's RDL on the rail of the withdrawal (payment/transfer to the
// same bank, /interbank online after the bank's beneficiary check, /clearing, /rtgs), the payment
// status inquiry by the payment's request uuid, and the RDL's balance and history. The bank writes
// amounts in rupiah with decimals, as strings or JSON numbers: both are read from the answer's
// text into bigint sen, never through a float.
//
// The RDL's face check, registration and account opening carry the lender's validated profile
// (BankLender.investor), in the bank's codes and formats (bni/investor-codes.ts, which says which
// of them are unverified).
//
// Unverified with the bank (send what we have, confirm before production): the face check's path
// and answer field, the registration's code tables (bni/investor-codes.ts), the e-collection's
// duplicate-billing and unknown-billing statuses, trx_id length, whether updatebilling takes
// billing_type and answers the VA, whether it reopens an inactive billing, what inactivebilling
// answers; the payment status values and the code for a request uuid the bank never received
// (PAYMENT_STATUS); the clearing codes and BICs (bni/routing-codes.ts) and whether clearing needs
// the beneficiary's address; which field of a history line identifies it across inquiries
// (historyLinesOf).
import { randomUUID } from 'node:crypto';
import type { BankHttpConfig } from '../config.ts';
import { decryptVaPayload, encryptVaPayload } from './bni/ecollection-cipher.ts';
import {
  dashedDate,
  ddMMyyyy,
  educationCode,
  faceCheckAddress,
  genderCode,
  ID_TYPE_KTP,
  idExpiryDate,
  jobCode,
  maritalStatusCode,
  mobilePhoneParts,
  monthlyIncomeRupiah,
  NO_HOME_PHONE,
  OPEN_ACCOUNT_REASON_INVESTMENT,
  registrationAddress,
  religionCode,
  sourceOfFundCode,
  titleCode,
} from './bni/investor-codes.ts';
import { rdlSignature } from './bni/rdl-signature.ts';
import { BENEFICIARY_ROUTING, type BeneficiaryRouting } from './bni/routing-codes.ts';
import {
  BAD_ANSWER,
  BANK_OK,
  type BankAnswer,
  type BankLender,
  isTransportFailure,
  NO_ANSWER,
  type NoFields,
  outcomeUnknown,
  PARTNER_BANK_CODE,
  type PartnerBank,
  type PayoutAnswer,
  type PayoutRequest,
  type PayoutStatus,
  type RdlHistoryLine,
  type VaBilling,
} from './partner-bank.ts';

export const RDL_PATHS = {
  token: '/api/oauth/token',
  // The face check sits beside the P2P lending API in the bank's SDK (unverified for v2.1).
  faceRecognition: '/rekdana/v1.1/face/recog',
  registerInvestor: '/p2pl/v2.1/register/investor',
  openAccount: '/p2pl/v2.1/register/investor/account',
  balance: '/p2pl/v2.1/inquiry/account/balance',
  history: '/p2pl/v2.1/inquiry/account/history',
  beneficiaryCheck: '/p2pl/v2.1/inquiry/interbank/account',
  paymentStatus: '/p2pl/v2.1/inquiry/payment/status',
  transfer: '/p2pl/v2.1/payment/transfer',
  interbank: '/p2pl/v2.1/payment/interbank',
  clearing: '/p2pl/v2.1/payment/clearing',
  rtgs: '/p2pl/v2.1/payment/rtgs',
} as const;

/**
 * Payouts refused here, before any payment call, so nothing was paid and the withdrawal's hold is
 * reversed. Our codes, stable, none of them the bank's.
 */
export const PAYOUT_REFUSAL = {
  /** BI-FAST is not in the RDL API (integrations.md); the quote does not offer it. */
  biFast: 'BI_FAST_NOT_IN_RDL_API',
  /** A VA wallet's money sits in the platform's account, which the RDL API cannot pay from. */
  notFromRdl: 'PAYOUT_FROM_PLATFORM_NOT_CONNECTED',
  /** No clearing code / BIC known for the beneficiary's bank (bni/routing-codes.ts). */
  clearingCodeUnknown: 'CLEARING_CODE_UNKNOWN',
  bicUnknown: 'RTGS_BIC_UNKNOWN',
  /** The rails carry whole rupiah. */
  notWholeRupiah: 'AMOUNT_NOT_WHOLE_RUPIAH',
  /** The beneficiary check before an online transfer went unanswered or unreadable. */
  beneficiaryCheckUnanswered: 'BENEFICIARY_CHECK_UNANSWERED',
} as const;

/**
 * The payment status inquiry's `transactionStatus`, mapped. The values are unverified
 * (integrations.md); the only sample answer at hand (a published integration's test fixture of
 * this API) shows "PAID". Assumed: PAID / SUCCESS is paid;
 * PENDING / PROCESS / ON PROCESS is taken and not yet settled (clearing, RTGS); FAILED / REJECTED
 * is not paid, so the hold is reversed. A value outside this table is read as BAD_ANSWER: the
 * withdrawal stays pending and is asked about again, never settled or reversed on a guess.
 */
export const PAYMENT_STATUS: Readonly<Record<string, Exclude<PayoutStatus, 'NOT_FOUND'>>> = {
  PAID: 'SETTLED',
  SUCCESS: 'SETTLED',
  PENDING: 'PENDING',
  PROCESS: 'PENDING',
  'ON PROCESS': 'PENDING',
  FAILED: 'FAILED',
  REJECTED: 'FAILED',
};
/**
 * The response code assumed for a request uuid the bank never received (unverified too): the one
 * answer on which the wallet sends the payment again. It sends it under the same uuid, so a wrong
 * assumption costs a call the bank answers as the first, never a second payment.
 */
export const PAYMENT_UNKNOWN_UUID = '0404';

/**
 * E-collection statuses: success, the refusal of a trx_id already used, and of a trx_id the bank
 * has no billing for (both unverified).
 */
export const VA_OK = '000';
export const VA_DUPLICATE_TRX_ID = '102';
export const VA_BILLING_NOT_FOUND = '101';

// A token is renewed this long before the bank says it expires, so no request carries one that
// expires in flight.
const TOKEN_MARGIN_MS = 60_000;
// An open top-up VA should outlive any lender: the bank's longest expiry (unverified) is asked.
const VA_LIFETIME_YEARS = 5;

type Json = Record<string, unknown>;
type Reply = { ok: true; body: Json } | { ok: false; responseCode: string };

/** The e-collection's trx_id from our request uuid: hex without dashes, 30 characters. */
export const trxIdOf = (requestUuid: string) => requestUuid.replaceAll('-', '').slice(0, 30);

/**
 * Exact sen from a rupiah amount as the bank writes it ("1234567.89", "0577259961029.00", a JSON
 * number kept as its text by `post`); null when it is not one, or when it has a non-zero digit
 * past the sen, which no bigint of sen can hold.
 */
export function senOfBankAmount(value: unknown): bigint | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return null;
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (/[^0]/.test(fraction.slice(2))) return null;
  const sen = BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  return sign ? -sen : sen;
}

const filledText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * An RDL's account history answer as RdlHistoryLine, oldest first; null when any line is
 * unreadable (the mirror then refuses the whole answer rather than credit half of it). Field
 * names as in a published integration's test fixture of this answer: `longHistoricals` lines
 * with `date` (YYYY-MM-DD) and `transactionTime` (Jakarta wall time), `amount`, `balance`,
 * `debit_credit` (D/K), `description` and its `narative…` continuations, `branchNum` and
 * `tracer`. The answer's
 * begin and end balance and debit / credit totals are not needed by the mirror (it compares
 * with the balance inquiry). A line's reference must name it in every later inquiry (the
 * mirror credits a deposit once per reference): `sequenceNum` only counts the lines of one
 * answer, so the reference is the journal's date, branch and tracer number (unverified that
 * these identify a line; a line without a tracer makes the answer unreadable).
 */
export function historyLinesOf(answer: Json): RdlHistoryLine[] | null {
  const given = answer.longHistoricals ?? [];
  if (!Array.isArray(given)) return null;
  const lines: RdlHistoryLine[] = [];
  for (const raw of given as unknown[]) {
    if (typeof raw !== 'object' || raw === null) return null;
    const line = raw as Json;
    const date = String(line.date ?? '');
    const time = filledText(line.transactionTime) ? line.transactionTime.trim() : '00:00:00';
    const at = new Date(`${date}T${time}+07:00`);
    const amountSen = senOfBankAmount(line.amount);
    const balanceSen = senOfBankAmount(line.balance);
    const direction = line.debit_credit;
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
      !/^\d{2}:\d{2}:\d{2}$/.test(time) ||
      Number.isNaN(at.getTime()) ||
      amountSen === null ||
      amountSen < 0n ||
      balanceSen === null ||
      (direction !== 'D' && direction !== 'K') ||
      !filledText(line.tracer)
    ) {
      return null;
    }
    const description = [
      line.description,
      line.narative,
      line.narative36,
      line.narative02,
      line.narative03,
      line.narative38,
      line.narative39,
    ]
      .filter(filledText)
      .map((part) => part.trim())
      .join(' ');
    lines.push({
      reference: `${date}/${String(line.branchNum ?? '').trim()}/${line.tracer.trim()}`,
      at,
      amountSen,
      direction,
      balanceSen,
      description,
    });
  }
  return oldestFirst(lines);
}

/**
 * The lines oldest first, whatever order the bank lists them in: its order or the reverse,
 * whichever runs forward — times never going back and, between lines of the same second, each
 * balance following from the one before; by time alone when neither does.
 */
function oldestFirst(lines: RdlHistoryLine[]): RdlHistoryLine[] {
  const runsForward = (list: RdlHistoryLine[]) =>
    list.every((line, index) => {
      const before = list[index - 1];
      if (!before) return true;
      if (line.at.getTime() !== before.at.getTime()) return line.at > before.at;
      const moved = line.direction === 'K' ? line.amountSen : -line.amountSen;
      return line.balanceSen === before.balanceSen + moved;
    });
  if (runsForward(lines)) return lines;
  const reversed = [...lines].reverse();
  if (runsForward(reversed)) return reversed;
  return lines.sort((a, b) => a.at.getTime() - b.at.getTime());
}

type PayoutRoute =
  | { ok: true; path: string; settles: 'SETTLED' | 'PENDING'; routingCode: string | null }
  | { ok: false; responseCode: string };

/**
 * Which payment call carries a withdrawal on this rail to this bank: the same bank is an in-house
 * transfer whatever the rail, settled at once; online is interbank, settled at once; clearing
 * and RTGS name the bank by clearing code / BIC and settle later. Decided here once, for the
 * quote (carriesPayout) and the payment alike.
 */
export function payoutRoute(
  rail: PayoutRequest['rail'],
  bankCode: string,
  routing: BeneficiaryRouting = BENEFICIARY_ROUTING,
): PayoutRoute {
  if (rail === 'BI_FAST') return { ok: false, responseCode: PAYOUT_REFUSAL.biFast };
  if (bankCode === PARTNER_BANK_CODE) {
    return { ok: true, path: RDL_PATHS.transfer, settles: 'SETTLED', routingCode: null };
  }
  if (rail === 'ONLINE') {
    return { ok: true, path: RDL_PATHS.interbank, settles: 'SETTLED', routingCode: bankCode };
  }
  const [table, path, unknown] =
    rail === 'CLEARING'
      ? [routing.clearing, RDL_PATHS.clearing, PAYOUT_REFUSAL.clearingCodeUnknown]
      : [routing.rtgs, RDL_PATHS.rtgs, PAYOUT_REFUSAL.bicUnknown];
  const routingCode = Object.hasOwn(table, bankCode) ? table[bankCode] : undefined;
  return routingCode
    ? { ok: true, path, settles: 'PENDING', routingCode }
    : { ok: false, responseCode: unknown };
}

/** First, middle and last name as the bank asks them, from one full name. */
export function nameParts(fullName: string) {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', middleName: '', lastName: '' };
  return {
    firstName: words[0] ?? '',
    middleName: words.slice(1, -1).join(' '),
    lastName: words.at(-1) ?? '',
  };
}

/** Jakarta wall time `YYYY-MM-DD HH:mm:ss`, the e-collection's date format. */
function jakartaTime(at: Date): string {
  const local = new Date(at.getTime() + 7 * 60 * 60 * 1000);
  return local.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The face check's fields, from the lender's validated profile (BankLender.investor): what the
 * profile lacks goes empty, and the bank refuses it.
 */
export function faceRecognitionFields(lender: BankLender) {
  const person = lender.investor;
  return {
    ...nameParts(lender.fullName),
    idNumber: person?.idNumber ?? '',
    birthDate: dashedDate(person?.birthDate),
    birthPlace: person?.birthPlace ?? '',
    gender: genderCode(person?.gender),
    ...faceCheckAddress(person?.address),
    selfiePhoto: person?.selfieBase64 ?? '',
  };
}

/** The investor registration's fields (integrations.md), from the lender's validated profile. */
export function registerInvestorFields(
  lender: BankLender,
  kycUuid: string | null,
  branchId: string,
) {
  const person = lender.investor;
  return {
    uuidFaceRecog: kycUuid ?? '',
    title: titleCode(person?.gender),
    ...nameParts(lender.fullName),
    optNPWP: person?.taxNumber ? '1' : '0',
    NPWPNum: person?.taxNumber ?? '',
    nationality: 'ID',
    domicileCountry: 'ID',
    religion: religionCode(person?.religion),
    birthPlace: person?.birthPlace ?? '',
    birthDate: ddMMyyyy(person?.birthDate),
    gender: genderCode(person?.gender),
    isMarried: maritalStatusCode(person?.maritalStatus),
    motherMaidenName: person?.motherMaidenName ?? '',
    jobCode: jobCode(person?.job),
    education: educationCode(person?.education),
    idType: ID_TYPE_KTP,
    idNumber: person?.idNumber ?? '',
    idIssuingCity: person?.idIssuingCity ?? '',
    idExpiryDate: idExpiryDate(person?.idExpiry),
    ...registrationAddress(person?.address),
    ...NO_HOME_PHONE,
    officePhone1: '',
    officePhone2: '',
    ...mobilePhoneParts(lender.phone),
    faxNum1: '',
    faxNum2: '',
    email: lender.email,
    monthlyIncome: monthlyIncomeRupiah(person?.monthlyIncome),
    branchOpening: branchId,
  };
}

/** The account opening's fields (`register/investor/account`): the RDL in rupiah, to invest. */
export function openAccountFields(lender: BankLender, cifNumber: string, branchId: string) {
  return {
    cifNumber,
    currency: 'IDR',
    openAccountReason: OPEN_ACCOUNT_REASON_INVESTMENT,
    sourceOfFund: sourceOfFundCode(lender.investor?.fundSource),
    branchId,
  };
}

export function httpPartnerBank(
  config: BankHttpConfig,
  deps: { now: () => Date; timeoutMs?: number; routing?: BeneficiaryRouting },
): PartnerBank {
  const timeoutMs = deps.timeoutMs ?? 30_000;
  const routing = deps.routing ?? BENEFICIARY_ROUTING;
  let token: { value: string; expiresAtMs: number } | null = null;
  let pendingToken: Promise<string | { responseCode: string }> | null = null;

  async function post(url: string, init: { headers: Record<string, string>; body: string }) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: init.headers,
        body: init.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      let body: Json | null = null;
      try {
        // A number is kept as the text the bank wrote (JSON.parse's source access), so an amount
        // such as 1234567.89 never passes through a float.
        const parsed: unknown = JSON.parse(
          text,
          (_key, value: unknown, context?: { source?: string }) =>
            typeof value === 'number' && context?.source !== undefined ? context.source : value,
        );
        if (typeof parsed === 'object' && parsed !== null) body = parsed as Json;
      } catch {
        body = null;
      }
      return { status: response.status, body };
    } catch (error) {
      // The network failed (no answer, a reset, a timeout): the caller reports NO_ANSWER. Any
      // other error (a URL that does not parse, a bug) is ours, and must not pass for silence.
      if (isTransportFailure(error)) return null;
      throw error;
    }
  }

  async function fetchToken(): Promise<string | { responseCode: string }> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const answer = await post(`${config.rdlUrl}${RDL_PATHS.token}`, {
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!answer) return { responseCode: NO_ANSWER };
    const value = answer.body?.access_token;
    if (answer.status !== 200 || typeof value !== 'string') {
      return { responseCode: answer.status >= 500 ? `HTTP_${answer.status}` : 'TOKEN_REFUSED' };
    }
    const lifetimeS = Number(answer.body?.expires_in ?? 3600);
    token = { value, expiresAtMs: deps.now().getTime() + lifetimeS * 1000 - TOKEN_MARGIN_MS };
    return value;
  }

  /** The cached token while it is valid; one token request at a time otherwise. */
  async function accessToken(renew: boolean): Promise<string | { responseCode: string }> {
    if (!renew && token && deps.now().getTime() < token.expiresAtMs) return token.value;
    if (renew) token = null;
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = null;
    });
    return pendingToken;
  }

  async function rdlCall(path: string, requestUuid: string, fields: Json): Promise<Reply> {
    const request = {
      header: {
        companyId: config.companyId,
        parentCompanyId: config.parentCompanyId,
        requestUuid,
      },
      ...fields,
    };
    // A token the bank no longer accepts (revoked, clocks apart) is renewed once.
    for (const renew of [false, true]) {
      const current = await accessToken(renew);
      if (typeof current !== 'string') return { ok: false, responseCode: current.responseCode };
      const timestamp = deps.now().toISOString();
      const answer = await post(
        `${config.rdlUrl}${path}?access_token=${encodeURIComponent(current)}`,
        {
          headers: {
            'content-type': 'application/json',
            'x-api-key': config.apiKey,
            'x-timestamp': timestamp,
            'x-signature': rdlSignature(request, timestamp, config.apiSecret),
          },
          body: JSON.stringify({ request }),
        },
      );
      if (!answer) return { ok: false, responseCode: NO_ANSWER };
      if (answer.status === 401 && !renew) continue;
      const response = answer.body?.response as Json | undefined;
      const code = response?.responseCode;
      if (typeof code === 'string' && response) {
        return code === BANK_OK ? { ok: true, body: response } : { ok: false, responseCode: code };
      }
      return {
        ok: false,
        responseCode: answer.status === 200 ? BAD_ANSWER : `HTTP_${answer.status}`,
      };
    }
    return { ok: false, responseCode: 'HTTP_401' };
  }

  async function vaCall(data: Json): Promise<Reply> {
    const nowS = () => Math.floor(deps.now().getTime() / 1000);
    const payload = { ...data, client_id: config.vaClientId };
    const answer = await post(config.vaUrl, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: config.vaClientId,
        prefix: config.vaPrefix,
        data: encryptVaPayload(payload, config.vaClientId, config.vaSecret, nowS()),
      }),
    });
    if (!answer) return { ok: false, responseCode: NO_ANSWER };
    const status = answer.body?.status;
    if (typeof status !== 'string') {
      return {
        ok: false,
        responseCode: answer.status === 200 ? BAD_ANSWER : `HTTP_${answer.status}`,
      };
    }
    if (status !== VA_OK) return { ok: false, responseCode: status };
    const sealed = answer.body?.data;
    // A success without data (unverified whether inactivebilling answers any): nothing to read.
    if (sealed === undefined) return { ok: true, body: {} };
    if (typeof sealed !== 'string') return { ok: false, responseCode: BAD_ANSWER };
    const opened = decryptVaPayload(sealed, config.vaClientId, config.vaSecret, nowS());
    return opened.ok ? { ok: true, body: opened.data } : { ok: false, responseCode: BAD_ANSWER };
  }

  const failed = (requestUuid: string, reply: { responseCode: string }) =>
    ({ ok: false, requestUuid, responseCode: reply.responseCode }) as const;

  function stringField<K extends string>(
    requestUuid: string,
    reply: Reply,
    field: string,
    as: K,
  ): BankAnswer<Record<K, string>> {
    if (!reply.ok) return failed(requestUuid, reply);
    const value = reply.body[field];
    if (typeof value !== 'string' || value === '')
      return failed(requestUuid, { responseCode: BAD_ANSWER });
    return { ok: true, requestUuid, [as]: value } as BankAnswer<Record<K, string>>;
  }

  const refused = (responseCode: string) => ({ ok: false, responseCode }) as const;

  // The trx_ids of the billings this process made or updated: the next upsert of one is an
  // updatebilling at once. Forgotten at a restart, which costs one call: a createbilling the bank
  // refuses as a duplicate is sent again as the updatebilling.
  const knownBillings = new Set<string>();

  /**
   * A closed billing: createbilling for a new trx_id, updatebilling for a known one (the same
   * fields; the bank keeps the VA); whichever the bank says it is not, the other. The answer's VA,
   * else the billing's inquiry for it.
   */
  // inactivebilling; a trx_id the bank has no billing for is as good as closed.
  async function closeBilling(trxId: string): Promise<BankAnswer<NoFields>> {
    const reply = await vaCall({ type: 'inactivebilling', trx_id: trxId });
    if (reply.ok || reply.responseCode === VA_BILLING_NOT_FOUND) {
      return { ok: true, requestUuid: trxId };
    }
    return failed(trxId, reply);
  }

  async function upsertBilling(bill: VaBilling): Promise<BankAnswer<{ virtualAccount: string }>> {
    const requestUuid = bill.trxId;
    const fields = {
      trx_id: bill.trxId,
      trx_amount: bill.amountRupiah.toString(),
      billing_type: 'c',
      customer_name: bill.customerName,
      customer_email: bill.customerEmail ?? '',
      customer_phone: bill.customerPhone ?? '',
      datetime_expired: jakartaTime(bill.expiresAt),
      description: bill.description,
    };
    const create = () => vaCall({ type: 'createbilling', ...fields });
    const update = () => vaCall({ type: 'updatebilling', ...fields });
    let reply: Reply;
    if (knownBillings.has(bill.trxId)) {
      reply = await update();
      if (!reply.ok && reply.responseCode === VA_BILLING_NOT_FOUND) reply = await create();
    } else {
      reply = await create();
      if (!reply.ok && reply.responseCode === VA_DUPLICATE_TRX_ID) reply = await update();
    }
    if (!reply.ok) return failed(requestUuid, reply);
    knownBillings.add(bill.trxId);
    if (!filledText(reply.body.virtual_account)) {
      reply = await vaCall({ type: 'inquirybilling', trx_id: bill.trxId });
    }
    return stringField(requestUuid, reply, 'virtual_account', 'virtualAccount');
  }

  /**
   * The online transfer's beneficiary check (inquiry/interbank/account), which the bank requires
   * first: the payment carries the account and bank names it answers. Its failure is the
   * payout's refusal, known as such: nothing was paid, whatever became of the check.
   */
  async function beneficiaryNames(request: PayoutRequest, source: string) {
    const check = await rdlCall(RDL_PATHS.beneficiaryCheck, randomUUID(), {
      accountNumber: source,
      beneficiaryBankCode: request.beneficiary.bankCode,
      beneficiaryAccountNumber: request.beneficiary.accountNumber,
    });
    if (!check.ok) {
      return refused(
        outcomeUnknown(check.responseCode)
          ? PAYOUT_REFUSAL.beneficiaryCheckUnanswered
          : check.responseCode,
      );
    }
    const { beneficiaryAccountName: accountName, beneficiaryBankName: bankName } = check.body;
    if (!filledText(accountName) || !filledText(bankName)) {
      return refused(PAYOUT_REFUSAL.beneficiaryCheckUnanswered);
    }
    return { ok: true, accountName, bankName } as const;
  }

  async function sendPayout(request: PayoutRequest): Promise<PayoutAnswer> {
    const route = payoutRoute(request.rail, request.beneficiary.bankCode, routing);
    if (!route.ok) return route;
    const source = request.fromRdlAccount;
    if (!source) return refused(PAYOUT_REFUSAL.notFromRdl);
    if (request.amountSen <= 0n || request.amountSen % 100n !== 0n) {
      return refused(PAYOUT_REFUSAL.notWholeRupiah);
    }
    const { beneficiary } = request;
    const amount = (request.amountSen / 100n).toString();
    // For the reconciliation of the bank's statement with the withdrawals.
    const remark = `LUMBUNG ${request.requestUuid.slice(0, 8)}`;
    let fields: Json;
    if (route.path === RDL_PATHS.transfer) {
      fields = {
        accountNumber: source,
        beneficiaryAccountNumber: beneficiary.accountNumber,
        currency: 'IDR',
        amount,
        remark,
      };
    } else if (route.path === RDL_PATHS.interbank) {
      const names = await beneficiaryNames(request, source);
      if (!names.ok) return names;
      fields = {
        accountNumber: source,
        beneficiaryAccountNumber: beneficiary.accountNumber,
        beneficiaryAccountName: names.accountName,
        beneficiaryBankCode: beneficiary.bankCode,
        beneficiaryBankName: names.bankName,
        amount,
      };
    } else {
      fields = {
        accountNumber: source,
        beneficiaryAccountNumber: beneficiary.accountNumber,
        // The profile holds no address of the beneficiary (unverified that SKN needs one).
        beneficiaryAddress1: '',
        beneficiaryAddress2: '',
        beneficiaryBankCode: route.routingCode,
        beneficiaryName: beneficiary.accountName,
        currency: 'IDR',
        amount,
        remark,
        // The sender pays the bank's fee: the lender paid it to us with the withdrawal.
        chargingType: 'OUR',
      };
    }
    const reply = await rdlCall(route.path, request.requestUuid, fields);
    return reply.ok ? { ok: true, status: route.settles } : refused(reply.responseCode);
  }

  return {
    name: 'http',
    vaCallbackKey: { clientId: config.vaClientId, secret: config.vaSecret },
    // Only out of an RDL (the API debits the lender's own account), only where a payment call
    // and the beneficiary bank's code for it exist.
    carriesPayout: (rail, from, bankCode) =>
      from === 'RDL' && payoutRoute(rail, bankCode, routing).ok,
    sendPayout,

    // The inquiry is a call of its own, under a fresh uuid; the payment's goes in requestedUuid.
    async payoutStatus(requestUuid) {
      const reply = await rdlCall(RDL_PATHS.paymentStatus, randomUUID(), {
        requestedUuid: requestUuid,
      });
      if (!reply.ok) {
        return reply.responseCode === PAYMENT_UNKNOWN_UUID
          ? { ok: true, status: 'NOT_FOUND' }
          : refused(reply.responseCode);
      }
      const given = String(reply.body.transactionStatus ?? '')
        .trim()
        .toUpperCase();
      const status = Object.hasOwn(PAYMENT_STATUS, given) ? PAYMENT_STATUS[given] : undefined;
      return status ? { ok: true, status } : refused(BAD_ANSWER);
    },

    async rdlBalance(accountNumber) {
      const reply = await rdlCall(RDL_PATHS.balance, randomUUID(), { accountNumber });
      if (!reply.ok) return refused(reply.responseCode);
      const balanceSen = senOfBankAmount(reply.body.accountBalance);
      return balanceSen === null ? refused(BAD_ANSWER) : { ok: true, balanceSen };
    },

    async rdlHistory(accountNumber) {
      const reply = await rdlCall(RDL_PATHS.history, randomUUID(), { accountNumber });
      if (!reply.ok) return refused(reply.responseCode);
      const lines = historyLinesOf(reply.body);
      return lines ? { ok: true, lines } : refused(BAD_ANSWER);
    },

    // An open billing (any amount, many payments) is the lender's top-up VA. The trx_id comes
    // from the request uuid: a retry of a billing the bank already made is refused as a
    // duplicate, and the billing's inquiry then gives the VA it made.
    async createVirtualAccount(lender, requestUuid = randomUUID()) {
      const trxId = trxIdOf(requestUuid);
      const expires = new Date(deps.now());
      expires.setUTCFullYear(expires.getUTCFullYear() + VA_LIFETIME_YEARS);
      let reply = await vaCall({
        type: 'createbilling',
        trx_id: trxId,
        trx_amount: '0',
        billing_type: 'o',
        customer_name: lender.fullName,
        customer_email: lender.email,
        customer_phone: lender.phone ?? '',
        datetime_expired: jakartaTime(expires),
        description: 'Lumbung top-up',
      });
      if (!reply.ok && reply.responseCode === VA_DUPLICATE_TRX_ID) {
        reply = await vaCall({ type: 'inquirybilling', trx_id: trxId });
      }
      return stringField(requestUuid, reply, 'virtual_account', 'virtualAccount');
    },

    upsertBilling,

    closeBilling,

    // The lender's VA is the open billing createVirtualAccount made under this request's trx_id.
    async closeVirtualAccount(requestUuid) {
      const closed = await closeBilling(trxIdOf(requestUuid));
      return closed.ok ? { ok: true, requestUuid } : { ...closed, requestUuid };
    },

    // The billing's state as the bank tells it: va_status '2' is inactive (closed); any other
    // (the bank's '1') takes payments.
    async virtualAccountOpen(requestUuid) {
      const reply = await vaCall({ type: 'inquirybilling', trx_id: trxIdOf(requestUuid) });
      if (!reply.ok) return failed(requestUuid, reply);
      return { ok: true, requestUuid, open: String(reply.body.va_status ?? '') !== '2' };
    },

    async submitKyc(lender, requestUuid = randomUUID()) {
      const reply = await rdlCall(
        RDL_PATHS.faceRecognition,
        requestUuid,
        faceRecognitionFields(lender),
      );
      if (!reply.ok) return failed(requestUuid, reply);
      // The registration refers to the face check by its uuid: the answer's, else the request's.
      const given = reply.body.uuidFaceRecog;
      return {
        ok: true,
        requestUuid,
        kycUuid: typeof given === 'string' && given ? given : requestUuid,
      };
    },

    async registerInvestor(lender, kycUuid, requestUuid = randomUUID()) {
      const reply = await rdlCall(
        RDL_PATHS.registerInvestor,
        requestUuid,
        registerInvestorFields(lender, kycUuid, config.branchId),
      );
      return stringField(requestUuid, reply, 'cifNumber', 'cifNumber');
    },

    async openRdlAccount(lender, cifNumber, requestUuid = randomUUID()) {
      const reply = await rdlCall(
        RDL_PATHS.openAccount,
        requestUuid,
        openAccountFields(lender, cifNumber, config.branchId),
      );
      return stringField(requestUuid, reply, 'accountNumber', 'accountNumber');
    },
  };
}
