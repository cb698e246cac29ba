// The loan's audit trail as a timeline, oldest first: what happened, from which stage to which,
// who did it and in which role, when, and why. Saves of the application say what they changed
// (field, before, after, in words; money in rupiah, dates DD-MM-YYYY), and a burst of saves by
// one person is one entry that opens to the list of its changes (issue 15).
import { Button, List, Stack, Text, Timeline } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupAuditEntries } from '../../components/audit-groups.ts';
import {
  formatDate,
  formatDateTime,
  formatPercent,
  formatRupiah,
} from '../../components/format.ts';
import type { StaffLoanHistoryFieldsFragment } from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';
import { StaffLoanPanel } from './StaffLoanPanel.tsx';

type Entry = StaffLoanHistoryFieldsFragment['auditTrail'][number];
type Change = Entry['changes'][number];
type Language = ReturnType<typeof useLanguage>;

/** One side of a change in words: the API's words for codes and files, else the value formatted. */
function valueText(change: Change, side: 'before' | 'after', language: Language): string | null {
  const raw = side === 'before' ? change.before : change.after;
  const words = side === 'before' ? change.beforeText : change.afterText;
  if (raw === null || raw === undefined) return null;
  if (words) return words[language];
  switch (change.kind) {
    case 'MONEY':
      return formatRupiah(raw);
    case 'DATE':
      return formatDate(raw);
    case 'AREA':
      return `${formatPercent(raw)} m²`;
    default:
      return raw;
  }
}

function ChangeLine({ change }: { change: Change }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const before = valueText(change, 'before', language);
  const after = valueText(change, 'after', language);
  const label = change.label[language];
  // A file added to or taken from a list (other documents, photos) reads as such.
  const text =
    change.kind === 'FILE' && before === null
      ? t('staffDesk.audit.fileAdded', { field: label, file: after })
      : change.kind === 'FILE' && after === null
        ? t('staffDesk.audit.fileRemoved', { field: label, file: before })
        : t('staffDesk.audit.change', {
            field: label,
            before: before ?? t('staffDesk.audit.emptyValue'),
            after: after ?? t('staffDesk.audit.emptyValue'),
          });
  return <List.Item>{text}</List.Item>;
}

/** A group's saves: how many changes, opening to their list. */
function EditChanges({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const changes = entries.flatMap((entry) => entry.changes);
  const reasons = entries.flatMap((entry) => (entry.reason ? [entry.reason] : []));
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('staffDesk.audit.noChanges')}
      </Text>
    );
  }
  return (
    <Stack gap={4} mt={4}>
      <Button
        variant="subtle"
        size="compact-sm"
        w="fit-content"
        px={0}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open
          ? t('staffDesk.audit.hideChanges')
          : t('staffDesk.audit.showChanges', { count: changes.length })}
      </Button>
      <div id={listId} hidden={!open}>
        <List size="sm" spacing={2}>
          {changes.map((change, index) => (
            // A field may change twice in a burst: the position keeps the keys apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
            <ChangeLine key={`${change.field}-${index}`} change={change} />
          ))}
        </List>
        {reasons.map((reason, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          <Text key={index} size="sm" fs="italic">
            {t('staffDesk.audit.reason', { reason })}
          </Text>
        ))}
      </div>
    </Stack>
  );
}

export function AuditTimeline({
  entries,
  error,
}: {
  /** Undefined when the history's query failed (its error then says why). */
  entries: StaffLoanHistoryFieldsFragment['auditTrail'] | undefined;
  error?: unknown;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const groups = entries ? groupAuditEntries(entries) : [];
  return (
    <StaffLoanPanel
      title={t('staffDesk.audit.title')}
      testId="loan-history"
      error={entries ? undefined : error}
    >
      {!entries ? null : groups.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('staffDesk.audit.empty')}
        </Text>
      ) : (
        <Timeline active={groups.length - 1} bulletSize={14} lineWidth={2}>
          {groups.map(({ entries: grouped, edits }) => {
            const first = grouped[0] as Entry;
            const last = grouped.at(-1) as Entry;
            const role = t(`staffDesk.audit.roles.${first.actorRole}`);
            const title =
              grouped.length > 1
                ? t('staffDesk.audit.saves', {
                    event: first.eventLabel[language],
                    count: grouped.length,
                  })
                : first.eventLabel[language];
            const sameStage = first.fromStage !== null && first.fromStage === last.toStage;
            return (
              <Timeline.Item key={first.id} title={title}>
                <Text size="sm">
                  {edits && sameStage
                    ? t('staffDesk.audit.atStage', { stage: last.toStageLabel[language] })
                    : first.fromStageLabel
                      ? t('staffDesk.audit.fromTo', {
                          from: first.fromStageLabel[language],
                          to: last.toStageLabel[language],
                        })
                      : t('staffDesk.audit.created', { to: last.toStageLabel[language] })}
                </Text>
                <Text size="xs" c="dimmed">
                  {first.actorName
                    ? t('staffDesk.audit.by', { name: first.actorName, role })
                    : t('staffDesk.audit.byRole', { role })}
                  {' · '}
                  <time dateTime={first.at}>{formatDateTime(first.at)}</time>
                  {grouped.length > 1 && formatDateTime(last.at) !== formatDateTime(first.at) && (
                    <>
                      {' – '}
                      <time dateTime={last.at}>{formatDateTime(last.at)}</time>
                    </>
                  )}
                </Text>
                {edits ? (
                  <EditChanges entries={grouped} />
                ) : (
                  first.reason && (
                    <Text size="sm" fs="italic">
                      {t('staffDesk.audit.reason', { reason: first.reason })}
                    </Text>
                  )
                )}
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </StaffLoanPanel>
  );
}
