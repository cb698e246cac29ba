// `npm run diagrams`: every statechart in machines/ as a Mermaid state diagram (.mmd) and an
// SVG picture in words — Indonesian (.svg) and English (.en.svg) — laid out by ELK as the
// analysts' page does, written to diagrams/ (not committed: always drawn from the current machines).
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { noArguments } from '../cli/command-line.ts';
import { machineGraph } from '../machines/diagram/machine-graph.ts';
import { wordsOf } from '../machines/diagram/machine-words.ts';
import { toMermaid } from '../machines/diagram/to-mermaid.ts';
import { toSvg } from '../machines/diagram/to-svg.ts';

noArguments(
  'usage: npm run diagrams  (no arguments: every statechart of machines/ drawn into diagrams/)',
);

const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'diagrams');

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' &&
  value !== null &&
  'root' in value &&
  'config' in value &&
  'id' in value;

/** Every exported machine of every `*.machine.ts` file under machines/. */
export async function allMachines(): Promise<
  Array<{ name: string; file: string; machine: AnyStateMachine }>
> {
  const files = (await readdir(join(ROOT, 'machines'), { recursive: true }))
    .filter((file) => file.endsWith('.machine.ts'))
    .sort();
  const found = [];
  for (const file of files) {
    const module = (await import(join(ROOT, 'machines', file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (isMachine(value)) found.push({ name, file: join('machines', file), machine: value });
    }
  }
  return found;
}

if (import.meta.main) {
  await mkdir(OUT, { recursive: true });
  const machines = await allMachines();
  for (const { name, machine } of machines) {
    const graph = machineGraph(machine);
    await writeFile(join(OUT, `${name}.mmd`), toMermaid(graph));
    const words = wordsOf(machine.id);
    await writeFile(join(OUT, `${name}.svg`), await toSvg(graph, { words, language: 'id' }));
    await writeFile(join(OUT, `${name}.en.svg`), await toSvg(graph, { words, language: 'en' }));
  }
  console.log(
    `wrote ${machines.length} machines to ${relative(ROOT, OUT)}/ (.mmd, .svg and .en.svg)`,
  );
}
