// The analysts' "what if": the loan machine's own answer to one event now, changing nothing.
// A refusal is decideLoanEvent's — the words every tier shows — with the check that refused it
// in words; an allowed event names where the loan would go, run by the machine where nothing in
// the event decides, read from its branches (each guard in words) where the payload does.
import { describe, expect, it } from 'vitest';
import { decideLoanEvent, stateValueOf } from '../../machines/loan/loan.selectors.ts';
import { LOAN_EVENT_TYPES, senderOf, whatIfLoanEvent } from '../../machines/loan/loan.what-if.ts';
import {
  borrower,
  creditOfficer,
  lender,
  platform,
  situations,
  walk,
} from '../support/loan-paths.ts';

describe('what if an event came now', () => {
  it('goes where the machine goes, and changes nothing', () => {
    const review = walk(situations.REVIEW);
    const before = JSON.stringify(stateValueOf(review));
    const answer = whatIfLoanEvent(review, creditOfficer, 'bail.approve');
    expect(answer.decision.allowed).toBe(true);
    expect(answer.refusedBy).toBeNull();
    expect(answer.from).toEqual(['loan.stage.REVIEW', 'loan.arrears.current']);
    expect(answer.outcomes).toEqual([{ to: ['loan.stage.APPROVAL_BAIL'], when: null }]);
    expect(JSON.stringify(stateValueOf(review))).toBe(before);
  });

  it('refuses with the words decideLoanEvent gives, naming the check in words', () => {
    const draft = walk(situations.DRAFT);
    const answer = whatIfLoanEvent(draft, creditOfficer, 'bail.approve');
    expect(answer.decision).toEqual(decideLoanEvent(draft, creditOfficer, 'bail.approve'));
    expect(answer.decision.reason?.text.id).toBe(
      'Menunggu peminjam melengkapi dan mengirim pengajuan',
    );
    expect(answer.refusedBy?.check).toBe('stage');
    expect(answer.refusedBy?.text.en).toBe("The loan's current stage does not take this event");
    expect(answer.outcomes).toEqual([]);

    const byBorrower = whatIfLoanEvent(walk(situations.REVIEW), borrower, 'bail.approve');
    expect(byBorrower.decision.reason?.code).toBe('WRONG_ROLE');
    expect(byBorrower.refusedBy).toEqual({
      check: 'who',
      text: { id: 'Siapa yang boleh: Staf', en: 'Who may: Staff' },
    });

    const committed = whatIfLoanEvent(
      walk(situations['PROCESS (committed)']),
      creditOfficer,
      'loan.cancel',
    );
    expect(committed.decision.reason?.code).toBe('LENDER_COMMITTED');
    expect(committed.refusedBy?.check).toBe('condition');
    expect(committed.refusedBy?.text.en).toBe('no lender has committed funds');

    const sameApprover = whatIfLoanEvent(
      walk(situations.APPROVAL_LOAN),
      creditOfficer,
      'loan.approveDirector',
    );
    expect(sameApprover.decision.reason?.code).toBe('SAME_APPROVER');
    expect(sameApprover.refusedBy?.check).toBe('condition');

    const notRepaying = whatIfLoanEvent(walk(situations.PROCESS), platform, 'installment.overdue');
    expect(notRepaying.decision.reason?.code).toBe('NOT_REPAYING');
    expect(notRepaying.refusedBy?.check).toBe('state');
  });

  it("lists the branches where the payload decides, each with its guard's words", () => {
    const funding = whatIfLoanEvent(walk(situations.PROCESS), lender, 'loan.fund');
    expect(funding.outcomes).toEqual([
      {
        to: ['loan.stage.FUNDING_COMPLETED'],
        when: {
          id: 'pendanaan ini memenuhi seluruh kebutuhan',
          en: 'this funding completes the need',
        },
      },
      { to: [], when: { id: 'selain itu', en: 'otherwise' } },
    ]);
    const confirm = whatIfLoanEvent(
      walk(situations.REVIEW_PAID),
      creditOfficer,
      'repayment.confirm',
    );
    expect(confirm.outcomes).toEqual([
      {
        to: ['loan.stage.PAID'],
        when: { id: 'tidak ada cicilan tersisa', en: 'no installment remains' },
      },
      { to: ['loan.stage.LOAN_PERIOD'], when: { id: 'selain itu', en: 'otherwise' } },
    ]);
  });

  it('asks as whose act the event is, by default', () => {
    expect(LOAN_EVENT_TYPES).toHaveLength(28);
    expect(senderOf('bail.approve')).toBe('staff');
    expect(senderOf('offer.accept')).toBe('owner');
    expect(senderOf('loan.cancel')).toBe('staff');
    expect(senderOf('loan.fund')).toBe('lender');
    expect(senderOf('funding.open')).toBe('staff');
    expect(senderOf('funding.close')).toBe('platform');
  });
});
