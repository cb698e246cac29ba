// A disbursement, as the demo runs it: a fresh loan funded whole by a lender of its own, whose
// investment agreement the lender signed at the built-in provider, is ready for disbursement
// (ready); the borrower signs the loan agreement at the provider's page and comes back (REST: POST
// /sign/lender, the return, PUT /loan/{id}/disbursement/signed; GraphQL: startDisbursementSigning
// and confirmDisbursementSigning, the borrower's loan screen's: borrowerSigned); staff approve
// (REST PUT /loan/disbursement/{id}/approve; GraphQL approveDisbursement: approved) and the
// built-in bank pays the BI-FAST transfer within the call (successful). What the tier reports is
// staff's view of the disbursement (REST GET /loan/{id}/disbursement; GraphQL the loan's
// disbursement, the staff loan screen's); the database, the disbursement row's state.
import { disbursementMachine } from '../../machines/disbursement/disbursement.machine.ts';
import type { Actor } from '../../machines/shared/actor.ts';
import { borrower, creditOfficer } from '../../tests/support/loan-paths.ts';
import { check } from '../check.ts';
import { signOnProviderPage } from '../session.ts';
import {
  borrowerSigns,
  disbursementOf,
  type LoanSubject,
  loanThrough,
  staffApprove,
} from './loans.ts';
import type { MachineDriver } from './model.ts';
import type { Desk } from './people.ts';
import { at, mustGraphql, type Surfaces } from './surface.ts';

const owner: Actor = { userId: borrower.userId, role: 'borrower' };
const staff: Actor = { userId: creditOfficer.userId, role: 'admin' };

type DisbursementOperations = {
  /** The borrower signs the loan agreement at the provider and comes back; answers the calls. */
  sign(desk: Desk, subject: LoanSubject): Promise<string>;
  approve(desk: Desk, subject: LoanSubject): Promise<string>;
  state(desk: Desk, subject: LoanSubject): Promise<string>;
};

const tokenOf = (subject: LoanSubject, actor: string) => subject.session.tokens[actor];

const surfaces: Surfaces<DisbursementOperations> = {
  rest: {
    async sign(_desk, subject) {
      await borrowerSigns(subject);
      return 'POST /sign/lender; signs at the built-in provider’s page; the return, then PUT /loan/{id}/disbursement/signed';
    },
    async approve(_desk, subject) {
      await staffApprove(subject);
      return 'PUT /loan/disbursement/{id}/approve';
    },
    async state(_desk, subject) {
      return String((await disbursementOf(subject)).state);
    },
  },
  graphql: {
    async sign(desk, subject) {
      const id = String(subject.loanId);
      const token = tokenOf(subject, borrower.userId);
      const { startDisbursementSigning: started } = await mustGraphql<{
        startDisbursementSigning: { url: string };
      }>(
        desk,
        token,
        'mutation ($id: ID!, $returnUrl: String!) { startDisbursementSigning(id: $id, returnUrl: $returnUrl) { url documentId } }',
        { id, returnUrl: `/borrower/loans/${id}` },
      );
      const back = await signOnProviderPage(subject.session, borrower.userId, started.url);
      check(
        back.event === 'signing_complete',
        `the provider sent the borrower back with ${back.event}`,
      );
      await mustGraphql(
        desk,
        token,
        'mutation ($id: ID!) { confirmDisbursementSigning(id: $id) { id fundingStatus } }',
        { id },
      );
      return 'GraphQL startDisbursementSigning; signs at the built-in provider’s page; back with signing_complete: GraphQL confirmDisbursementSigning';
    },
    async approve(desk, subject) {
      await mustGraphql(
        desk,
        tokenOf(subject, creditOfficer.userId),
        'mutation ($id: ID!) { approveDisbursement(id: $id) { id disbursement { state } } }',
        { id: String(subject.loanId) },
      );
      return 'GraphQL approveDisbursement';
    },
    async state(desk, subject) {
      const { loan } = await mustGraphql<{
        loan: { disbursement: { state: string | null } } | null;
      }>(
        desk,
        tokenOf(subject, creditOfficer.userId),
        'query ($id: ID!) { loan(id: $id) { disbursement { state } } }',
        { id: String(subject.loanId) },
      );
      return String(loan?.disbursement.state ?? null);
    },
  },
};

export const disbursementDriver: MachineDriver<LoanSubject> = {
  label: 'disbursement',
  slug: 'disbursement',
  machine: disbursementMachine,
  runs: [
    {
      name: 'loan',
      // The loan's figures: Rp 100 million lent, the offer's admin fee of Rp 3 million.
      input: {
        loanId: '1',
        borrowerId: owner.userId,
        escrowAmount: '100000000.00',
        adminFee: '3000000.00',
        productAdminFee: '3000000.00',
      },
      start: (desk) => loanThrough(desk, 'to-DISBURSEMENT_READY'),
    },
  ],
  events: [
    { type: 'agreement.signed', actor: owner },
    { type: 'disbursement.approve', actor: staff, bankAccountValidated: true, railAvailable: true },
    { type: 'transfer.succeeded', reference: 'the request uuid' },
  ],
  // The built-in bank answers a BI-FAST payout within the approval's call.
  follows: { 'transfer.succeeded': 'disbursement.approve' },
  // Only the state: the bank's reference is the attempt's own request uuid.
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  cannot: {
    'transfer.failed': 'the built-in bank, as the demo runs it, pays every payout it is sent',
    'transfer.pending':
      'the payout leaves on the cheapest rail that carries it, BI-FAST up to Rp 250 million, which the built-in bank settles at once; only an RTGS payout (a loan of Rp 250 million and more, beyond this path’s) settles later',
  },
  who: (event) =>
    event.type === 'agreement.signed'
      ? 'the borrower'
      : event.type === 'disbursement.approve'
        ? 'staff'
        : 'the built-in bank, answering within the call',
  async take(desk, subject, event) {
    const surface = at(surfaces, desk);
    switch (event.type) {
      case 'agreement.signed':
        return `the borrower: ${await surface.sign(desk, subject)}`;
      case 'disbursement.approve':
        return `staff: ${await surface.approve(desk, subject)}; then the built-in bank, answering within the call`;
      default:
        throw new Error(`no call of a client sends ${event.type}`);
    }
  },
  async observe(desk, subject) {
    const [row] = await desk.product.db.query<{ state: string }>(
      'SELECT machine_state AS state FROM loan_disbursements WHERE loan_id = $1',
      [subject.loanId],
    );
    return { api: await at(surfaces, desk).state(desk, subject), db: row?.state ?? '(no row)' };
  },
  expected: (snapshot) => ({ api: String(snapshot.value), db: String(snapshot.value) }),
};
