// Before the application form, what a borrower must have done to apply (spec §1, §6): complete
// data sent to staff (the profile) and the psychometric survey — each with a link, so a new user
// learns it before filling anything in, not from the refusal after.
import { Paper, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplyReadinessQuery } from '../generated/graphql.ts';
import { useLanguage } from '../i18n.ts';
import { type Step, StepList } from './StepList.tsx';

type Readiness = ApplyReadinessQuery['myProfile'];

export function ApplyChecklist({ readiness }: { readiness: Readiness }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const profileMissing = readiness.missingLabels.filter(
    (_, index) => readiness.missing[index] !== 'survey',
  );
  const items: Step[] = [
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
      <StepList
        steps={items}
        words={{ done: t('borrowerFlow.checklist.done'), todo: t('borrowerFlow.checklist.todo') }}
      />
      {!readiness.mayApply && (
        <Text size="sm" mt="sm">
          {t('borrowerFlow.checklist.blocked')}
        </Text>
      )}
    </Paper>
  );
}
