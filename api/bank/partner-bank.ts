// The partner bank (code 009) behind a small interface (integrations.md): opening a lender's
// virtual account, and the RDL chain of its P2P lending API — face check (KYC), investor
// registration (returns the CIF number), account opening (returns the RDL account number).
// Each call carries a request uuid, which makes it idempotent at the bank: the caller may pass
// the uuid of an earlier try whose outcome is unknown, and the bank answers what it did then
// instead of opening a second account. Then the money calls: payments out (cash-out), the
// payment status inquiry, and an RDL's balance and history (the RDL mirror). A payment out of an
// RDL debits the lender's own account there, the amount and the bank's fee (the lender pays it),
// each a debit line of the account's history.
// Repayments: a CLOSED virtual-account billing per installment bill (the e-collection's
// createbilling / updatebilling with billing_type 'c', inactivebilling), whose VA accepts exactly
// the bill's amount, once.
// Two implementations: the built-in local bank below, and the client of the bank's real APIs
// (partner-bank-http.ts), chosen by BANK_ADAPTER.
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { BAD_ANSWER, NO_ANSWER, outcomeUnknown } from '../../machines/shared/bank-answers.ts';
import { rupiahText } from '../../machines/shared/money.ts';
import type { RailCode } from '../../machines/withdrawal/withdrawal.rules.ts';
import type { Config } from '../config.ts';
import { AppError } from '../http/errors.ts';
import { decryptVaPayload, encryptVaPayload } from './bni/ecollection-cipher.ts';
import type { InvestorAddress, InvestorProfile } from './investor.ts';
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
   * What the RDL's face check and investor registration ask of a person, from the sections of
   * their profile staff validated (api/wallets/investor-profile.ts). Absent or null: none known —
   * a VA's opening needs none, and a company's profile holds no person's identity.
   */
  investor?: InvestorProfile | null;
};

export type { InvestorAddress, InvestorProfile };

/** What the bank's registration chain cannot know a person without: each a reason to refuse. */
export type InvestorDataGap =
  | 'ID_NUMBER'
  | 'BIRTH_DATE'
  | 'GENDER'
  | 'MOTHER_MAIDEN_NAME'
  | 'ADDRESS';

/** A real calendar date written YYYY-MM-DD. */
function isIsoDate(value: string | null | undefined): boolean {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value);
}

/**
 * What a person's face check or registration lacks of what the bank checks (integrations.md):
 * a NIK of 16 digits, a birth date, a gender and the KTP's address as each call carries it —
 * the face check its street, city, province and postal code, the registration its street,
 * village, district, city and postal code — and for the registration, which alone carries it,
 * the mother's maiden name.
 */
export function investorDataGaps(
  investor: InvestorProfile | null | undefined,
  step: 'submitKyc' | 'registerInvestor',
): InvestorDataGap[] {
  const gaps: InvestorDataGap[] = [];
  if (!/^\d{16}$/.test(investor?.idNumber ?? '')) gaps.push('ID_NUMBER');
  if (!isIsoDate(investor?.birthDate)) gaps.push('BIRTH_DATE');
  if (!investor?.gender) gaps.push('GENDER');
  if (step === 'registerInvestor' && !investor?.motherMaidenName?.trim()) {
    gaps.push('MOTHER_MAIDEN_NAME');
  }
  const address = investor?.address;
  const carried = !address
    ? []
    : step === 'submitKyc'
      ? [address.street, address.city, address.province]
      : [address.street, address.village, address.district, address.city];
  if (
    !address ||
    carried.some((part) => part.trim() === '') ||
    !/^\d{5}$/.test(address.postalCode)
  ) {
    gaps.push('ADDRESS');
  }
  return gaps;
}

export type BankAnswer<T> =
  | ({ ok: true; requestUuid: string } & T)
  | { ok: false; requestUuid: string; responseCode: string };

/** A payment callback as the e-collection API posts it: `data` sealed with the VA key. */
export type VaCallbackBody = { client_id: string; data: string };

/** A payment out to a lender's own bank account, on one rail (integrations.md "payments"). */
export type PayoutRequest = {
  requestUuid: string;
  rail: RailCode;
  /**
   * The lender's RDL the money leaves from (the bank's payment calls debit it); null for a VA
   * wallet, whose money sits in the platform's account.
   */
  fromRdlAccount: string | null;
  amountSen: bigint;
  /**
   * The fee the lender pays for it (the rails table's: the bank's tariff for the rail), held and
   * booked with the amount. The real bank charges its own tariff and is not told it; the built-in
   * bank debits exactly this from the RDL (unless a test sets another tariff).
   */
  feeSen: bigint;
  beneficiary: { bankCode: string; accountNumber: string; accountName: string };
  now: Date;
};
/** SETTLED: paid; PENDING: taken, settles later (clearing, RTGS); FAILED: not paid. */
export type PayoutStatus = 'SETTLED' | 'PENDING' | 'FAILED' | 'NOT_FOUND';

/** A payment out as the bank's books hold it. */
export type BankPayoutEntry = {
  requestUuid: string;
  amountSen: bigint;
  feeSen: bigint;
  rail: RailCode;
  /** The beneficiary: bank code and account number. */
  account: string;
  /** When it settles (clearing and RTGS later; BI-FAST at once), by the product's clock. */
  settlesAt: Date;
};
export type PayoutAnswer =
  | { ok: true; status: Exclude<PayoutStatus, 'NOT_FOUND'> }
  | { ok: false; responseCode: string };

/** One line of an RDL's account history at the bank (K: credit into the RDL, D: debit). */
export type RdlHistoryLine = {
  reference: string;
  at: Date;
  amountSen: bigint;
  direction: 'K' | 'D';
  balanceSen: bigint;
  description: string;
};
export type RdlInquiry<T> = ({ ok: true } & T) | { ok: false; responseCode: string };

/**
 * A CLOSED billing (one installment bill): its VA accepts exactly `amountRupiah`, once, until
 * `expiresAt`. `trxId` is the caller's key (at most 30 characters, the e-collection's trx_id):
 * the same trxId again replaces the amount and expiry, and keeps the VA.
 */
export type VaBilling = {
  trxId: string;
  amountRupiah: bigint;
  customerName: string;
  customerEmail?: string;
  customerPhone?: string;
  expiresAt: Date;
  description: string;
};
/** An answer that carries nothing but its outcome. */
export type NoFields = Record<never, never>;

export type PartnerBank = {
  /** Which implementation answers: shown in logs and the README. */
  name: string;
  /** The e-collection key pair the bank seals its payment callbacks with (integrations.md). */
  vaCallbackKey: { clientId: string; secret: string };
  /**
   * Whether this bank can pay a withdrawal on this rail, out of a VA wallet (the platform's
   * account) or an RDL, to an account at the bank with this code: the cash-out quote offers only
   * the rails it can.
   */
  carriesPayout(rail: RailCode, from: 'VA' | 'RDL', bankCode: string): boolean;
  /** Sends a payment; the same request uuid again is answered as the first (no second payment). */
  sendPayout(request: PayoutRequest): Promise<PayoutAnswer>;
  /** The payment status inquiry by the original request's uuid. */
  payoutStatus(requestUuid: string, now: Date): Promise<PayoutStatusAnswer>;
  /** inquiry/account/balance of an RDL. */
  rdlBalance(accountNumber: string): Promise<RdlInquiry<{ balanceSen: bigint }>>;
  /** inquiry/account/history of an RDL, oldest first. */
  rdlHistory(accountNumber: string): Promise<RdlInquiry<{ lines: RdlHistoryLine[] }>>;
  /**
   * The built-in bank only: a line of an RDL's history written back as it was (a fresh reference
   * when none is given), the balance following; how it relearns its RDLs at each start.
   */
  replayRdlLine?: (
    accountNumber: string,
    line: Omit<RdlHistoryLine, 'balanceSen' | 'reference'> & { reference?: string },
  ) => RdlHistoryLine;
  /** The built-in bank only (demo mode): a deposit into an RDL, as the lender's own transfer. */
  depositIntoRdl?: (
    accountNumber: string,
    amountSen: bigint,
    now: Date,
    /** The bank's reference (a new one when absent); given when replaying a known deposit. */
    reference?: string,
    // A promise when the bank is elsewhere (the simulator's scaled layout: one bank for every
    // API process).
  ) => RdlHistoryLine | Promise<RdlHistoryLine>;
  /**
   * The built-in bank only (demo mode): a transfer into a VA, sealed as the bank's payment
   * callback, to be posted to the platform's callback path like the real bank does. Into a
   * billing's VA it is refused as a closed billing refuses it (AppError, BILLING_PAYMENT_REFUSAL:
   * another amount, a billing paid, closed or expired at `now`, a VA no billing has); paid, the
   * callback carries the billing's trx_id and trx_amount, and the billing takes nothing more.
   */
  sealVaPayment?: (payment: {
    virtualAccount: string;
    amountRupiah: bigint;
    customerName: string;
    now: Date;
  }) => { body: VaCallbackBody; paymentNtb: string };
  /**
   * The built-in bank only (demo mode): a payment callback it sealed, sealed again at `now` —
   * the same payment (its payment_ntb, amount, VA) as the bank delivers again a callback that did
   * not reach the platform, however long ago it was first sealed. Anything else is refused
   * (AppError 400 NOT_A_BANK_PAYMENT).
   */
  resealVaPayment?: (body: VaCallbackBody, now: Date) => VaCallbackBody;
  /**
   * The built-in bank only (demo mode): its books of payments out — every payment it took, in
   * order, refused ones left out — for an auditor outside the platform to read against the
   * platform's own (GET /api/demo/bank/payouts). Kept in memory: a restart forgets them.
   */
  payoutBook?: () => BankPayoutEntry[];
  createVirtualAccount(
    lender: BankLender,
    requestUuid?: string,
  ): Promise<BankAnswer<{ virtualAccount: string }>>;
  /**
   * Closes the lender's VA opened under `requestUuid` (e-collection inactivebilling of its
   * trx_id): payments into it are refused by the bank from then on. One the bank never opened
   * answers ok, as closed; so does one closed already.
   */
  closeVirtualAccount(requestUuid: string): Promise<BankAnswer<NoFields>>;
  /**
   * Whether the lender's VA opened under `requestUuid` still takes payments (e-collection
   * inquirybilling of its trx_id: `va_status` 1 active, 2 inactive).
   */
  virtualAccountOpen(requestUuid: string): Promise<BankAnswer<{ open: boolean }>>;
  /**
   * Opens (or, same trxId again, replaces the amount/expiry of) a CLOSED billing: the VA accepts
   * exactly amountRupiah once. e-collection createbilling / updatebilling with billing_type 'c'.
   * Idempotent: the same bill again answers the same VA (how the built-in bank relearns the open
   * bills at a start). The answer's requestUuid is the trxId.
   */
  upsertBilling(bill: VaBilling): Promise<BankAnswer<{ virtualAccount: string }>>;
  /**
   * Closes a billing (inactivebilling) – e.g. once paid elsewhere or superseded. Unknown trxId
   * answers ok.
   */
  closeBilling(trxId: string): Promise<BankAnswer<NoFields>>;
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
 *
 * Each adapter answers every failure on the way to the bank and back with one of these codes
 * (`{ ok: false, responseCode }`, `outcomeUnknown` true) and never throws for it: a timeout or a
 * connection reset is NO_ANSWER, a 5xx of the bank or of a gateway in front of it HTTP_5xx, an
 * answer it cannot read BAD_ANSWER. So no caller needs to catch the bank's silence, and what does
 * throw from an adapter is a fault of ours (a bug, a wrong setting), never taken for NO_ANSWER.
 */
// (Defined in machines/shared/bank-answers.ts, where the wallet machine's words read them too.)
export { BAD_ANSWER, NO_ANSWER, outcomeUnknown };

/**
 * The forms an answer takes when it is lost after the bank acted: none at all (a timeout), a
 * gateway's 504 in front of the bank, an answer that cannot be read, a connection reset.
 */
export type LostAnswer = 'NO_ANSWER' | 'HTTP_504' | 'BAD_ANSWER' | 'RESET';
export const LOST_ANSWERS = ['NO_ANSWER', 'HTTP_504', 'BAD_ANSWER', 'RESET'] as const;

/** The code an adapter answers for a lost answer: a reset socket is no answer, as fetch sees it. */
export const lostAnswerCode = (loss: LostAnswer): string =>
  loss === 'RESET' || loss === 'NO_ANSWER' ? NO_ANSWER : loss;

// Node's socket errors and undici's (fetch) for a connection that failed, was reset or timed out.
const TRANSPORT_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/**
 * Whether a thrown error is the network failing (its outcome unknown), not our code: a timeout
 * or abort, fetch's network error ('fetch failed'), a socket error code, on the error or along
 * its causes. A URL fetch cannot parse, a TypeError of ours, are not: they must surface.
 */
export function isTransportFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { name, message, code } = current as {
      name?: unknown;
      message?: unknown;
      code?: unknown;
    };
    if (name === 'TimeoutError' || name === 'AbortError') return true;
    if (typeof code === 'string' && TRANSPORT_CODES.has(code)) return true;
    if (current instanceof TypeError && message === 'fetch failed') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export type BankStepName =
  | 'createVirtualAccount'
  | 'submitKyc'
  | 'registerInvestor'
  | 'openRdlAccount';

/** The answer to a payment status inquiry. */
export type PayoutStatusAnswer =
  | { ok: true; status: PayoutStatus }
  | { ok: false; responseCode: string };

/**
 * One call to the bank with the answer the bank sent back, as it leaves the bank: what a test or
 * the simulator sees on the wire, before the answer may be lost on its way (`loseAnswer`).
 */
export type BankWireEvent =
  | {
      call: 'createVirtualAccount';
      lender: BankLender;
      answer: BankAnswer<{ virtualAccount: string }>;
    }
  | { call: 'upsertBilling'; bill: VaBilling; answer: BankAnswer<{ virtualAccount: string }> }
  | { call: 'closeBilling'; trxId: string; answer: BankAnswer<NoFields> }
  | { call: 'closeVirtualAccount'; requestUuid: string; answer: BankAnswer<NoFields> }
  | { call: 'virtualAccountOpen'; requestUuid: string; answer: BankAnswer<{ open: boolean }> }
  | { call: 'submitKyc'; lender: BankLender; answer: BankAnswer<{ kycUuid: string }> }
  | { call: 'registerInvestor'; lender: BankLender; answer: BankAnswer<{ cifNumber: string }> }
  | { call: 'openRdlAccount'; lender: BankLender; answer: BankAnswer<{ accountNumber: string }> }
  | { call: 'sendPayout'; request: PayoutRequest; answer: PayoutAnswer }
  | { call: 'payoutStatus'; requestUuid: string; answer: PayoutStatusAnswer }
  | { call: 'rdlBalance'; accountNumber: string; answer: RdlInquiry<{ balanceSen: bigint }> }
  | { call: 'rdlHistory'; accountNumber: string; answer: RdlInquiry<{ lines: RdlHistoryLine[] }> };
export type BankCallName = BankWireEvent['call'];

/**
 * The built-in bank's refusal of a person's face check or registration without what the bank
 * checks (investorDataGaps; its own code, not the bank's, whose codes are unverified).
 */
export const LOCAL_BANK_INVESTOR_DATA_MISSING = 'LOCAL_INVESTOR_DATA_MISSING';
/** The built-in bank's refusal of a payment its RDL cannot cover (its own code, not the bank's). */
export const LOCAL_BANK_INSUFFICIENT_FUNDS = 'LOCAL_INSUFFICIENT_FUNDS';
/** How the built-in bank's history names a deposit into an RDL. */
export const RDL_DEPOSIT_DESCRIPTION = 'SETORAN TUNAI / TRANSFER MASUK';

/**
 * The built-in bank's VA numbers, 16 digits like the bank's: a lender's VA is 9880 and 12 random
 * digits (as it always was, so VAs opened before stay theirs); a billing's VA is 9881 and 12
 * digits derived from its trxId, so the same bill has the same VA after a restart and no
 * lender's VA, old or new, is ever a billing's.
 */
export const LOCAL_VA_PREFIX = '9880';
export const LOCAL_BILLING_VA_PREFIX = '9881';
/** The built-in bank's refusals of a billing request (its own codes, not the bank's). */
export const LOCAL_BILLING_REFUSAL = {
  /** No trxId, a trxId over 30 characters, an amount not above zero, no expiry. */
  invalid: 'LOCAL_BILLING_INVALID',
  /** The billing was paid: it takes no new amount. */
  paid: 'LOCAL_BILLING_PAID',
} as const;
/**
 * What a transfer into a billing's VA meets at the built-in bank, as at a real bank's teller.
 * Codes stable for the screens that show them.
 */
export const BILLING_PAYMENT_REFUSAL = {
  /** 409: a closed billing takes exactly its amount. */
  amountMismatch: 'BILLING_AMOUNT_MISMATCH',
  /** 410: the billing was paid, closed (inactivebilling) or is past its expiry (`reason`). */
  closed: 'BILLING_CLOSED',
  /** 404: a VA in the billings' range that no billing has. */
  unknown: 'VA_UNKNOWN',
} as const;

/** The 16-digit billing VA of a trxId (`attempt` > 0 only past a collision). */
function localBillingVa(trxId: string, attempt: number): string {
  const hash = createHash('sha256').update(`${trxId}#${attempt}`).digest('hex');
  const number = BigInt(`0x${hash.slice(0, 16)}`) % 1_000_000_000_000n;
  return `${LOCAL_BILLING_VA_PREFIX}${number.toString().padStart(12, '0')}`;
}

const digits = (count: number) =>
  Array.from({ length: count }, () => String(randomInt(0, 10))).join('');

/**
 * The refusal the built-in bank gives a face check or registration that lacks what the bank
 * checks of a person. A company has none of it: the product never sends one (the lender-account
 * machine: a company's RDL is recorded by customer care), and the bank would refuse it.
 */
function investorRefusal(step: BankStepName, lender: BankLender): string | null {
  if (step !== 'submitKyc' && step !== 'registerInvestor') return null;
  return investorDataGaps(lender.investor, step).length > 0
    ? LOCAL_BANK_INVESTOR_DATA_MISSING
    : null;
}

/**
 * The built-in partner bank: answers like the real one (numbers of the bank's lengths, the
 * success code, one answer per request uuid, a CIF that stays with the lender) with nothing
 * outside, and refuses a person's face check or registration without what the bank checks
 * (LOCAL_BANK_INVESTOR_DATA_MISSING). `refuse` lets a test or a demo make a step fail with a
 * response code.
 */
export function localPartnerBank(
  options: {
    refuse?: (step: BankStepName, lender: BankLender) => string | null;
    /** How long clearing and RTGS stay pending before they settle (default 60 s). */
    settleLaterMs?: number;
    /** A test's hook: the payment is done, but this answer is lost (NO_ANSWER). */
    losePayoutAnswer?: (request: PayoutRequest) => boolean;
    /**
     * A test's or the simulator's hook on the wire back from the bank: it sees each call with
     * the answer the bank sent (the bank has acted), and may lose that answer in one of its
     * forms, which this bank then reports as the HTTP adapter reports it (lostAnswerCode).
     */
    loseAnswer?: (sent: BankWireEvent) => LostAnswer | null;
    /** A test's hook: the bank refuses the payment with this code. */
    refusePayout?: (request: PayoutRequest) => string | null;
    /**
     * The bank's fee for a payment out of an RDL; by default the fee the request carries, none to
     * an account at this bank (an in-house transfer).
     */
    payoutFeeSen?: (request: PayoutRequest) => bigint;
    /** The VA callback key; a fresh random pair per process unless a test sets one. */
    vaCallbackKey?: { clientId: string; secret: string };
  } = {},
): PartnerBank {
  const vaCallbackKey = options.vaCallbackKey ?? {
    clientId: String(randomInt(10_000, 100_000)),
    secret: randomBytes(16).toString('hex'),
  };
  // What each VA received so far: the callback carries the cumulative amount, like the bank's.
  const cumulativeByVa = new Map<string, bigint>();
  // The lenders' VAs by the request that opened them, and those closed (inactivebilling): a
  // transfer into a closed one is refused, as the bank refuses it.
  const lenderVaOf = new Map<string, string>();
  const closedLenderVas = new Set<string>();
  // The closed billings by trxId, and the trxId of each billing VA. In memory like the rest: the
  // caller upserts its open bills again at a start (the VA, derived from the trxId, stays).
  const billings = new Map<
    string,
    { bill: VaBilling; virtualAccount: string; state: 'OPEN' | 'INACTIVE' | 'PAID' }
  >();
  const billingByVa = new Map<string, string>();
  const cifByLender = new Map<string, string>();
  // Each payment by request uuid; `paid` once the money left (out of an RDL: debited there).
  const payouts = new Map<
    string,
    { request: PayoutRequest; feeSen: bigint; settlesAt: number; failed: boolean; paid: boolean }
  >();
  // The RDLs the built-in bank keeps: real balances and history, in memory.
  const rdls = new Map<string, RdlHistoryLine[]>();
  const rdlLines = (accountNumber: string) => rdls.get(accountNumber) ?? [];
  const rdlBalanceOf = (accountNumber: string) => rdlLines(accountNumber).at(-1)?.balanceSen ?? 0n;
  const writeRdlLine = (
    accountNumber: string,
    line: Omit<RdlHistoryLine, 'balanceSen' | 'reference'> & { reference?: string },
  ): RdlHistoryLine => {
    const lines = rdlLines(accountNumber);
    const moved = line.direction === 'K' ? line.amountSen : -line.amountSen;
    const written: RdlHistoryLine = {
      reference: line.reference ?? digits(12),
      at: line.at,
      amountSen: line.amountSen,
      direction: line.direction,
      balanceSen: rdlBalanceOf(accountNumber) + moved,
      description: line.description,
    };
    rdls.set(accountNumber, [...lines, written]);
    return written;
  };
  // What an RDL's payments taken but not yet paid will debit: not to be paid out twice.
  const promisedFrom = (accountNumber: string) =>
    [...payouts.values()]
      .filter((p) => p.request.fromRdlAccount === accountNumber && !p.failed && !p.paid)
      .reduce((total, p) => total + p.request.amountSen + p.feeSen, 0n);
  const settleLaterMs = options.settleLaterMs ?? 60_000;
  /**
   * A payment's status; a payment due is paid the first time its status is told, and out of an
   * RDL that is when the RDL is debited — the amount, then the bank's fee, as the real bank's
   * history shows them — so the bank's balance falls when the platform learns it settled.
   */
  const payoutStatusAt = (requestUuid: string, now: Date): PayoutStatus => {
    const payout = payouts.get(requestUuid);
    if (!payout) return 'NOT_FOUND';
    if (payout.failed) return 'FAILED';
    if (now.getTime() < payout.settlesAt) return 'PENDING';
    const source = payout.request.fromRdlAccount;
    if (!payout.paid && source) {
      const { amountSen, beneficiary } = payout.request;
      writeRdlLine(source, {
        at: now,
        amountSen,
        direction: 'D',
        description: `TRANSFER KE ${beneficiary.bankCode} ${beneficiary.accountNumber}`,
      });
      if (payout.feeSen > 0n) {
        writeRdlLine(source, {
          at: now,
          amountSen: payout.feeSen,
          direction: 'D',
          description: 'BIAYA TRANSFER',
        });
      }
    }
    payout.paid = true;
    return 'SETTLED';
  };
  /**
   * The billing a transfer into this billing VA pays, as a closed billing at the bank's teller
   * takes it: refused into a VA no billing has, into a billing paid, closed or expired, and of
   * any amount but the billing's.
   */
  const billingPayable = (virtualAccount: string, amountRupiah: bigint, now: Date) => {
    const trxId = billingByVa.get(virtualAccount);
    const billing = trxId === undefined ? undefined : billings.get(trxId);
    if (!billing) {
      throw new AppError(
        404,
        BILLING_PAYMENT_REFUSAL.unknown,
        'No billing has this virtual account',
        {
          text: {
            id: 'Tidak ada tagihan dengan virtual account ini',
            en: 'No bill has this virtual account',
          },
        },
      );
    }
    const reason =
      billing.state === 'PAID'
        ? 'PAID'
        : billing.state === 'INACTIVE'
          ? 'INACTIVE'
          : now.getTime() >= billing.bill.expiresAt.getTime()
            ? 'EXPIRED'
            : null;
    if (reason) {
      throw new AppError(410, BILLING_PAYMENT_REFUSAL.closed, 'This billing takes no payment', {
        reason,
        text: {
          PAID: { id: 'Tagihan ini sudah dibayar', en: 'This bill is already paid' },
          INACTIVE: { id: 'Tagihan ini sudah ditutup', en: 'This bill is closed' },
          EXPIRED: { id: 'Tagihan ini sudah kedaluwarsa', en: 'This bill has expired' },
        }[reason],
      });
    }
    if (amountRupiah !== billing.bill.amountRupiah) {
      const due = rupiahText(billing.bill.amountRupiah * 100n);
      throw new AppError(
        409,
        BILLING_PAYMENT_REFUSAL.amountMismatch,
        `This billing takes exactly ${due}`,
        {
          text: {
            id: `Tagihan ini hanya menerima tepat ${due}`,
            en: `This bill takes exactly ${due}`,
          },
        },
      );
    }
    return billing;
  };
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
    const refused = options.refuse?.(step, lender) ?? investorRefusal(step, lender);
    if (refused) return { ok: false, requestUuid, responseCode: refused };
    const made = make();
    done.set(`${step}:${requestUuid}`, made);
    return { ok: true, requestUuid, ...made };
  };
  const bank: PartnerBank = {
    name: 'local',
    vaCallbackKey,
    // The built-in bank pays on every rail, from either kind of wallet.
    carriesPayout: () => true,
    sendPayout: async (request) => {
      if (!payouts.has(request.requestUuid)) {
        const refused = options.refusePayout?.(request) ?? null;
        if (refused) return { ok: false, responseCode: refused };
        // Out of an RDL the bank takes its own fee, none for an in-house transfer to an account
        // of its own (payment/transfer), whatever the request says.
        const inHouse = request.beneficiary.bankCode === PARTNER_BANK_CODE;
        const feeSen = request.fromRdlAccount
          ? (options.payoutFeeSen?.(request) ?? (inHouse ? 0n : request.feeSen))
          : request.feeSen;
        const source = request.fromRdlAccount;
        if (source && rdlBalanceOf(source) - promisedFrom(source) < request.amountSen + feeSen) {
          return { ok: false, responseCode: LOCAL_BANK_INSUFFICIENT_FUNDS };
        }
        // Clearing and RTGS settle later; an in-house transfer out of an RDL at once, whatever
        // the rail (payoutRoute of the bank's real API).
        const later =
          !(inHouse && request.fromRdlAccount) &&
          (request.rail === 'CLEARING' || request.rail === 'RTGS');
        payouts.set(request.requestUuid, {
          request,
          feeSen,
          settlesAt: request.now.getTime() + (later ? settleLaterMs : 0),
          failed: false,
          paid: false,
        });
      }
      if (options.losePayoutAnswer?.(request)) return { ok: false, responseCode: NO_ANSWER };
      const status = payoutStatusAt(request.requestUuid, request.now);
      return status === 'NOT_FOUND' ? { ok: false, responseCode: NO_ANSWER } : { ok: true, status };
    },
    payoutBook: () =>
      [...payouts.values()].map(({ request, feeSen, settlesAt }) => ({
        requestUuid: request.requestUuid,
        amountSen: request.amountSen,
        feeSen,
        rail: request.rail,
        account: `${request.beneficiary.bankCode} ${request.beneficiary.accountNumber}`,
        settlesAt: new Date(settlesAt),
      })),
    rdlBalance: async (accountNumber) => ({ ok: true, balanceSen: rdlBalanceOf(accountNumber) }),
    rdlHistory: async (accountNumber) => ({ ok: true, lines: [...rdlLines(accountNumber)] }),
    replayRdlLine: writeRdlLine,
    depositIntoRdl: (accountNumber, amountSen, now, reference) =>
      writeRdlLine(accountNumber, {
        ...(reference ? { reference } : {}),
        at: now,
        amountSen,
        direction: 'K',
        description: RDL_DEPOSIT_DESCRIPTION,
      }),
    payoutStatus: async (requestUuid, now) => ({
      ok: true,
      status: payoutStatusAt(requestUuid, now),
    }),
    sealVaPayment: ({ virtualAccount, amountRupiah, customerName, now }) => {
      const billing = virtualAccount.startsWith(LOCAL_BILLING_VA_PREFIX)
        ? billingPayable(virtualAccount, amountRupiah, now)
        : null;
      if (closedLenderVas.has(virtualAccount)) {
        throw new AppError(410, BILLING_PAYMENT_REFUSAL.closed, 'This virtual account is closed', {
          reason: 'INACTIVE',
          text: { id: 'Virtual account ini sudah ditutup', en: 'This virtual account is closed' },
        });
      }
      const cumulative = billing
        ? amountRupiah
        : (cumulativeByVa.get(virtualAccount) ?? 0n) + amountRupiah;
      if (!billing) cumulativeByVa.set(virtualAccount, cumulative);
      const data = {
        trx_id: billing ? billing.bill.trxId : `local-${randomUUID()}`,
        virtual_account: virtualAccount,
        customer_name: billing ? billing.bill.customerName : customerName,
        trx_amount: billing ? billing.bill.amountRupiah.toString() : '0',
        payment_amount: amountRupiah.toString(),
        cumulative_payment_amount: cumulative.toString(),
        payment_ntb: digits(12),
        datetime_payment: now.toISOString(),
      };
      // A closed billing is paid once: a second transfer meets BILLING_CLOSED.
      if (billing) billing.state = 'PAID';
      const sealed = encryptVaPayload(
        data,
        vaCallbackKey.clientId,
        vaCallbackKey.secret,
        now.getTime() / 1000,
      );
      return {
        body: { client_id: vaCallbackKey.clientId, data: sealed },
        paymentNtb: data.payment_ntb,
      };
    },
    resealVaPayment: (body, now) => {
      const { clientId, secret } = vaCallbackKey;
      const opened =
        body.client_id === clientId
          ? decryptVaPayload(body.data, clientId, secret, 0, Number.POSITIVE_INFINITY)
          : ({ ok: false, reason: 'CLIENT_ID' } as const);
      if (!opened.ok) {
        throw new AppError(400, 'NOT_A_BANK_PAYMENT', 'Not a payment callback this bank sealed', {
          reason: opened.reason,
        });
      }
      return {
        client_id: clientId,
        data: encryptVaPayload(opened.data, clientId, secret, now.getTime() / 1000),
      };
    },
    upsertBilling: async (bill) => {
      const requestUuid = bill.trxId;
      if (
        bill.trxId.trim() === '' ||
        bill.trxId.length > 30 ||
        bill.amountRupiah <= 0n ||
        Number.isNaN(bill.expiresAt.getTime())
      ) {
        return { ok: false, requestUuid, responseCode: LOCAL_BILLING_REFUSAL.invalid };
      }
      const known = billings.get(bill.trxId);
      if (known?.state === 'PAID') {
        return { ok: false, requestUuid, responseCode: LOCAL_BILLING_REFUSAL.paid };
      }
      // A known billing keeps its VA and takes the new amount and expiry (open again if it was
      // closed); a new one gets the VA of its trxId.
      let virtualAccount = known?.virtualAccount;
      for (let attempt = 0; !virtualAccount; attempt += 1) {
        const candidate = localBillingVa(bill.trxId, attempt);
        if (!billingByVa.has(candidate)) virtualAccount = candidate;
      }
      billings.set(bill.trxId, { bill: { ...bill }, virtualAccount, state: 'OPEN' });
      billingByVa.set(virtualAccount, bill.trxId);
      return { ok: true, requestUuid, virtualAccount };
    },
    closeBilling: async (trxId) => {
      const billing = billings.get(trxId);
      if (billing?.state === 'OPEN') billing.state = 'INACTIVE';
      return { ok: true, requestUuid: trxId };
    },
    // A lender's virtual account: the bank's 4-digit prefix and 12 digits (16 in all).
    createVirtualAccount: async (lender, requestUuid) => {
      const opened = await answer('createVirtualAccount', lender, requestUuid, () => ({
        virtualAccount: `${LOCAL_VA_PREFIX}${digits(12)}`,
      }));
      if (opened.ok) lenderVaOf.set(opened.requestUuid, opened.virtualAccount);
      return opened;
    },
    closeVirtualAccount: async (requestUuid) => {
      const virtualAccount = lenderVaOf.get(requestUuid);
      if (virtualAccount) closedLenderVas.add(virtualAccount);
      return { ok: true, requestUuid };
    },
    // A VA this bank does not know (opened before a restart) is taken as open, as it takes
    // payments into one.
    virtualAccountOpen: async (requestUuid) => {
      const virtualAccount = lenderVaOf.get(requestUuid);
      return {
        ok: true,
        requestUuid,
        open: virtualAccount === undefined || !closedLenderVas.has(virtualAccount),
      };
    },
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
  const lose = options.loseAnswer;
  return lose ? losingAnswers(bank, lose) : bank;
}

/**
 * The bank whose answers pass the wire `lose` watches: each call is made (the bank acts), then
 * its answer is handed to `lose`, and a lost one comes back as the adapter's outcome-unknown
 * failure, with the request uuid the caller sent.
 */
function losingAnswers(
  bank: PartnerBank,
  lose: (sent: BankWireEvent) => LostAnswer | null,
): PartnerBank {
  const lostCode = (sent: BankWireEvent) => {
    const loss = lose(sent);
    return loss ? lostAnswerCode(loss) : null;
  };
  const withUuid = <T>(answer: BankAnswer<T>, code: string | null): BankAnswer<T> =>
    code ? { ok: false, requestUuid: answer.requestUuid, responseCode: code } : answer;
  return {
    ...bank,
    createVirtualAccount: async (lender, requestUuid) => {
      const answer = await bank.createVirtualAccount(lender, requestUuid);
      return withUuid(answer, lostCode({ call: 'createVirtualAccount', lender, answer }));
    },
    upsertBilling: async (bill) => {
      const answer = await bank.upsertBilling(bill);
      return withUuid(answer, lostCode({ call: 'upsertBilling', bill, answer }));
    },
    closeBilling: async (trxId) => {
      const answer = await bank.closeBilling(trxId);
      return withUuid(answer, lostCode({ call: 'closeBilling', trxId, answer }));
    },
    closeVirtualAccount: async (requestUuid) => {
      const answer = await bank.closeVirtualAccount(requestUuid);
      return withUuid(answer, lostCode({ call: 'closeVirtualAccount', requestUuid, answer }));
    },
    virtualAccountOpen: async (requestUuid) => {
      const answer = await bank.virtualAccountOpen(requestUuid);
      return withUuid(answer, lostCode({ call: 'virtualAccountOpen', requestUuid, answer }));
    },
    submitKyc: async (lender, requestUuid) => {
      const answer = await bank.submitKyc(lender, requestUuid);
      return withUuid(answer, lostCode({ call: 'submitKyc', lender, answer }));
    },
    registerInvestor: async (lender, kycUuid, requestUuid) => {
      const answer = await bank.registerInvestor(lender, kycUuid, requestUuid);
      return withUuid(answer, lostCode({ call: 'registerInvestor', lender, answer }));
    },
    openRdlAccount: async (lender, cifNumber, requestUuid) => {
      const answer = await bank.openRdlAccount(lender, cifNumber, requestUuid);
      return withUuid(answer, lostCode({ call: 'openRdlAccount', lender, answer }));
    },
    sendPayout: async (request) => {
      const answer = await bank.sendPayout(request);
      const code = lostCode({ call: 'sendPayout', request, answer });
      return code ? { ok: false, responseCode: code } : answer;
    },
    payoutStatus: async (requestUuid, now) => {
      const answer = await bank.payoutStatus(requestUuid, now);
      const code = lostCode({ call: 'payoutStatus', requestUuid, answer });
      return code ? { ok: false, responseCode: code } : answer;
    },
    rdlBalance: async (accountNumber) => {
      const answer = await bank.rdlBalance(accountNumber);
      const code = lostCode({ call: 'rdlBalance', accountNumber, answer });
      return code ? { ok: false, responseCode: code } : answer;
    },
    rdlHistory: async (accountNumber) => {
      const answer = await bank.rdlHistory(accountNumber);
      const code = lostCode({ call: 'rdlHistory', accountNumber, answer });
      return code ? { ok: false, responseCode: code } : answer;
    },
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
