// A titled part of a page: a bordered section named by its heading (an h2 drawn at h4 size), as
// the dashboards and the loan, portfolio and signing pages group what they show. The section is
// labelled by its heading, so a screen reader lists it as a region of that name.
import { Paper, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export function Panel({
  title,
  titleMb = 'sm',
  titleId,
  children,
}: {
  title: string;
  /** The space under the heading; 'xs' where a line of text follows close under it. */
  titleMb?: 'xs' | 'sm';
  /** The heading's id, where something inside (a table) is named by the heading too. */
  titleId?: string;
  children: ReactNode;
}) {
  const ownId = useId();
  const headingId = titleId ?? ownId;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb={titleMb}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
