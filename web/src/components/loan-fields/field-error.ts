// A loan field's error in the current language: the groups keep codes as messages.
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isFieldCode } from './application-values.ts';

export function useLoanFieldError(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation();
  return (error) => {
    if (!error) return undefined;
    const message = error.message ?? 'required';
    return isFieldCode(message) ? t(`validation.${message}`) : message;
  };
}
