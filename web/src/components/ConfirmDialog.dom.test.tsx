// @vitest-environment jsdom
// A dialog whose act removes the button that opened it (deleting a photo removes its row) gives
// focus to the place it is told of once it has closed, rather than leaving the keyboard to start
// again at the top of the page; a dialog whose opener is still there gives focus back to it.
import { Button, Title } from '@mantine/core';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createTestApollo, elapse, renderInApp, resetDom } from '../test-support/dom.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(resetDom);

function Rows() {
  const [rows, setRows] = useState(['foto-1', 'foto-2']);
  const [deleting, setDeleting] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section>
      <Title order={3} ref={heading}>
        Foto Jaminan
      </Title>
      {rows.map((row) => (
        <Button key={row} onClick={() => setDeleting(row)}>
          Hapus {row}
        </Button>
      ))}
      <ConfirmDialog
        opened={deleting !== null}
        title="Hapus foto?"
        text="Foto dihapus."
        confirmLabel="Hapus"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          setRows((all) => all.filter((row) => row !== deleting));
          setDeleting(null);
        }}
        focusIfLost={() => heading.current}
      />
    </section>
  );
}

const user = () => userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });

it("puts focus on the section's heading when the act removed the dialog's opener", async () => {
  renderInApp(<Rows />, { client: createTestApollo().client });
  const u = user();
  await u.click(screen.getByRole('button', { name: 'Hapus foto-1' }));
  await u.click(screen.getByRole('button', { name: 'Hapus' }));
  await elapse(1000);
  expect(screen.queryByRole('button', { name: 'Hapus foto-1' })).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Foto Jaminan' }));
});

it('gives focus back to the opener when it is still there', async () => {
  renderInApp(<Rows />, { client: createTestApollo().client });
  const u = user();
  const opener = screen.getByRole('button', { name: 'Hapus foto-2' });
  await u.click(opener);
  await u.click(screen.getByRole('button', { name: 'Jangan' }));
  await elapse(1000);
  expect(document.activeElement).toBe(opener);
});
