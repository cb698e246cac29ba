// @vitest-environment jsdom
// The focus keeper (focus-keeper.ts) with React re-rendering under the keyboard's focus: a save
// button disabled while its request runs gets focus back once enabled, a form started again from
// what was saved gives it to its own new button, a form's next step to its heading, and focus
// the person moved elsewhere meanwhile stays there. (Chromium drops focus from a disabled control
// to <body>; jsdom does not, so the tests drop it as Chromium does.)
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOCUS_SETTLE_MS, installFocusKeeper, MAIN_REGION_ID } from './focus-keeper.ts';

let stop: () => void = () => undefined;
beforeEach(() => {
  vi.useFakeTimers();
  stop = installFocusKeeper(document);
});
afterEach(() => {
  stop();
  cleanup();
  vi.useRealTimers();
});

/** Lets the keeper's observer and timers run, `ms` on. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

type Step = 'saving' | 'saved' | 'next';

/** A page with a section whose form is keyed by its saved data, and a two-step form. */
function Page({ step, savedVersion, other }: { step: Step; savedVersion: number; other: boolean }) {
  return (
    <main id={MAIN_REGION_ID} tabIndex={-1}>
      <h1>Profil</h1>
      {other && <input aria-label="Elsewhere" />}
      <section>
        <form key={savedVersion}>
          <button type="submit" disabled={step === 'saving'}>
            {step === 'saving' ? 'Menyimpan…' : 'Simpan'}
          </button>
        </form>
      </section>
    </main>
  );
}

function renderPage(props: Partial<Parameters<typeof Page>[0]> = {}) {
  const initial = { step: 'saved' as Step, savedVersion: 1, other: false, ...props };
  const view = render(<Page {...initial} />);
  return (next: Partial<Parameters<typeof Page>[0]>) =>
    view.rerender(<Page {...{ ...initial, ...next }} />);
}

/**
 * As Chromium does with a focused control it disables: focus falls to <body>. (jsdom keeps it
 * on the disabled control and will not blur it, so it is blurred as it was before.)
 */
const dropFocus = () =>
  act(() => {
    const control = document.activeElement as HTMLElement | null;
    control?.removeAttribute('disabled');
    control?.blur();
    control?.setAttribute('disabled', '');
  });

describe('a focused control disabled while its request runs', () => {
  it('has focus again once enabled, while focus is still on nothing', async () => {
    const update = renderPage();
    screen.getByRole('button', { name: 'Simpan' }).focus();
    update({ step: 'saving' });
    await dropFocus();
    await elapse(0);
    expect(document.activeElement).toBe(document.body);
    update({ step: 'saved' });
    await elapse(0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Simpan' }));
  });

  it('leaves focus where the person moved it meanwhile', async () => {
    const update = renderPage({ other: true });
    screen.getByRole('button', { name: 'Simpan' }).focus();
    update({ step: 'saving' });
    await dropFocus();
    await elapse(0);
    screen.getByRole('textbox', { name: 'Elsewhere' }).focus();
    update({ step: 'saved' });
    await elapse(FOCUS_SETTLE_MS);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Elsewhere' }));
  });

  it('once its form starts again from what was saved, focus is on the new form’s button', async () => {
    const update = renderPage();
    const before = screen.getByRole('button', { name: 'Simpan' });
    before.focus();
    update({ step: 'saving' });
    await dropFocus();
    await elapse(0);
    update({ step: 'saved', savedVersion: 2 });
    await elapse(FOCUS_SETTLE_MS);
    const after = screen.getByRole('button', { name: 'Simpan' });
    expect(after).not.toBe(before);
    expect(document.activeElement).toBe(after);
  });

  it('also when it was enabled first and its form started again after', async () => {
    const update = renderPage();
    screen.getByRole('button', { name: 'Simpan' }).focus();
    update({ step: 'saving' });
    await dropFocus();
    await elapse(0);
    update({ step: 'saved' });
    await elapse(0);
    update({ step: 'saved', savedVersion: 2 });
    await elapse(FOCUS_SETTLE_MS);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Simpan' }));
  });
});

function Steps() {
  const [step, setStep] = useState<1 | 2 | 3>(1);
  return (
    <main id={MAIN_REGION_ID} tabIndex={-1}>
      <h1>Pengajuan</h1>
      {step === 1 && (
        <section>
          <h2>Data pinjaman</h2>
          <button type="button" onClick={() => setStep(2)}>
            Lanjut
          </button>
        </section>
      )}
      {step === 2 && (
        <section>
          <h2>Agunan</h2>
          <button type="button" onClick={() => setStep(3)}>
            Kirim
          </button>
        </section>
      )}
      {step === 3 && <p>Terkirim</p>}
    </main>
  );
}

describe('a focused control removed with its step', () => {
  it('gives focus to the next step’s heading, or else to the main region', async () => {
    render(<Steps />);
    await elapse(0);
    screen.getByRole('button', { name: 'Lanjut' }).focus();
    await act(() => screen.getByRole('button', { name: 'Lanjut' }).click());
    await elapse(FOCUS_SETTLE_MS);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Agunan' }));
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');

    screen.getByRole('button', { name: 'Kirim' }).focus();
    await act(() => screen.getByRole('button', { name: 'Kirim' }).click());
    await elapse(FOCUS_SETTLE_MS);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('leaves an open dialog’s focus to the dialog', async () => {
    render(<Steps />);
    await elapse(0);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    try {
      screen.getByRole('button', { name: 'Lanjut' }).focus();
      await act(() => screen.getByRole('button', { name: 'Lanjut' }).click());
      await elapse(FOCUS_SETTLE_MS);
      expect(document.activeElement).toBe(document.body);
    } finally {
      dialog.remove();
    }
  });
});
