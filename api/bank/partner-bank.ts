// The partner bank (code 009) behind a small interface (integrations.md): opening a lender's
// virtual account, and the RDL chain of its P2P lending API — face check (KYC), investor
// registration (returns the CIF number), account opening (returns the RDL account number).
// Each call carries a request uuid, which makes it idempotent at the bank. Balances, top-ups and
// cash-out are a later issue.
import { randomInt, randomUUID } from 'node:crypto';

export const PARTNER_BANK_CODE = '009';

/** The bank's success response code (`response.responseCode == "0001"`). */
export const BANK_OK = '0001';

export type BankLender = {
  lenderId: string;
  fullName: string;
  email: string;
  phone: string | null;
  isPersonal: boolean;
};

export type BankAnswer<T> =
  | ({ ok: true; requestUuid: string } & T)
  | { ok: false; requestUuid: string; responseCode: string };

export type PartnerBank = {
  /** Which implementation answers: shown in logs and the README. */
  name: string;
  createVirtualAccount(lender: BankLender): Promise<BankAnswer<{ virtualAccount: string }>>;
  submitKyc(lender: BankLender): Promise<BankAnswer<{ kycUuid: string }>>;
  registerInvestor(lender: BankLender): Promise<BankAnswer<{ cifNumber: string }>>;
  openRdlAccount(
    lender: BankLender,
    cifNumber: string,
  ): Promise<BankAnswer<{ accountNumber: string }>>;
};

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
  const answer = async <T extends object>(
    step: BankStepName,
    lender: BankLender,
    make: () => T,
  ): Promise<BankAnswer<T>> => {
    const requestUuid = randomUUID();
    const refused = options.refuse?.(step, lender) ?? null;
    if (refused) return { ok: false, requestUuid, responseCode: refused };
    return { ok: true, requestUuid, ...make() };
  };
  return {
    name: 'local',
    // A virtual account: the bank's 4-digit prefix and 12 digits (16 in all).
    createVirtualAccount: (lender) =>
      answer('createVirtualAccount', lender, () => ({ virtualAccount: `9880${digits(12)}` })),
    submitKyc: (lender) => answer('submitKyc', lender, () => ({ kycUuid: randomUUID() })),
    // Registering the same investor again returns the CIF the bank already gave them.
    registerInvestor: (lender) =>
      answer('registerInvestor', lender, () => {
        const cifNumber = cifByLender.get(lender.lenderId) ?? digits(9);
        cifByLender.set(lender.lenderId, cifNumber);
        return { cifNumber };
      }),
    // An RDL account number: 10 digits.
    openRdlAccount: (lender) =>
      answer('openRdlAccount', lender, () => ({ accountNumber: `0${digits(9)}` })),
  };
}

/**
 * The bank the configuration names. Only the built-in bank exists so far: the client of the
 * bank's real API (OAuth token, signed headers, /p2pl/v2.1/…) is not written yet, and asking for
 * it stops the start rather than pretending.
 */
export function bankFromConfig(adapter: string): PartnerBank {
  if (adapter === 'local') return localPartnerBank();
  throw new Error(
    `BANK_ADAPTER=${adapter} is not available: only the built-in local partner bank ('local') exists`,
  );
}
