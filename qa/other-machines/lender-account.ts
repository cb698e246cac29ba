// The lender account and wallet at REST: a lender registers (registered), activates their e-mail
// (activated), asks for a VA or an RDL — or staff ask for them, and record a company's RDL opened
// by hand — and the built-in bank sets it up within the same call (its answers are the machine's
// next events), then staff approve or refuse it. What the API reports is staff's view of the
// wallet (GET /wallet/lenders/{id}); what the database holds is the wallet row's state.
import { lenderAccountMachine } from '../../machines/lender-account/lender-account.machine.ts';
import type { Actor } from '../../machines/lender-account/lender-account.types.ts';
import { loginAs } from '../../tests/support/test-product.ts';
import type { MachineDriver } from './model.ts';
import { activate, type Desk, must, type Person, register } from './people.ts';

/** The model's lender (the input's) and staff; each path's own lender plays the first. */
const lender: Actor = { userId: 'lender-1', role: 'lender' };
const staff: Actor = { userId: 'staff-1', role: 'admin' };
const CONSENTED = '2027-01-01T00:00:00.000Z';
/** The numbers a company's RDL opened by hand carries in the model (the staff form). */
const MANUAL_RDL = { accountNumber: '0115476117', cifNumber: '9100234' };

type Subject = Omit<Person, 'token'> & { token: string | null; n: string; records: number };

async function start(desk: Desk, isPersonal: boolean): Promise<Subject> {
  const person = await register(desk, { role: 'lender', isPersonal });
  return { ...person, token: null, records: 0 };
}

const bankAnswer = 'the built-in bank, answering within the call';

export const lenderAccountDriver: MachineDriver<Subject> = {
  label: 'lender account',
  slug: 'lender-account',
  machine: lenderAccountMachine,
  runs: [
    {
      name: 'personal',
      input: { lenderId: lender.userId, lenderType: 'personal' },
      start: (desk) => start(desk, true),
    },
    {
      name: 'company',
      input: { lenderId: lender.userId, lenderType: 'company' },
      start: (desk) => start(desk, false),
    },
  ],
  events: [
    { type: 'account.activated' },
    { type: 'wallet.request', actor: lender, kind: 'VA', consentedAt: CONSENTED },
    { type: 'wallet.request', actor: lender, kind: 'RDL', consentedAt: CONSENTED },
    { type: 'wallet.request', actor: staff, kind: 'VA', consentedAt: null },
    { type: 'wallet.request', actor: staff, kind: 'RDL', consentedAt: null },
    { type: 'rdl.record', actor: staff, ...MANUAL_RDL },
    { type: 'va.created', accountNumber: '8800123456789' },
    { type: 'rdl.kycPassed' },
    { type: 'rdl.cifCreated', cifNumber: '9100234' },
    { type: 'rdl.accountOpened', accountNumber: '0115476117' },
    { type: 'bank.retry', actor: lender },
    { type: 'bank.retry', actor: staff },
    { type: 'wallet.approve', actor: staff },
    { type: 'wallet.refuse', actor: staff, reason: 'DATA_MISMATCH' },
  ],
  // The bank's answers come back within the request's own call, one after the other.
  follows: {
    'va.created': 'wallet.request',
    'rdl.kycPassed': 'wallet.request',
    'rdl.cifCreated': 'rdl.kycPassed',
    'rdl.accountOpened': 'rdl.cifCreated',
  },
  cannot: {
    'bank.failed':
      'the built-in bank, as the demo runs it, sets up every VA and RDL it is asked for',
  },
  who: (event) => {
    const actor = event.actor as Actor | undefined;
    if (actor) return actor.role === 'admin' ? 'staff' : 'the lender';
    return event.type === 'account.activated' ? 'the lender' : 'the bank';
  },
  async take(desk, subject, event) {
    const { product, staffToken } = desk;
    const actor = event.actor as Actor | undefined;
    const id = subject.userId;
    switch (event.type) {
      case 'account.activated':
        await activate(desk, subject.email);
        subject.token = await loginAs(product, subject.email, subject.password);
        return 'the lender, with the code e-mailed to them';
      case 'wallet.request':
        if (actor?.role === 'admin') {
          await must(product, 'POST', `/wallet/lenders/${id}/request`, staffToken, {
            kind: event.kind,
          });
          return `staff: POST /wallet/lenders/{id}/request; then ${bankAnswer}`;
        }
        await must(product, 'POST', '/wallet/request', subject.token ?? '', {
          kind: event.kind,
          consent: true,
        });
        return `the lender: POST /wallet/request; then ${bankAnswer}`;
      case 'rdl.record':
        // The numbers staff type in: the bank's, each account its own.
        subject.records += 1;
        await must(product, 'PUT', `/wallet/lenders/${id}/corporate-rdl`, staffToken, {
          accountNumber: `011${subject.records}${subject.n}`,
          cifNumber: `91${subject.records}${subject.n}`,
        });
        return 'staff: PUT /wallet/lenders/{id}/corporate-rdl';
      case 'bank.retry':
        if (actor?.role === 'admin') {
          await must(product, 'PUT', `/wallet/lenders/${id}/retry`, staffToken);
          return 'staff: PUT /wallet/lenders/{id}/retry';
        }
        await must(product, 'PUT', '/wallet/retry', subject.token ?? '');
        return 'the lender: PUT /wallet/retry';
      case 'wallet.approve':
        await must(product, 'PUT', `/wallet/lenders/${id}/approve`, staffToken);
        return 'staff: PUT /wallet/lenders/{id}/approve';
      case 'wallet.refuse':
        await must(product, 'PUT', `/wallet/lenders/${id}/refuse`, staffToken, {
          reason: event.reason,
        });
        return 'staff: PUT /wallet/lenders/{id}/refuse';
      default:
        throw new Error(`no REST call sends ${event.type}`);
    }
  },
  async observe(desk, subject) {
    const wallet = await must(
      desk.product,
      'GET',
      `/wallet/lenders/${subject.userId}`,
      desk.staffToken,
    );
    const [row] = await desk.product.db.query<{ state: string }>(
      `SELECT coalesce(w.machine_state, CASE WHEN u.active THEN 'activated' ELSE 'registered' END) AS state
         FROM users u LEFT JOIN lender_wallets w ON w.lender_id = u.id WHERE u.id = $1`,
      [subject.userId],
    );
    return { api: String(wallet.state), db: row?.state ?? '(no row)' };
  },
  expected: (snapshot) => ({ api: String(snapshot.value), db: String(snapshot.value) }),
};
