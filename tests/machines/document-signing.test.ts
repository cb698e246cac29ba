// Signing of one document by one signer: model paths from the machine's graph with invariants
// checked in every state, a coverage check, and every provider return mapped as a scenario.
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import {
  documentSigningMachine as machine,
  RETURN_EVENTS,
} from '../../machines/signature/document-signing.machine.ts';
import {
  type SigningSnapshot,
  signingLabel,
  signingMessage,
  signingStateOf,
  whyNotSigning,
} from '../../machines/signature/document-signing.selectors.ts';
import type {
  ReturnEvent,
  SigningEvent,
  SigningInput,
} from '../../machines/signature/document-signing.types.ts';
import { modelPaths, replay, uncovered } from '../support/machine-model.ts';

const input: SigningInput = { provider: 'docusign', documentId: 'agreement-7', signerId: 'b-1' };

const RETURNS = Object.keys(RETURN_EVENTS) as ReturnEvent[];

const events: SigningEvent[] = [
  { type: 'signing.request' },
  { type: 'signing.urlIssued' },
  { type: 'signing.requestFailed' },
  ...RETURNS.map((event) => ({ type: 'signing.returned', event }) as const),
  { type: 'signing.returned', event: 'signing_completed' },
  { type: 'signing.returned', event: '' },
  { type: 'signing.completed' },
  { type: 'signing.failed' },
];

const paths = modelPaths(machine, { input, events });

function run(sequence: SigningEvent[], start: SigningInput = input): SigningSnapshot {
  let [snapshot] = initialTransition(machine, start);
  for (const event of sequence) [snapshot] = transition(machine, snapshot, event);
  return snapshot;
}

const toUrl: SigningEvent[] = [{ type: 'signing.request' }, { type: 'signing.urlIssued' }];

describe('document signing model', () => {
  it('reaches every state and takes every transition', () => {
    expect(uncovered(machine, paths, input)).toEqual({ states: [], transitions: [] });
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', (_, path) => {
    replay(machine, path, {
      input,
      check: (snapshot, event) => {
        const state = signingStateOf(snapshot);
        // Signed only after the signer signed, and a signed document stays signed.
        expect(snapshot.hasTag('signed')).toBe(state === 'completed');
        if (state === 'completed') expect(snapshot.context.message).toBe('SIGNED');
        // Every outcome other than a fresh request carries a message for the signer.
        if (['cancelled', 'expired', 'failed', 'declined', 'pending'].includes(state)) {
          expect(signingMessage(snapshot)).not.toBeNull();
        }
        if (event?.type === 'signing.request' && state === 'requested') {
          expect(snapshot.context.message).toBeNull();
        }
        expect(snapshot.hasTag('canStart')).toBe(
          snapshot.can({ type: 'signing.request' }) && state !== 'urlIssued',
        );
        expect(signingLabel(snapshot).en).not.toBe('');
        for (const probe of events) {
          expect(whyNotSigning(snapshot, probe) === null, probe.type).toBe(snapshot.can(probe));
        }
      },
    });
  });
});

describe('document signing rules', () => {
  it.each([
    ['signing_complete', 'completed', 'SIGNED'],
    ['cancel', 'cancelled', 'SIGNING_CANCELLED'],
    ['decline', 'declined', 'SIGNING_DECLINED'],
    ['exception', 'failed', 'SIGNING_ERROR'],
    ['session_timeout', 'expired', 'SESSION_TIMEOUT'],
    ['ttl_expired', 'expired', 'LINK_EXPIRED'],
    ['viewing_complete', 'cancelled', 'VIEWED_ONLY'],
    ['fax_pending', 'pending', 'FAX_PENDING'],
    ['id_check_failed', 'failed', 'ID_CHECK_FAILED'],
  ] as const)('maps the return event %s to %s with message %s', (event, state, message) => {
    const snapshot = run([...toUrl, { type: 'signing.returned', event }]);
    expect(signingStateOf(snapshot)).toBe(state);
    expect(signingMessage(snapshot)?.code).toBe(message);
  });

  it("shows the catalogue's message when the signing request fails", () => {
    const snapshot = run([{ type: 'signing.request' }, { type: 'signing.requestFailed' }]);
    expect(signingStateOf(snapshot)).toBe('failed');
    expect(signingMessage(snapshot)?.text.id).toBe('Gagal melakukan request docusign');
    const teken = run([{ type: 'signing.request' }, { type: 'signing.requestFailed' }], {
      ...input,
      provider: 'teken',
    });
    expect(signingMessage(teken)?.text.id).toBe('Gagal melakukan request teken');
  });

  it('refuses an unknown return event and stays with the issued URL', () => {
    const atUrl = run(toUrl);
    const event = { type: 'signing.returned', event: 'signed' } as const;
    expect(atUrl.can(event)).toBe(false);
    expect(whyNotSigning(atUrl, event)?.code).toBe('UNKNOWN_RETURN_EVENT');
    expect(signingStateOf(transition(machine, atUrl, event)[0])).toBe('urlIssued');
  });

  it('takes returns only from the envelope provider; the PSrE reports through callbacks', () => {
    const teken = { ...input, provider: 'teken' } as const;
    const atUrl = run(toUrl, teken);
    const back = { type: 'signing.returned', event: 'signing_complete' } as const;
    expect(whyNotSigning(atUrl, back)?.code).toBe('NOT_ENVELOPE_PROVIDER');
    expect(signingStateOf(run([...toUrl, { type: 'signing.completed' }], teken))).toBe('completed');
    expect(signingStateOf(run([...toUrl, { type: 'signing.failed' }], teken))).toBe('failed');
  });

  it('takes returns from the built-in provider, which imitates the envelope provider', () => {
    const local = { ...input, provider: 'local' } as const;
    for (const [event, { to }] of Object.entries(RETURN_EVENTS)) {
      const back = { type: 'signing.returned', event } as const;
      expect(whyNotSigning(run(toUrl, local), back)).toBeNull();
      expect(signingStateOf(run([...toUrl, back], local))).toBe(to);
    }
  });

  it('completes a fax signature when the provider confirms it', () => {
    const pending = run([...toUrl, { type: 'signing.returned', event: 'fax_pending' }]);
    expect(pending.hasTag('inProgress')).toBe(true);
    expect(signingStateOf(transition(machine, pending, { type: 'signing.completed' })[0])).toBe(
      'completed',
    );
  });

  it.each(['cancel', 'session_timeout', 'ttl_expired', 'exception', 'viewing_complete'] as const)(
    'lets the signer start again after %s, with a new URL request',
    (event) => {
      const left = run([...toUrl, { type: 'signing.returned', event }]);
      const [again, actions] = transition(machine, left, { type: 'signing.request' });
      expect(signingStateOf(again)).toBe('requested');
      expect(again.context.message).toBeNull();
      expect(actions.map((a) => a.type)).toContain('requestSigningUrl');
    },
  );

  it.each(['cancel', 'session_timeout', 'ttl_expired', 'exception'] as const)(
    'completes after %s when the provider says the document was signed after all',
    (event) => {
      const left = run([...toUrl, { type: 'signing.returned', event }]);
      const signed = transition(machine, left, { type: 'signing.completed' })[0];
      expect(signingStateOf(signed)).toBe('completed');
      expect(signingMessage(signed)?.code).toBe('SIGNED');
    },
  );

  it('replaces an issued URL that was never used', () => {
    const snapshot = run([...toUrl, { type: 'signing.request' }]);
    expect(signingStateOf(snapshot)).toBe('requested');
  });

  it.each(['signing_complete', 'decline'] as const)('ends for good after %s', (event) => {
    const done = run([...toUrl, { type: 'signing.returned', event }]);
    expect(done.status).toBe('done');
    expect(done.hasTag('final')).toBe(true);
    expect(whyNotSigning(done, { type: 'signing.request' })?.code).toBe('WRONG_STATE');
  });
});
