// The one input for a rupiah amount: "Rp" before it, thousands grouped with '.' as the person
// types ("350000000" shows "350.000.000"), a pasted printed amount ("Rp 350.000.000,00") read by
// the shared rules (machines/shared/input-habits.ts). The form holds whole rupiah as digits
// ("350000000"), the form the API takes; the caret stays after the digit it followed. Sen
// written (a decimal comma, a printed amount with sen) are dropped, or, for a form that passes
// `onSen`, refused: the field keeps its amount and the form says why.
import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef, useLayoutEffect, useRef } from 'react';
import { groupThousands, rupiahFromText } from '../../../machines/shared/input-habits.ts';

export type MoneyInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** Whole rupiah as digits ("350000000"), or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  /** Called instead of onChange when the person writes sen (writesSen): whole rupiah only. */
  onSen?: () => void;
};

/**
 * Whether what the field shows now writes sen: a printed amount with sen ("Rp 1.500.000,50",
 * "1,500,000.50") or a decimal comma typed after the digits ("1.500.000,"). '.' alone is the
 * field's own thousands separator, and ",00" is no sen.
 */
export function writesSen(shown: string): boolean {
  if (!/rp|idr|,/i.test(shown)) return false;
  const read = rupiahFromText(shown);
  if (read !== null) return read.includes('.');
  return /,\d{0,2}$/.test(shown.trim());
}

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
  { value, onChange, onSen, ...props },
  forwarded,
) {
  const input = useRef<HTMLInputElement | null>(null);
  const caretDigits = useRef<number | null>(null);
  // After a refused decimal comma: how many of its sen digits were refused since (null: none).
  const senAfterComma = useRef<number | null>(null);
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
      onBlur={(event) => {
        senAfterComma.current = null;
        props.onBlur?.(event);
      }}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const caret = event.currentTarget.selectionStart ?? typed.length;
        if (onSen) {
          // The comma refused, the one or two digits typed next at the end are its sen: refused
          // too, or "100.000,50" typed key by key would become 10.000.050.
          const refused = senAfterComma.current;
          const typedDigits = typed.replace(/\D/g, '');
          const senDigit =
            refused !== null &&
            refused < 2 &&
            caret === typed.length &&
            typedDigits.length === digits.length + 1 &&
            typedDigits.startsWith(digits);
          if (senDigit || writesSen(typed)) {
            senAfterComma.current = senDigit ? (refused ?? 0) + 1 : /,$/.test(typed) ? 0 : null;
            // The value stays as it was: the field shows it again.
            onSen();
            return;
          }
          senAfterComma.current = null;
        }
        const next = moneyDigitsOf(typed);
        const before = typed.slice(0, caret).replace(/\D/g, '').length;
        caretDigits.current = /rp|idr|,/i.test(typed) ? next.length : before;
        onChange(next);
      }}
    />
  );
});
