// A disbursement at REST, as the demo runs it: a fresh loan funded whole by a lender of its own,
// whose investment agreement the lender signed at the built-in provider, is ready for
// disbursement (ready); the borrower signs the loan agreement at the provider and comes back (PUT
// /loan/{id}/disbursement/signed: borrowerSigned); staff approve (PUT
// /loan/disbursement/{id}/approve: approved) and the built-in bank pays the BI-FAST transfer
// within the call (successful). What the API reports is staff's GET /loan/{id}/disbursement; the
// database, the disbursement row's state.
import { disbursementMachine } from '../../machines/disbursement/disbursement.machine.ts';
import type { Actor } from '../../machines/shared/actor.ts';
import { borrower, creditOfficer } from '../../tests/support/loan-paths.ts';
import {
  borrowerSigns,
  disbursementOf,
  type LoanSubject,
  loanThrough,
  staffApprove,
} from './loans.ts';
import type { MachineDriver } from './model.ts';

const owner: Actor = { userId: borrower.userId, role: 'borrower' };
const staff: Actor = { userId: creditOfficer.userId, role: 'admin' };

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
  async take(_desk, subject, event) {
    switch (event.type) {
      case 'agreement.signed':
        await borrowerSigns(subject);
        return 'the borrower signs the loan agreement at the built-in provider, then PUT /loan/{id}/disbursement/signed';
      case 'disbursement.approve':
        await staffApprove(subject);
        return 'staff: PUT /loan/disbursement/{id}/approve; then the built-in bank, answering within the call';
      default:
        throw new Error(`no REST call sends ${event.type}`);
    }
  },
  async observe(desk, subject) {
    const seen = await disbursementOf(subject);
    const [row] = await desk.product.db.query<{ state: string }>(
      'SELECT machine_state AS state FROM loan_disbursements WHERE loan_id = $1',
      [subject.loanId],
    );
    return { api: String(seen.state), db: row?.state ?? '(no row)' };
  },
  expected: (snapshot) => ({ api: String(snapshot.value), db: String(snapshot.value) }),
};
