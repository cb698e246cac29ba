// The lender account and wallet: a lender registers (registered), activates their e-mail
// (activated; a person then fills in their data, which staff validate: the bank's RDL
// registration reads it), asks for a VA or an RDL — or staff ask for them, and record a company's RDL opened
// by hand — and the built-in bank sets it up within the same call (its answers are the machine's
// next events), then staff approve or refuse it. What the tier reports is staff's view of the
// wallet (REST GET /wallet/lenders/{id}; GraphQL lenderWallet, the staff wallet screen's); what
// the database holds is the wallet row's state.
import { lenderAccountMachine } from '../../machines/lender-account/lender-account.machine.ts';
import type { Actor } from '../../machines/lender-account/lender-account.types.ts';
import { loginAs } from '../../tests/support/test-product.ts';
import type { MachineDriver } from './model.ts';
import { type Desk, lastCodeTo, must, type Person, register, validateProfile } from './people.ts';
import { at, mustGraphql, type Surfaces } from './surface.ts';

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

type Who = 'the lender' | 'staff';

/** Each step's operation at each tier; each answers the call it made, in words. */
type WalletOperations = {
  activate(desk: Desk, subject: Subject, code: string): Promise<string>;
  request(desk: Desk, subject: Subject, who: Who, kind: string): Promise<string>;
  record(desk: Desk, subject: Subject, numbers: typeof MANUAL_RDL): Promise<string>;
  retry(desk: Desk, subject: Subject, who: Who): Promise<string>;
  approve(desk: Desk, subject: Subject): Promise<string>;
  refuse(desk: Desk, subject: Subject, reason: string): Promise<string>;
  /** The wallet's state as staff read it. */
  state(desk: Desk, subject: Subject): Promise<string>;
};

/** What a wallet mutation answers with (the step's check reads the wallet again after it). */
const WALLET_ANSWER = 'state';

const surfaces: Surfaces<WalletOperations> = {
  rest: {
    async activate(desk, subject, code) {
      await must(desk.product, 'POST', '/account/activated', undefined, {
        email: subject.email,
        code,
      });
      return 'POST /account/activated';
    },
    async request(desk, subject, who, kind) {
      if (who === 'staff') {
        await must(
          desk.product,
          'POST',
          `/wallet/lenders/${subject.userId}/request`,
          desk.staffToken,
          {
            kind,
          },
        );
        return 'POST /wallet/lenders/{id}/request';
      }
      await must(desk.product, 'POST', '/wallet/request', subject.token ?? '', {
        kind,
        consent: true,
      });
      return 'POST /wallet/request';
    },
    async record(desk, subject, numbers) {
      await must(
        desk.product,
        'PUT',
        `/wallet/lenders/${subject.userId}/corporate-rdl`,
        desk.staffToken,
        numbers,
      );
      return 'PUT /wallet/lenders/{id}/corporate-rdl';
    },
    async retry(desk, subject, who) {
      if (who === 'staff') {
        await must(desk.product, 'PUT', `/wallet/lenders/${subject.userId}/retry`, desk.staffToken);
        return 'PUT /wallet/lenders/{id}/retry';
      }
      await must(desk.product, 'PUT', '/wallet/retry', subject.token ?? '');
      return 'PUT /wallet/retry';
    },
    async approve(desk, subject) {
      await must(desk.product, 'PUT', `/wallet/lenders/${subject.userId}/approve`, desk.staffToken);
      return 'PUT /wallet/lenders/{id}/approve';
    },
    async refuse(desk, subject, reason) {
      await must(desk.product, 'PUT', `/wallet/lenders/${subject.userId}/refuse`, desk.staffToken, {
        reason,
      });
      return 'PUT /wallet/lenders/{id}/refuse';
    },
    async state(desk, subject) {
      const wallet = await must(
        desk.product,
        'GET',
        `/wallet/lenders/${subject.userId}`,
        desk.staffToken,
      );
      return String(wallet.state);
    },
  },
  graphql: {
    async activate(desk, subject, code) {
      await mustGraphql(
        desk,
        null,
        'mutation ($email: String!, $code: String!) { activateAccount(email: $email, code: $code) }',
        { email: subject.email, code },
      );
      return 'GraphQL activateAccount';
    },
    async request(desk, subject, who, kind) {
      if (who === 'staff') {
        await mustGraphql(
          desk,
          desk.staffToken,
          `mutation ($lenderId: ID!, $kind: WalletKind!) { requestWalletFor(lenderId: $lenderId, kind: $kind) { ${WALLET_ANSWER} } }`,
          { lenderId: subject.userId, kind },
        );
        return 'GraphQL requestWalletFor';
      }
      await mustGraphql(
        desk,
        subject.token,
        `mutation ($kind: WalletKind!) { requestWallet(kind: $kind, consent: true) { ${WALLET_ANSWER} } }`,
        { kind },
      );
      return 'GraphQL requestWallet';
    },
    async record(desk, subject, numbers) {
      await mustGraphql(
        desk,
        desk.staffToken,
        `mutation ($lenderId: ID!, $accountNumber: String!, $cifNumber: String!) {
          recordCorporateRdl(lenderId: $lenderId, accountNumber: $accountNumber, cifNumber: $cifNumber) { ${WALLET_ANSWER} } }`,
        { lenderId: subject.userId, ...numbers },
      );
      return 'GraphQL recordCorporateRdl';
    },
    async retry(desk, subject, who) {
      if (who === 'staff') {
        await mustGraphql(
          desk,
          desk.staffToken,
          `mutation ($lenderId: ID!) { retryWalletFor(lenderId: $lenderId) { ${WALLET_ANSWER} } }`,
          { lenderId: subject.userId },
        );
        return 'GraphQL retryWalletFor';
      }
      await mustGraphql(desk, subject.token, `mutation { retryWallet { ${WALLET_ANSWER} } }`);
      return 'GraphQL retryWallet';
    },
    async approve(desk, subject) {
      await mustGraphql(
        desk,
        desk.staffToken,
        `mutation ($lenderId: ID!) { approveWallet(lenderId: $lenderId) { ${WALLET_ANSWER} } }`,
        { lenderId: subject.userId },
      );
      return 'GraphQL approveWallet';
    },
    async refuse(desk, subject, reason) {
      await mustGraphql(
        desk,
        desk.staffToken,
        `mutation ($lenderId: ID!, $reason: WalletRefusalCode!) { refuseWallet(lenderId: $lenderId, reason: $reason) { ${WALLET_ANSWER} } }`,
        { lenderId: subject.userId, reason },
      );
      return 'GraphQL refuseWallet';
    },
    async state(desk, subject) {
      const data = await mustGraphql<{ lenderWallet: { state: string } | null }>(
        desk,
        desk.staffToken,
        'query ($lenderId: ID!) { lenderWallet(lenderId: $lenderId) { state } }',
        { lenderId: subject.userId },
      );
      return data.lenderWallet?.state ?? '(no wallet)';
    },
  },
};

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
    const surface = at(surfaces, desk);
    const who: Who = (event.actor as Actor | undefined)?.role === 'admin' ? 'staff' : 'the lender';
    switch (event.type) {
      case 'account.activated': {
        const via = await surface.activate(desk, subject, await lastCodeTo(desk, [subject.email]));
        const token = await loginAs(desk.product, subject.email, subject.password);
        subject.token = token;
        const activated = `the lender, with the code e-mailed to them: ${via}`;
        if (!subject.isPersonal) return activated;
        // The bank registers a person's RDL with their validated data (a company's RDL is
        // customer care's): the lender fills it in through REST and staff validate it.
        await validateProfile(desk, { ...subject, token });
        return `${activated}; then their data, filled in and validated by staff (REST)`;
      }
      case 'wallet.request':
        return `${who}: ${await surface.request(desk, subject, who, String(event.kind))}; then ${bankAnswer}`;
      case 'rdl.record':
        // The numbers staff type in: the bank's, each account its own.
        subject.records += 1;
        return `staff: ${await surface.record(desk, subject, {
          accountNumber: `011${subject.records}${subject.n}`,
          cifNumber: `91${subject.records}${subject.n}`,
        })}`;
      case 'bank.retry':
        return `${who}: ${await surface.retry(desk, subject, who)}`;
      case 'wallet.approve':
        return `staff: ${await surface.approve(desk, subject)}`;
      case 'wallet.refuse':
        return `staff: ${await surface.refuse(desk, subject, String(event.reason))}`;
      default:
        throw new Error(`no call of a client sends ${event.type}`);
    }
  },
  async observe(desk, subject) {
    const [row] = await desk.product.db.query<{ state: string }>(
      `SELECT coalesce(w.machine_state, CASE WHEN u.active THEN 'activated' ELSE 'registered' END) AS state
         FROM users u LEFT JOIN lender_wallets w ON w.lender_id = u.id WHERE u.id = $1`,
      [subject.userId],
    );
    return { api: await at(surfaces, desk).state(desk, subject), db: row?.state ?? '(no row)' };
  },
  expected: (snapshot) => ({ api: String(snapshot.value), db: String(snapshot.value) }),
};
