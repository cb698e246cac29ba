// The one input for a rupiah amount: "Rp" before it, thousands grouped with '.' as the person
// types ("350000000" shows "350.000.000"), a pasted printed amount ("Rp 350.000.000,00") read by
// the shared rules (machines/shared/input-habits.ts). The form holds whole rupiah as digits
// ("350000000"), the form the API takes; the caret stays after the digit it followed.
//
// Every amount a person types is whole rupiah (the API refuses sen), and a decimal is never read
// as more digits: a comma starts the sen, and so does a dot the person types when one or two
// digits follow it and the amount ends there ("1500000.75"; three digits after it make it a
// thousands dot, as in "1.500.000"). Sen so written are refused: the field keeps its amount and
// says why, in the screen's language, until the amount changes.
import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupThousands, rupiahFromText } from '../../../machines/shared/input-habits.ts';

export type MoneyInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** Whole rupiah as digits ("350000000"), or '' when empty. */
  value: string;
  onChange: (value: string) => void;
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

/**
 * Whether text put in at once (pasted, filled in) ends with a decimal dot and its sen
 * ("1500000.75", "1.500.000.75"): one or two digits after the last dot.
 */
export function insertsDotSen(inserted: string): boolean {
  return inserted.length > 1 && /\d\.\d{1,2}\s*$/.test(inserted);
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

/** What an edit put in: `after` without the text it shares with `before` at either end. */
function insertedText(before: string, after: string): string {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) {
    start += 1;
  }
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  ) {
    end += 1;
  }
  return after.slice(start, after.length - end);
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

/** A dot the person typed after the amount, and the digits typed after it so far. */
type OpenDot = { digits: string; fraction: string };

export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput(
  { value, onChange, ...props },
  forwarded,
) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement | null>(null);
  const caretDigits = useRef<number | null>(null);
  // After a refused decimal comma: how many of its sen digits were refused since (null: none).
  const senAfterComma = useRef<number | null>(null);
  // Until what follows tells thousands from sen, the person's dot stays shown as typed.
  const [dot, setDot] = useState<OpenDot | null>(null);
  // The amount the field kept when it refused sen: the words show while it still holds it.
  const [senRefusedAt, setSenRefusedAt] = useState<string | null>(null);
  const digits = value.replace(/\D/g, '');
  const grouped = digits === '' ? '' : groupThousands(digits);
  const open = dot !== null && dot.digits === digits ? dot : null;
  const shown = open ? `${grouped}.${open.fraction}` : grouped;
  const senRefused = senRefusedAt !== null && senRefusedAt === digits;

  useLayoutEffect(() => {
    const element = input.current;
    if (caretDigits.current === null || !element || document.activeElement !== element) return;
    const at = caretAfterDigits(shown, caretDigits.current);
    element.setSelectionRange(at, at);
    caretDigits.current = null;
  }, [shown]);

  /** The sen are refused: the amount stays as it was, and the field says why. */
  const refuseSen = () => {
    setDot(null);
    setSenRefusedAt(digits);
  };

  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      leftSection={<Text size="sm">Rp</Text>}
      {...props}
      error={senRefused ? t('moneyInput.wholeRupiah') : props.error}
      ref={(element) => {
        input.current = element;
        if (typeof forwarded === 'function') forwarded(element);
        else if (forwarded) forwarded.current = element;
      }}
      value={shown}
      onBlur={(event) => {
        senAfterComma.current = null;
        // Leaving the field ends the amount: digits after the person's dot were its sen.
        if (open && open.fraction !== '') refuseSen();
        else setDot(null);
        props.onBlur?.(event);
      }}
      onKeyDown={(event) => {
        // Enter ends the amount too; the form is not sent with sen the field has just refused.
        if (event.key === 'Enter' && open) {
          if (open.fraction !== '') {
            event.preventDefault();
            refuseSen();
          } else {
            setDot(null);
          }
        }
        props.onKeyDown?.(event);
      }}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const caret = event.currentTarget.selectionStart ?? typed.length;
        if (open) {
          // The last dot is the person's: up to two digits after it are still undecided.
          const after = /^([\d.]*)\.(\d*)$/.exec(typed);
          if (after && (after[2] ?? '').length <= 2) {
            const whole = moneyDigitsOf(after[1] ?? '');
            setDot({ digits: whole, fraction: after[2] ?? '' });
            if (whole !== digits) onChange(whole);
            return;
          }
          // A third digit: the dot grouped thousands, and the digits are the amount's.
        }
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
        const inserted = insertedText(shown, typed);
        if (senDigit || writesSen(typed) || insertsDotSen(inserted)) {
          senAfterComma.current = senDigit ? (refused ?? 0) + 1 : /,$/.test(typed) ? 0 : null;
          // The value stays as it was: the field shows it again.
          refuseSen();
          return;
        }
        senAfterComma.current = null;
        if (!open && inserted === '.' && caret === typed.length && typed.endsWith('.')) {
          setDot({ digits, fraction: '' });
          return;
        }
        setDot(null);
        setSenRefusedAt(null);
        const next = moneyDigitsOf(typed);
        const before = typed.slice(0, caret).replace(/\D/g, '').length;
        caretDigits.current = /rp|idr|,/i.test(typed) ? next.length : before;
        onChange(next);
      }}
    />
  );
});
