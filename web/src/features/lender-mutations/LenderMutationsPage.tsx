// Account mutations (spec §2 "account mutations (statement by period, PDF download)", §3
// mutation rows): a period picker, the opening balance, each mutation with its running
// balance, the closing balance, pages, and the statement PDF in the chosen language. A period the
// API would refuse (ending before it starts, longer than a year) is a field error, never sent.
import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateField } from '../../components/DateField.tsx';
import { downloadWithSession } from '../../components/download.ts';
import { exactRupiahFor, NO_WRAP } from '../../components/format.ts';
import { MutationsTable, mutationAmounts } from '../../components/MutationRow.tsx';
import { notifyError } from '../../components/notify.ts';
import { PageError } from '../../components/PageState.tsx';
import { errorMessage } from '../../components/server-errors.ts';
import { MyMutationsDocument } from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';
import {
  hasProblems,
  type Period,
  type PeriodProblems,
  periodProblems,
} from './period-problems.ts';

const PAGE_SIZE = 20;

/** Level with the inputs below their labels, also when a field shows its error under it. */
const BESIDE_INPUT = {
  marginTop: 'calc(var(--mantine-font-size-sm) * var(--mantine-line-height))',
};

function downloadStatement(from: string, to: string, lang: string) {
  const params = new URLSearchParams({ from, to, lang });
  return downloadWithSession(`/api/lender/statement?${params}`, `mutasi-${from}-${to}.pdf`);
}

export function LenderMutationsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  // No period asked at first: the API answers its default, the 30 days up to the product's day
  // (the demo clock's in demo mode), and the fields show the period it answered.
  const [edited, setEdited] = useState<Period | null>(null);
  const [period, setPeriod] = useState<Partial<Period>>({});
  // Shown after a refused "Show", and kept up to date as the dates change until they are right.
  const [problems, setProblems] = useState<PeriodProblems>({});
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const { data, error } = useQuery(MyMutationsDocument, {
    variables: { ...period, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const m = data?.myMutations;
  const draft: Period = edited ?? (m ? { from: m.from, to: m.to } : { from: '', to: '' });
  // The lender's money exactly (sen kept, never rounded up), one precision for the statement.
  const money = exactRupiahFor(
    m ? [m.openingBalance, m.closingBalance, ...mutationAmounts(m.nodes)] : [],
  );
  const edit = (next: Period) => {
    setEdited(next);
    if (hasProblems(problems)) setProblems(periodProblems(next));
  };
  const show = () => {
    const found = periodProblems(draft);
    setProblems(found);
    if (hasProblems(found)) return;
    setPeriod(draft);
    setPage(1);
  };
  const problemText = (problem: PeriodProblems[keyof PeriodProblems]) => {
    if (!problem) return undefined;
    return problem === 'required' ? t('validation.required') : t(`lenderMoney.${problem}`);
  };
  const download = async () => {
    if (!m) return;
    setDownloading(true);
    try {
      // The statement of the period on screen, as the API answered it.
      await downloadStatement(m.from, m.to, language);
    } catch (failure) {
      notifyError(errorMessage(failure, t('common.genericError')));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/lender/wallet" size="sm">
        {t('lenderMoney.back')}
      </Anchor>
      <Title order={1}>{t('lenderMoney.mutationsTitle')}</Title>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          show();
        }}
      >
        <Group align="flex-start">
          <DateField
            format="iso"
            label={t('lenderMoney.from')}
            value={draft.from}
            onChange={(from) => edit({ ...draft, from })}
            error={problemText(problems.from)}
          />
          <DateField
            format="iso"
            label={t('lenderMoney.to')}
            value={draft.to}
            onChange={(to) => edit({ ...draft, to })}
            error={problemText(problems.to)}
          />
          <Button type="submit" variant="light" style={BESIDE_INPUT}>
            {t('lenderMoney.show')}
          </Button>
          <Button
            style={BESIDE_INPUT}
            onClick={() => void download()}
            loading={downloading}
            disabled={!m}
          >
            {t('lenderMoney.download')}
          </Button>
        </Group>
      </form>
      {error && !m && <PageError message={errorMessage(error, t('common.genericError'))} />}
      {m && (
        <Paper withBorder p="md" radius="md">
          <Text>
            {t('lenderMoney.opening')}:{' '}
            <b data-testid="mutations-opening" style={NO_WRAP}>
              {money(m.openingBalance)}
            </b>
          </Text>
          <MutationsTable
            nodes={m.nodes}
            language={language}
            minWidth={640}
            money={money}
            data-testid="mutations"
          />
          <Text mt="sm">
            {t('lenderMoney.closing')}:{' '}
            <b data-testid="mutations-closing" style={NO_WRAP}>
              {money(m.closingBalance)}
            </b>
          </Text>
          {m.totalCount > PAGE_SIZE && (
            <Pagination
              mt="sm"
              total={Math.ceil(m.totalCount / PAGE_SIZE)}
              value={page}
              onChange={setPage}
            />
          )}
        </Paper>
      )}
    </Stack>
  );
}
