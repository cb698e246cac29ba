// Account mutations (spec §2 "account mutations (statement by period, PDF download)", §3
// mutation rows): a period picker, the opening balance, each mutation with its running
// balance, the closing balance, pages, and the statement PDF in the chosen language.
import { useQuery } from '@apollo/client/react';
import {
  Anchor,
  Button,
  Group,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { downloadWithSession } from '../../components/download.ts';
import { formatRupiah } from '../../components/format.ts';
import { MutationRow } from '../../components/MutationRow.tsx';
import { notifyError } from '../../components/notify.ts';
import { PageError } from '../../components/PageState.tsx';
import { errorMessage } from '../../components/server-errors.ts';
import { MyMutationsDocument } from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

const PAGE_SIZE = 20;
const DAY_MS = 86_400_000;
/** Today in WIB, and a day some days before it, as YYYY-MM-DD. */
const wibDay = (daysAgo = 0) =>
  new Date(Date.now() + 7 * 3_600_000 - daysAgo * DAY_MS).toISOString().slice(0, 10);

function downloadStatement(from: string, to: string, lang: string) {
  const params = new URLSearchParams({ from, to, lang });
  return downloadWithSession(`/api/lender/statement?${params}`, `mutasi-${from}-${to}.pdf`);
}

export function LenderMutationsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [draft, setDraft] = useState({ from: wibDay(29), to: wibDay() });
  const [period, setPeriod] = useState(draft);
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const { data, error } = useQuery(MyMutationsDocument, {
    variables: { ...period, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const m = data?.myMutations;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadStatement(period.from, period.to, language);
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
      <Group align="end">
        <TextInput
          type="date"
          label={t('lenderMoney.from')}
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('lenderMoney.to')}
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })}
        />
        <Button
          variant="light"
          onClick={() => {
            setPeriod(draft);
            setPage(1);
          }}
        >
          {t('lenderMoney.show')}
        </Button>
        <Button onClick={() => void download()} loading={downloading}>
          {t('lenderMoney.download')}
        </Button>
      </Group>
      {error && !m && <PageError message={errorMessage(error, t('common.genericError'))} />}
      {m && (
        <Paper withBorder p="md" radius="md">
          <Text>
            {t('lenderMoney.opening')}:{' '}
            <b data-testid="mutations-opening">{formatRupiah(m.openingBalance)}</b>
          </Text>
          <Table.ScrollContainer minWidth={640} mt="sm">
            <Table striped data-testid="mutations">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('lenderMoney.date')}</Table.Th>
                  <Table.Th>{t('lenderMoney.type')}</Table.Th>
                  <Table.Th>{t('lenderMoney.description')}</Table.Th>
                  <Table.Th ta="right">{t('lenderMoney.debit')}</Table.Th>
                  <Table.Th ta="right">{t('lenderMoney.credit')}</Table.Th>
                  <Table.Th ta="right">{t('lenderMoney.balance')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {m.nodes.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={6}>{t('lenderMoney.none')}</Table.Td>
                  </Table.Tr>
                )}
                {m.nodes.map((row) => (
                  <MutationRow key={row.id} row={row} language={language} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text mt="sm">
            {t('lenderMoney.closing')}:{' '}
            <b data-testid="mutations-closing">{formatRupiah(m.closingBalance)}</b>
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
