// A loan of its own for the machines that live inside a loan (disbursement, installment): a
// borrower of its own (made through the public calls, profile validated, survey taken) applies, staff and the director review it, the borrower accepts the offer and a
// lender of the path's own funds it whole — the steps of one of the loan's own QA paths, taken
// through the REST API and the product's own jobs exactly as that path takes them (qa/run-path.ts).
import { borrower, creditOfficer } from '../../tests/support/loan-paths.ts';
import { check } from '../check.ts';
import { loanQaPaths } from '../loan-graph.ts';
import { take } from '../run-path.ts';
import {
  call,
  DEMO_ACCOUNTS,
  newDraft,
  newFundingLender,
  type Session,
  signAtProvider,
  signIn,
} from '../session.ts';
import { restTier } from '../tiers/rest.ts';
import { type Desk, validatedBorrower } from './people.ts';

export type LoanSubject = { session: Session; loanId: number };

/** The people of the loan's paths, signed in on the desk's product. */
async function sessionOn(desk: Desk): Promise<Session> {
  const [kpr] = await desk.product.db.query<{ id: number }>(
    "SELECT id FROM products WHERE code = 'KPR'",
  );
  const session: Session = {
    product: desk.product,
    accounts: { ...DEMO_ACCOUNTS },
    tokens: {},
    kprId: kpr?.id ?? 0,
    close: async () => {},
  };
  await signIn(session);
  return session;
}

/** A fresh loan taken to the end of the loan's QA path of this name (`to-DISBURSEMENT_READY`). */
export async function loanThrough(desk: Desk, pathName: string): Promise<LoanSubject> {
  const path = loanQaPaths().find((p) => p.name === pathName);
  if (!path) throw new Error(`no loan path ${pathName}`);
  const session = await sessionOn(desk);
  // A borrower of its own: the OJK limit of one borrower (Rp 2 billion running or offered) is the
  // product's, and no path spends another's room under it.
  const own = await validatedBorrower(desk);
  session.accounts[borrower.userId] = own.email;
  session.tokens[borrower.userId] = own.token;
  if (path.events.some((e) => e.type === 'loan.fund')) {
    await newFundingLender(session, '100000000.00');
  }
  const loanId = await newDraft(session, `QA ${pathName}`);
  for (const step of path.steps) {
    await take(session, restTier, loanId, step.event, step.byProductWithPrevious);
  }
  return { session, loanId };
}

/** A loan's disbursement as staff read it (GET /loan/{id}/disbursement). */
export async function disbursementOf(subject: LoanSubject) {
  return call(subject.session, 'GET', `/loan/${subject.loanId}/disbursement`, creditOfficer.userId);
}

/** The borrower signs the loan agreement at the built-in provider and comes back. */
export async function borrowerSigns(subject: LoanSubject) {
  const { session, loanId } = subject;
  const back = await signAtProvider(session, borrower.userId, {
    loanid: loanId,
    returnUrl: `/borrower/loans/${loanId}`,
  });
  check(back === 'signing_complete', `the provider sent the borrower back with ${back}`);
  await call(session, 'PUT', `/loan/${loanId}/disbursement/signed`, borrower.userId);
}

/** Staff approve the disbursement; the built-in bank pays a BI-FAST payout within the call. */
export async function staffApprove(subject: LoanSubject) {
  const { session, loanId } = subject;
  await call(session, 'PUT', `/loan/disbursement/${loanId}/approve`, creditOfficer.userId);
}

/** A fresh loan paid out and in its loan period: its installments scheduled from today. */
export async function loanInPeriod(desk: Desk): Promise<LoanSubject> {
  const subject = await loanThrough(desk, 'to-DISBURSEMENT_READY');
  await borrowerSigns(subject);
  await staffApprove(subject);
  return subject;
}
