// @vitest-environment jsdom
// The date field inside a dialog (spec §4 "Dialog behaviour", §9): Escape while its calendar is
// open closes only the calendar, focus staying on the field and what was typed kept; a second
// Escape closes the dialog. The dialog here is a bare Mantine Modal, as every dialog of the app is.
import { Button, Modal, TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { createTestApollo, renderInApp, resetDom } from '../test-support/dom.tsx';
import { DateField } from './DateField.tsx';

afterEach(resetDom);

function DialogWithDate() {
  const [opened, setOpened] = useState(false);
  const [purpose, setPurpose] = useState('');
  const [requiredDate, setRequiredDate] = useState('');
  return (
    <>
      <Button onClick={() => setOpened(true)}>Ajukan Pinjaman</Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Pengajuan Baru">
        <TextInput
          label="Tujuan"
          value={purpose}
          onChange={(event) => setPurpose(event.currentTarget.value)}
        />
        <DateField
          format="iso"
          label="Tanggal Dibutuhkan"
          value={requiredDate}
          onChange={setRequiredDate}
        />
      </Modal>
    </>
  );
}

const calendar = () => document.querySelector('[data-dates-dropdown]');
const dialog = () => screen.queryByRole('dialog', { name: 'Pengajuan Baru' });

it('closes only the calendar on the first Escape and the dialog on the second', async () => {
  renderInApp(<DialogWithDate />, { client: createTestApollo().client });
  const u = userEvent.setup();
  await u.click(screen.getByRole('button', { name: 'Ajukan Pinjaman' }));
  await u.type(screen.getByRole('textbox', { name: 'Tujuan' }), 'Modal kerja');
  const dateInput = screen.getByRole('textbox', { name: 'Tanggal Dibutuhkan' });
  await u.click(dateInput);
  await u.type(dateInput, '05-03-2031');
  await waitFor(() => expect(calendar()).not.toBeNull());

  await u.keyboard('{Escape}');
  await waitFor(() => expect(calendar()).toBeNull());
  expect(dialog()).not.toBeNull();
  expect(document.activeElement).toBe(dateInput);
  expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Tujuan' }).value).toBe(
    'Modal kerja',
  );
  expect((dateInput as HTMLInputElement).value).toBe('05-03-2031');

  await u.keyboard('{Escape}');
  await waitFor(() => expect(dialog()).toBeNull());
});

it('lets Escape close the dialog at once when the calendar is not open', async () => {
  renderInApp(<DialogWithDate />, { client: createTestApollo().client });
  const u = userEvent.setup();
  await u.click(screen.getByRole('button', { name: 'Ajukan Pinjaman' }));
  await u.click(screen.getByRole('textbox', { name: 'Tujuan' }));
  expect(calendar()).toBeNull();
  await u.keyboard('{Escape}');
  await waitFor(() => expect(dialog()).toBeNull());
});
