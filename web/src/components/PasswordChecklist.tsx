// The shared password rules as a live checklist under a new-password field: each rule turns
// green as the typed password meets it (the same rules the API checks, less its list of common
// passwords, which only the server knows). It is the field's description, so assistive
// technology reads it with the field; inline elements, as a description is a paragraph.
import { Box, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type PasswordProblem, passwordProblems } from '../../../machines/shared/password-rules.ts';

const RULES: readonly PasswordProblem[] = [
  'TOO_SHORT',
  'NO_UPPER',
  'NO_LOWER',
  'NO_DIGIT',
  'NO_SPECIAL',
  'REPEATED_CHARACTERS',
];

/** Where a password field puts its checklist: below the input and its error. */
export const CHECKLIST_ORDER: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'error',
  'description',
];

export function PasswordChecklist({
  password,
  person,
}: {
  password: string;
  /**
   * The user's name and e-mail, when known: the password must not contain them. 'unknown' where
   * the server checks it but the page cannot (a reset, which knows only its token): the rule is
   * listed, as checked when saved, so every rule the server applies is on the list.
   */
  person?: { fullName: string; email: string } | 'unknown';
}) {
  const { t } = useTranslation();
  const known = typeof person === 'object' ? person : undefined;
  const broken = new Set(passwordProblems(password, known ?? {}));
  const rules = person ? [...RULES, 'CONTAINS_PERSONAL_DATA' as const] : RULES;
  return (
    <Box
      component="span"
      display="block"
      mt={4}
      role="list"
      aria-label={t('passwordRules.checklist')}
    >
      {rules.map((rule) => {
        if (rule === 'CONTAINS_PERSONAL_DATA' && !known) {
          return (
            <Text key={rule} component="span" display="block" size="sm" c="dimmed" role="listitem">
              <span aria-hidden="true">· </span>
              {t(`passwordRules.${rule}`)} ({t('passwordRules.checkedOnSave')})
            </Text>
          );
        }
        const met = password !== '' && !broken.has(rule);
        return (
          <Text
            key={rule}
            component="span"
            display="block"
            size="sm"
            c={met ? 'teal.9' : 'dimmed'}
            role="listitem"
            data-met={met}
          >
            <span aria-hidden="true">{met ? '✓ ' : '○ '}</span>
            {t(`passwordRules.${rule}`)}
            <VisuallyHidden component="span">
              {' '}
              ({met ? t('passwordRules.met') : t('passwordRules.notMet')})
            </VisuallyHidden>
          </Text>
        );
      })}
    </Box>
  );
}
