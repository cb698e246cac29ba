// A profile section's state as staff see it, in colours that read at WCAG AA: filled badges in
// the theme's dark shades with white text, and the yellow of "waiting" with black text (white on
// it gives 3:1).
import { Badge } from '@mantine/core';
import type { SectionStatus } from '../generated/graphql.ts';

const COLOURS: Record<SectionStatus, string> = {
  EMPTY: 'gray',
  FILLED: 'blue',
  SUBMITTED: 'yellow',
  VALIDATED: 'teal',
  REJECTED: 'red',
};

export function SectionStatusBadge({
  status,
  label,
  testId,
}: {
  status: SectionStatus;
  label: string;
  testId?: string;
}) {
  return (
    <Badge
      color={COLOURS[status]}
      c={status === 'SUBMITTED' ? 'black' : undefined}
      data-testid={testId}
    >
      {label}
    </Badge>
  );
}
