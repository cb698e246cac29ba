// The public disclosure (issue 21), open to anyone: the platform's figures as OJK asks P2P
// platforms to publish them — TKB90 large, the quality buckets as bars, TKB90 at each of the last
// 12 month ends as a line — all computed by the API from the journal and the loans, with the day
// they are as at. Each chart is named for what it shows and its numbers are in a table too.
import { useQuery } from '@apollo/client/react';
import { Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type CreditQuality,
  creditQualityLabels,
} from '../../../../machines/installment/installment.quality.ts';
import { BarChart } from '../../components/charts.tsx';
import { formatDate, formatRupiah, NO_WRAP } from '../../components/format.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { Panel } from '../../components/Panel.tsx';
import { SignedOutPage } from '../../components/SignedOutPage.tsx';
import { problemText, serverProblem } from '../../components/server-errors.ts';
import { percentText, Tkb90Trend } from '../../components/Tkb90Trend.tsx';
import { PublicDisclosureDocument, type PublicDisclosureQuery } from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

type Figures = PublicDisclosureQuery['publicDisclosure'];

/** '98.50' → '98,50%' (two decimals always: the figure as published). */

export function DisclosurePage() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(PublicDisclosureDocument, {
    fetchPolicy: 'network-only',
  });
  return (
    <SignedOutPage
      title={t('disclosure.title')}
      width={960}
      below={
        <Group justify="center">
          <Anchor component={Link} to="/" size="sm">
            {t('disclosure.toHome')}
          </Anchor>
        </Group>
      }
    >
      {loading && !data ? (
        <PageLoading />
      ) : error && !data ? (
        <PageError message={problemText(t, serverProblem(error))} />
      ) : data ? (
        <Figures figures={data.publicDisclosure} />
      ) : null}
    </SignedOutPage>
  );
}

function Figures({ figures }: { figures: Figures }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed" data-testid="disclosure-as-of">
        {t('disclosure.asOf', { date: formatDate(figures.asOf) })}
      </Text>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="tkb90-title">
        <Stack gap={4}>
          <Title order={2} size="h4" id="tkb90-title">
            {t('disclosure.tkb90Title')}
          </Title>
          <Text fz={56} fw={800} c="teal.9" lh={1.1} data-testid="tkb90">
            {percentText(figures.tkb90)}
          </Text>
          <Text size="sm">
            {t('disclosure.tkb90Explained', { twp90: percentText(figures.twp90) })}
          </Text>
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <Fact label={t('disclosure.outstanding')} value={formatRupiah(figures.outstanding)} />
        <Fact label={t('disclosure.outstandingLoans')} value={String(figures.outstandingLoans)} />
        <Fact
          label={t('disclosure.fundingThisYear')}
          value={formatRupiah(figures.fundingThisYear)}
        />
        <Fact label={t('disclosure.fundingTotal')} value={formatRupiah(figures.fundingTotal)} />
        <Fact label={t('disclosure.borrowersTotal')} value={String(figures.borrowersTotal)} />
        <Fact label={t('disclosure.lendersTotal')} value={String(figures.lendersTotal)} />
      </SimpleGrid>
      <Buckets figures={figures} />
      <History figures={figures} />
      <Text size="xs" c="dimmed">
        {t('disclosure.method')}
      </Text>
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
}

function Buckets({ figures }: { figures: Figures }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rows = figures.buckets.map((b) => ({
    ...b,
    label: creditQualityLabels[b.quality as CreditQuality]?.[language] ?? b.quality,
  }));
  const parts = rows.map((b) => `${b.label} ${percentText(b.percent)}`).join(', ');
  return (
    <Panel title={t('disclosure.bucketsTitle')}>
      <div
        role="img"
        aria-label={t('disclosure.chartName', { title: t('disclosure.bucketsTitle'), parts })}
      >
        <BarChart
          h={220}
          data={rows.map((b) => ({ bucket: b.label, percent: Number(b.percent) }))}
          dataKey="bucket"
          series={[{ name: 'percent', label: t('disclosure.share'), color: 'teal.6' }]}
          barProps={{ isAnimationActive: false }}
          unit="%"
          yAxisProps={{ domain: [0, 100] }}
          withTooltip={false}
          data-testid="buckets-chart"
        />
      </div>
      <Table.ScrollContainer minWidth={440} mt="sm">
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('disclosure.bucket')}</Table.Th>
              <Table.Th scope="col">{t('disclosure.loans')}</Table.Th>
              <Table.Th scope="col">{t('disclosure.amount')}</Table.Th>
              <Table.Th scope="col">{t('disclosure.share')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((b) => (
              <Table.Tr key={b.quality}>
                <Table.Th scope="row" fw={500}>
                  {b.label}
                </Table.Th>
                <Table.Td>{b.loans}</Table.Td>
                <Table.Td style={NO_WRAP}>{formatRupiah(b.outstanding)}</Table.Td>
                <Table.Td>{percentText(b.percent)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Panel>
  );
}

function History({ figures }: { figures: Figures }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('disclosure.historyTitle')}>
      <Tkb90Trend title={t('disclosure.historyTitle')} points={figures.tkb90ByMonth} height={240} />
    </Panel>
  );
}
