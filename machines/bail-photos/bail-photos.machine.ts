// The bail photo step (spec §2 "Bail photo component", §4 "Bail photo step", §5, §8). Photos
// load when the loan id changes to one that is neither 0 nor undefined; load failures are
// silent. Save needs at least one photo and an editable step. Submit saves, then calls the
// finished callback. Next with no photos moves on at once; with photos it saves first and moves
// on only when the save succeeds; a failed save is silent and the step stays.
//
// Decisions where the spec is silent:
// - Read-only is fixed for the component's life (input). Until a usable loan id arrives the step
//   is `waiting`: nothing loads, nothing can be added (there is no loan to save to), Next moves
//   on (the list is empty). The first usable id enters the editable or the read-only states.
// - Read-only: Next moves on and Submit calls the finished callback without saving.
// - Submit needs at least one photo, as Save does. Next is refused when Next is disabled
//   (hidden), and nothing moves while photos load or save.
// - A photo already in the list is not added twice. A later id reloads; the same id does not.
import { and, assign, setup } from 'xstate';
import type {
  BailPhotosContext,
  BailPhotosEvent,
  BailPhotosInput,
  LoadPhotosParams,
  SavePhotosParams,
} from './bail-photos.types.ts';

/** Spec §4: only an id that is neither 0 nor undefined loads photos. */
const usableId = (loanId: number | undefined): loanId is number =>
  loanId !== undefined && loanId !== 0;

const loadParams = ({ context }: { context: BailPhotosContext }): LoadPhotosParams => ({
  // Entered only after `newLoan` stored a usable id.
  loanId: context.loanId ?? 0,
});

const saveParams = ({ context }: { context: BailPhotosContext }): SavePhotosParams => ({
  loanId: context.loanId ?? 0,
  photos: [...context.photos],
});

/** Loading looks the same whether the photos can be edited or only viewed. */
const loadingState = {
  description: 'The loan’s photos are being fetched.',
  tags: ['loading'],
  entry: { type: 'loadPhotos', params: loadParams },
  on: {
    'photos.loaded': { target: 'ready', actions: 'storePhotos' },
    'photos.loadFailed': { target: 'ready' },
  },
} as const;

export const bailPhotosMachine = setup({
  types: {
    context: {} as BailPhotosContext,
    events: {} as BailPhotosEvent,
    input: {} as BailPhotosInput,
  },
  guards: {
    newLoan: ({ context, event }) =>
      event.type === 'loan.changed' && usableId(event.loanId) && event.loanId !== context.loanId,
    readOnly: ({ context }) => context.readOnly,
    nextEnabled: ({ context }) => !context.nextDisabled,
    hasPhotos: ({ context }) => context.photos.length > 0,
    newPhoto: ({ context, event }) =>
      event.type === 'photo.added' && event.path !== '' && !context.photos.includes(event.path),
    listedPhoto: ({ context, event }) =>
      event.type === 'photo.removed' && context.photos.includes(event.path),
  },
  actions: {
    // A new loan starts from an empty list, so a failed load never shows another loan's photos.
    storeLoanId: assign({
      loanId: ({ context, event }) =>
        event.type === 'loan.changed' && event.loanId !== undefined ? event.loanId : context.loanId,
      photos: [],
    }),
    storePhotos: assign({
      photos: ({ context, event }) =>
        event.type === 'photos.loaded' ? [...event.photos] : context.photos,
    }),
    addPhoto: assign({
      photos: ({ context, event }) =>
        event.type === 'photo.added' ? [...context.photos, event.path] : context.photos,
    }),
    removePhoto: assign({
      photos: ({ context, event }) =>
        event.type === 'photo.removed'
          ? context.photos.filter((photo) => photo !== event.path)
          : context.photos,
    }),
    // Effects each runtime provides (machine.provide).
    loadPhotos: (_, _params: LoadPhotosParams) => {},
    savePhotos: (_, _params: SavePhotosParams) => {},
    goNext: () => {},
    goBack: () => {},
    callFinished: () => {},
  },
}).createMachine({
  id: 'bailPhotos',
  description: 'The photos of a loan’s collateral: load, add, remove, save, move on.',
  context: ({ input }) => ({
    readOnly: input.readOnly,
    nextDisabled: input.nextDisabled,
    loanId: null,
    photos: [],
  }),
  initial: 'waiting',
  states: {
    waiting: {
      description: 'No usable loan id yet: nothing loads and the list is empty.',
      on: {
        'loan.changed': [
          {
            target: 'viewing.loading',
            guard: and(['newLoan', 'readOnly']),
            actions: 'storeLoanId',
          },
          { target: 'editing.loading', guard: 'newLoan', actions: 'storeLoanId' },
        ],
        'step.next': { guard: 'nextEnabled', actions: 'goNext' },
        'step.back': { actions: 'goBack' },
      },
    },
    editing: {
      description: 'The photos can be added, deleted and saved.',
      tags: ['editable'],
      initial: 'loading',
      on: {
        'loan.changed': {
          target: '.loading',
          guard: 'newLoan',
          actions: 'storeLoanId',
        },
      },
      states: {
        loading: loadingState,
        ready: {
          description: 'The list shows; Save, Submit and Next are possible.',
          on: {
            'photo.added': { guard: 'newPhoto', actions: 'addPhoto' },
            'photo.removed': { guard: 'listedPhoto', actions: 'removePhoto' },
            'photos.save': { target: 'saving', guard: 'hasPhotos' },
            'step.submit': { target: 'savingToFinish', guard: 'hasPhotos' },
            'step.next': [
              { target: 'savingToAdvance', guard: and(['nextEnabled', 'hasPhotos']) },
              { guard: 'nextEnabled', actions: 'goNext' },
            ],
            'step.back': { actions: 'goBack' },
          },
        },
        saving: {
          description: 'Save: the list is being stored.',
          tags: ['sending'],
          entry: { type: 'savePhotos', params: saveParams },
          on: {
            'photos.saved': { target: 'ready' },
            'photos.saveFailed': { target: 'ready' },
          },
        },
        savingToAdvance: {
          description: 'Next: the list is being stored before moving on.',
          tags: ['sending'],
          entry: { type: 'savePhotos', params: saveParams },
          on: {
            'photos.saved': { target: 'ready', actions: 'goNext' },
            'photos.saveFailed': { target: 'ready' },
          },
        },
        savingToFinish: {
          description: 'Submit: the list is being stored before the finished callback.',
          tags: ['sending'],
          entry: { type: 'savePhotos', params: saveParams },
          on: {
            'photos.saved': { target: 'ready', actions: 'callFinished' },
            'photos.saveFailed': { target: 'ready' },
          },
        },
      },
    },
    viewing: {
      description: 'Read-only: upload and delete are hidden and nothing is saved.',
      tags: ['readOnly'],
      initial: 'loading',
      on: {
        'loan.changed': {
          target: '.loading',
          guard: 'newLoan',
          actions: 'storeLoanId',
        },
      },
      states: {
        loading: loadingState,
        ready: {
          description: 'The list shows; Next moves on and Submit finishes, without saving.',
          on: {
            'step.next': { guard: 'nextEnabled', actions: 'goNext' },
            'step.submit': { actions: 'callFinished' },
            'step.back': { actions: 'goBack' },
          },
        },
      },
    },
  },
});
