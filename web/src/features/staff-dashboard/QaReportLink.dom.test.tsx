// @vitest-environment jsdom
// The staff dashboard's link to QA's latest path-test report: with a report, when it ran and how
// it went and a button that opens the page (fetched with the session's token) in a new tab; with
// none, it says so — in Indonesian and in English.
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { en } from '../../locales/en.ts';
import { saveSession } from '../../session.ts';
import { createTestApollo, renderInApp, resetDom } from '../../test-support/dom.tsx';
import { QaReportLink } from './QaReportLink.tsx';

const REPORT = {
  present: true,
  generatedAt: '2026-11-25T08:30:00.000Z',
  coverageLine: 'qa:paths coverage — …',
  passed: 50,
  failed: 1,
  missing: 2,
};
const NONE = { ...REPORT, present: false, generatedAt: null, passed: 0, failed: 0, missing: 0 };

function answering(summary: typeof REPORT | typeof NONE) {
  const fetched: { url: string; authorization: string | null }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    fetched.push({ url, authorization: new Headers(init.headers).get('authorization') });
    if (url.endsWith('/summary')) return new Response(JSON.stringify({ data: summary }));
    return new Response('<h1>QA</h1>', { headers: { 'content-type': 'text/html' } });
  });
  return fetched;
}

afterEach(async () => {
  resetDom();
  await i18n.changeLanguage('id');
  vi.unstubAllGlobals();
});

describe('the QA report link', () => {
  it('shows the latest report and opens it with the session', async () => {
    saveSession({
      token: 't-1',
      expiresAt: '2099-01-01T00:00:00.000Z',
      user: {
        id: 'u-1',
        email: 'admin@lumbung.test',
        fullName: 'Admin',
        role: 'ADMIN',
        isPersonal: true,
      },
    });
    const fetched = answering(REPORT);
    const opened = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal('open', () => opened);
    URL.createObjectURL = () => 'blob:qa-report';
    renderInApp(<QaReportLink />, { client: createTestApollo().client });
    // The time reads in Jakarta's zone, named: 08:30 UTC is 15:30 WIB.
    expect((await screen.findByTestId('qa-report-summary')).textContent).toBe(
      'Laporan terakhir: 25-11-2026 15:30 WIB — 50 lulus, 1 gagal, 2 belum terjangkau',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buka laporan QA terbaru' }));
    await waitFor(() => expect(opened.location.href).toBe('blob:qa-report'));
    // Every read carries the session (StrictMode reads the summary twice); the page is read last.
    expect(fetched.every((f) => f.authorization === 'Bearer t-1')).toBe(true);
    expect(new Set(fetched.map((f) => f.url))).toEqual(
      new Set(['/api/staff/qa-report/summary', '/api/staff/qa-report']),
    );
    expect(fetched.at(-1)?.url).toBe('/api/staff/qa-report');
  });

  it('says when there is no report, in both languages', async () => {
    answering(NONE);
    renderInApp(<QaReportLink />, { client: createTestApollo().client });
    expect(
      await screen.findByText(
        'Belum ada laporan QA: laporan muncul setelah uji jalur QA dijalankan.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    i18n.addResourceBundle('en', 'translation', en, true, true);
    await act(() => i18n.changeLanguage('en'));
    expect(
      await screen.findByText("No QA report yet: it appears once QA's path tests have run."),
    ).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe("QA's path-test report");
  });
});
