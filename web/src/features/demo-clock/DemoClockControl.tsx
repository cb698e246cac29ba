// Demo mode only, for staff: the product's date and buttons that move it forward 1, 7 or 30
// days at once (no confirmation: the demo is for watching time pass), with the result said in
// a status line. Outside demo mode the query fails and nothing shows. After an advance every
// screen on view reads again: bills may have fallen due.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../components/format.ts';
import { errorMessage } from '../../components/server-errors.ts';
import { AdvanceDemoClockDocument, DemoClockDocument } from '../../generated/graphql.ts';

const STEPS = [1, 7, 30] as const;
const POLL_MS = 60_000;

/** The product's date: its WIB day, as every date of the product shows, whatever the viewer's zone. */
const productDate = (now: string) => formatDate(now);

export function DemoClockControl() {
  const { t } = useTranslation();
  const titleId = useId();
  const [shown, setShown] = useState(false);
  const { data } = useQuery(DemoClockDocument, {
    // Outside demo mode the first answer is an error: no more asking.
    pollInterval: shown ? POLL_MS : 0,
    fetchPolicy: 'cache-and-network',
    // Its own checks are not the user's activity (apollo.ts), like the notification bell's.
    context: { background: true },
  });
  const [advance, { loading }] = useMutation(AdvanceDemoClockDocument, {
    // The answer is the new date; what the date changed on the other screens is read again.
    update: (cache, { data: answer }) => {
      if (answer)
        cache.writeQuery({
          query: DemoClockDocument,
          data: { demoClock: answer.advanceDemoClock },
        });
    },
    refetchQueries: 'active',
  });
  const [result, setResult] = useState('');
  const [pending, setPending] = useState<number | null>(null);

  const clock = data?.demoClock;
  if (clock && !shown) setShown(true);
  if (!clock) return null;

  const run = async (days: number) => {
    setPending(days);
    try {
      const answer = await advance({ variables: { days } });
      const moved = answer.data?.advanceDemoClock;
      if (moved) setResult(t('demoClock.advanced', { count: days, date: productDate(moved.now) }));
    } catch (error) {
      setResult(errorMessage(error, t('common.genericError')));
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack gap={4} component="section" aria-labelledby={titleId} data-testid="demo-clock">
      <Text id={titleId} size="sm" fw={600}>
        {t('demoClock.title')}
      </Text>
      <Text size="sm" data-testid="demo-clock-date">
        {productDate(clock.now)}
        {clock.offsetDays > 0 && (
          <Text span size="xs" c="dimmed">
            {' '}
            {t('demoClock.ahead', { count: clock.offsetDays })}
          </Text>
        )}
      </Text>
      {/* The steps wrap to a second line where the menu is narrow, whole: "+30 hari" was cut to
          "+30 ha" in the desktop sidebar. */}
      <Group gap={4}>
        {STEPS.map((days) => (
          <Button
            key={days}
            size="compact-sm"
            variant="light"
            onClick={() => void run(days)}
            loading={pending === days}
            disabled={loading && pending !== days}
            aria-label={t('demoClock.advance', { count: days })}
          >
            {t('demoClock.step', { count: days })}
          </Button>
        ))}
      </Group>
      <Text size="xs" role="status" aria-live="polite" data-testid="demo-clock-result">
        {result}
      </Text>
    </Stack>
  );
}
