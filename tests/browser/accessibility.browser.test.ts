// axe-core on every route of the web client (tests/support/web-routes.ts), in Indonesian and in
// English, as a user its layout admits: any serious or critical violation (colour contrast
// below 4.5:1, a control without a name, a missing landmark, …) fails, named with its elements.
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
  // One context for all routes, kept open (the packaged Chromium may run as a single process).
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

describe('axe on every route, in both languages', () => {
  for (const route of screenRoutes()) {
    const who = route.roles[0] ? ` to ${route.roles[0]}` : '';
    it(`${route.path}${who}: no serious or critical violation`, async () => {
      const page = await context.newPage();
      try {
        for (const language of ['id', 'en'] as const) {
          await visitor.visit(page, route, language);
          expect({ language, violations: await seriousViolations(page) }).toEqual({
            language,
            violations: [],
          });
        }
      } finally {
        await page.close();
      }
    }, 60_000);
  }

  it('the phone menu, open, has no serious or critical violation either', async () => {
    const page = await context.newPage();
    try {
      await page.setViewportSize({ width: 390, height: 844 });
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
