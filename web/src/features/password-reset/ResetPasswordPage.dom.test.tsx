// @vitest-environment jsdom
// The reset page's password checklist lists every rule the server applies to a reset, the one
// it cannot check itself among them: the page knows only the token, not whose it is, so "not
// your name or e-mail" is listed as checked when saved instead of being left off (the register
// and change forms, which know the person, check it live).
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createTestApollo, renderInApp, resetDom } from '../../test-support/dom.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(resetDom);

it('lists the rule on name and e-mail, as checked when saved, beside the live ones', () => {
  renderInApp(<ResetPasswordPage />, {
    client: createTestApollo().client,
    path: '/reset-password?token=abc',
  });
  const rules = within(screen.getByRole('list', { name: 'Ketentuan kata sandi' }));
  const items = rules.getAllByRole('listitem').map((item) => item.textContent?.trim());
  expect(items).toHaveLength(7);
  expect(items.at(-1)).toBe(
    '· Kata sandi tidak boleh memuat nama atau email Anda (diperiksa saat disimpan)',
  );
});
