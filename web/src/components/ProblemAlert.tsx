// A refusal from the server that no form field owns, in the current language.
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText, type ServerProblem } from './server-errors.ts';

export function ProblemAlert({
  problem,
  children,
}: {
  problem: ServerProblem | null;
  /** More to say or do about it, such as a link. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <Alert color="red" role="alert">
      {problemText(t, problem)}
      {children}
    </Alert>
  );
}
