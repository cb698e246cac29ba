// QA's latest path-test report for staff (GET /api/staff/qa-report and its summary): none yet
// says so; once `npm run qa:paths` wrote one, the summary counts its results and the page is the
// report itself; only staff may read either.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanQaPaths } from '../../qa/loan-graph.ts';
import { buildReport, writeReport } from '../../qa/report.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let dir: string;
let staff: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lumbung-qa-report-'));
  product = await startTestProduct({ qaReportDir: dir });
  staff = await loginAs(product, 'admin@lumbung.test');
});
afterAll(async () => {
  await product.close();
  rmSync(dir, { recursive: true, force: true });
});

async function page(token: string) {
  const response = await fetch(`${product.url}/api/staff/qa-report`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
}

describe("QA's report for staff", () => {
  it('says there is none before QA ran', async () => {
    const { status, body } = await rest(product, 'GET', '/staff/qa-report/summary', {
      token: staff,
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      present: false,
      generatedAt: null,
      coverageLine: null,
      passed: 0,
      failed: 0,
      missing: 0,
    });
    const missing = await page(staff);
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.text)).toMatchObject({ code: 'QA_REPORT_MISSING' });
  });

  it('serves the latest report and its summary to staff only', async () => {
    const paths = loanQaPaths();
    const report = buildReport({
      paths,
      machine: new Map(),
      results: [
        { name: 'to-REVIEW', tier: 'rest', status: 'passed', ms: 120, steps: [] },
        { name: 'to-CLOSED', tier: 'rest', status: 'failed', ms: 900, steps: [], error: 'boom' },
        { name: 'to-CLOSED', tier: 'browser', status: 'missing', ms: 0, steps: [], missing: 'why' },
      ],
      coverage: {},
      others: [],
      // A web-client machine's path: its results count beside the loan's.
      webPaths: [
        {
          machine: 'dialogs: rejectLoan',
          run: '',
          name: 'reject-loan-dialog/dialog.open',
          reason: 'ends in "open"',
          events: [{ type: 'dialog.open' }],
          states: [],
          transitions: [],
        },
      ],
      machineResults: [
        {
          name: 'reject-loan-dialog/dialog.open',
          machine: 'dialogs: rejectLoan',
          tier: 'web',
          status: 'passed',
          ms: 3,
          steps: [],
        },
      ],
      options: { tier: 'rest' },
      ms: 1000,
      line: 'qa:paths coverage — loan: machine 25/25 states 54/54 transitions',
    });
    writeReport(report, dir);

    const { body } = await rest(product, 'GET', '/staff/qa-report/summary', { token: staff });
    expect(body.data).toEqual({
      present: true,
      generatedAt: report.generatedAt,
      coverageLine: 'qa:paths coverage — loan: machine 25/25 states 54/54 transitions',
      passed: 2,
      failed: 1,
      missing: 1,
    });
    const shown = await page(staff);
    expect(shown.status).toBe(200);
    expect(shown.type).toBe('text/html; charset=utf-8');
    expect(shown.text).toContain('<h3>to-CLOSED</h3>');
    expect(shown.text).toContain('<h3>reject-loan-dialog/dialog.open</h3>');
    expect(shown.text).toContain('Loan closed — by staff (credit officer) → Closed');

    const borrower = await loginAs(product, 'borrower@lumbung.test');
    expect((await page(borrower)).status).toBe(403);
    const summary = await rest(product, 'GET', '/staff/qa-report/summary', { token: borrower });
    expect(summary.status).toBe(403);
    expect((await page('')).status).toBe(401);
  });
});
