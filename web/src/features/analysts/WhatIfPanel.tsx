// "What if": for the loan on screen, pick an event and who sends it; the API asks the loan machine
// (the decision function its own calls ask) and nothing changes. The answer says where the loan
// would go, or why not — the very words the call would answer — and which check refuses it.
import { useLazyQuery } from '@apollo/client/react';
import { Alert, Button, Group, List, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../components/server-errors.ts';
import {
  LoanWhatIfDocument,
  type LoanWhatIfQuery,
  type WhatIfSender,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';
import { type Diagram, useTargetWords } from './DetailPanel.tsx';

export type WhatIfAnswer = LoanWhatIfQuery['loanWhatIf'];

const SENDERS: WhatIfSender[] = ['STAFF', 'OWNER', 'LENDER', 'PLATFORM'];

export function WhatIfPanel({
  diagram,
  loanId,
  onAnswer,
}: {
  diagram: Diagram;
  loanId: string;
  /** The answer, to mark where the loan would go in the drawing (null when cleared). */
  onAnswer: (answer: WhatIfAnswer | null) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const { nameOf } = useTargetWords(diagram);
  // Every event the machine takes somewhere, once, in the order of its definition.
  const events = [
    ...new Map(diagram.transitions.map((tr) => [tr.event, tr.label[language]])).entries(),
  ];
  // It opens on the first move possible now, else the machine's first event.
  const [event, setEvent] = useState(
    diagram.transitions.find((tr) => tr.possible)?.event ?? events[0]?.[0] ?? '',
  );
  const [sender, setSender] = useState<WhatIfSender | ''>('');
  const [ask, { data, loading, error }] = useLazyQuery(LoanWhatIfDocument, {
    fetchPolicy: 'network-only',
  });
  const answer = data?.loanWhatIf ?? null;

  useEffect(() => {
    onAnswer(answer);
  }, [answer, onAnswer]);

  const onSubmit = (submit: FormEvent) => {
    submit.preventDefault();
    void ask({ variables: { loanId, event, as: sender || null } });
  };

  const eventName = (type: string) => events.find(([e]) => e === type)?.[1] ?? type;
  const names = (ids: readonly string[]) => ids.map(nameOf).join(', ');
  /** The current states the event leaves (the loan is in others too, in parallel regions). */
  const leaving = (found: WhatIfAnswer) => {
    const sources = diagram.transitions
      .filter((tr) => tr.event === found.event)
      .map((tr) => tr.source);
    const left = found.from.filter((id) =>
      sources.some((source) => id === source || id.startsWith(`${source}.`)),
    );
    return left.length > 0 ? left : found.from;
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={titleId}>
          {t('analysts.whatIf.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('analysts.whatIf.intro')}
        </Text>
        <form onSubmit={onSubmit} aria-label={t('analysts.whatIf.title')}>
          <Stack gap="xs">
            <NativeSelect
              label={t('analysts.whatIf.event')}
              value={event}
              onChange={(e) => setEvent(e.currentTarget.value)}
              data={events.map(([value, label]) => ({ value, label }))}
            />
            <NativeSelect
              label={t('analysts.whatIf.as')}
              value={sender}
              onChange={(e) => setSender(e.currentTarget.value as WhatIfSender | '')}
              data={[
                { value: '', label: t('analysts.whatIf.senders.DEFAULT') },
                ...SENDERS.map((value) => ({
                  value,
                  label: t(`analysts.whatIf.senders.${value}`),
                })),
              ]}
            />
            <Group>
              <Button type="submit" loading={loading}>
                {t('analysts.whatIf.ask')}
              </Button>
            </Group>
          </Stack>
        </form>
        {error && !loading && (
          <Alert color="red">{errorMessage(error, t('common.genericError'))}</Alert>
        )}
        {answer && !loading && (
          <Alert
            color={answer.allowed ? 'teal' : 'red'}
            title={`${eventName(answer.event)} (${t(`analysts.whatIf.senders.${answer.as}`)}): ${
              answer.allowed ? t('analysts.whatIf.allowed') : t('analysts.whatIf.refused')
            }`}
            data-testid="what-if-answer"
            aria-live="polite"
          >
            {answer.allowed ? (
              <List size="sm" spacing={4}>
                {answer.outcomes.map((outcome) => (
                  <List.Item key={outcome.to.join(',') || 'stays'}>
                    {outcome.to.length > 0
                      ? t('analysts.whatIf.goesTo', {
                          from: names(leaving(answer)),
                          to: names(outcome.to),
                        })
                      : t('analysts.whatIf.stays', { from: names(leaving(answer)) })}
                    {outcome.when
                      ? ` — ${t('analysts.whatIf.when', { when: outcome.when[language] })}`
                      : ''}
                  </List.Item>
                ))}
              </List>
            ) : (
              <Stack gap={4}>
                <Text size="sm" data-testid="what-if-reason">
                  {answer.reason?.text[language]}
                </Text>
                {answer.refusedBy && (
                  <Text size="sm">
                    {t('analysts.whatIf.refusedBy')}: {answer.refusedBy.text[language]}
                  </Text>
                )}
              </Stack>
            )}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
