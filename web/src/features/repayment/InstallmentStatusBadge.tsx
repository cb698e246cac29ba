// An installment's state in the reader's language (the API's words), coloured by what it means.
import { Badge } from '@mantine/core';
import type { InstallmentFieldsFragment } from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

const COLOURS = { UNPAID: 'orange', REVIEW_PAID: 'blue', PAID: 'teal' } as const;

export function InstallmentStatusBadge({
  installment,
}: {
  installment: Pick<InstallmentFieldsFragment, 'status' | 'statusLabel'>;
}) {
  const language = useLanguage();
  return (
    <Badge color={COLOURS[installment.status]} variant="light" c="black" tt="none">
      {installment.statusLabel[language]}
    </Badge>
  );
}
