// The frame every panel of the staff loan screen shares (actions, borrower, history, funding,
// disbursement, repayment): a
// bordered section named by its heading, so that a screen reader lists it by that name, and the
// query's failure under the heading while there is nothing to show.
import { Paper, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../components/server-errors.ts';

export function StaffLoanPanel({
  title,
  testId,
  error,
  onPointerEnter,
  onFocus,
  children,
}: {
  title: string;
  testId?: string;
  /** The panel's query failure, shown only when the caller has no data to show instead. */
  error?: unknown;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={titleId}
      data-testid={testId}
      onPointerEnter={onPointerEnter}
      onFocus={onFocus}
    >
      <Title order={2} size="h4" id={titleId} mb="sm">
        {title}
      </Title>
      {error ? (
        <Text size="sm" c="red.9">
          {errorMessage(error, t('common.genericError'))}
        </Text>
      ) : null}
      {children}
    </Paper>
  );
}
