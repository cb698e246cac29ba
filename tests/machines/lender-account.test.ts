// The lender's account and wallet: model paths from the machine's graph (for a personal and a
// company lender) with invariants checked in every state, a coverage check, and the rules (the
// bank's RDL chain, staff approval, corporate RDL through customer care) as scenarios.
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import {
  MAX_BANK_ATTEMPTS,
  lenderAccountMachine as machine,
} from '../../machines/lender-account/lender-account.machine.ts';
import {
  bankFailure,
  type LenderAccountSnapshot,
  lenderAccountLabel,
  lenderAccountStateOf,
  visibleWallet,
  walletActions,
  walletRefusal,
  whyNotLenderAccount,
} from '../../machines/lender-account/lender-account.selectors.ts';
import type {
  Actor,
  LenderAccountEvent,
  LenderAccountInput,
  WalletKind,
} from '../../machines/lender-account/lender-account.types.ts';
import { modelPaths, replay, uncovered } from '../support/machine-model.ts';

const lender: Actor = { userId: 'lender-1', role: 'lender' };
const otherLender: Actor = { userId: 'lender-2', role: 'lender' };
const borrower: Actor = { userId: 'borrower-1', role: 'borrower' };
const staff: Actor = { userId: 'staff-1', role: 'admin' };

const personal: LenderAccountInput = { lenderId: lender.userId, lenderType: 'personal' };
const company: LenderAccountInput = { lenderId: lender.userId, lenderType: 'company' };

const VA_NUMBER = '8800123456789';
const CONSENTED = '2026-03-02T09:15:00.000Z';
const RDL_NUMBER = '0115476117';
const CIF = '9100234';

const events: LenderAccountEvent[] = [
  { type: 'account.activated' },
  ...[lender, otherLender, borrower, staff].flatMap((actor) =>
    (['VA', 'RDL'] as const).map(
      (kind) => ({ type: 'wallet.request', actor, kind, consentedAt: CONSENTED }) as const,
    ),
  ),
  // The lender asking without agreeing to the terms: refused whatever the state.
  { type: 'wallet.request', actor: lender, kind: 'VA', consentedAt: null },
  // Customer care asking on the lender's behalf: no consent of the lender's own.
  { type: 'wallet.request', actor: staff, kind: 'RDL', consentedAt: null },
  { type: 'va.created', accountNumber: VA_NUMBER },
  { type: 'va.created', accountNumber: 'VA-1' },
  { type: 'rdl.kycPassed' },
  { type: 'rdl.cifCreated', cifNumber: CIF },
  { type: 'rdl.cifCreated', cifNumber: '' },
  { type: 'rdl.accountOpened', accountNumber: RDL_NUMBER },
  { type: 'rdl.accountOpened', accountNumber: '12' },
  { type: 'bank.failed', responseCode: '0400' },
  { type: 'rdl.record', actor: staff, accountNumber: RDL_NUMBER, cifNumber: CIF },
  { type: 'rdl.record', actor: staff, accountNumber: '12', cifNumber: CIF },
  { type: 'rdl.record', actor: lender, accountNumber: RDL_NUMBER, cifNumber: CIF },
  { type: 'bank.retry', actor: lender },
  { type: 'bank.retry', actor: staff },
  { type: 'bank.retry', actor: otherLender },
  { type: 'wallet.approve', actor: staff },
  { type: 'wallet.approve', actor: lender },
  { type: 'wallet.refuse', actor: staff, reason: 'DATA_MISMATCH' },
  { type: 'wallet.refuse', actor: staff, reason: 'BANK_REGISTRATION_FAILED' },
  { type: 'wallet.refuse', actor: lender, reason: 'DATA_MISMATCH' },
];

const models = [
  ['personal', personal, modelPaths(machine, { input: personal, events })],
  ['company', company, modelPaths(machine, { input: company, events })],
] as const;

function run(sequence: LenderAccountEvent[], input = personal): LenderAccountSnapshot {
  let [snapshot] = initialTransition(machine, input);
  for (const event of sequence) [snapshot] = transition(machine, snapshot, event);
  return snapshot;
}

const request = (kind: WalletKind, actor: Actor = lender): LenderAccountEvent => ({
  type: 'wallet.request',
  actor,
  kind,
  consentedAt: actor.role === 'lender' ? CONSENTED : null,
});
const activated: LenderAccountEvent = { type: 'account.activated' };
const kycPassed: LenderAccountEvent = { type: 'rdl.kycPassed' };
const cifCreated: LenderAccountEvent = { type: 'rdl.cifCreated', cifNumber: CIF };
const opened: LenderAccountEvent = { type: 'rdl.accountOpened', accountNumber: RDL_NUMBER };
const failed: LenderAccountEvent = { type: 'bank.failed', responseCode: '0400' };
const retry: LenderAccountEvent = { type: 'bank.retry', actor: lender };
const approve: LenderAccountEvent = { type: 'wallet.approve', actor: staff };
const rdlOpened = [activated, request('RDL'), kycPassed, cifCreated, opened];

describe.each(models)('lender account model (%s lender)', (_, input, paths) => {
  it('reaches every state and takes every transition open to this lender', () => {
    const missed = uncovered(machine, paths, input);
    if (input.lenderType === 'personal') {
      // Only a company's RDL may be recorded by hand: for a person that edge stays closed.
      expect(missed.states).toEqual([]);
      expect(missed.transitions.filter((t) => !/--rdl\.record-->/.test(t))).toEqual([]);
      return;
    }
    // A company never enters the bank's RDL chain (a person's face check and registration), by
    // anyone's request: its RDL is recorded by hand. Every other state and edge is open to it.
    const chain = ['kycSubmitted', 'kycPassed', 'cifCreated'];
    expect(missed.states).toEqual(chain);
    const intoOrInChain = new RegExp(`(^| )(${chain.join('|')})( |$)`);
    expect(missed.transitions.filter((t) => !intoOrInChain.test(t))).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', (_, path) => {
    replay(machine, path, {
      input,
      check: (snapshot, event) => {
        const state = lenderAccountStateOf(snapshot);
        const { kind, accountNumber, cifNumber, bankAttempts } = snapshot.context;
        // The account and CIF numbers are never shown before staff approval.
        expect(visibleWallet(snapshot) !== null).toBe(state === 'approved');
        if (state === 'approved') {
          expect(accountNumber).not.toBeNull();
          // An RDL always has a CIF; a VA never does.
          expect(cifNumber !== null).toBe(kind === 'RDL');
        }
        // A company never reaches the RDL chain.
        if (input.lenderType === 'company') expect(state).not.toMatch(/^(kyc|cif)/);
        expect(bankAttempts).toBeLessThanOrEqual(MAX_BANK_ATTEMPTS);
        expect(bankFailure(snapshot) !== null).toBe(state === 'bankFailed');
        expect(walletRefusal(snapshot) !== null).toBe(state === 'refused');
        expect(lenderAccountLabel(snapshot).id).not.toBe('');
        // A hand-recorded RDL is a company's, recorded by staff.
        if (event?.type === 'rdl.record' && state === 'awaitingApproval') {
          expect(input.lenderType).toBe('company');
          expect(event.actor.role).toBe('admin');
        }
        // The actions offered are exactly the events the machine takes from that person.
        for (const actor of [lender, staff]) {
          const open = walletActions(snapshot, actor).filter((a) => a.allowed);
          // Nothing more is done to an approved wallet here (balances are a later issue).
          if (snapshot.hasTag('walletActive')) expect(open).toEqual([]);
          expect(open.some((a) => a.action === 'approve')).toBe(
            actor === staff && state === 'awaitingApproval',
          );
        }
        for (const probe of events) {
          expect(whyNotLenderAccount(snapshot, probe) === null, probe.type).toBe(
            snapshot.can(probe),
          );
        }
      },
    });
  });
});

describe('lender account rules', () => {
  it('goes registered → activated → VA requested → awaiting approval → approved', () => {
    const steps: LenderAccountEvent[] = [
      activated,
      request('VA'),
      { type: 'va.created', accountNumber: VA_NUMBER },
      approve,
    ];
    const states = steps.map((_, i) => lenderAccountStateOf(run(steps.slice(0, i + 1))));
    expect(states).toEqual(['activated', 'vaRequested', 'awaitingApproval', 'approved']);
    expect(visibleWallet(run(steps))).toEqual({
      kind: 'VA',
      accountNumber: VA_NUMBER,
      cifNumber: null,
    });
  });

  it('runs the RDL through KYC, CIF and account opening, calling the bank at each step', () => {
    let [snapshot] = initialTransition(machine, personal);
    const calls: string[] = [];
    for (const event of rdlOpened) {
      const [next, actions] = transition(machine, snapshot, event);
      calls.push(...actions.map((a) => a.type).filter((t) => !t.startsWith('xstate.')));
      snapshot = next;
    }
    expect(lenderAccountStateOf(snapshot)).toBe('awaitingApproval');
    expect(calls).toEqual(
      expect.arrayContaining(['submitKyc', 'registerInvestor', 'openRdlAccount']),
    );
    expect(calls.indexOf('submitKyc')).toBeLessThan(calls.indexOf('registerInvestor'));
    expect(calls.indexOf('registerInvestor')).toBeLessThan(calls.indexOf('openRdlAccount'));
  });

  it('hides the account and CIF numbers until staff approve, then shows both', () => {
    const opened = run(rdlOpened);
    expect(opened.context.accountNumber).toBe(RDL_NUMBER);
    expect(visibleWallet(opened)).toBeNull();
    expect(visibleWallet(transition(machine, opened, approve)[0])).toEqual({
      kind: 'RDL',
      accountNumber: RDL_NUMBER,
      cifNumber: CIF,
    });
    const refused = transition(machine, opened, {
      type: 'wallet.refuse',
      actor: staff,
      reason: 'DATA_MISMATCH',
    })[0];
    expect(visibleWallet(refused)).toBeNull();
  });

  it('lets only staff approve or refuse', () => {
    const opened = run(rdlOpened);
    expect(whyNotLenderAccount(opened, { type: 'wallet.approve', actor: lender })?.code).toBe(
      'WRONG_ROLE',
    );
    expect(
      whyNotLenderAccount(opened, { type: 'wallet.refuse', actor: lender, reason: 'DATA_MISMATCH' })
        ?.code,
    ).toBe('WRONG_ROLE');
  });

  it("never sends a company through the RDL chain: customer care records the company's RDL", () => {
    const ready = run([activated], company);
    expect(whyNotLenderAccount(ready, request('RDL'))?.code).toBe(
      'CORPORATE_RDL_VIA_CUSTOMER_CARE',
    );
    expect(whyNotLenderAccount(ready, request('VA'))).toBeNull();
    // Staff asking are told to record it: the chain's face check and registration are a person's.
    expect(whyNotLenderAccount(ready, request('RDL', staff))?.code).toBe(
      'CORPORATE_RDL_RECORD_BY_HAND',
    );
    expect(lenderAccountStateOf(transition(machine, ready, request('RDL', staff))[0])).toBe(
      'activated',
    );
    // A personal lender asks for an RDL directly.
    expect(whyNotLenderAccount(run([activated]), request('RDL'))).toBeNull();
  });

  it("takes requests only from the lender or staff, and not before the e-mail's activation", () => {
    expect(whyNotLenderAccount(run([]), request('VA'))?.code).toBe('WRONG_STATE');
    const ready = run([activated]);
    expect(whyNotLenderAccount(ready, request('VA', otherLender))?.code).toBe('NOT_OWNER');
    expect(whyNotLenderAccount(ready, request('VA', borrower))?.code).toBe('WRONG_ROLE');
  });

  it("takes a lender's request only with their consent, and keeps its moment with the request", () => {
    const ready = run([activated]);
    const unconsented: LenderAccountEvent = {
      type: 'wallet.request',
      actor: lender,
      kind: 'VA',
      consentedAt: null,
    };
    expect(whyNotLenderAccount(ready, unconsented)?.code).toBe('CONSENT_MISSING');
    expect(lenderAccountStateOf(transition(machine, ready, unconsented)[0])).toBe('activated');
    const requested = transition(machine, ready, request('VA'))[0];
    expect(requested.context.consentedAt).toBe(CONSENTED);
    // Customer care asks on the lender's behalf without the lender's own consent.
    const byStaff = transition(machine, ready, request('VA', staff))[0];
    expect(lenderAccountStateOf(byStaff)).toBe('vaRequested');
    expect(byStaff.context.consentedAt).toBeNull();
    // Offered to the lender all the same: the consent comes with the click.
    expect(walletActions(ready, lender).find((a) => a.action === 'requestVa')?.allowed).toBe(true);
  });

  it('refuses malformed numbers from the bank', () => {
    const va = run([activated, request('VA')]);
    expect(whyNotLenderAccount(va, { type: 'va.created', accountNumber: '12AB34' })?.code).toBe(
      'ACCOUNT_NUMBER_INVALID',
    );
    const kyc = run([activated, request('RDL'), kycPassed]);
    expect(whyNotLenderAccount(kyc, { type: 'rdl.cifCreated', cifNumber: 'x' })?.code).toBe(
      'CIF_NUMBER_INVALID',
    );
  });

  it.each([
    ['KYC', [activated, request('RDL')], 'kycSubmitted'],
    ['CIF', [activated, request('RDL'), kycPassed], 'kycPassed'],
    ['ACCOUNT', [activated, request('RDL'), kycPassed, cifCreated], 'cifCreated'],
    ['VA', [activated, request('VA')], 'vaRequested'],
  ] as const)('retries a failed %s step where it failed', (step, before, resumeAt) => {
    const down = run([...before, failed]);
    expect(bankFailure(down)).toMatchObject({ step, responseCode: '0400', outcomeUnknown: false });
    expect(lenderAccountStateOf(transition(machine, down, retry)[0])).toBe(resumeAt);
  });

  it.each([
    ['NO_ANSWER', true],
    ['HTTP_504', true],
    ['BAD_ANSWER', true],
    ['0400', false],
    ['HTTP_404', false],
  ] as const)('tells a step whose answer never came (%s) from a refusal', (code, unknown) => {
    const down = run([activated, request('VA'), { type: 'bank.failed', responseCode: code }]);
    const failure = bankFailure(down);
    expect(failure?.outcomeUnknown).toBe(unknown);
    expect(failure?.text).toEqual(
      unknown
        ? {
            id: 'Bank belum menjawab pembuatan virtual account Anda; petugas kami akan menanyakannya lagi',
            en: 'The bank has not yet answered about opening your virtual account; our staff will ask again',
          }
        : { id: 'Pembuatan virtual account gagal', en: 'Creating the virtual account failed' },
    );
  });

  it('keeps the CIF when opening the account is retried', () => {
    const retried = run([activated, request('RDL'), kycPassed, cifCreated, failed, retry, opened]);
    expect(retried.context.cifNumber).toBe(CIF);
    expect(lenderAccountStateOf(retried)).toBe('awaitingApproval');
  });

  it(`allows ${MAX_BANK_ATTEMPTS} requests to the bank in all, then staff refuse`, () => {
    const exhausted = run([activated, request('RDL'), failed, retry, failed, retry, failed]);
    expect(whyNotLenderAccount(exhausted, retry)?.code).toBe('RETRY_LIMIT_REACHED');
    const refused = transition(machine, exhausted, {
      type: 'wallet.refuse',
      actor: staff,
      reason: 'BANK_REGISTRATION_FAILED',
    })[0];
    expect(walletRefusal(refused)).toEqual({
      code: 'BANK_REGISTRATION_FAILED',
      text: { id: 'Pendaftaran di bank gagal', en: 'Registration at the bank failed' },
    });
  });

  it('takes a new request after a refusal, starting afresh', () => {
    const again = run([
      ...rdlOpened,
      { type: 'wallet.refuse', actor: staff, reason: 'DATA_INCOMPLETE' },
      request('VA'),
    ]);
    expect(lenderAccountStateOf(again)).toBe('vaRequested');
    expect(again.context).toMatchObject({
      kind: 'VA',
      accountNumber: null,
      cifNumber: null,
      refusal: null,
      bankAttempts: 1,
    });
  });

  it("records a company's RDL typed in by customer care, then waits for approval", () => {
    const ready = run([activated], company);
    const record: LenderAccountEvent = {
      type: 'rdl.record',
      actor: staff,
      accountNumber: RDL_NUMBER,
      cifNumber: CIF,
    };
    const recorded = transition(machine, ready, record)[0];
    expect(lenderAccountStateOf(recorded)).toBe('awaitingApproval');
    expect(visibleWallet(recorded)).toBeNull();
    expect(visibleWallet(transition(machine, recorded, approve)[0])).toEqual({
      kind: 'RDL',
      accountNumber: RDL_NUMBER,
      cifNumber: CIF,
    });
    expect(whyNotLenderAccount(ready, { ...record, actor: lender })?.code).toBe('WRONG_ROLE');
    expect(whyNotLenderAccount(run([activated]), record)?.code).toBe('MANUAL_RDL_COMPANY_ONLY');
    expect(whyNotLenderAccount(ready, { ...record, cifNumber: 'CIF' })?.code).toBe(
      'CIF_NUMBER_INVALID',
    );
    expect(whyNotLenderAccount(recorded, record)?.code).toBe('WRONG_STATE');
  });

  it('offers each person the wallet actions the machine would take from them', () => {
    const allowed = (snapshot: LenderAccountSnapshot, actor: Actor) =>
      walletActions(snapshot, actor)
        .filter((a) => a.allowed)
        .map((a) => a.action);
    expect(allowed(run([activated]), lender)).toEqual(['requestVa', 'requestRdl']);
    expect(allowed(run([activated], company), lender)).toEqual(['requestVa']);
    expect(allowed(run([activated], company), staff)).toEqual(['requestVa', 'recordCorporateRdl']);
    expect(allowed(run(rdlOpened), lender)).toEqual([]);
    expect(allowed(run(rdlOpened), staff)).toEqual(['approve', 'refuse']);
    expect(allowed(run([activated, request('VA'), failed]), lender)).toEqual(['retry']);
    const why = walletActions(run([activated], company), lender).find(
      (a) => a.action === 'requestRdl',
    );
    expect(why?.reason?.code).toBe('CORPORATE_RDL_VIA_CUSTOMER_CARE');
  });
});
