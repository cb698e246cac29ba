// @vitest-environment jsdom
// The uploader's clear flag (spec §2, §9): after every upload the file input is reset, also when
// an upload ends while the flag is still up from the one before (within its 100 ms); and an empty
// file, refused in the browser.
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { answer, createTestApollo, elapse, renderInApp, resetDom } from '../test-support/dom.tsx';
import { FileUploader } from './FileUploader.tsx';

type Held = (path: string) => void;
let held: Held[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  held = [];
  vi.stubGlobal(
    'fetch',
    () =>
      new Promise((resolve) => {
        held.push((path) =>
          resolve({ ok: true, status: 201, json: async () => ({ data: { path } }) }),
        );
      }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetDom();
});

function Field() {
  const [value, setValue] = useState<string | null>(null);
  return <FileUploader label="Foto" accept="image" value={value} onChange={setValue} />;
}

const input = () => document.querySelector<HTMLInputElement>('input[type="file"]');
const photo = (name: string) => new File(['x'], name, { type: 'image/png' });

it('resets the input after each upload, also one ending within the clear flag of the last', async () => {
  renderInApp(<Field />, { client: createTestApollo().client });
  const u = userEvent.setup({ delay: null });
  await u.upload(input() as HTMLInputElement, photo('satu.png'));
  await answer(() => held[0]?.('/file/satu.png'));
  expect(input()?.files).toHaveLength(0);
  // The next file is picked and stored before the 100 ms pass.
  await u.upload(input() as HTMLInputElement, photo('dua.png'));
  expect(input()?.files).toHaveLength(1);
  await answer(() => held[1]?.('/file/dua.png'));
  expect(input()?.files).toHaveLength(0);
  await elapse(100);
  expect(input()?.files).toHaveLength(0);
  expect(input()?.disabled).toBe(false);
});

it('refuses an empty file with its own words and sends nothing', async () => {
  renderInApp(<Field />, { client: createTestApollo().client });
  const u = userEvent.setup({ delay: null });
  await u.upload(input() as HTMLInputElement, new File([], 'kosong.png', { type: 'image/png' }));
  expect(document.body.textContent).toContain('File ini kosong (0 byte). Pilih file lain.');
  expect(held).toHaveLength(0);
  // A real photo afterwards goes up as usual.
  await u.upload(input() as HTMLInputElement, photo('ada.png'));
  expect(held).toHaveLength(1);
});
