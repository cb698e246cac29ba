// Signer registration at the certified-signature provider: model paths from the machine's graph
// with invariants checked in every state, a coverage check, and the rules as scenarios.
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import {
  MAX_ACTIVATION_RESENDS,
  signatureRegistrationMachine as machine,
} from '../../machines/signature/signature-registration.machine.ts';
import {
  activationResendsLeft,
  type RegistrationSnapshot,
  registrationLabel,
  registrationRefusal,
  registrationStateOf,
  whyNotRegistration,
} from '../../machines/signature/signature-registration.selectors.ts';
import type {
  ProviderStatus,
  RegistrationEvent,
  RegistrationInput,
  RegistrationRefusal,
} from '../../machines/signature/signature-registration.types.ts';
import { modelPaths, replay, uncovered } from '../support/machine-model.ts';

const input: RegistrationInput = { signerId: 'borrower-1' };

const REFUSALS: RegistrationRefusal[] = [
  'EMAIL_ALREADY_REGISTERED',
  'USER_ALREADY_REGISTERED',
  'SELFIE_MISMATCH',
  'BIODATA_MISMATCH',
];
const STATUSES: ProviderStatus[] = ['NOT_REGISTERED', 'UNVERIFIED', 'VERIFIED', 'EXPIRED'];

const events: RegistrationEvent[] = [
  { type: 'registration.request' },
  { type: 'registration.accepted' },
  ...REFUSALS.map((reason) => ({ type: 'registration.refused', reason }) as const),
  { type: 'activation.resend' },
  { type: 'registration.activated' },
  { type: 'registration.verified' },
  { type: 'certificate.issued' },
  { type: 'certificate.expired' },
  { type: 'registration.renew' },
  ...STATUSES.map((status) => ({ type: 'status.checked', status }) as const),
];

const paths = modelPaths(machine, { input, events });

function run(...sequence: RegistrationEvent[]): RegistrationSnapshot {
  let [snapshot] = initialTransition(machine, input);
  for (const event of sequence) [snapshot] = transition(machine, snapshot, event);
  return snapshot;
}

const toAwaiting: RegistrationEvent[] = [
  { type: 'registration.request' },
  { type: 'registration.accepted' },
];
const toActive: RegistrationEvent[] = [
  ...toAwaiting,
  { type: 'registration.activated' },
  { type: 'registration.verified' },
  { type: 'certificate.issued' },
];

describe('signature registration model', () => {
  it('reaches every state and takes every transition', () => {
    expect(uncovered(machine, paths, input)).toEqual({ states: [], transitions: [] });
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', (_, path) => {
    replay(machine, path, {
      input,
      check: (snapshot) => {
        const state = registrationStateOf(snapshot);
        // A refusal reason is shown exactly while the registration is refused.
        expect(snapshot.context.refusal !== null).toBe(state === 'refused');
        expect(snapshot.context.resends).toBeGreaterThanOrEqual(0);
        expect(snapshot.context.resends).toBeLessThanOrEqual(MAX_ACTIVATION_RESENDS);
        // Only an active certificate can sign.
        expect(snapshot.hasTag('canSign')).toBe(state === 'active');
        expect(registrationLabel(snapshot).id).not.toBe('');
        // The explanation agrees with the machine for every event of the alphabet.
        for (const event of events) {
          expect(whyNotRegistration(snapshot, event) === null, event.type).toBe(
            snapshot.can(event),
          );
        }
      },
    });
  });
});

describe('signature registration rules', () => {
  it('goes requested → waiting for e-mail activation → registered → verified → active', () => {
    const seen = [run()];
    for (const event of toActive) seen.push(run(...toActive.slice(0, toActive.indexOf(event) + 1)));
    expect(seen.map(registrationStateOf)).toEqual([
      'unregistered',
      'requested',
      'awaitingActivation',
      'registered',
      'verified',
      'active',
    ]);
    expect(registrationLabel(seen[2] as RegistrationSnapshot)).toEqual({
      id: 'Menunggu Aktivasi Email',
      en: 'Waiting for e-mail activation',
    });
  });

  it('asks the provider to register the signer when requested, and nothing before', () => {
    const [start, startActions] = initialTransition(machine, input);
    expect(startActions.map((a) => a.type)).not.toContain('submitRegistration');
    const [, actions] = transition(machine, start, { type: 'registration.request' });
    expect(actions.map((a) => a.type)).toContain('submitRegistration');
  });

  it(`re-sends the activation e-mail at most ${MAX_ACTIVATION_RESENDS} times`, () => {
    let snapshot = run(...toAwaiting);
    for (let i = 0; i < MAX_ACTIVATION_RESENDS; i++) {
      expect(activationResendsLeft(snapshot)).toBe(MAX_ACTIVATION_RESENDS - i);
      const [next, actions] = transition(machine, snapshot, { type: 'activation.resend' });
      expect(actions.map((a) => a.type)).toContain('resendActivationEmail');
      snapshot = next;
    }
    expect(activationResendsLeft(snapshot)).toBe(0);
    expect(snapshot.can({ type: 'activation.resend' })).toBe(false);
    expect(whyNotRegistration(snapshot, { type: 'activation.resend' })?.code).toBe(
      'RESEND_LIMIT_REACHED',
    );
    // The activation link still works.
    expect(
      registrationStateOf(transition(machine, snapshot, { type: 'registration.activated' })[0]),
    ).toBe('registered');
  });

  it.each(REFUSALS)('keeps the provider refusal %s as the reason', (reason) => {
    const snapshot = run(
      { type: 'registration.request' },
      { type: 'registration.refused', reason },
    );
    expect(registrationStateOf(snapshot)).toBe('refused');
    expect(registrationRefusal(snapshot)?.code).toBe(reason);
    expect(registrationRefusal(snapshot)?.text.id).not.toBe('');
  });

  it('refuses after activation when the identity check fails', () => {
    const snapshot = run(
      ...toAwaiting,
      { type: 'registration.activated' },
      { type: 'registration.refused', reason: 'BIODATA_MISMATCH' },
    );
    expect(registrationRefusal(snapshot)).toEqual({
      code: 'BIODATA_MISMATCH',
      text: {
        id: 'Data diri tidak sesuai dengan data kependudukan',
        en: 'The personal data does not match the population registry',
      },
    });
  });

  it('lets a refused signer request again, clearing the refusal and the resend count', () => {
    const snapshot = run(
      ...toAwaiting,
      { type: 'activation.resend' },
      { type: 'status.checked', status: 'NOT_REGISTERED' },
      { type: 'registration.request' },
      { type: 'registration.refused', reason: 'SELFIE_MISMATCH' },
      { type: 'registration.request' },
    );
    expect(registrationStateOf(snapshot)).toBe('requested');
    expect(snapshot.context).toEqual({ signerId: 'borrower-1', refusal: null, resends: 0 });
  });

  it('follows the status check when the user was already registered elsewhere', () => {
    const refused = run(
      { type: 'registration.request' },
      { type: 'registration.refused', reason: 'USER_ALREADY_REGISTERED' },
    );
    const verified = transition(machine, refused, {
      type: 'status.checked',
      status: 'VERIFIED',
    })[0];
    expect(registrationStateOf(verified)).toBe('verified');
    expect(verified.context.refusal).toBeNull();
  });

  it.each([
    ['NOT_REGISTERED', 'unregistered'],
    ['UNVERIFIED', 'awaitingActivation'],
    ['VERIFIED', 'verified'],
    ['EXPIRED', 'expired'],
  ] as const)('moves to the state the provider reports: %s → %s', (status, state) => {
    const snapshot = run({ type: 'registration.request' }, { type: 'status.checked', status });
    expect(registrationStateOf(snapshot)).toBe(state);
  });

  it('never demotes an active signer on a "verified" status, and says so', () => {
    const active = run(...toActive);
    const event = { type: 'status.checked', status: 'VERIFIED' } as const;
    expect(active.can(event)).toBe(false);
    expect(whyNotRegistration(active, event)?.code).toBe('SAME_STATUS');
    expect(
      registrationStateOf(
        transition(machine, active, { type: 'status.checked', status: 'EXPIRED' })[0],
      ),
    ).toBe('expired');
  });

  it('renews an expired certificate by registering again', () => {
    const expired = run(...toActive, { type: 'certificate.expired' });
    expect(expired.hasTag('canRenew')).toBe(true);
    expect(whyNotRegistration(expired, { type: 'registration.request' })?.code).toBe('WRONG_STATE');
    const [renewed, actions] = transition(machine, expired, { type: 'registration.renew' });
    expect(registrationStateOf(renewed)).toBe('requested');
    expect(actions.map((a) => a.type)).toContain('submitRegistration');
  });
});
