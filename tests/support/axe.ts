// axe-core in a test page: the serious and critical violations of the page as it stands (colour
// contrast below 4.5:1, a control without a name, a missing landmark, …), named with elements.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { layoutSettled } from './browser.ts';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export type Violation = { id: string; impact: string | null; help: string; targets: string[] };

export async function seriousViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // The page as it stands, not halfway through a transition: a dialog fading in is judged on its
  // colours mid-fade otherwise (a contrast "violation" of a button at half opacity, seen in CI).
  await layoutSettled(page);
  return page.evaluate(async () => {
    type AxeResult = {
      violations: Array<{
        id: string;
        impact?: string | null;
        help: string;
        nodes: Array<{ target: unknown[] }>;
      }>;
    };
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResult> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
  });
}
