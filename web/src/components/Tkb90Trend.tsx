// TKB90 at each month's end as a line, with the points in a table for a screen reader: the public
// statistics page and the staff dashboard draw the same figures (machines/disclosure).
import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LineChart } from './charts.tsx';
import { formatDate } from './format.ts';

/** '42.86' → '42,86%': the figure as published, its two decimals kept. */
export const percentText = (value: string) => `${value.replace('.', ',')}%`;

/** 'YYYY-MM' → 'MM-YYYY', the spec's order of date parts. */
export const monthText = (month: string) => `${month.slice(5, 7)}-${month.slice(0, 4)}`;

export type Tkb90Point = { month: string; tkb90: string; asOf?: string };

export function Tkb90Trend({
  title,
  points,
  height,
}: {
  title: string;
  points: readonly Tkb90Point[];
  height: number;
}) {
  const { t } = useTranslation();
  const parts = points.map((p) => `${monthText(p.month)} ${percentText(p.tkb90)}`).join(', ');
  const withAsOf = points.some((p) => p.asOf !== undefined);
  return (
    <>
      <div role="img" aria-label={t('disclosure.chartName', { title, parts })}>
        <LineChart
          h={height}
          data={points.map((p) => ({ month: monthText(p.month), tkb90: Number(p.tkb90) }))}
          dataKey="month"
          series={[{ name: 'tkb90', label: 'TKB90', color: 'teal.7' }]}
          unit="%"
          yAxisProps={{ domain: [0, 100] }}
          lineProps={{ isAnimationActive: false }}
          withTooltip={false}
          data-testid="tkb90-chart"
        />
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('disclosure.month')}</th>
              {withAsOf && <th scope="col">{t('disclosure.asOfDay')}</th>}
              <th scope="col">TKB90</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.month}>
                <th scope="row">{monthText(p.month)}</th>
                {withAsOf && <td>{formatDate(p.asOf)}</td>}
                <td>{percentText(p.tkb90)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
}
