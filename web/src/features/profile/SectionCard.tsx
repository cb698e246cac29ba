// A profile section's card: its title, status and, when staff rejected it, their reason. The
// section's form inside it is a chunk of its own (ProfilePage loads each as its tab shows it).
import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyProfileQuery, ProfileReferenceQuery } from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

export type SectionView = MyProfileQuery['myProfile']['sections'][number];
export type Reference = ProfileReferenceQuery;
export type Kind = 'personal' | 'company';

const STATUS_COLOURS = {
  EMPTY: 'gray',
  FILLED: 'blue',
  SUBMITTED: 'yellow',
  VALIDATED: 'teal',
  REJECTED: 'red',
} as const;

export function SectionCard({
  title,
  view,
  hint,
  children,
}: {
  title: string;
  view: SectionView;
  hint?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Paper withBorder p="md" data-testid={`section-${view.section}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>{title}</Title>
          <Badge color={STATUS_COLOURS[view.status]} data-testid={`status-${view.section}`}>
            {view.statusLabel[language]}
          </Badge>
        </Group>
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
        {view.status === 'REJECTED' && (
          <Alert color="red" title={t('profile.rejected')} data-testid={`reason-${view.section}`}>
            {view.reason}
          </Alert>
        )}
        {view.status === 'SUBMITTED' && <Text size="sm">{t('profile.underReview')}</Text>}
        {children}
      </Stack>
    </Paper>
  );
}
