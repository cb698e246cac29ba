// One worker of `npm run qa:paths`: a product of its own (its own PGlite, its own clock), the
// tier's driver, and its share of the paths one after another. Started by qa/paths.ts as a child
// process; answers each path's result as it finishes.
import { loanQaPaths } from './loan-graph.ts';
import { type PathResult, runPath } from './run-path.ts';
import { startSession } from './session.ts';
import { driverFor } from './tiers/drivers.ts';
import type { TierName } from './tiers/tier.ts';

export type WorkerOrder = { tier: TierName; names: string[]; screenshots: string };
export type WorkerAnswer = { result: PathResult } | { done: true } | { error: string };

export async function runShare(
  order: WorkerOrder,
  answer: (message: WorkerAnswer) => void,
): Promise<void> {
  const byName = new Map(loanQaPaths().map((p) => [p.name, p]));
  const session = await startSession();
  const driver = await driverFor(order.tier, session, order.screenshots);
  try {
    for (const name of order.names) {
      const path = byName.get(name);
      if (!path) throw new Error(`no path ${name}`);
      answer({ result: await runPath(session, driver, path) });
    }
  } finally {
    await driver.close?.();
    await session.close();
  }
  answer({ done: true });
}

// As a child process: the order arrives by IPC, the answers go back the same way.
if (process.send && process.argv.includes('--qa-worker')) {
  process.once('message', (order: WorkerOrder) => {
    runShare(order, (message) => process.send?.(message))
      .catch((error: unknown) =>
        process.send?.({
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        }),
      )
      .finally(() => process.disconnect());
  });
}
