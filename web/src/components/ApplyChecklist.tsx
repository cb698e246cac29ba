// Before the application form, what a borrower must have done to apply (spec §1, §6): complete
// data sent to staff (the profile) and the psychometric survey — each with a link, so a new user
// learns it before filling anything in, not from the refusal after.
import { Anchor, List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApplyReadinessQuery } from '../generated/graphql.ts';
import { useLanguage } from '../i18n.ts';

type Readiness = ApplyReadinessQuery['myProfile'];

export function ApplyChecklist({ readiness }: { readiness: Readiness }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const profileMissing = readiness.missingLabels.filter(
    (_, index) => readiness.missing[index] !== 'survey',
  );
  const items = [
    {
      key: 'profile',
      done: profileMissing.length === 0,
      label: t('borrowerFlow.checklist.profile'),
      detail:
        profileMissing.length > 0
          ? t('borrowerFlow.checklist.missing', {
              list: profileMissing.map((label) => label[language]).join(', '),
            })
          : null,
      to: '/profile',
      link: t('borrowerFlow.checklist.openProfile'),
    },
    {
      key: 'survey',
      done: !readiness.missing.includes('survey'),
      label: t('borrowerFlow.checklist.survey'),
      detail: null,
      to: '/survey',
      link: t('borrowerFlow.checklist.openSurvey'),
    },
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h5" mb="xs" id={titleId}>
        {t('borrowerFlow.checklist.title')}
      </Title>
      <List spacing="xs" listStyleType="none">
        {items.map((item) => (
          <List.Item
            key={item.key}
            icon={
              <ThemeIcon size={20} radius="xl" color={item.done ? 'teal.8' : 'gray.7'} aria-hidden>
                {item.done ? '✓' : '•'}
              </ThemeIcon>
            }
          >
            <Text size="sm">
              {item.label}:{' '}
              <strong>
                {item.done ? t('borrowerFlow.checklist.done') : t('borrowerFlow.checklist.todo')}
              </strong>
            </Text>
            {item.detail && (
              <Text size="sm" c="dimmed">
                {item.detail}
              </Text>
            )}
            {!item.done && (
              <Anchor component={Link} to={item.to} size="sm">
                {item.link}
              </Anchor>
            )}
          </List.Item>
        ))}
      </List>
      {!readiness.mayApply && (
        <Text size="sm" mt="sm">
          {t('borrowerFlow.checklist.blocked')}
        </Text>
      )}
    </Paper>
  );
}
