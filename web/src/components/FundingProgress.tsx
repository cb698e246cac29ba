// How far a loan's funding has come: a bar named for what it measures, with the numbers beside
// it in words ('Rp 25.000.000 terkumpul dari Rp 100.000.000'), so the picture is never the only
// way to read them. The percent comes from the server (whole percent, rounded down).
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from './format.ts';

export function FundingProgress({
  collected,
  target,
  percent,
  size = 'md',
}: {
  collected: string;
  target: string;
  percent: number;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}) {
  const { t } = useTranslation();
  const bounded = Math.max(0, Math.min(100, percent));
  return (
    <Stack gap={4}>
      <Progress.Root size={size} radius="xl">
        <Progress.Section
          value={bounded}
          color={bounded >= 100 ? 'teal' : 'blue.8'}
          aria-label={t('funding.progressLabel')}
        />
      </Progress.Root>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" data-testid="funding-collected">
          {t('funding.collectedOf', {
            collected: formatRupiah(collected),
            target: formatRupiah(target),
          })}
        </Text>
        <Text size="sm" fw={700} data-testid="funding-percent">
          {t('funding.percentFunded', { percent: bounded })}
        </Text>
      </Group>
    </Stack>
  );
}
