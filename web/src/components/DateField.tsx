// The one date input: the app's own picker (Mantine's DateInput) showing DD-MM-YYYY, with month
// and day names in the app's language, instead of the browser's native widget (which shows
// mm/dd/yyyy on many machines). It can be typed too — "5/3/1990", "05.03.1990" and "05-03-1990"
// are read by the shared rules (machines/shared/input-habits.ts). The form holds the date as the
// screen's data does: DD-MM-YYYY (profile) or YYYY-MM-DD (loan dates), chosen by `format`.
import 'dayjs/locale/id';
import { DateInput, type DateInputProps } from '@mantine/dates';
// After the component, so after the Mantine core styles it builds on (vite.config.ts).
import '@mantine/dates/styles.css';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dmyFromText } from '../../../machines/shared/input-habits.ts';
import { isoDateOf, isoFromDmy } from '../../../machines/shared/text-rules.ts';
import { useLanguage } from '../i18n.ts';

export type DateFieldFormat = 'dmy' | 'iso';

export type DateFieldProps = Omit<
  DateInputProps,
  'value' | 'onChange' | 'defaultValue' | 'valueFormat' | 'dateParser' | 'locale' | 'minDate'
> & {
  /** The date in `format`, or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  /** How the form holds the date: 'dmy' DD-MM-YYYY (default) or 'iso' YYYY-MM-DD. */
  format?: DateFieldFormat;
  /**
   * The earliest day offered (YYYY-MM-DD): earlier days are greyed out in the calendar, but an
   * earlier day typed is kept, so the form's rule can say why it is refused.
   */
  minDate?: string;
};

/** A typed date (DD-MM-YYYY and its usual variants, or YYYY-MM-DD) as YYYY-MM-DD, or null. */
export function isoOfTyped(typed: string): string | null {
  const dmy = dmyFromText(typed);
  if (dmy) return isoFromDmy(dmy);
  return isoDateOf(typed.trim());
}

const toIso = (value: string, format: DateFieldFormat) =>
  format === 'iso' ? isoDateOf(value) : isoFromDmy(value);

const fromIso = (iso: string, format: DateFieldFormat) =>
  format === 'iso' ? iso : iso.split('-').reverse().join('-');

export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { value, onChange, format = 'dmy', placeholder, minDate, ...props },
  ref,
) {
  const language = useLanguage();
  const { t } = useTranslation();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const { popoverProps } = props;
  return (
    <DateInput
      ref={ref}
      {...props}
      locale={language}
      valueFormat="DD-MM-YYYY"
      placeholder={placeholder ?? 'DD-MM-YYYY'}
      dateParser={isoOfTyped}
      excludeDate={minDate ? (day) => day.slice(0, 10) < minDate : undefined}
      value={toIso(value, format)}
      onChange={(iso) => onChange(iso ? fromIso(iso.slice(0, 10), format) : '')}
      // A dialog closes on Escape from a window listener that runs before the field's own, unless
      // the key's target carries this mark (as Mantine's Select does while its list is open): so
      // while the calendar is open, Escape closes only the calendar and a second one the dialog.
      data-mantine-stop-propagation={calendarOpen || undefined}
      popoverProps={{
        withinPortal: true,
        ...popoverProps,
        onOpen: () => {
          setCalendarOpen(true);
          popoverProps?.onOpen?.();
        },
        onClose: () => {
          setCalendarOpen(false);
          popoverProps?.onClose?.();
        },
      }}
      ariaLabels={{
        nextMonth: t('inputs.date.nextMonth'),
        previousMonth: t('inputs.date.previousMonth'),
        nextYear: t('inputs.date.nextYear'),
        previousYear: t('inputs.date.previousYear'),
        nextDecade: t('inputs.date.nextDecade'),
        previousDecade: t('inputs.date.previousDecade'),
        monthLevelControl: t('inputs.date.monthLevel'),
        yearLevelControl: t('inputs.date.yearLevel'),
      }}
    />
  );
});
