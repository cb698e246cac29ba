// The partner bank as the simulator's product process holds it (issue 20): the built-in bank
// behind two layers the simulator needs.
// - Its books of payments out, kept by the simulator: each payment the bank takes is told to the
//   simulator (`paid`) and handed back at every restart (`known`), so that a restarted product
//   meets a bank that remembers every request uuid it paid, as the real bank does — the built-in
//   bank keeps its payouts in the memory of the process a kill ends. The auditor reads these
//   books against the platform's (auditBankBooks).
// - Lost answers: when armed, the bank carries out the chosen call and its answer never reaches
//   the product, in one of the forms a lost answer takes on the wire: no answer (a timeout, what
//   the HTTP adapter reports as NO_ANSWER), a gateway's 504 in front of the bank, or a connection
//   reset thrown by the adapter.
import {
  NO_ANSWER,
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
  /** When it settles (clearing and RTGS later; BI-FAST at once), in ms of the product's time. */
  settlesAtMs: number;
};

export type LostAnswerForm = 'NO_ANSWER' | 'HTTP_504' | 'RESET';
export const LOST_ANSWER_FORMS = ['NO_ANSWER', 'HTTP_504', 'RESET'] as const;

/** The bank's calls whose answer may be lost: the payment and its status inquiry. */
export type LossyCall = 'sendPayout' | 'payoutStatus';

export type LostAnswers = {
  /** Lose the answer of the bank's call after `afterCalls` more, in this form. */
  arm(afterCalls: number, form: LostAnswerForm): void;
  disarm(): void;
};

export function withBankBooks(
  bank: PartnerBank,
  options: {
    known: BankPayout[];
    paid(payout: BankPayout): void;
    lost(call: LossyCall, form: LostAnswerForm): void;
  },
): { bank: PartnerBank; lostAnswers: LostAnswers } {
  const books = new Map(options.known.map((p) => [p.requestUuid, p]));
  // The uuids the built-in bank of this process was sent: the others it forgot at a restart.
  const sentHere = new Set<string>();
  let armed: { left: number; form: LostAnswerForm } | null = null;
  /** The answer, or the armed loss of it once the bank has acted. */
  const deliver = <T>(call: LossyCall, answer: T): T | { ok: false; responseCode: string } => {
    if (!armed) return answer;
    if (armed.left > 0) {
      armed.left -= 1;
      return answer;
    }
    const { form } = armed;
    armed = null;
    options.lost(call, form);
    if (form === 'RESET') throw new Error('read ECONNRESET (the bank acted, its answer was lost)');
    return { ok: false, responseCode: form === 'NO_ANSWER' ? NO_ANSWER : form };
  };
  const remembered = (payout: BankPayout, now: Date): Exclude<PayoutStatus, 'NOT_FOUND'> =>
    now.getTime() >= payout.settlesAtMs ? 'SETTLED' : 'PENDING';
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
              // The built-in bank settles clearing and RTGS a minute on.
              settlesAtMs: request.now.getTime() + (later ? 60_000 : 0),
            };
            books.set(payout.requestUuid, payout);
            options.paid(payout);
          }
        }
        return deliver('sendPayout', answer);
      },
      payoutStatus: async (requestUuid, now) => {
        const earlier = books.get(requestUuid);
        const answer =
          earlier && !sentHere.has(requestUuid)
            ? { ok: true as const, status: remembered(earlier, now) }
            : await bank.payoutStatus(requestUuid, now);
        return deliver('payoutStatus', answer);
      },
    },
    lostAnswers: {
      arm(afterCalls, form) {
        armed = { left: afterCalls, form };
      },
      disarm() {
        armed = null;
      },
    },
  };
}
