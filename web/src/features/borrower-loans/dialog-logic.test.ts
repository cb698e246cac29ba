// The borrower's dialogs as the screen runs them (dialog-logic.ts), with fake timers: the
// 200 ms wait before the cancel's callback and navigation, the toasts, and what a failure does.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { isOpen, isSending } from '../../../../machines/dialogs/dialogs.selectors.ts';
import {
  cancelSubmissionLogic,
  clearStoredDisbursement,
  completeDisbursementLogic,
  readStoredDisbursement,
  respondOfferLogic,
  signingReturnOf,
  signingReturnUrl,
  writeStoredDisbursement,
} from './dialog-logic.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function deferred() {
  let resolve: (value?: unknown) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('cancel submission dialog', () => {
  function start(outcome: 'ok' | 'fail') {
    const request = deferred();
    const calls: string[] = [];
    const actor = createActor(
      cancelSubmissionLogic(() => ({
        cancel: (reason) => {
          calls.push(`cancel:${reason}`);
          return request.promise;
        },
        toast: (tone, key) => calls.push(`toast:${tone}:${key}`),
        navigate: (to) => calls.push(`navigate:${to}`),
        onSucceeded: () => calls.push('succeeded'),
      })),
    ).start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'dialog.confirm', reason: '  Tidak jadi  ' });
    if (outcome === 'ok') request.resolve();
    else request.reject(new Error('Gagal'));
    return { actor, calls };
  }

  it('sends, toasts, hides, and goes to /borrower/proposal only after 200 ms', async () => {
    const { actor, calls } = start('ok');
    expect(calls).toEqual(['cancel:Tidak jadi']);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['cancel:Tidak jadi', 'toast:success:dialogs.cancel.success']);
    expect(isOpen(actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(199);
    expect(calls).not.toContain('navigate:/borrower/proposal');
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.slice(2)).toEqual(['succeeded', 'navigate:/borrower/proposal']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('on failure shows the failure message, hides the dialog and stays', async () => {
    const { actor, calls } = start('fail');
    expect(isSending(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual(['cancel:Tidak jadi', 'toast:error:dialogs.cancel.failure']);
    expect(isOpen(actor.getSnapshot())).toBe(false);
    // It can be opened again: the borrower stayed on the page.
    actor.send({ type: 'dialog.open' });
    expect(isOpen(actor.getSnapshot())).toBe(true);
  });

  it('asks for a reason before sending anything', () => {
    const calls: string[] = [];
    const actor = createActor(
      cancelSubmissionLogic(() => ({
        cancel: async () => calls.push('cancel'),
        toast: () => calls.push('toast'),
        navigate: () => calls.push('navigate'),
        onSucceeded: () => calls.push('succeeded'),
      })),
    ).start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'dialog.confirm', reason: '   ' });
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().context.reasonMissing).toBe(true);
  });
});

describe('offer answer dialog', () => {
  it.each(['accept', 'decline'] as const)(
    '%s: sends, toasts, closes and reloads',
    async (decision) => {
      const calls: string[] = [];
      const actor = createActor(
        respondOfferLogic(() => ({
          respond: async (sent) => calls.push(`respond:${sent}`),
          toast: (tone, key) => calls.push(`toast:${tone}:${key}`),
          onSucceeded: () => calls.push('succeeded'),
        })),
      ).start();
      actor.send({ type: 'dialog.open', decision });
      actor.send({ type: 'consent.change', given: true });
      actor.send({ type: 'dialog.confirm' });
      expect(isSending(actor.getSnapshot())).toBe(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toEqual([
        `respond:${decision}`,
        `toast:success:dialogs.${decision}Offer.success`,
        'succeeded',
      ]);
      expect(isOpen(actor.getSnapshot())).toBe(false);
    },
  );

  it('stays open, not sending, after a failure', async () => {
    const calls: string[] = [];
    const actor = createActor(
      respondOfferLogic(() => ({
        respond: () => Promise.reject(new Error('no')),
        toast: (tone, key) => calls.push(`toast:${tone}:${key}`),
        onSucceeded: () => calls.push('succeeded'),
      })),
    ).start();
    actor.send({ type: 'dialog.open', decision: 'accept' });
    actor.send({ type: 'consent.change', given: true });
    actor.send({ type: 'dialog.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['toast:error:dialogs.acceptOffer.failure']);
    expect(isOpen(actor.getSnapshot())).toBe(true);
    expect(isSending(actor.getSnapshot())).toBe(false);
  });
});

describe('complete disbursement dialog (back from signing)', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
      removeItem: (key: string) => items.delete(key),
    };
  };

  it('approves with the stored parameters, then clears them and reloads', async () => {
    const storage = memory();
    storage.setItem(
      'lumbung.disbursementSigning',
      JSON.stringify({ loanId: 7, returnAddress: '/borrower/loans/7' }),
    );
    const calls: string[] = [];
    const actor = createActor(
      completeDisbursementLogic(() => ({
        approve: async (stored) => calls.push(`approve:${stored.loanId}`),
        clearStored: () => {
          clearStoredDisbursement(storage);
          calls.push('cleared');
        },
        toast: (tone, key) => calls.push(`toast:${tone}:${key}`),
        onSucceeded: () => calls.push('succeeded'),
      })),
    ).start();
    actor.send({ type: 'dialog.open', stored: readStoredDisbursement(storage) });
    expect(isOpen(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([
      'approve:7',
      'cleared',
      'toast:success:dialogs.approveDisbursement.success',
      'succeeded',
    ]);
    expect(readStoredDisbursement(storage)).toBeNull();
    expect(isOpen(actor.getSnapshot())).toBe(false);
  });

  it('simply stays closed without stored parameters, and keeps them after a failure', async () => {
    const storage = memory();
    const calls: string[] = [];
    const effects = () => ({
      approve: () => Promise.reject(new Error('no')),
      clearStored: () => calls.push('cleared'),
      toast: (tone: string, key: string) => calls.push(`toast:${tone}:${key}`),
      onSucceeded: () => calls.push('succeeded'),
    });
    const idle = createActor(completeDisbursementLogic(effects)).start();
    idle.send({ type: 'dialog.open', stored: readStoredDisbursement(storage) });
    expect(isOpen(idle.getSnapshot())).toBe(false);

    storage.setItem('lumbung.disbursementSigning', '{"loanId":3,"returnAddress":"/x"}');
    const failing = createActor(completeDisbursementLogic(effects)).start();
    failing.send({ type: 'dialog.open', stored: readStoredDisbursement(storage) });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['toast:error:dialogs.approveDisbursement.failure']);
    expect(readStoredDisbursement(storage)).toEqual({ loanId: 3, returnAddress: '/x' });
  });
});

describe('the signing return', () => {
  it('completes on signing_complete, reports the other known events, ignores the rest', () => {
    expect(signingReturnOf('signing_complete')).toEqual({ kind: 'complete' });
    expect(signingReturnOf('decline')).toEqual({ kind: 'report', event: 'decline' });
    expect(signingReturnOf('ttl_expired')).toEqual({ kind: 'report', event: 'ttl_expired' });
    expect(signingReturnOf(null)).toEqual({ kind: 'none' });
    expect(signingReturnOf('toString')).toEqual({ kind: 'none' });
    expect(signingReturnOf('<script>')).toEqual({ kind: 'none' });
  });

  it('stores the session the completion dialog reads back', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
    writeStoredDisbursement(storage, { loanId: 9, returnAddress: 'http://x/borrower/loans/9' });
    expect(readStoredDisbursement(storage)).toEqual({
      loanId: 9,
      returnAddress: 'http://x/borrower/loans/9',
    });
    expect(signingReturnUrl('http://x', '9')).toBe('http://x/borrower/loans/9');
  });
});
