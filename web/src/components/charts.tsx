// The product's charts: @mantine/charts (over recharts, about 100 KB gzip) loads only when a
// screen first draws one, so a route's own script stays small and its figures and tables show
// before the picture. Until the library is in, the chart's place is kept (no jump) by a skeleton
// of the chart's size. Each chart's numbers are also in words or a table beside it: the picture
// is never the only way to read them, so the picture is no stop of the keyboard's. Recharts makes
// a chart's surface a Tab stop (its `accessibilityLayer`, on by default) and a donut's slices one
// more (the Pie's `rootTabIndex`); both are off for every chart here, whatever its screen passes.
import type { BarChart as Bar, DonutChart as Donut, LineChart as Line } from '@mantine/charts';
import { Skeleton } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';

const library = () => import('./charts-library.ts');
const LazyDonut = lazy(async () => ({ default: (await library()).DonutChart }));
const LazyLine = lazy(async () => ({ default: (await library()).LineChart }));
/** The chart's own height where it is one value (a responsive height keeps the default). */
const skeletonHeight = (h: ComponentProps<typeof Line>['h']) =>
  typeof h === 'number' || typeof h === 'string' ? h : 240;
const LazyBar = lazy(async () => ({ default: (await library()).BarChart }));

export function DonutChart(props: ComponentProps<typeof Donut>) {
  const size = props.size ?? 160;
  return (
    <Suspense fallback={<Skeleton circle height={size} width={size} />}>
      <LazyDonut
        {...props}
        accessibilityLayer={false}
        pieProps={{ ...props.pieProps, rootTabIndex: -1 }}
      />
    </Suspense>
  );
}

export function LineChart(props: ComponentProps<typeof Line>) {
  return (
    <Suspense fallback={<Skeleton height={skeletonHeight(props.h)} />}>
      <LazyLine {...props} accessibilityLayer={false} />
    </Suspense>
  );
}

export function BarChart(props: ComponentProps<typeof Bar>) {
  return (
    <Suspense fallback={<Skeleton height={skeletonHeight(props.h)} />}>
      <LazyBar {...props} accessibilityLayer={false} />
    </Suspense>
  );
}
