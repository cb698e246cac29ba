// The one input for a rupiah amount: "Rp" before it, thousands grouped with '.' as the person
// types ("350000000" shows "350.000.000"), a pasted printed amount ("Rp 350.000.000,00") read by
// the shared rules (machines/shared/input-habits.ts). The form holds whole rupiah as digits
// ("350000000"), the form the API takes; the caret stays after the digit it followed.
import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef, useLayoutEffect, useRef } from 'react';
import { groupThousands, rupiahFromText } from '../../../machines/shared/input-habits.ts';

export type MoneyInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** Whole rupiah as digits ("350000000"), or '' when empty. */
  value: string;
  onChange: (value: string) => void;
};

/** Whole rupiah digits of what the field shows now; a printed amount is read, not concatenated. */
export function moneyDigitsOf(shown: string): string {
  // The field never shows "Rp" or ',' itself: they come with a pasted printed amount.
  if (/rp|idr|,/i.test(shown)) {
    const read = rupiahFromText(shown);
    if (read !== null) return read.split('.')[0] ?? '';
  }
  return shown.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

/** Where the caret goes in `shown` to stand after its `digits`-th digit. */
function caretAfterDigits(shown: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < shown.length; index += 1) {
    if (/\d/.test(shown[index] ?? '')) seen += 1;
    if (seen === digits) return index + 1;
  }
  return shown.length;
}

export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput(
  { value, onChange, ...props },
  forwarded,
) {
  const input = useRef<HTMLInputElement | null>(null);
  const caretDigits = useRef<number | null>(null);
  const digits = value.replace(/\D/g, '');
  const shown = digits === '' ? '' : groupThousands(digits);

  useLayoutEffect(() => {
    const element = input.current;
    if (caretDigits.current === null || !element || document.activeElement !== element) return;
    const at = caretAfterDigits(shown, caretDigits.current);
    element.setSelectionRange(at, at);
    caretDigits.current = null;
  }, [shown]);

  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      leftSection={<Text size="sm">Rp</Text>}
      {...props}
      ref={(element) => {
        input.current = element;
        if (typeof forwarded === 'function') forwarded(element);
        else if (forwarded) forwarded.current = element;
      }}
      value={shown}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const caret = event.currentTarget.selectionStart ?? typed.length;
        const next = moneyDigitsOf(typed);
        const before = typed.slice(0, caret).replace(/\D/g, '').length;
        caretDigits.current = /rp|idr|,/i.test(typed) ? next.length : before;
        onChange(next);
      }}
    />
  );
});
