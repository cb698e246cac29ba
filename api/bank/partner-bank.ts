// The partner bank (code 009) behind a small interface (integrations.md): opening a lender's
// virtual account, and the RDL chain of its P2P lending API — face check (KYC), investor
// registration (returns the CIF number), account opening (returns the RDL account number).
// Each call carries a request uuid, which makes it idempotent at the bank: the caller may pass
// the uuid of an earlier try whose outcome is unknown, and the bank answers what it did then
// instead of opening a second account. Balances, top-ups and cash-out are a later issue.
// Two implementations: the built-in local bank below, and the client of the bank's real APIs
// (partner-bank-http.ts), chosen by BANK_ADAPTER.
import { randomInt, randomUUID } from 'node:crypto';
import type { Config } from '../config.ts';
import { httpPartnerBank } from './partner-bank-http.ts';

export const PARTNER_BANK_CODE = '009';

/** The bank's success response code (`response.responseCode == "0001"`). */
export const BANK_OK = '0001';

export type BankLender = {
  lenderId: string;
  fullName: string;
  email: string;
  phone: string | null;
  isPersonal: boolean;
  /**
   * Identity data the bank's registration asks for. The lender profile does not hold them yet
   * (no NIK, birth date or gender in the schema): callers pass what they have.
   */
  idNumber?: string | null;
  /** ISO date, YYYY-MM-DD. */
  birthDate?: string | null;
  birthPlace?: string | null;
  gender?: 'M' | 'F' | null;
};

export type BankAnswer<T> =
  | ({ ok: true; requestUuid: string } & T)
  | { ok: false; requestUuid: string; responseCode: string };

export type PartnerBank = {
  /** Which implementation answers: shown in logs and the README. */
  name: string;
  createVirtualAccount(
    lender: BankLender,
    requestUuid?: string,
  ): Promise<BankAnswer<{ virtualAccount: string }>>;
  submitKyc(lender: BankLender, requestUuid?: string): Promise<BankAnswer<{ kycUuid: string }>>;
  /** `kycUuid`: what the passed face check returned (the registration refers to it). */
  registerInvestor(
    lender: BankLender,
    kycUuid: string | null,
    requestUuid?: string,
  ): Promise<BankAnswer<{ cifNumber: string }>>;
  openRdlAccount(
    lender: BankLender,
    cifNumber: string,
    requestUuid?: string,
  ): Promise<BankAnswer<{ accountNumber: string }>>;
};

/**
 * Failures whose outcome is unknown: no answer, a server error, an answer we cannot read. The
 * bank may have done the work, so a retry re-sends the same request uuid. After a refusal the
 * bank did nothing, and a retry is a new request with a new uuid.
 */
export const NO_ANSWER = 'NO_ANSWER';
export const BAD_ANSWER = 'BAD_ANSWER';
export const outcomeUnknown = (responseCode: string) =>
  responseCode === NO_ANSWER || responseCode === BAD_ANSWER || /^HTTP_5\d\d$/.test(responseCode);

export type BankStepName =
  | 'createVirtualAccount'
  | 'submitKyc'
  | 'registerInvestor'
  | 'openRdlAccount';

const digits = (count: number) =>
  Array.from({ length: count }, () => String(randomInt(0, 10))).join('');

/**
 * The built-in partner bank: answers like the real one (numbers of the bank's lengths, the
 * success code, one answer per request uuid, a CIF that stays with the lender) with nothing
 * outside. `refuse` lets a test or a demo make a step fail with a response code.
 */
export function localPartnerBank(
  options: { refuse?: (step: BankStepName, lender: BankLender) => string | null } = {},
): PartnerBank {
  const cifByLender = new Map<string, string>();
  // What each request uuid got: the same uuid again is answered the same, like the bank.
  const done = new Map<string, object>();
  const answer = async <T extends object>(
    step: BankStepName,
    lender: BankLender,
    givenUuid: string | undefined,
    make: () => T,
  ): Promise<BankAnswer<T>> => {
    const requestUuid = givenUuid ?? randomUUID();
    const earlier = done.get(`${step}:${requestUuid}`) as T | undefined;
    if (earlier) return { ok: true, requestUuid, ...earlier };
    const refused = options.refuse?.(step, lender) ?? null;
    if (refused) return { ok: false, requestUuid, responseCode: refused };
    const made = make();
    done.set(`${step}:${requestUuid}`, made);
    return { ok: true, requestUuid, ...made };
  };
  return {
    name: 'local',
    // A virtual account: the bank's 4-digit prefix and 12 digits (16 in all).
    createVirtualAccount: (lender, requestUuid) =>
      answer('createVirtualAccount', lender, requestUuid, () => ({
        virtualAccount: `9880${digits(12)}`,
      })),
    submitKyc: (lender, requestUuid) =>
      answer('submitKyc', lender, requestUuid, () => ({ kycUuid: randomUUID() })),
    // Registering the same investor again returns the CIF the bank already gave them.
    registerInvestor: (lender, _kycUuid, requestUuid) =>
      answer('registerInvestor', lender, requestUuid, () => {
        const cifNumber = cifByLender.get(lender.lenderId) ?? digits(9);
        cifByLender.set(lender.lenderId, cifNumber);
        return { cifNumber };
      }),
    // An RDL account number: 10 digits.
    openRdlAccount: (lender, _cifNumber, requestUuid) =>
      answer('openRdlAccount', lender, requestUuid, () => ({ accountNumber: `0${digits(9)}` })),
  };
}

/**
 * The bank the configuration names: `local`, the built-in one, or `http`, the client of the
 * bank's real APIs (its settings checked in config.ts). `now` is the product's clock: the
 * requests' timestamps and the token's expiry are read from it.
 */
export function bankFromConfig(
  config: Pick<Config, 'bankAdapter' | 'bankHttp'>,
  now: () => Date,
): PartnerBank {
  if (config.bankAdapter === 'local') return localPartnerBank();
  if (config.bankAdapter === 'http' && config.bankHttp)
    return httpPartnerBank(config.bankHttp, { now });
  throw new Error(
    `BANK_ADAPTER=${config.bankAdapter} is not available: use 'local' (built-in) or 'http' (the bank's API)`,
  );
}
