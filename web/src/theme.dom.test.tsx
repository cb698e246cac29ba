// @vitest-environment jsdom
// Every dialog's close button (×) has a name, in the language of the moment, through the theme
// (theme.ts) rather than each dialog: a screen reader said only "button".
import { Modal, PasswordInput } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n.ts';
import { coreEn } from './locales/core.en.ts';
import { en } from './locales/en.ts';
import { createTestApollo, renderInApp, resetDom } from './test-support/dom.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  // The English words in at once, the core's with the screens': another file of the worker may
  // have added the screens' alone, and then i18next never loads the core (its words are the
  // theme's: "Close", "Show characters").
  i18n.addResourceBundle('en', 'translation', { ...coreEn, ...en }, true, true);
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('id'));
  resetDom();
});

function Dialog({ ownName }: { ownName?: string }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={() => undefined}
      title={t('common.loading')}
      {...(ownName ? { closeButtonProps: { 'aria-label': ownName } } : {})}
    >
      …
    </Modal>
  );
}

describe("a dialog's close button", () => {
  it('is named "Tutup", and "Close" once English is chosen', async () => {
    renderInApp(<Dialog />, { client: createTestApollo().client });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.mantine-Modal-close')?.getAttribute('aria-label')).toBe('Tutup');
    expect(screen.getByRole('button', { name: 'Tutup' })).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('keeps the name a dialog gives it itself', async () => {
    renderInApp(<Dialog ownName="Batal" />, { client: createTestApollo().client });
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Batal' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tutup' })).toBeNull();
  });
});

// A new-user walk-through: the password's eye (show the characters) was no Tab stop (Mantine's
// default), so a keyboard could not check what it typed. One theme default for every password.
describe("a password's eye", () => {
  function Password() {
    const { t } = useTranslation();
    return <PasswordInput label={t('auth.password')} />;
  }

  it('is a Tab stop named "Tampilkan karakter", and "Show characters" in English, pressed once shown', async () => {
    renderInApp(<Password />, { client: createTestApollo().client });
    const eye = screen.getByRole('button', { name: 'Tampilkan karakter' });
    expect(eye.tabIndex).toBe(0);
    expect(eye.getAttribute('aria-pressed')).toBe('false');
    await act(async () =>
      eye.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })),
    );
    expect(
      screen.getByRole('button', { name: 'Tampilkan karakter' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await act(() => i18n.changeLanguage('en'));
    const english = await screen.findByRole('button', { name: 'Show characters' });
    expect(english.tabIndex).toBe(0);
  });
});
