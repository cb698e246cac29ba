// Disbursement of a funded loan: model paths from the machine's graph with invariants checked in
// every state, a coverage check, and the rules (signature first, staff approval with a validated
// bank account and a rail that carries the payout, payout less the admin fee, bounded retries) as
// scenarios.
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import {
  MAX_TRANSFER_ATTEMPTS,
  disbursementMachine as machine,
} from '../../machines/disbursement/disbursement.machine.ts';
import {
  type DisbursementSnapshot,
  disbursementLabel,
  disbursementStateOf,
  effectiveAdminFee,
  loanStageOf,
  payoutAmount,
  restoreDisbursement,
  transferAttemptsLeft,
  whyNotApprove,
  whyNotDisbursement,
  withDisbursementApproval,
} from '../../machines/disbursement/disbursement.selectors.ts';
import type {
  Actor,
  DisbursementEvent,
  DisbursementInput,
  DisbursementStateName,
} from '../../machines/disbursement/disbursement.types.ts';
import { toSen } from '../../machines/shared/money.ts';
import { modelPaths, replay, uncovered } from '../support/machine-model.ts';

const borrower: Actor = { userId: 'borrower-1', role: 'borrower' };
const otherBorrower: Actor = { userId: 'borrower-2', role: 'borrower' };
const lender: Actor = { userId: 'lender-1', role: 'lender' };
const staff: Actor = { userId: 'staff-1', role: 'admin' };

const input: DisbursementInput = {
  loanId: 'loan-1',
  borrowerId: borrower.userId,
  escrowAmount: '100000000.00',
  adminFee: '2500000.00',
  productAdminFee: '3000000.00',
};

/** What the API finds out before an approval: here, everything in place. */
const facts = { bankAccountValidated: true, railAvailable: true } as const;

const events: DisbursementEvent[] = [
  ...[borrower, otherBorrower, lender, staff].flatMap((actor): DisbursementEvent[] => [
    { type: 'agreement.signed', actor },
    { type: 'disbursement.approve', actor, ...facts },
    { type: 'disbursement.approve', actor, ...facts, bankAccountValidated: false },
    { type: 'disbursement.approve', actor, ...facts, railAvailable: false },
  ]),
  { type: 'transfer.pending' },
  { type: 'transfer.succeeded', reference: 'NTB-0001' },
  { type: 'transfer.succeeded', reference: ' ' },
  { type: 'transfer.failed', code: '0400' },
];

const paths = modelPaths(machine, { input, events });

function run(sequence: DisbursementEvent[], start = input): DisbursementSnapshot {
  let [snapshot] = initialTransition(machine, start);
  for (const event of sequence) [snapshot] = transition(machine, snapshot, event);
  return snapshot;
}

const sign: DisbursementEvent = { type: 'agreement.signed', actor: borrower };
const approve: DisbursementEvent = { type: 'disbursement.approve', actor: staff, ...facts };
/** Staff approve a refused transfer again: the same action, a retry by the machine's state. */
const retry = approve;
const fail: DisbursementEvent = { type: 'transfer.failed', code: '0400' };
const succeed: DisbursementEvent = { type: 'transfer.succeeded', reference: 'NTB-0001' };

describe('disbursement model', () => {
  it('reaches every state and takes every transition', () => {
    expect(uncovered(machine, paths, input)).toEqual({ states: [], transitions: [] });
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', (_, path) => {
    const seen: string[] = [];
    replay(machine, path, {
      input,
      check: (snapshot) => {
        const state = disbursementStateOf(snapshot);
        seen.push(state);
        // The payout is always the escrow less the admin fee, and positive.
        expect(toSen(payoutAmount(snapshot)) + toSen(effectiveAdminFee(snapshot))).toBe(
          toSen(input.escrowAmount),
        );
        // No transfer before the borrower signed and staff approved; attempts stay bounded.
        if (state !== 'ready' && state !== 'borrowerSigned') {
          expect(seen).toContain('borrowerSigned');
          expect(snapshot.context.attempts).toBeGreaterThanOrEqual(1);
        } else {
          expect(snapshot.context.attempts).toBe(0);
        }
        expect(snapshot.context.attempts).toBeLessThanOrEqual(MAX_TRANSFER_ATTEMPTS);
        // Successful exactly when the bank gave a reference.
        expect(snapshot.context.bankReference !== null).toBe(state === 'successful');
        expect(disbursementLabel(snapshot).id).not.toBe('');
        for (const probe of events) {
          expect(whyNotDisbursement(snapshot, probe) === null, probe.type).toBe(
            snapshot.can(probe),
          );
        }
      },
    });
  });
});

describe('disbursement rules', () => {
  it('goes ready → borrower signed → approved → successful', () => {
    const states = [[], [sign], [sign, approve], [sign, approve, succeed]].map((s) =>
      disbursementStateOf(run(s)),
    );
    expect(states).toEqual(['ready', 'borrowerSigned', 'approved', 'successful']);
    expect([[], [sign], [sign, approve, succeed]].map((s) => loanStageOf(run(s)))).toEqual([
      'DISBURSEMENT_READY',
      'DISBURSEMENT_READY_BORROWER',
      'DISBURSED',
    ]);
    expect(run([sign, approve, succeed]).context.bankReference).toBe('NTB-0001');
  });

  it('pays out the escrow less the admin fee: Rp 100,000,000 − Rp 2,500,000', () => {
    expect(payoutAmount(run([]))).toBe('97500000.00');
    expect(effectiveAdminFee(run([]))).toBe('2500000.00');
  });

  it("falls back to the product's admin fee when the loan's is zero", () => {
    const snapshot = run([], { ...input, adminFee: '0.00' });
    expect(effectiveAdminFee(snapshot)).toBe('3000000.00');
    expect(payoutAmount(snapshot)).toBe('97000000.00');
  });

  it('keeps sen exact', () => {
    const snapshot = run([], { ...input, escrowAmount: '12345678.91', adminFee: '370370.37' });
    expect(payoutAmount(snapshot)).toBe('11975308.54');
  });

  it('asks the bank to transfer only on approval', () => {
    const [signed, signActions] = transition(machine, run([]), sign);
    expect(signActions.map((a) => a.type)).not.toContain('requestTransfer');
    const [, approveActions] = transition(machine, signed, approve);
    expect(approveActions.map((a) => a.type)).toContain('requestTransfer');
  });

  it('refuses approval before the borrower signed', () => {
    expect(whyNotDisbursement(run([]), approve)?.code).toBe('AGREEMENT_NOT_SIGNED');
  });

  it('lets only the borrower sign and only staff approve', () => {
    const ready = run([]);
    expect(
      whyNotDisbursement(ready, { type: 'agreement.signed', actor: otherBorrower })?.code,
    ).toBe('NOT_OWNER');
    expect(whyNotDisbursement(ready, { type: 'agreement.signed', actor: staff })?.code).toBe(
      'WRONG_ROLE',
    );
    const signed = run([sign]);
    expect(whyNotDisbursement(signed, { ...approve, actor: borrower })?.code).toBe('WRONG_ROLE');
  });

  it("refuses approval without the borrower's validated bank account or a rail that carries it", () => {
    const signed = run([sign]);
    const noAccount = { ...approve, bankAccountValidated: false, railAvailable: false };
    expect(whyNotDisbursement(signed, noAccount)?.code).toBe('BANK_DATA_MISSING');
    expect(whyNotDisbursement(signed, { ...approve, railAvailable: false })?.code).toBe(
      'NO_TRANSFER_RAIL',
    );
    expect(disbursementStateOf(transition(machine, signed, noAccount)[0])).toBe('borrowerSigned');
    // A retry needs them as much: the failed transfer stays failed.
    const failed = run([sign, approve, fail]);
    expect(whyNotDisbursement(failed, { ...retry, bankAccountValidated: false })?.code).toBe(
      'BANK_DATA_MISSING',
    );
    expect(whyNotDisbursement(failed, { ...retry, railAvailable: false })?.code).toBe(
      'NO_TRANSFER_RAIL',
    );
    expect(
      disbursementStateOf(transition(machine, failed, { ...retry, railAvailable: false })[0]),
    ).toBe('failed');
  });

  it('refuses every event before the disbursement is prepared', () => {
    expect(whyNotDisbursement(null, approve)?.code).toBe('DISBURSEMENT_NOT_PREPARED');
    expect(whyNotDisbursement(null, sign)?.code).toBe('DISBURSEMENT_NOT_PREPARED');
  });

  it('tells a first approval from a retry by its state, and refuses one while a transfer is out', () => {
    expect(run([sign, approve]).context.attempts).toBe(1);
    expect(run([sign, approve, fail, retry]).context.attempts).toBe(2);
    expect(whyNotDisbursement(run([sign, approve]), approve)?.code).toBe('WRONG_STATE');
    expect(
      whyNotDisbursement(run([sign, approve, { type: 'transfer.pending' }]), approve)?.code,
    ).toBe('WRONG_STATE');
    expect(whyNotDisbursement(run([sign, approve, succeed]), approve)?.code).toBe('WRONG_STATE');
  });

  it('refuses approval when the admin fee takes the whole escrow', () => {
    const signed = run([sign], { ...input, escrowAmount: '2500000.00' });
    expect(whyNotDisbursement(signed, approve)?.code).toBe('NOTHING_TO_PAY_OUT');
  });

  it('settles later for clearing and RTGS transfers', () => {
    const settling = run([sign, approve, { type: 'transfer.pending' }]);
    expect(settling.hasTag('transferring')).toBe(true);
    expect(disbursementStateOf(transition(machine, settling, succeed)[0])).toBe('successful');
    expect(disbursementStateOf(transition(machine, settling, fail)[0])).toBe('failed');
  });

  it("takes the bank's repeated pending while it settles, and changes nothing", () => {
    const pending: DisbursementEvent = { type: 'transfer.pending' };
    const settling = run([sign, approve, pending]);
    expect(disbursementStateOf(settling)).toBe('settling');
    expect(whyNotDisbursement(settling, pending)).toBeNull();
    const [again] = transition(machine, settling, pending);
    expect(disbursementStateOf(again)).toBe('settling');
    expect(again.context).toBe(settling.context);
    expect(again.hasTag('transferring')).toBe(true);
    // Still settles or fails afterwards, as before.
    expect(disbursementStateOf(transition(machine, again, succeed)[0])).toBe('successful');
    // No transfer out: refused.
    for (const state of [
      run([]),
      run([sign]),
      run([sign, approve, succeed]),
      run([sign, approve, fail]),
    ]) {
      expect(whyNotDisbursement(state, pending)?.code).toBe('WRONG_STATE');
    }
  });

  it('refuses a success without the bank reference', () => {
    const event = { type: 'transfer.succeeded', reference: '' } as const;
    expect(whyNotDisbursement(run([sign, approve]), event)?.code).toBe('REFERENCE_MISSING');
  });

  it(`lets staff retry a failed transfer, ${MAX_TRANSFER_ATTEMPTS} attempts in all`, () => {
    const once = run([sign, approve, fail]);
    expect(once.context.failureCode).toBe('0400');
    expect(transferAttemptsLeft(once)).toBe(2);
    expect(whyNotDisbursement(once, { ...retry, actor: borrower })?.code).toBe('WRONG_ROLE');
    const [retried, actions] = transition(machine, once, retry);
    expect(disbursementStateOf(retried)).toBe('approved');
    expect(actions.map((a) => a.type)).toContain('requestTransfer');
    const exhausted = run([sign, approve, fail, retry, fail, retry, fail]);
    expect(transferAttemptsLeft(exhausted)).toBe(0);
    expect(whyNotDisbursement(exhausted, retry)?.code).toBe('RETRY_LIMIT_REACHED');
    expect(disbursementStateOf(run([sign, approve, fail, retry, fail, retry, succeed]))).toBe(
      'successful',
    );
  });
});

describe("staff's approval while the bank holds the transfer", () => {
  const at = (value: string) =>
    restoreDisbursement(value as DisbursementStateName, {
      ...input,
      attempts: 1,
      bankReference: null,
      failureCode: null,
    });
  const loanSays = [
    { action: 'approveDisbursement', allowed: true, reason: null },
    { action: 'reject', allowed: false, reason: null },
  ];

  it('refuses approving while approved or settling, with TRANSFER_IN_PROGRESS', () => {
    for (const state of ['approved', 'settling']) {
      expect(whyNotApprove(at(state), staff)?.code).toBe('TRANSFER_IN_PROGRESS');
      const [approve, reject] = withDisbursementApproval(loanSays, at(state), staff);
      expect(approve).toMatchObject({ allowed: false, reason: { code: 'TRANSFER_IN_PROGRESS' } });
      expect(reject).toEqual(loanSays[1]);
    }
  });

  it('lets staff approve once signed, and again after a refused transfer (a retry)', () => {
    expect(whyNotApprove(at('borrowerSigned'), staff)).toBeNull();
    expect(whyNotApprove(at('failed'), staff)).toBeNull();
    // The facts the API finds out still decide: no validated account, no approval.
    const noAccount = { bankAccountValidated: false, railAvailable: true };
    expect(whyNotApprove(at('failed'), staff, noAccount)?.code).toBe('BANK_DATA_MISSING');
    expect(withDisbursementApproval(loanSays, at('borrowerSigned'), staff)[0]?.allowed).toBe(true);
    // The loan's refusal stands whatever the disbursement says.
    const refused = [{ action: 'approveDisbursement', allowed: false, reason: null }];
    expect(withDisbursementApproval(refused, at('borrowerSigned'), staff)[0]?.allowed).toBe(false);
  });
});
