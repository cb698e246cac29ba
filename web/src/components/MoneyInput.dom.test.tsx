// @vitest-environment jsdom
// The money input (MoneyInput.tsx) as a person types into it: thousands dots keep working, and
// an amount written with sen — a decimal comma, or a dot with one or two digits at the end — is
// never read as another number. The sen are refused in words, in the screen's language, and the
// amount stays what it was; the form is not sent on Enter with sen just refused.
import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n.ts';
import { en } from '../locales/en.ts';
import { createTestApollo, renderInApp, resetDom } from '../test-support/dom.tsx';
import { MoneyInput } from './MoneyInput.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(resetDom);

const WHOLE = 'Jumlah dalam rupiah penuh, tanpa sen';

function Harness({ onSubmit }: { onSubmit: () => void }) {
  const [amount, setAmount] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <MoneyInput label="Nilai Pengajuan" value={amount} onChange={setAmount} />
      <output data-testid="held">{amount}</output>
      <button type="submit">Simpan</button>
    </form>
  );
}

function renderField() {
  const submitted = { count: 0 };
  renderInApp(
    <Harness
      onSubmit={() => {
        submitted.count += 1;
      }}
    />,
    { client: createTestApollo().client },
  );
  return submitted;
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Nilai Pengajuan' });
const held = () => screen.getByTestId('held').textContent;
const user = () => userEvent.setup({ delay: null });

/** Types into the field and leaves it with Tab, as the tester did. */
async function typeAndTab(typed: string) {
  const u = user();
  await u.click(field());
  await u.keyboard(typed);
  await u.tab();
  return u;
}

describe('whole rupiah as typed', () => {
  it.each([
    ['1500000', '1.500.000', '1500000'],
    ['1.500.000', '1.500.000', '1500000'],
    ['1.500', '1.500', '1500'],
    // A dot with three digits after it groups thousands, wherever the person puts it.
    ['1500000.750', '1.500.000.750', '1500000750'],
    // A dot with nothing after it is no sen.
    ['1500000.', '1.500.000', '1500000'],
  ])('%s shows %s and holds %s, with no words', async (typed, shown, digits) => {
    renderField();
    await typeAndTab(typed);
    expect(field().value).toBe(shown);
    expect(held()).toBe(digits);
    expect(field().getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText(WHOLE)).toBeNull();
  });
});

describe('sen are refused, never read as more digits', () => {
  it.each(['1500000,75', '1.500.000,75', '1500000.75', '1.500.000.75', '1500000,7', '1500000.5'])(
    '%s then Tab keeps Rp 1.500.000 and says why beside the field',
    async (typed) => {
      renderField();
      await typeAndTab(typed);
      expect(field().value).toBe('1.500.000');
      expect(held()).toBe('1500000');
      const words = screen.getByText(WHOLE);
      expect(field().getAttribute('aria-invalid')).toBe('true');
      expect(field().getAttribute('aria-describedby')?.split(' ')).toContain(words.id);
    },
  );

  it('shows the dot and its digits while they may still be thousands', async () => {
    renderField();
    const u = user();
    await u.click(field());
    await u.keyboard('1500000.75');
    expect(field().value).toBe('1.500.000.75');
    expect(held()).toBe('1500000');
    expect(screen.queryByText(WHOLE)).toBeNull();
    // A third digit: it was a thousands dot after all.
    await u.keyboard('0');
    expect(field().value).toBe('1.500.000.750');
    expect(held()).toBe('1500000750');
  });

  it.each(['Rp 1.500.000,75', '1500000,75', '1500000.75', '1,500,000.75'])(
    'a pasted %s is refused too',
    async (pasted) => {
      renderField();
      const u = user();
      await u.click(field());
      await u.paste(pasted);
      expect(field().value).toBe('');
      expect(held()).toBe('');
      expect(screen.getByText(WHOLE)).toBeTruthy();
      // A printed amount without sen is read whole, and the words go.
      await u.paste('Rp 1.500.000,00');
      expect(field().value).toBe('1.500.000');
      expect(screen.queryByText(WHOLE)).toBeNull();
    },
  );

  it('Enter does not send the form with sen just typed: the field refuses them first', async () => {
    const submitted = renderField();
    const u = user();
    await u.click(field());
    await u.keyboard('1500000.75{Enter}');
    expect(submitted.count).toBe(0);
    expect(field().value).toBe('1.500.000');
    expect(screen.getByText(WHOLE)).toBeTruthy();
    // The amount as it now stands is sent with the next Enter.
    await u.keyboard('{Enter}');
    expect(submitted.count).toBe(1);
    expect(held()).toBe('1500000');
  });

  it('the words go once the amount changes', async () => {
    renderField();
    const u = await typeAndTab('1500000,75');
    await u.click(field());
    await u.keyboard('{Backspace}');
    expect(field().value).toBe('150.000');
    expect(screen.queryByText(WHOLE)).toBeNull();
  });

  it('says it in English on an English screen', async () => {
    i18n.addResourceBundle('en', 'translation', en, true, false);
    renderField();
    await act(() => i18n.changeLanguage('en'));
    await typeAndTab('1500000,75');
    expect(field().value).toBe('1.500.000');
    expect(screen.getByText('An amount in whole rupiah, without sen')).toBeTruthy();
  });
});
