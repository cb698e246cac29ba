// The order test files start in. CI's two workers take the next file as each finishes, so a long
// file started late leaves one worker idle until it ends. Without timings of an earlier run (a
// fresh clone has none) Vitest starts bigger files first, but size says little here: a browser
// file of 200 lines runs for a minute, a machine file of 500 for a second. So the files that start
// the whole product go first, the browser tier's taking turns with the API, gateway and ledger
// tiers' (two browsers at once on two cores slow both down to where their waits run out), and
// the rest after them; within a tier Vitest's own order stays (recorded durations when it has
// them, else size).
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const BROWSER = ['tests/browser/'];
const PRODUCT = ['tests/api/', 'tests/gateway/', 'tests/ledger/', 'tests/qa/'];

export class SlowTiersFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const inTier = (folders: string[]) =>
      sorted.filter((file) => {
        const path = relative(this.ctx.config.root, file.moduleId);
        return folders.some((folder) => path.startsWith(folder));
      });
    const browser = inTier(BROWSER);
    const product = inTier(PRODUCT);
    const turns = Array.from({ length: Math.max(browser.length, product.length) }, (_, i) =>
      [browser[i], product[i]].filter((file) => file !== undefined),
    ).flat();
    return [...turns, ...sorted.filter((file) => !turns.includes(file))];
  }
}
