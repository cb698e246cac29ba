// The order test files start in. CI's two workers take the next file as each finishes, so a long
// file started late leaves one worker idle until it ends. Without timings of an earlier run (a
// fresh clone has none) Vitest starts bigger files first, but size says little here: a browser
// file of 200 lines runs for a minute, a machine file of 500 for a second. So the tiers that start
// the whole product go first, the browser's before the others; within a tier Vitest's own order
// (recorded durations when it has them, else size) stays.
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Folders by how long their files take, slowest first; a file in none of them comes last. */
const SLOW_TIERS = [
  ['tests/browser/'],
  ['tests/api/', 'tests/gateway/', 'tests/ledger/', 'tests/qa/'],
];

export class SlowTiersFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const tier = (file: TestSpecification) => {
      const path = relative(root, file.moduleId);
      const index = SLOW_TIERS.findIndex((folders) => folders.some((f) => path.startsWith(f)));
      return index === -1 ? SLOW_TIERS.length : index;
    };
    // Array sort is stable: Vitest's order holds within a tier.
    return (await super.sort(files)).sort((a, b) => tier(a) - tier(b));
  }
}
