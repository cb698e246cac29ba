// One split of the portfolio as a donut (the portfolio page and the lender's dashboard): the picture is named for what it shows and its numbers
// are in a table beside it for a screen reader (visually hidden), with a legend for the eye.
// The chart's own focus layer and tooltip are off: the table is the way to read exact amounts.
// PortfolioCharts is the panel both pages show: the split by grade beside the split by status.

import {
  ColorSwatch,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fundingStatusLabel } from '../../../machines/loan/loan.status-labels.ts';
import { type Language, useLanguage } from '../i18n.ts';
import { DonutChart } from './charts.tsx';
import { formatRupiah, NO_WRAP } from './format.ts';
import { useGradeText } from './GradeBadge.tsx';
import { Panel } from './Panel.tsx';

type Slice = { key: string; label: string; amount: string; color: string };

const GRADE_COLOURS: Record<string, string> = {
  A: 'teal.6',
  B: 'lime.6',
  C: 'yellow.6',
  D: 'orange.6',
  E: 'red.6',
};
const STATUS_COLOURS: Record<string, string> = {
  NOT_PROCESS: 'gray.4',
  PROCESS: 'blue.6',
  FUNDING_COMPLETED: 'teal.6',
  FUNDING_NOT_COMPLETED: 'gray.6',
  DISBURSEMENT_READY: 'cyan.6',
  DISBURSED: 'green.7',
};

type Split = readonly { key: string; amount: string }[];
type PortfolioSplits = { byGrade: Split; byStatus: Split };

/** The portfolio summary's splits by grade and by funding status as the charts' slices. */
function portfolioSlices(
  summary: PortfolioSplits,
  gradeText: (grade: string) => string,
  language: Language,
): { byGrade: Slice[]; byStatus: Slice[] } {
  return {
    byGrade: summary.byGrade.map((slice) => ({
      key: slice.key,
      label: gradeText(slice.key),
      amount: slice.amount,
      color: GRADE_COLOURS[slice.key] ?? 'gray.5',
    })),
    byStatus: summary.byStatus.map((slice) => ({
      key: slice.key,
      label: fundingStatusLabel(slice.key)[language],
      amount: slice.amount,
      color: STATUS_COLOURS[slice.key] ?? 'violet.6',
    })),
  };
}

/** The panel of the portfolio's two charts, by grade and by funding status, each page naming them. */
export function PortfolioCharts({
  summary,
  titles,
}: {
  summary: PortfolioSplits;
  titles: { panel: string; byGrade: string; byStatus: string };
}) {
  const language = useLanguage();
  const gradeText = useGradeText();
  const { byGrade, byStatus } = portfolioSlices(summary, gradeText, language);
  return (
    <Panel title={titles.panel}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <PortfolioChart title={titles.byGrade} slices={byGrade} />
        <PortfolioChart title={titles.byStatus} slices={byStatus} />
      </SimpleGrid>
    </Panel>
  );
}

function PortfolioChart({ title, slices }: { title: string; slices: readonly Slice[] }) {
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
                  {slice.label}: <b style={NO_WRAP}>{formatRupiah(slice.amount)}</b>
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
