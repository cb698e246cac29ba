// A form field's error in the current language: forms keep codes as messages (zod's and the
// server's), so that switching the language re-words errors already on screen.
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from './server-errors.ts';

export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation();
  return (error) => {
    if (!error) return undefined;
    return messageText(t, error.message ?? 'required');
  };
}
