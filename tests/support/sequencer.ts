// The order test files start in. CI's two workers take the next file as each finishes, so a long
// file started late leaves one worker idle until it ends. Without timings of an earlier run (a
// fresh clone has none) Vitest starts bigger files first, but size says little here: a browser
// file of 200 lines runs for a minute, a machine file of 500 for a second. So the files that start
// the whole product go first, the browser tier's taking turns with the API, gateway and ledger
// tiers' (two browsers at once on two cores slow both down to where their waits run out), and
// the rest after them; within each, the files CI's reports name as the longest go first (LONGEST),
// then Vitest's own order (recorded durations when it has them, else size).
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const BROWSER = ['tests/browser/'];
const PRODUCT = ['tests/api/', 'tests/gateway/', 'tests/ledger/', 'tests/qa/'];

/**
 * The longest files of each group, longest first, from CI's "ten slowest test files" (6 December
 * 2026, quiet 2-core machine: 40–120 s each). Started last, one of them alone kept a worker busy
 * for up to two minutes after the other had run out of files (the PostgreSQL run: 333 s of wall
 * time for 452 s of files). A file missing here only starts in Vitest's order.
 */
const LONGEST = [
  'tests/api/simulate.api.test.ts',
  'tests/api/loan-model.api.test.ts',
  'tests/api/simulate-graphql.api.test.ts',
  'tests/api/simulate-scaled.postgres.api.test.ts',
  'tests/api/simulate-rdl.api.test.ts',
  'tests/gateway/available-actions.gateway.test.ts',
  'tests/ledger/ledger.property.test.ts',
  'tests/api/fuzz.api.test.ts',
  'tests/browser/every-route-staff.browser.test.ts',
  'tests/browser/every-route-borrower.browser.test.ts',
  'tests/browser/every-route-lender.browser.test.ts',
  'tests/browser/every-route-signed-out.browser.test.ts',
  'tests/machines/installment.test.ts',
  'qa/web-machines/upload.dom.test.tsx',
  'qa/web-machines/application-form.dom.test.tsx',
  'qa/web-machines/session.dom.test.tsx',
];

export class SlowTiersFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const pathOf = (file: TestSpecification) => relative(this.ctx.config.root, file.moduleId);
    const rank = (file: TestSpecification) => {
      const at = LONGEST.indexOf(pathOf(file));
      return at === -1 ? LONGEST.length : at;
    };
    // Array.prototype.sort is stable: Vitest's order stays among files of the same rank.
    const sorted = (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
    const inTier = (folders: string[]) =>
      sorted.filter((file) => folders.some((folder) => pathOf(file).startsWith(folder)));
    const browser = inTier(BROWSER);
    const product = inTier(PRODUCT);
    const turns = Array.from({ length: Math.max(browser.length, product.length) }, (_, i) =>
      [browser[i], product[i]].filter((file) => file !== undefined),
    ).flat();
    return [...turns, ...sorted.filter((file) => !turns.includes(file))];
  }
}
