// One worker of `npm run qa:paths`: a product of its own (its own PGlite, its own clock), the
// tier's driver, and its share of the paths one after another. Started by qa/paths.ts as a child
// process; answers each path's result as it finishes.
import { loanQaPaths } from './loan-graph.ts';
import { machineDriverNamed } from './other-machines/index.ts';
import { type MachinePathResult, machinePaths, runMachinePath } from './other-machines/model.ts';
import { startDesk } from './other-machines/people.ts';
import type { MachineTier } from './other-machines/surface.ts';
import { type PathResult, runPath } from './run-path.ts';
import { startSession } from './session.ts';
import { driverFor } from './tiers/drivers.ts';
import type { TierName } from './tiers/tier.ts';

export type WorkerOrder = {
  tier: TierName;
  names: string[];
  screenshots: string;
  /** The other machines' paths to run after the loan's (by name), at the same tier. */
  machinePaths?: string[];
};
export type WorkerAnswer =
  | { result: PathResult }
  | { machineResult: MachinePathResult }
  | { done: true }
  | { error: string };

export async function runShare(
  order: WorkerOrder,
  answer: (message: WorkerAnswer) => void,
): Promise<void> {
  if (order.names.length > 0) await runLoanShare(order, answer);
  if (order.machinePaths?.length) {
    if (order.tier === 'browser') throw new Error('the other machines have no browser paths');
    await runMachineShare(order.machinePaths, order.tier, answer);
  }
  answer({ done: true });
}

async function runLoanShare(order: WorkerOrder, answer: (message: WorkerAnswer) => void) {
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
}

/** The other machines' paths on a product of their own, as the demo runs it (its bank). */
async function runMachineShare(
  names: string[],
  tier: MachineTier,
  answer: (message: WorkerAnswer) => void,
) {
  const desk = await startDesk(tier);
  try {
    for (const name of names) {
      const model = machineDriverNamed(name.split('/')[0] ?? '');
      const path = model && machinePaths(model).find((p) => p.name === name);
      if (!model || !path) throw new Error(`no path ${name}`);
      answer({ machineResult: await runMachinePath(desk, model, path) });
    }
  } finally {
    await desk.close();
  }
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
