// The staff dashboard's link to QA's latest path-test report (`npm run qa:paths`): when it ran and
// how it went, and a button that opens it — the page is fetched with the session's token (a plain
// link could not carry it) and shown in a new tab. No report yet: it says so.
import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/format.ts';
import { Panel } from '../../components/Panel.tsx';
import { readSession } from '../../session.ts';

type Summary = {
  present: boolean;
  generatedAt: string | null;
  passed: number;
  failed: number;
  missing: number;
};

const authorization = (): Record<string, string> => {
  const session = readSession();
  return session ? { authorization: `Bearer ${session.token}` } : {};
};

export function QaReportLink() {
  const { t } = useTranslation();
  const [summary, setSummary] = useState<Summary | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    fetch('/api/staff/qa-report/summary', { headers: authorization() })
      .then(async (response) => {
        if (!response.ok) throw new Error(response.statusText);
        const body = (await response.json()) as { data: Summary };
        if (live) setSummary(body.data);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  async function open() {
    // Opened at once (the click's own window), filled once the page has arrived.
    const target = window.open('', '_blank');
    try {
      const response = await fetch('/api/staff/qa-report', { headers: authorization() });
      if (!response.ok) throw new Error(response.statusText);
      const page = new Blob([await response.text()], { type: 'text/html' });
      const url = URL.createObjectURL(page);
      if (target) target.location.href = url;
      else window.location.href = url;
    } catch {
      target?.close();
      setFailed(true);
    }
  }

  return (
    <Panel title={t('dashboard.staff.qaTitle')}>
      <Stack gap="xs" align="flex-start">
        {summary?.present && summary.generatedAt && (
          <>
            <Text size="sm" data-testid="qa-report-summary">
              {t('dashboard.staff.qaAsOf', {
                date: formatDateTime(summary.generatedAt),
                passed: summary.passed,
                failed: summary.failed,
                missing: summary.missing,
              })}
            </Text>
            <Button variant="light" onClick={open}>
              {t('dashboard.staff.qaOpen')}
            </Button>
          </>
        )}
        {summary && !summary.present && <Text size="sm">{t('dashboard.staff.qaNone')}</Text>}
        {failed && (
          <Text size="sm" c="red" role="alert">
            {t('dashboard.staff.qaFailed')}
          </Text>
        )}
      </Stack>
    </Panel>
  );
}
