// The loan's audit trail as a timeline, oldest first: what happened, from which stage to which,
// who did it and in which role, when, and why.
import { Paper, Text, Timeline, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/format.ts';
import type { StaffLoanFieldsFragment } from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

export function AuditTimeline({ entries }: { entries: StaffLoanFieldsFragment['auditTrail'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" mb="sm" id={titleId}>
        {t('staffDesk.audit.title')}
      </Title>
      {entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('staffDesk.audit.empty')}
        </Text>
      ) : (
        <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2}>
          {entries.map((entry) => {
            const role = t(`staffDesk.audit.roles.${entry.actorRole}`);
            return (
              <Timeline.Item key={entry.id} title={entry.eventLabel[language]}>
                <Text size="sm">
                  {entry.fromStageLabel
                    ? t('staffDesk.audit.fromTo', {
                        from: entry.fromStageLabel[language],
                        to: entry.toStageLabel[language],
                      })
                    : t('staffDesk.audit.created', { to: entry.toStageLabel[language] })}
                </Text>
                <Text size="xs" c="dimmed">
                  {entry.actorName
                    ? t('staffDesk.audit.by', { name: entry.actorName, role })
                    : t('staffDesk.audit.byRole', { role })}
                  {' · '}
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </Text>
                {entry.reason && (
                  <Text size="sm" fs="italic">
                    {t('staffDesk.audit.reason', { reason: entry.reason })}
                  </Text>
                )}
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Paper>
  );
}
