// The borrower's timeline of a submitted application: what happened (their part of the audit
// trail, oldest first, with the reason of a rejection or cancellation) and what comes next
// (the milestones of machines/loan/loan.milestones.ts).
import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { nextMilestones } from '../../../../machines/loan/loan.milestones.ts';
import { groupAuditEntries } from '../../components/audit-groups.ts';
import { formatDateTime } from '../../components/format.ts';
import { Panel } from '../../components/Panel.tsx';
import type { BorrowerTimelineFieldsFragment } from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

export function LoanTimeline({
  entries,
  stage,
}: {
  entries: BorrowerTimelineFieldsFragment['auditTrail'];
  stage: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const upcoming = nextMilestones(stage);
  const groups = groupAuditEntries(entries);
  return (
    <Panel title={t('borrowerFlow.timeline.title')}>
      <Timeline active={groups.length - 1} bulletSize={14} lineWidth={2}>
        {groups.map(({ entries: grouped }) => {
          const entry = grouped[0] as (typeof grouped)[number];
          const last = grouped.at(-1) ?? entry;
          // A burst of saves is one line (issue 15), with how many times it was saved.
          const title =
            grouped.length > 1
              ? t('staffDesk.audit.saves', {
                  event: entry.eventLabel[language],
                  count: grouped.length,
                })
              : entry.eventLabel[language];
          const reasons = grouped.flatMap((item) => (item.reason ? [item.reason] : []));
          return (
            <Timeline.Item key={entry.id} title={title}>
              <Text size="sm">{last.toStageLabel[language]}</Text>
              <Text size="xs" c="dimmed">
                <time dateTime={last.at}>{formatDateTime(last.at)}</time>
              </Text>
              {reasons.map((reason) => (
                <Text key={reason} size="sm" fw={600}>
                  {t('borrowerFlow.timeline.reason', { reason })}
                </Text>
              ))}
            </Timeline.Item>
          );
        })}
        {upcoming.map((step, index) => (
          <Timeline.Item
            key={step.milestone}
            title={index === 0 ? t('borrowerFlow.timeline.next') : t('borrowerFlow.timeline.later')}
            lineVariant="dashed"
          >
            <Text size="sm" c={index === 0 ? undefined : 'dimmed'}>
              {step.text[language]}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Panel>
  );
}
