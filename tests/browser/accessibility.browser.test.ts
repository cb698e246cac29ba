// axe-core on the phone menu, open, in Indonesian and in English (every route itself is checked
// by axe in the route walk, tests/support/route-walk.ts).
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { routeVisitor, screenRoutes } from '../support/route-visits.ts';
import { startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let browser: Browser;
let context: BrowserContext;
let visitor: ReturnType<typeof routeVisitor>;

beforeAll(async () => {
  [product, browser] = await Promise.all([startTestProduct(), launchBrowser()]);
  visitor = routeVisitor(product);
  context = await browser.newContext({ viewport: { width: 390, height: 844 } });
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

describe('axe on the phone menu', () => {
  it('the phone menu, open, has no serious or critical violation', async () => {
    const page = await context.newPage();
    try {
      const staffRoute = screenRoutes().find((route) => route.path === '/staff/loans');
      if (!staffRoute) throw new Error('no /staff/loans route');
      for (const language of ['id', 'en'] as const) {
        await visitor.visit(page, staffRoute, language);
        await page
          .getByRole('button', { name: language === 'id' ? 'Buka menu' : 'Open menu' })
          .click();
        await page
          .getByRole('button', { name: language === 'id' ? 'Keluar' : 'Log out', exact: true })
          .waitFor();
        expect({ language, violations: await seriousViolations(page) }).toEqual({
          language,
          violations: [],
        });
      }
    } finally {
      await page.close();
    }
  });
});
