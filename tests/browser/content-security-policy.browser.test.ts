// The built client under the product's content security policy: the API documentation page, the
// analysts' view of one loan and a stored file opened from a loan load with no violation reported
// by the browser. Every route of the router is checked in the route walk
// (tests/support/route-walk.ts).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import {
  DEMO_PASSWORD,
  rest,
  startTestProduct,
  type TestProduct,
} from '../support/test-product.ts';

let product: TestProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([startTestProduct(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

type Violations = string[];

/** A browser context that records every CSP violation of its pages, signed in as `email`. */
async function contextFor(
  email: string | null,
  on: Browser = browser,
): Promise<{ context: BrowserContext; violations: Violations }> {
  const context = await on.newContext();
  const violations: Violations = [];
  // Runs before the page's own scripts (and is not itself subject to the page's policy); the
  // test reads the list with page.evaluate after each screen.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber}) on ${location.pathname}`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  if (email) {
    const { body } = await rest(product, 'POST', '/account/login', {
      body: { email, password: DEMO_PASSWORD },
    });
    const data = body.data as {
      token: string;
      expiresAt: string;
      user: { id: string; email: string; fullName: string; role: string; isPersonal: boolean };
    };
    const session = {
      token: data.token,
      expiresAt: data.expiresAt,
      user: { ...data.user, role: data.user.role.toUpperCase() },
    };
    await context.addInitScript((value) => {
      // Only the product's own pages hold the session (not about:blank or a blob: window).
      if (location.protocol === 'http:') localStorage.setItem('lumbung.session', value);
    }, JSON.stringify(session));
  }
  return { context, violations };
}

/** The violations this page's document reported so far. */
const reported = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);

async function visit(page: Page, path: string, violations: Violations): Promise<void> {
  await page.goto(`${product.url}${path}`);
  // Some screens poll; give the first requests time to settle without waiting for silence.
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  await page.waitForFunction(
    () => (document.querySelector('#root')?.textContent ?? '').trim().length > 0,
  );
  violations.push(...(await reported(page)));
}

async function loanIdOf(email: string, stage: string): Promise<number> {
  const [row] = await product.db.query<{ id: number }>(
    `SELECT l.id FROM loans l JOIN users u ON u.id = l.borrower_id
      WHERE u.email = $1 AND l.machine_state ->> 'stage' = $2 ORDER BY l.id LIMIT 1`,
    [email, stage],
  );
  if (!row) throw new Error(`no ${stage} loan of ${email}`);
  return row.id;
}

describe('the content security policy', () => {
  it('the API documentation loads with no violation', async () => {
    const { context, violations } = await contextFor(null);
    const page = await context.newPage();
    await page.goto(`${product.url}/api/docs/`);
    // The document is large: Swagger UI takes a moment to draw its first operation.
    await page.locator('.swagger-ui .opblock').first().waitFor({ timeout: 60_000 });
    violations.push(...(await reported(page)));
    expect(violations).toEqual([]);
    await page.close();
  }, 120_000);

  it("a loan's stored file opens from its blob with no violation", async () => {
    const review = await loanIdOf('borrower@lumbung.test', 'REVIEW');
    // A browser of its own: the file opens in a second window of this one.
    const own = await launchBrowser();
    const { context, violations } = await contextFor('admin@lumbung.test', own);
    const page = await context.newPage();
    // The analysts' view of this loan (not a route of its own in the walk), then the loan.
    for (const path of [`/staff/machines/loan?loan=${review}`, `/staff/loans/${review}`]) {
      await visit(page, path, violations);
    }
    const viewFile = page.getByRole('button', { name: /^Lihat file/ }).first();
    // The loan's tabs mount after its summary has been painted: wait for them before looking.
    await page.getByRole('tab').first().waitFor();
    if ((await page.getByRole('tab').count()) > 1) {
      for (const tab of await page.getByRole('tab').all()) {
        await tab.click();
        if (await viewFile.isVisible()) break;
      }
    }
    await viewFile.waitFor();
    const [popup, read] = await Promise.all([
      page.waitForEvent('popup'),
      page.waitForResponse((r) => /\/file\/[0-9a-f-]+\.(pdf|png|jpg)$/.test(r.url())),
      viewFile.click(),
    ]);
    expect(read.status()).toBe(200);
    // Headless Chromium downloads a PDF rather than show it: the read is what can be seen.
    expect(popup).toBeDefined();
    violations.push(...(await reported(page)));
    expect(violations).toEqual([]);
    await own.close();
  }, 120_000);
});
