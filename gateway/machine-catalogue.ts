// Every statechart of machines/, found by its `*.machine.ts` file (as `npm run diagrams` finds
// them), each drawn once from its definition for the analysts' view.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { type MachineGraph, machineGraph } from '../machines/diagram/machine-graph.ts';

const MACHINES_DIR = join(import.meta.dirname, '..', 'machines');

export type CatalogueEntry = {
  /** The machine's id, e.g. `loan`: the name the analysts' view uses. */
  name: string;
  /** Where it is defined, e.g. `machines/loan/loan.machine.ts`. */
  file: string;
  machine: AnyStateMachine;
  graph: MachineGraph;
};

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' &&
  value !== null &&
  'root' in value &&
  'config' in value &&
  'id' in value;

async function load(): Promise<CatalogueEntry[]> {
  const files = (await readdir(MACHINES_DIR, { recursive: true }))
    .filter((file) => file.endsWith('.machine.ts'))
    .sort();
  const entries: CatalogueEntry[] = [];
  for (const file of files) {
    const module = (await import(join(MACHINES_DIR, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (!isMachine(value)) continue;
      entries.push({
        name: value.id,
        file: join('machines', file),
        machine: value,
        graph: machineGraph(value),
      });
    }
  }
  return entries;
}

let catalogue: Promise<CatalogueEntry[]> | undefined;

/** Read once per process: the machines do not change while it runs. */
export function machineCatalogue(): Promise<CatalogueEntry[]> {
  catalogue ??= load();
  return catalogue;
}
