// The bail photo step as QA's web-client paths drive it: the real BailPhotos, hosted as the
// application form's collateral step hosts it (LoanApplication, step 3: the loan's id, read-only
// when the loan cannot be edited, Next labelled 'Kirim Pengajuan' on an editable application,
// Back and Next told to the form). The step mounts when the person reaches it from step 2. Its
// GraphQL operations go to a network the path answers; a photo is uploaded through the step's
// own uploader, its POST /file/upload answered through a stubbed `fetch`.
import { Button, Paper } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { initialTransition, transition } from 'xstate';
import {
  canEditPhotos,
  canGoNext,
  canSave,
  isLoading,
  isNextVisible,
  isSending,
} from '../../machines/bail-photos/bail-photos.selectors.ts';
import { BailPhotos } from '../../web/src/components/loan-fields/BailPhotos.tsx';
import { answer } from '../../web/src/test-support/dom.tsx';
import type { AnyEvent } from '../other-machines/model.ts';
import { BAIL_LOAN_ID, bailPhotos, NEW_PHOTO } from './machines.ts';
import type { Action, WebDriver, WebScreen } from './run-paths.tsx';
import { hands, mountInApp, toasts, words } from './screen-support.tsx';
import { fileOf, stubFetch } from './upload.screen.tsx';

/** The name the person's photo had on their device (the step shows it, not the stored name). */
const NEW_PHOTO_NAME = 'depan.jpg';

/** The name the step shows for a photo. */
const shownName = (path: string) =>
  path === NEW_PHOTO ? NEW_PHOTO_NAME : (path.split('/').at(-1) ?? path);

type BailInput = { readOnly: boolean; nextDisabled: boolean };

/** LoanApplication's step 3 around the photos: reached with step 2's Next. */
function CollateralStep({
  input,
  onNext,
  onBack,
}: {
  input: BailInput;
  onNext: () => void;
  onBack: () => void;
}) {
  const [reached, setReached] = useState(false);
  if (!reached) {
    return <Button onClick={() => setReached(true)}>{words('loanApplication.next')}</Button>;
  }
  return (
    <Paper withBorder p="md" radius="md">
      <BailPhotos
        loanId={Number(String(BAIL_LOAN_ID))}
        readOnly={input.readOnly}
        busy={false}
        nextLabel={nextLabelOf(input)}
        onBack={onBack}
        onNext={onNext}
      />
    </Paper>
  );
}

/** The form's Next on step 3: it submits an editable application. */
const nextLabelOf = (input: BailInput) =>
  input.readOnly ? words('loanApplication.next') : words('loanApplication.submit');

function bailPhotosScreen(input: BailInput): WebScreen {
  sessionStorage.clear();
  const network = stubFetch();
  const told = { next: 0, back: 0 };
  const app = mountInApp(() => (
    <CollateralStep
      input={input}
      onNext={() => {
        told.next += 1;
      }}
      onBack={() => {
        told.back += 1;
      }}
    />
  ));
  const section = () => screen.getByRole('region', { name: words('bailPhotos.title') });
  const rowOf = (path: string) => {
    const row = within(section())
      .queryAllByRole('row')
      .find((r) => r.querySelector('td')?.textContent === shownName(path));
    if (!row) throw new Error(`the list shows no ${shownName(path)}`);
    return row;
  };
  return {
    async take(event: AnyEvent) {
      const u = hands();
      switch (event.type) {
        case 'loan.changed':
          await u.click(screen.getByRole('button', { name: words('loanApplication.next') }));
          return `presses '${words('loanApplication.next')}' on step 2: the collateral step opens`;
        case 'photos.loaded': {
          const photos = event.photos as string[];
          const op = await app.succeed({
            loan: { __typename: 'Loan', id: String(BAIL_LOAN_ID), bailPhotos: photos },
          });
          return `the API answers ${op.operationName} with ${photos.length} photo(s)`;
        }
        case 'photos.loadFailed': {
          const op = await app.fail('Ups! Something wrong.', 'INTERNAL');
          return `the API fails ${op.operationName}`;
        }
        case 'photo.added': {
          const picker = userEvent.setup({ delay: null });
          const field = within(section()).getByLabelText(words('bailPhotos.upload'));
          await picker.upload(
            field as HTMLInputElement,
            fileOf({ name: NEW_PHOTO_NAME, mimeType: 'image/jpeg', sizeBytes: 800_000 }),
          );
          const request = network.next();
          await answer(() =>
            request.respond(201, {
              data: {
                path: event.path,
                contentType: 'image/jpeg',
                size: 800_000,
                originalName: NEW_PHOTO_NAME,
              },
            }),
          );
          return `uploads ${NEW_PHOTO_NAME}; the API stores it as ${String(event.path)}`;
        }
        case 'photo.removed': {
          const row = rowOf(String(event.path));
          await u.click(within(row).getByRole('button', { name: /^Hapus foto/ }));
          const confirm = words('borrowerFlow.deletePhoto.confirm');
          await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: confirm }));
          return `deletes ${shownName(String(event.path))} and presses '${confirm}'`;
        }
        case 'photos.save':
          await u.click(within(section()).getByRole('button', { name: words('bailPhotos.save') }));
          return `presses '${words('bailPhotos.save')}'`;
        case 'photos.saved': {
          const op = app.waiting()[0];
          const photos = (op?.variables.photos ?? []) as string[];
          await app.succeed({
            saveBailPhotos: { __typename: 'Loan', id: String(BAIL_LOAN_ID), bailPhotos: photos },
          });
          return `the API saves ${photos.length} photo(s)`;
        }
        case 'photos.saveFailed': {
          const op = await app.fail('Ups! Something wrong.', 'INTERNAL');
          return `the API fails ${op.operationName}`;
        }
        case 'step.next': {
          const label = nextLabelOf(input);
          await u.click(within(section()).getByRole('button', { name: label }));
          return `presses '${label}'`;
        }
        case 'step.back':
          await u.click(within(section()).getByRole('button', { name: words('bailPhotos.back') }));
          return `presses '${words('bailPhotos.back')}'`;
        default:
          throw new Error(`no step on the screen sends ${event.type}`);
      }
    },
    seen() {
      const others = [
        `requests waiting: ${
          app
            .waiting()
            .map((op) =>
              op.operationName === 'SaveLoanBailPhotos'
                ? `${op.operationName}(${(op.variables.photos as string[]).map(shownName).join(', ')})`
                : op.operationName,
            )
            .join(', ') || 'none'
        }`,
        `toasts: ${toasts().join(' | ') || 'none'}`,
        `the form told: next ${told.next}, back ${told.back}`,
      ];
      const region = screen.queryByRole('region', { name: words('bailPhotos.title') });
      if (!region) return ['no photo step', ...others].join('; ');
      const state = (b: HTMLButtonElement) =>
        `'${b.textContent}' ${b.disabled ? 'disabled' : 'enabled'}`;
      const upload = region.querySelector<HTMLInputElement>('input[type="file"]');
      const rows = within(region)
        .queryAllByRole('row')
        .filter((r) => r.querySelector('td'))
        .map((r) => {
          const [name, actions] = [...r.querySelectorAll('td')];
          const buttons = [...(actions?.querySelectorAll('button') ?? [])].map(state);
          return `${name?.textContent} (${buttons.join(', ')})`;
        });
      const empty = within(region).queryByText(words('bailPhotos.empty'));
      const unsaved = within(region).queryByText(words('borrowerFlow.photosUnsaved'));
      const buttons = [...region.querySelectorAll<HTMLButtonElement>(':scope > div button')]
        .filter((b) => !b.closest('table'))
        .map(state);
      return [
        upload ? `uploader ${upload.disabled ? 'disabled' : 'enabled'}` : 'no uploader',
        empty ? `'${empty.textContent}'` : `photos: ${rows.join(', ')}`,
        unsaved ? `'${unsaved.textContent}'` : 'saved',
        `buttons: ${buttons.join(', ')}`,
        ...others,
      ].join('; ');
    },
  };
}

/** What the server holds after these events: the list loaded, then the last list saved. */
function serverList(input: BailInput, events: readonly AnyEvent[]): readonly string[] {
  const machine = bailPhotos.machine;
  let [snapshot] = initialTransition(machine, input);
  let server: readonly string[] = [];
  let sent: readonly string[] = [];
  for (const event of events) {
    let actions: Action[];
    [snapshot, actions] = transition(machine, snapshot, event as never) as [
      typeof snapshot,
      Action[],
    ];
    const save = actions.find((a) => a.type === 'savePhotos');
    if (save) sent = (save.params as { photos: string[] }).photos;
    if (event.type === 'photos.loaded') server = event.photos as string[];
    if (event.type === 'photos.saved') server = sent;
  }
  return server;
}

export const bailPhotosDriver: WebDriver = {
  machine: bailPhotos,
  mount: (input) => bailPhotosScreen(input as BailInput),
  expected(snapshot, _actions, history, events) {
    const s = snapshot as Parameters<typeof canEditPhotos>[0];
    const { context } = s;
    const count = (...types: string[]) => history.filter((a) => types.includes(a.type)).length;
    const sending = isSending(s);
    const others = [
      `requests waiting: ${
        isLoading(s)
          ? 'LoanBailPhotos'
          : sending
            ? `SaveLoanBailPhotos(${context.photos.map(shownName).join(', ')})`
            : 'none'
      }`,
      `toasts: ${
        events.at(-1)?.type === 'photos.saveFailed'
          ? `${words('toast.error')}: ${words('borrowerFlow.photosSaveFailed')}`
          : 'none'
      }`,
      `the form told: next ${count('goNext', 'callFinished')}, back ${count('goBack')}`,
    ];
    if (s.matches('waiting')) return ['no photo step', ...others].join('; ');
    const editable = canEditPhotos(s);
    const button = (label: string, enabled: boolean) =>
      `'${label}' ${enabled ? 'enabled' : 'disabled'}`;
    const rows = context.photos.map((path) => {
      const buttons = [
        button(words('bailPhotos.view'), true),
        ...(editable ? [button(words('bailPhotos.delete'), !sending)] : []),
      ];
      return `${shownName(path)} (${buttons.join(', ')})`;
    });
    const server = serverList(
      { readOnly: context.readOnly, nextDisabled: context.nextDisabled },
      events,
    );
    const unsaved =
      context.photos.length !== server.length || context.photos.some((p, i) => p !== server[i]);
    const input = { readOnly: context.readOnly, nextDisabled: context.nextDisabled };
    return [
      editable ? `uploader ${sending ? 'disabled' : 'enabled'}` : 'no uploader',
      context.photos.length === 0 ? `'${words('bailPhotos.empty')}'` : `photos: ${rows.join(', ')}`,
      editable && unsaved ? `'${words('borrowerFlow.photosUnsaved')}'` : 'saved',
      `buttons: ${[
        button(words('bailPhotos.back'), !sending),
        button(
          s.matches({ editing: 'saving' }) ? words('bailPhotos.saving') : words('bailPhotos.save'),
          canSave(s),
        ),
        ...(isNextVisible(s) ? [button(nextLabelOf(input), canGoNext(s))] : []),
      ].join(', ')}`,
      ...others,
    ].join('; ');
  },
};
