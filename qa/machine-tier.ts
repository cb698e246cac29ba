// The machine tier's coverage of every machine that has generated paths: the machine tests'
// own files are loaded outside Vitest (their `vitest` a stub that runs no test body), and the
// paths their top level generates (tests/support/machine-model.ts records them) are measured
// against the chart: states entered and transitions taken, the missing ones named. The
// withdrawal machine has no model test: its paths are generated here from its graph.
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import {
  type WithdrawalEvent,
  withdrawalMachine,
} from '../machines/withdrawal/withdrawal.machine.ts';
import {
  modelPaths,
  type RecordedModel,
  uncovered,
  uncoveredByAll,
} from '../tests/support/machine-model.ts';

export type MachineCoverage = {
  machine: string;
  /** The machine test whose generated paths are measured. */
  source: string;
  states: { reached: number; total: number; missing: string[] };
  transitions: { reached: number; total: number; missing: string[] };
};

/** The machines besides the loan's, each with the model test that generates its paths. */
export const OTHER_MACHINES: { name: string; test: string }[] = [
  { name: 'lender account', test: 'tests/machines/lender-account.test.ts' },
  { name: 'profile (sections, bank change)', test: 'tests/machines/profile.test.ts' },
  { name: 'OTP', test: 'tests/machines/otp.test.ts' },
  { name: 'psychometric survey', test: 'tests/machines/psychometric.test.ts' },
  { name: 'signature registration', test: 'tests/machines/signature-registration.test.ts' },
  { name: 'document signing', test: 'tests/machines/document-signing.test.ts' },
  { name: 'disbursement', test: 'tests/machines/disbursement.test.ts' },
  { name: 'installment', test: 'tests/machines/installment.test.ts' },
  { name: 'application form', test: 'tests/machines/application-form.test.ts' },
  { name: 'bail photos', test: 'tests/machines/bail-photos.test.ts' },
  { name: 'dialogs', test: 'tests/machines/dialogs.test.ts' },
  { name: 'upload', test: 'tests/machines/upload.test.ts' },
  { name: 'session', test: 'tests/machines/session.test.ts' },
];

const ROOT = new URL('..', import.meta.url);
const STUB = new URL('./vitest-stub.ts', import.meta.url).href;

let hooked = false;
function stubVitest() {
  if (hooked) return;
  hooked = true;
  registerHooks({
    resolve: (specifier, context, next) =>
      specifier === 'vitest' ? { url: STUB, shortCircuit: true } : next(specifier, context),
  });
}

function measure(
  name: string,
  source: string,
  machine: AnyStateMachine,
  runs: { input: unknown; paths: RecordedModel['paths'] }[],
): MachineCoverage {
  const all = uncovered(machine, [], runs[0]?.input as never);
  const left =
    runs.length === 1
      ? uncovered(machine, runs[0]?.paths ?? [], runs[0]?.input as never)
      : uncoveredByAll(machine, runs as never);
  return {
    machine: name,
    source,
    states: {
      reached: all.states.length - left.states.length,
      total: all.states.length,
      missing: left.states,
    },
    transitions: {
      reached: all.transitions.length - left.transitions.length,
      total: all.transitions.length,
      missing: left.transitions,
    },
  };
}

/** The withdrawal machine's events, with the bank's answer codes. */
const WITHDRAWAL_EVENTS: WithdrawalEvent[] = [
  { type: 'bank.accepted' },
  { type: 'bank.settled' },
  { type: 'bank.failed', responseCode: '0102' },
  { type: 'bank.noAnswer' },
  { type: 'bank.notFound' },
  { type: 'withdrawal.reverse' },
];

/** One machine's paths as its model test generates them (several inputs: several runs). */
export type MachineModel = {
  /** Its name in the report (`profile (sections, bank change): bankChange` when a file has two). */
  label: string;
  /** The machine test whose generated paths are measured. */
  source: string;
  machine: AnyStateMachine;
  runs: { input: unknown; paths: RecordedModel['paths'] }[];
};

/** Every other machine with the paths its model test generates (a few seconds). */
export async function machineModels(): Promise<MachineModel[]> {
  stubVitest();
  const out: MachineModel[] = [];
  for (const { name, test } of OTHER_MACHINES) {
    const recorded: RecordedModel[] = [];
    (globalThis as { __qaRecordedModels?: RecordedModel[] }).__qaRecordedModels = recorded;
    try {
      await import(new URL(test, ROOT).href);
    } finally {
      delete (globalThis as { __qaRecordedModels?: RecordedModel[] }).__qaRecordedModels;
    }
    // One file may generate paths for several machines (dialogs, profile): each measured alone.
    const byMachine = new Map<AnyStateMachine, RecordedModel[]>();
    for (const model of recorded) {
      byMachine.set(model.machine, [...(byMachine.get(model.machine) ?? []), model]);
    }
    for (const [machine, runs] of byMachine) {
      const label = byMachine.size > 1 ? `${name}: ${machine.id}` : name;
      out.push({ label, source: test, machine, runs });
    }
    if (byMachine.size === 0)
      out.push({ label: name, source: test, machine: null as never, runs: [] });
  }
  const input = { withdrawalId: '1', requestUuid: '00000000-0000-4000-8000-000000000001' };
  // Its context counts the bank's answers without end: states are told apart by value alone.
  const paths = modelPaths(withdrawalMachine, {
    input,
    events: WITHDRAWAL_EVENTS,
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  });
  out.push({
    label: 'withdrawal',
    source: 'qa/machine-tier.ts',
    machine: withdrawalMachine,
    runs: [{ input, paths }],
  });
  return out;
}

/** Every other machine's coverage at the machine tier (a few seconds). */
export async function otherMachinesCoverage(
  models?: readonly MachineModel[],
): Promise<MachineCoverage[]> {
  return (models ?? (await machineModels())).map(({ label, source, machine, runs }) =>
    runs.length === 0
      ? {
          machine: label,
          source,
          states: { reached: 0, total: 0, missing: ['(the test generated no paths)'] },
          transitions: { reached: 0, total: 0, missing: [] },
        }
      : measure(label, source, machine, runs),
  );
}

export const rootPath = (relative: string) => new URL(relative, ROOT);
export const fileUrl = (path: string) => pathToFileURL(path).href;
