// @vitest-environment jsdom
// A new person whose activation code never came, or came more than 24 hours ago, asks for a new
// one on the activation page itself: for the e-mail typed there, once a minute (as the API mails
// them), told what happens without learning whether the address has an account.
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  answer,
  createTestApollo,
  elapse,
  renderInApp,
  resetDom,
} from '../../test-support/dom.tsx';
import { ActivatePage } from './ActivatePage.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(resetDom);

const user = () => userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
const resendButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: 'Kirim ulang kode' });

it('sends a new code for the e-mail typed, says so, and waits a minute before another', async () => {
  const api = createTestApollo();
  renderInApp(<ActivatePage />, { client: api.client, path: '/activate?email=dewi@contoh.id' });
  const u = user();
  await u.click(resendButton());
  const sent = api.operations.filter((op) => op.operationName === 'ResendActivationCode');
  expect(sent.map((op) => op.variables)).toEqual([{ email: 'dewi@contoh.id' }]);
  await answer(() => sent[0]?.succeed({ resendActivationCode: true }));
  expect(screen.getByRole('status').textContent).toContain(
    'Jika email ini menunggu aktivasi, kode baru sedang kami kirim',
  );
  expect(screen.getByRole('status').textContent).toContain('dalam 60 detik');
  expect(resendButton().disabled).toBe(true);
  for (let second = 0; second < 59; second += 1) await elapse(1000);
  expect(resendButton().disabled).toBe(true);
  await elapse(1000);
  expect(resendButton().disabled).toBe(false);
});

it('asks for the e-mail first, sending nothing without one', async () => {
  const api = createTestApollo();
  renderInApp(<ActivatePage />, { client: api.client, path: '/activate' });
  await user().click(resendButton());
  await elapse(0);
  expect(api.operations.some((op) => op.operationName === 'ResendActivationCode')).toBe(false);
  const email = screen.getByRole<HTMLInputElement>('textbox', { name: /Email/ });
  expect(email.getAttribute('aria-invalid')).toBe('true');
});
