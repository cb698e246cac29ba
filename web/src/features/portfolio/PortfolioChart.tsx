// One split of the portfolio as a donut: the picture is named for what it shows and its numbers
// are in a table beside it for a screen reader (visually hidden), with a legend for the eye.
// The chart's own focus layer and tooltip are off: the table is the way to read exact amounts.
import { DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../components/format.ts';

export type Slice = { key: string; label: string; amount: string; color: string };

export function PortfolioChart({ title, slices }: { title: string; slices: readonly Slice[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const shown = slices.filter((slice) => Number(slice.amount) > 0);
  const parts = shown.map((slice) => `${slice.label} ${formatRupiah(slice.amount)}`).join(', ');
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId} data-testid="portfolio-chart">
      <Title order={3} size="h5" id={titleId}>
        {title}
      </Title>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('portfolio.noChart')}
        </Text>
      ) : (
        <Group gap="md" align="center" wrap="wrap">
          <div role="img" aria-label={t('portfolio.chartName', { title, parts })}>
            <DonutChart
              data={shown.map((slice) => ({
                name: slice.label,
                // The picture's proportions only; the amounts shown are the exact strings.
                value: Number(slice.amount),
                color: slice.color,
              }))}
              size={140}
              thickness={22}
              withTooltip={false}
              accessibilityLayer={false}
            />
          </div>
          <Stack gap={4} aria-hidden="true" miw={0}>
            {shown.map((slice) => (
              <Group key={slice.key} gap="xs" wrap="nowrap">
                <ColorSwatch
                  color={`var(--mantine-color-${slice.color.replace('.', '-')})`}
                  size={12}
                />
                <Text size="sm">
                  {slice.label}: <b>{formatRupiah(slice.amount)}</b>
                </Text>
              </Group>
            ))}
          </Stack>
          <VisuallyHidden>
            <Table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('portfolio.part')}</th>
                  <th scope="col">{t('portfolio.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((slice) => (
                  <tr key={slice.key}>
                    <th scope="row">{slice.label}</th>
                    <td>{formatRupiah(slice.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </VisuallyHidden>
        </Group>
      )}
    </Stack>
  );
}
