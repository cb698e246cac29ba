// The partner bank's real APIs behind the PartnerBank interface (integrations.md), chosen by
// BANK_ADAPTER=http:
// - the P2P lending API v2.1 (RDL): an OAuth client-credentials token (kept until it expires) in
//   the `access_token` query parameter, the `x-api-key`, `x-timestamp` and `x-signature` headers,
//   and the body `{ request: { header: { companyId, parentCompanyId, requestUuid }, … } }`;
//   success is `response.responseCode == "0001"`;
// - the e-collection API (virtual accounts): one endpoint taking `{ client_id, prefix, data }`,
//   `data` encrypted with the bank's scheme (bni/ecollection-cipher.ts); success `status "000"`.
// Every failure comes back as `{ ok: false, responseCode }`: the bank's own code, or HTTP_<status>,
// NO_ANSWER, BAD_ANSWER when the bank's answer is missing or unreadable (outcome unknown, so the
// wallet's retry re-sends the same request uuid).
//
// Unverified with the bank (send what we have, confirm before production): the face check's path
// and answer field, the code lists of openAccountReason / sourceOfFund, the e-collection's
// duplicate-billing status and trx_id length.
import { randomUUID } from 'node:crypto';
import type { BankHttpConfig } from '../config.ts';
import { decryptVaPayload, encryptVaPayload } from './bni/ecollection-cipher.ts';
import { rdlSignature } from './bni/rdl-signature.ts';
import {
  BAD_ANSWER,
  BANK_OK,
  type BankAnswer,
  type BankLender,
  NO_ANSWER,
  type PartnerBank,
} from './partner-bank.ts';

export const RDL_PATHS = {
  token: '/api/oauth/token',
  // The face check sits beside the P2P lending API in the bank's SDK (unverified for v2.1).
  faceRecognition: '/rekdana/v1.1/face/recog',
  registerInvestor: '/p2pl/v2.1/register/investor',
  openAccount: '/p2pl/v2.1/register/investor/account',
} as const;

/** E-collection statuses: success, and the refusal of a trx_id already used (unverified). */
export const VA_OK = '000';
export const VA_DUPLICATE_TRX_ID = '102';

// A token is renewed this long before the bank says it expires, so no request carries one that
// expires in flight.
const TOKEN_MARGIN_MS = 60_000;
// An open top-up VA should outlive any lender: the bank's longest expiry (unverified) is asked.
const VA_LIFETIME_YEARS = 5;

type Json = Record<string, unknown>;
type Reply = { ok: true; body: Json } | { ok: false; responseCode: string };

/** The e-collection's trx_id from our request uuid: hex without dashes, 30 characters. */
export const trxIdOf = (requestUuid: string) => requestUuid.replaceAll('-', '').slice(0, 30);

/** `ddMMyyyy` from an ISO date (the registration's birth date format). */
export function ddMMyyyy(isoDate: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate ?? '');
  return match ? `${match[3]}${match[2]}${match[1]}` : '';
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

/** The face check's fields: what the profile has; the rest stays empty until the schema has it. */
export function faceRecognitionFields(lender: BankLender) {
  return {
    ...nameParts(lender.fullName),
    idNumber: lender.idNumber ?? '',
    birthDate: ddMMyyyy(lender.birthDate),
    birthPlace: lender.birthPlace ?? '',
    gender: lender.gender ?? '',
    cityAddress: '',
    stateProvAddress: '',
    addressCountry: 'ID',
    streetAddress1: '',
    streetAddress2: '',
    postCodeAddress: '',
    country: 'ID',
    selfiePhoto: '',
  };
}

/** The investor registration's fields (integrations.md), from the lender's profile. */
export function registerInvestorFields(
  lender: BankLender,
  kycUuid: string | null,
  branchId: string,
) {
  return {
    uuidFaceRecog: kycUuid ?? '',
    title: '',
    ...nameParts(lender.fullName),
    optNPWP: '',
    NPWPNum: '',
    nationality: 'ID',
    domicileCountry: 'ID',
    religion: '',
    birthPlace: lender.birthPlace ?? '',
    birthDate: ddMMyyyy(lender.birthDate),
    gender: lender.gender ?? '',
    isMarried: '',
    motherMaidenName: '',
    jobCode: '',
    education: '',
    idType: '',
    idNumber: lender.idNumber ?? '',
    idIssuingCity: '',
    idExpiryDate: '',
    addressStreet: '',
    addressRtRwPerum: '',
    addressKel: '',
    addressKec: '',
    zipCode: '',
    homePhone1: '',
    homePhone2: '',
    officePhone1: '',
    officePhone2: '',
    mobilePhone1: lender.phone ?? '',
    mobilePhone2: '',
    faxNum1: '',
    faxNum2: '',
    email: lender.email,
    monthlyIncome: '',
    branchOpening: branchId,
  };
}

export function httpPartnerBank(
  config: BankHttpConfig,
  deps: { now: () => Date; timeoutMs?: number },
): PartnerBank {
  const timeoutMs = deps.timeoutMs ?? 30_000;
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
        const parsed: unknown = JSON.parse(text);
        if (typeof parsed === 'object' && parsed !== null) body = parsed as Json;
      } catch {
        body = null;
      }
      return { status: response.status, body };
    } catch {
      return null;
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

  return {
    name: 'http',
    vaCallbackKey: { clientId: config.vaClientId, secret: config.vaSecret },
    // Payments out (payment/interbank, /clearing, /rtgs and the status inquiry) are not wired to
    // the bank's API yet: a cash-out through this adapter is refused by the bank step and its
    // hold reversed, never left unknown.
    // Nor is any rail offered by the cash-out quote while nothing can be paid.
    carriesPayout: () => false,
    sendPayout: async () => ({ ok: false, responseCode: 'PAYOUT_NOT_CONNECTED' }),
    payoutStatus: async () => ({ ok: true, status: 'NOT_FOUND' }),
    // The RDL inquiries (inquiry/account/balance and /history) are not wired yet either.
    rdlBalance: async () => ({ ok: false, responseCode: 'RDL_INQUIRY_NOT_CONNECTED' }),
    rdlHistory: async () => ({ ok: false, responseCode: 'RDL_INQUIRY_NOT_CONNECTED' }),

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

    async openRdlAccount(_lender, cifNumber, requestUuid = randomUUID()) {
      const reply = await rdlCall(RDL_PATHS.openAccount, requestUuid, {
        cifNumber,
        currency: 'IDR',
        // Codes from the bank's lists (unverified): opening reason "investment", funds "income".
        openAccountReason: '2',
        sourceOfFund: '1',
        branchId: config.branchId,
      });
      return stringField(requestUuid, reply, 'accountNumber', 'accountNumber');
    },
  };
}
