// The bail photo step (spec §2 "Bail photo component", §4 "Bail photo step", §5, §8): paths
// generated from the machine's graph for an editable step, a read-only one and one whose Next is
// disabled, replayed with the invariants of every state, then each rule.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { initialTransition, transition } from 'xstate';
import { bailPhotosMachine as machine } from '../../machines/bail-photos/bail-photos.machine.ts';
import {
  canEditPhotos,
  canGoNext,
  canSave,
  isLoading,
  isNextVisible,
  isReadOnly,
  isSending,
} from '../../machines/bail-photos/bail-photos.selectors.ts';
import type {
  BailPhotosEvent,
  BailPhotosInput,
} from '../../machines/bail-photos/bail-photos.types.ts';
import { modelPaths, replay, uncoveredByAll } from '../support/machine-model.ts';

type Snapshot = SnapshotFrom<typeof machine>;

const ONE = 'bail/7/front.jpg';
const TWO = 'bail/7/side.jpg';

const EVENTS: BailPhotosEvent[] = [
  { type: 'loan.changed', loanId: 7 },
  { type: 'loan.changed', loanId: 8 },
  { type: 'loan.changed', loanId: 0 },
  { type: 'loan.changed', loanId: undefined },
  { type: 'photos.loaded', photos: [TWO] },
  { type: 'photos.loaded', photos: [] },
  { type: 'photos.loadFailed' },
  { type: 'photo.added', path: ONE },
  { type: 'photo.added', path: '' },
  { type: 'photo.removed', path: ONE },
  { type: 'photos.save' },
  { type: 'photos.saved' },
  { type: 'photos.saveFailed' },
  { type: 'step.next' },
  { type: 'step.back' },
  { type: 'step.submit' },
];

/** The list's order does not change what the step may do: compare lists as sets. */
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.loanId, [...snapshot.context.photos].sort()]);

const INPUTS: Record<string, BailPhotosInput> = {
  editable: { readOnly: false, nextDisabled: false },
  'read-only': { readOnly: true, nextDisabled: false },
  'next disabled': { readOnly: false, nextDisabled: true },
};

const runs = Object.entries(INPUTS).map(([label, input]) => ({
  label,
  input,
  paths: modelPaths(machine, { input, events: EVENTS, serializeState }),
}));

type Effect = { type: string; params: unknown };

function start(input: BailPhotosInput): Snapshot {
  return initialTransition(machine, input)[0];
}

function send(snapshot: Snapshot, ...events: BailPhotosEvent[]) {
  let current = snapshot;
  let actions: Effect[] = [];
  for (const event of events) {
    const [next, executed] = transition(machine, current, event);
    current = next;
    actions = executed.map(({ type, params }) => ({ type, params }));
  }
  return { snapshot: current, actions };
}

const types = (actions: Effect[]) => actions.map((a) => a.type);
const loan = (loanId: number | undefined): BailPhotosEvent => ({ type: 'loan.changed', loanId });
const loaded = (photos: string[]): BailPhotosEvent => ({ type: 'photos.loaded', photos });
const added = (path: string): BailPhotosEvent => ({ type: 'photo.added', path });
const removed = (path: string): BailPhotosEvent => ({ type: 'photo.removed', path });
const save: BailPhotosEvent = { type: 'photos.save' };
const saved: BailPhotosEvent = { type: 'photos.saved' };
const saveFailed: BailPhotosEvent = { type: 'photos.saveFailed' };
const next: BailPhotosEvent = { type: 'step.next' };
const submit: BailPhotosEvent = { type: 'step.submit' };

const editable = INPUTS.editable as BailPhotosInput;
const readOnly = INPUTS['read-only'] as BailPhotosInput;
const nextDisabled = INPUTS['next disabled'] as BailPhotosInput;

/** An editable step whose loan 7 loaded with these photos. */
const ready = (photos: string[], input = editable) =>
  send(start(input), loan(7), loaded(photos)).snapshot;

describe('bail photo model', () => {
  it('reaches every state and takes every transition across the inputs', () => {
    expect(uncoveredByAll(machine, runs)).toEqual({ states: [], transitions: [] });
  });

  const cases = runs.flatMap(({ label, input, paths }) =>
    paths.map((path) => [`${label}: ${path.name}`, input, path] as const),
  );

  it.each(cases)('%s', (_, input, path) => {
    let previous: Snapshot | null = null;
    replay(machine, path, {
      input,
      check: (snapshot, event) => {
        // Read-only hides upload and delete and never saves; Save needs photos.
        if (input.readOnly) expect(canEditPhotos(snapshot)).toBe(false);
        expect(isReadOnly(snapshot)).toBe(input.readOnly && snapshot.context.loanId !== null);
        if (canSave(snapshot)) {
          expect(input.readOnly).toBe(false);
          expect(snapshot.context.photos.length).toBeGreaterThan(0);
        }
        // Next is hidden exactly when disabled, and then never moves the step.
        expect(isNextVisible(snapshot)).toBe(!input.nextDisabled);
        if (input.nextDisabled) expect(canGoNext(snapshot)).toBe(false);
        // Nothing moves while photos load or save.
        if (isLoading(snapshot) || isSending(snapshot)) expect(canGoNext(snapshot)).toBe(false);
        // Photos belong to a loan with a usable id; no duplicates.
        if (snapshot.context.photos.length > 0) expect(snapshot.context.loanId).not.toBeNull();
        expect(new Set(snapshot.context.photos).size).toBe(snapshot.context.photos.length);
        if (previous && event) {
          const actions = types(transition(machine, previous, event)[1] as Effect[]);
          // Loading only for an id that is neither 0 nor undefined and differs from the last.
          if (actions.includes('loadPhotos')) {
            expect(event).toMatchObject({ type: 'loan.changed' });
            const loanId = event.type === 'loan.changed' ? event.loanId : undefined;
            expect(loanId).not.toBe(0);
            expect(loanId).not.toBeUndefined();
            expect(loanId).not.toBe(previous.context.loanId);
          }
          if (actions.includes('savePhotos')) {
            expect(input.readOnly).toBe(false);
            expect(previous.context.photos.length).toBeGreaterThan(0);
          }
          // Moving on after a save only when the save succeeded.
          if (actions.includes('goNext') && isSending(previous)) {
            expect(event.type).toBe('photos.saved');
          }
          if (event.type === 'photos.saveFailed') expect(actions).toEqual([]);
          if (event.type === 'photos.loadFailed') expect(actions).toEqual([]);
        }
        previous = snapshot;
      },
    });
  });
});

describe('loading', () => {
  it('loads the photos when the loan id changes to a usable one', () => {
    const { snapshot, actions } = send(start(editable), loan(7));
    expect(actions).toEqual([{ type: 'loadPhotos', params: { loanId: 7 } }]);
    expect(isLoading(snapshot)).toBe(true);
    const done = send(snapshot, loaded([ONE, TWO])).snapshot;
    expect(done.context.photos).toEqual([ONE, TWO]);
    expect(isLoading(done)).toBe(false);
  });

  it.each([0, undefined])('does not load for the id %s', (loanId) => {
    const { snapshot, actions } = send(start(editable), loan(loanId));
    expect(actions).toEqual([]);
    expect(snapshot.value).toBe('waiting');
    const later = send(ready([ONE]), loan(loanId));
    expect(later.actions).toEqual([]);
    expect(later.snapshot.context.photos).toEqual([ONE]);
  });

  it('reloads for another loan, not for the same one', () => {
    expect(send(ready([ONE]), loan(7)).actions).toEqual([]);
    const { snapshot, actions } = send(ready([ONE]), loan(8));
    expect(actions).toEqual([{ type: 'loadPhotos', params: { loanId: 8 } }]);
    expect(snapshot.context.photos).toEqual([]);
    expect(send(snapshot, loan(9)).actions).toEqual([
      { type: 'loadPhotos', params: { loanId: 9 } },
    ]);
  });

  it('fails to load silently, with an empty list', () => {
    const { snapshot, actions } = send(start(editable), loan(7), { type: 'photos.loadFailed' });
    expect(actions).toEqual([]);
    expect(snapshot.value).toEqual({ editing: 'ready' });
    expect(snapshot.context.photos).toEqual([]);
  });
});

describe('editing and saving', () => {
  it('adds and removes photos, once each', () => {
    let { snapshot } = send(ready([]), added(ONE), added(TWO), added(ONE));
    expect(snapshot.context.photos).toEqual([ONE, TWO]);
    ({ snapshot } = send(snapshot, removed(ONE)));
    expect(snapshot.context.photos).toEqual([TWO]);
    expect(snapshot.can(removed(ONE))).toBe(false);
    expect(snapshot.can(added(''))).toBe(false);
  });

  it('saves only with at least one photo', () => {
    expect(canSave(ready([]))).toBe(false);
    const { snapshot, actions } = send(ready([]), added(ONE), save);
    expect(actions).toEqual([{ type: 'savePhotos', params: { loanId: 7, photos: [ONE] } }]);
    expect(isSending(snapshot)).toBe(true);
    const done = send(snapshot, saved);
    expect(done.snapshot.value).toEqual({ editing: 'ready' });
    expect(done.actions).toEqual([]);
  });

  it('fails to save silently and stays', () => {
    const { snapshot, actions } = send(ready([ONE]), save, saveFailed);
    expect(actions).toEqual([]);
    expect(snapshot.value).toEqual({ editing: 'ready' });
    expect(snapshot.context.photos).toEqual([ONE]);
  });

  it('submits by saving, then calls the finished callback', () => {
    const saving = send(ready([ONE]), submit);
    expect(types(saving.actions)).toEqual(['savePhotos']);
    expect(types(saving.actions)).not.toContain('callFinished');
    expect(send(saving.snapshot, saved).actions).toEqual([
      { type: 'callFinished', params: undefined },
    ]);
    expect(send(saving.snapshot, saveFailed).actions).toEqual([]);
    expect(ready([]).can(submit)).toBe(false);
  });
});

describe('next', () => {
  it('with an empty list skips saving and advances', () => {
    const { actions } = send(ready([]), next);
    expect(actions).toEqual([{ type: 'goNext', params: undefined }]);
  });

  it('with photos saves first, then advances', () => {
    const saving = send(ready([TWO]), next);
    expect(saving.actions).toEqual([{ type: 'savePhotos', params: { loanId: 7, photos: [TWO] } }]);
    expect(send(saving.snapshot, saved).actions).toEqual([{ type: 'goNext', params: undefined }]);
  });

  it('does not advance when the save fails', () => {
    const { snapshot, actions } = send(ready([TWO]), next, saveFailed);
    expect(actions).toEqual([]);
    expect(snapshot.value).toEqual({ editing: 'ready' });
  });

  it('is hidden and refused when next is disabled', () => {
    const snapshot = ready([ONE], nextDisabled);
    expect(isNextVisible(snapshot)).toBe(false);
    expect(snapshot.can(next)).toBe(false);
    expect(canSave(snapshot)).toBe(true);
  });

  it('moves on before a loan exists (nothing to save)', () => {
    expect(send(start(editable), next).actions).toEqual([{ type: 'goNext', params: undefined }]);
    expect(start(nextDisabled).can(next)).toBe(false);
  });

  it('goes back at any settled moment', () => {
    expect(send(ready([ONE]), { type: 'step.back' }).actions).toEqual([
      { type: 'goBack', params: undefined },
    ]);
    expect(send(ready([ONE]), save).snapshot.can({ type: 'step.back' })).toBe(false);
  });
});

describe('read-only', () => {
  it('hides upload and delete, and never saves', () => {
    const snapshot = ready([ONE], readOnly);
    expect(isReadOnly(snapshot)).toBe(true);
    expect(canEditPhotos(snapshot)).toBe(false);
    expect(canSave(snapshot)).toBe(false);
    expect(snapshot.can(added(TWO))).toBe(false);
    expect(snapshot.can(removed(ONE))).toBe(false);
  });

  it('advances and finishes without saving', () => {
    expect(send(ready([ONE], readOnly), next).actions).toEqual([
      { type: 'goNext', params: undefined },
    ]);
    expect(send(ready([ONE], readOnly), submit).actions).toEqual([
      { type: 'callFinished', params: undefined },
    ]);
  });

  it('still loads the photos', () => {
    const { actions } = send(start(readOnly), loan(7));
    expect(actions).toEqual([{ type: 'loadPhotos', params: { loanId: 7 } }]);
  });
});
