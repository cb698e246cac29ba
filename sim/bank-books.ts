// The partner bank as the simulator's product process holds it (issue 20): the built-in bank
// behind two layers the simulator needs.
// - Its books, kept by the simulator: each payment the bank takes, each VA and RDL it opens for a
//   lender and each billing it makes, closes or sees paid is told to the simulator (`paid`,
//   `booked`), and the payments, VAs and RDLs are handed back at every restart (`known`,
//   `knownVas`, `knownRdls`), so that a
//   restarted product meets a bank that remembers every request uuid it acted on, as the real
//   bank does — the built-in bank keeps them in the memory of the process a kill ends. The
//   auditor reads these books against the platform's (auditBankBooks): no payment it lost track
//   of, no VA, RDL or billing the bank holds that the platform does not know.
// - Lost answers: when armed, the bank carries out the chosen call and its answer never reaches
//   the product, in one of the forms a lost answer takes on the wire — no answer (a timeout), a
//   gateway's 504 in front of the bank, a connection reset — which reaches the product as the
//   bank adapter reports it (api/bank/partner-bank.ts lostAnswerCode: a reset is no answer, the
//   HTTP adapter's reading of a socket closed on it).
import {
  type BankAnswer,
  LOCAL_BILLING_REFUSAL,
  lostAnswerCode,
  type PartnerBank,
  type PayoutAnswer,
  type PayoutStatus,
} from '../api/bank/partner-bank.ts';

/** One payment the bank took: amounts in sen as text (the books cross JSON at a restart). */
export type BankPayout = {
  requestUuid: string;
  amountSen: string;
  feeSen: string;
  rail: string;
  account: string;
  /** The lender's RDL it was paid out of (null: the platform's account, for a VA wallet). */
  fromRdlAccount?: string | null;
  /** When it settles (clearing and RTGS later; BI-FAST at once), in ms of the product's time. */
  settlesAtMs: number;
};

/** A VA the bank opened for a lender, under the request uuid it was asked with. */
export type BankVa = { requestUuid: string; lenderId: string; virtualAccount: string };

/**
 * An RDL the bank opened for a lender (the last call of the RDL chain: face check, investor
 * registration, account), under the request uuid it was asked with.
 */
export type BankRdl = { requestUuid: string; lenderId: string; accountNumber: string };

/** A billing the bank holds, by its trx_id: open (payable), closed, or paid (spent). */
export type BankBilling = {
  trxId: string;
  virtualAccount: string;
  state: 'OPEN' | 'CLOSED' | 'PAID';
};

/** What the bank booked besides payments: a VA or an RDL opened, a billing made or changed. */
export type BankBooked =
  | { kind: 'va'; va: BankVa }
  | { kind: 'rdl'; rdl: BankRdl }
  | { kind: 'billing'; billing: BankBilling };

export type LostAnswerForm = 'NO_ANSWER' | 'HTTP_504' | 'RESET';
export const LOST_ANSWER_FORMS = ['NO_ANSWER', 'HTTP_504', 'RESET'] as const;

/** The bank's calls whose answer may be lost. */
export type LossyCall =
  | 'sendPayout'
  | 'payoutStatus'
  | 'createVirtualAccount'
  | 'upsertBilling'
  | 'closeBilling'
  | RdlCall;
/** The RDL chain's calls: the face check, the investor's registration (CIF), the account. */
export type RdlCall = 'submitKyc' | 'registerInvestor' | 'openRdlAccount';
export const RDL_CALLS: readonly RdlCall[] = ['submitKyc', 'registerInvestor', 'openRdlAccount'];
/** The calls a payment's lost answer is drawn among: the payment and its status inquiry. */
export const PAYMENT_CALLS: readonly LossyCall[] = ['sendPayout', 'payoutStatus'];

export type LostAnswers = {
  /**
   * Lose the answer of the bank's call, among `calls` (the payment's by default), after
   * `afterCalls` more of them, in this form. Several may be armed at once, each lost once.
   */
  arm(afterCalls: number, form: LostAnswerForm, calls?: readonly LossyCall[]): void;
  disarm(): void;
};

export function withBankBooks(
  bank: PartnerBank,
  options: {
    known: BankPayout[];
    /** The VAs and RDLs the bank opened, and its billings as they stood, before this start. */
    knownVas?: BankVa[];
    knownRdls?: BankRdl[];
    knownBillings?: BankBilling[];
    paid(payout: BankPayout): void;
    booked?(entry: BankBooked): void;
    lost(call: LossyCall, form: LostAnswerForm): void;
  },
): { bank: PartnerBank; lostAnswers: LostAnswers } {
  const books = new Map(options.known.map((p) => [p.requestUuid, p]));
  const vas = new Map((options.knownVas ?? []).map((va) => [va.requestUuid, va]));
  const rdls = new Map((options.knownRdls ?? []).map((rdl) => [rdl.requestUuid, rdl]));
  // The billings as the books hold them, by trx_id, and by VA to book a payment into one.
  const billings = new Map((options.knownBillings ?? []).map((b) => [b.trxId, b]));
  const billingOfVa = new Map([...billings.values()].map((b) => [b.virtualAccount, b.trxId]));
  // The uuids the built-in bank of this process was sent: the others it forgot at a restart.
  const sentHere = new Set<string>();
  // A payment out of an RDL made before a restart and settled since: its debits written once.
  const debitedHere = new Set<string>();
  let armed: { left: number; form: LostAnswerForm; calls: readonly LossyCall[] }[] = [];
  /** The code the armed loss of this call's answer reaches the product as, or null. */
  const loss = (call: LossyCall): string | null => {
    const at = armed.find((a) => a.calls.includes(call));
    if (!at) return null;
    if (at.left > 0) {
      at.left -= 1;
      return null;
    }
    armed = armed.filter((a) => a !== at);
    options.lost(call, at.form);
    return lostAnswerCode(at.form);
  };
  const lostBankAnswer = <T>(call: LossyCall, answer: BankAnswer<T>): BankAnswer<T> => {
    const code = loss(call);
    return code ? { ok: false, requestUuid: answer.requestUuid, responseCode: code } : answer;
  };
  const remembered = (payout: BankPayout, now: Date): Exclude<PayoutStatus, 'NOT_FOUND'> => {
    const status = now.getTime() >= payout.settlesAtMs ? 'SETTLED' : 'PENDING';
    // The bank debits an RDL when a payment out of it settles: this process's bank, which never
    // took the payment, writes the debits the bank made then (amount, then fee), once.
    const source = payout.fromRdlAccount;
    if (status === 'SETTLED' && source && !debitedHere.has(payout.requestUuid)) {
      debitedHere.add(payout.requestUuid);
      for (const [amount, description] of [
        [payout.amountSen, `TRANSFER KE ${payout.account}`],
        [payout.feeSen, 'BIAYA TRANSFER'],
      ] as const) {
        if (BigInt(amount) > 0n) {
          bank.replayRdlLine?.(source, {
            at: now,
            amountSen: BigInt(amount),
            direction: 'D',
            description,
          });
        }
      }
    }
    return status;
  };
  const bookBilling = (billing: BankBilling) => {
    billings.set(billing.trxId, billing);
    billingOfVa.set(billing.virtualAccount, billing.trxId);
    options.booked?.({ kind: 'billing', billing });
  };
  return {
    bank: {
      ...bank,
      sendPayout: async (request) => {
        const earlier = books.get(request.requestUuid);
        let answer: PayoutAnswer;
        if (earlier && !sentHere.has(request.requestUuid)) {
          // Paid before a restart: answered as the bank answers a uuid it knows.
          answer = { ok: true, status: remembered(earlier, request.now) };
        } else {
          sentHere.add(request.requestUuid);
          answer = await bank.sendPayout(request);
          if (!earlier && answer.ok && answer.status !== 'FAILED') {
            const later = answer.status === 'PENDING';
            const payout: BankPayout = {
              requestUuid: request.requestUuid,
              amountSen: request.amountSen.toString(),
              feeSen: request.feeSen.toString(),
              rail: request.rail,
              account: `${request.beneficiary.bankCode} ${request.beneficiary.accountNumber}`,
              fromRdlAccount: request.fromRdlAccount,
              // The built-in bank settles clearing and RTGS a minute on.
              settlesAtMs: request.now.getTime() + (later ? 60_000 : 0),
            };
            books.set(payout.requestUuid, payout);
            options.paid(payout);
          }
        }
        const code = loss('sendPayout');
        return code ? { ok: false, responseCode: code } : answer;
      },
      payoutStatus: async (requestUuid, now) => {
        const earlier = books.get(requestUuid);
        const answer =
          earlier && !sentHere.has(requestUuid)
            ? { ok: true as const, status: remembered(earlier, now) }
            : await bank.payoutStatus(requestUuid, now);
        const code = loss('payoutStatus');
        return code ? { ok: false, responseCode: code } : answer;
      },
      createVirtualAccount: async (lender, requestUuid) => {
        const earlier = requestUuid === undefined ? undefined : vas.get(requestUuid);
        // Opened before a restart: the bank answers the VA it opened under this uuid.
        const answer: BankAnswer<{ virtualAccount: string }> = earlier
          ? { ok: true, requestUuid: earlier.requestUuid, virtualAccount: earlier.virtualAccount }
          : await bank.createVirtualAccount(lender, requestUuid);
        if (!earlier && answer.ok) {
          const va = {
            requestUuid: answer.requestUuid,
            lenderId: lender.lenderId,
            virtualAccount: answer.virtualAccount,
          };
          vas.set(va.requestUuid, va);
          options.booked?.({ kind: 'va', va });
        }
        return lostBankAnswer('createVirtualAccount', answer);
      },
      // The RDL chain: each step's answer may be lost once the bank acted. The face check and the
      // registration the built-in bank answers alike for a uuid it knows (and registers an
      // investor it knows under the CIF it gave); the account it opened is in the books.
      submitKyc: async (lender, requestUuid) =>
        lostBankAnswer('submitKyc', await bank.submitKyc(lender, requestUuid)),
      registerInvestor: async (lender, kycUuid, requestUuid) =>
        lostBankAnswer(
          'registerInvestor',
          await bank.registerInvestor(lender, kycUuid, requestUuid),
        ),
      openRdlAccount: async (lender, cifNumber, requestUuid) => {
        const earlier = requestUuid === undefined ? undefined : rdls.get(requestUuid);
        // Opened before a restart: the bank answers the RDL it opened under this uuid.
        const answer: BankAnswer<{ accountNumber: string }> = earlier
          ? { ok: true, requestUuid: earlier.requestUuid, accountNumber: earlier.accountNumber }
          : await bank.openRdlAccount(lender, cifNumber, requestUuid);
        if (!earlier && answer.ok) {
          const rdl = {
            requestUuid: answer.requestUuid,
            lenderId: lender.lenderId,
            accountNumber: answer.accountNumber,
          };
          rdls.set(rdl.requestUuid, rdl);
          options.booked?.({ kind: 'rdl', rdl });
        }
        return lostBankAnswer('openRdlAccount', answer);
      },
      upsertBilling: async (bill) => {
        // Paid before a restart: the bank takes no new amount for it, as it refuses one it knows.
        const answer: BankAnswer<{ virtualAccount: string }> =
          billings.get(bill.trxId)?.state === 'PAID'
            ? { ok: false, requestUuid: bill.trxId, responseCode: LOCAL_BILLING_REFUSAL.paid }
            : await bank.upsertBilling(bill);
        if (answer.ok) {
          bookBilling({ trxId: bill.trxId, virtualAccount: answer.virtualAccount, state: 'OPEN' });
        }
        return lostBankAnswer('upsertBilling', answer);
      },
      closeBilling: async (trxId) => {
        const answer = await bank.closeBilling(trxId);
        const billing = billings.get(trxId);
        // The bank closes an open billing; a paid one stays paid.
        if (answer.ok && billing?.state === 'OPEN') bookBilling({ ...billing, state: 'CLOSED' });
        return lostBankAnswer('closeBilling', answer);
      },
      ...(bank.sealVaPayment
        ? {
            sealVaPayment: (payment: Parameters<NonNullable<PartnerBank['sealVaPayment']>>[0]) => {
              const sealed = bank.sealVaPayment?.(payment);
              if (!sealed) throw new Error('the built-in bank seals payments');
              // A billing's VA takes one payment: the billing is spent.
              const billing = billings.get(billingOfVa.get(payment.virtualAccount) ?? '');
              if (billing) bookBilling({ ...billing, state: 'PAID' });
              return sealed;
            },
          }
        : {}),
    },
    lostAnswers: {
      arm(afterCalls, form, calls = PAYMENT_CALLS) {
        armed.push({ left: afterCalls, form, calls });
      },
      disarm() {
        armed = [];
      },
    },
  };
}
