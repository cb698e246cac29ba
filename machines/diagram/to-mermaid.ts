// A machine graph as a Mermaid state diagram (stateDiagram-v2): compound and parallel states
// nest, parallel regions are separated by `--`, guarded transitions are marked [guard].
import type { DiagramState, MachineGraph } from './machine-graph.ts';

const name = (id: string) => id.replaceAll('.', '_').replaceAll('-', '_');

export function toMermaid(graph: MachineGraph): string {
  const lines = ['stateDiagram-v2'];
  if (graph.description) lines.push(`  %% ${graph.description}`);
  const children = (parent: string | null) => graph.states.filter((s) => s.parent === parent);

  const writeState = (state: DiagramState, indent: string) => {
    const inner = children(state.id);
    lines.push(`${indent}state "${state.key}" as ${name(state.id)}`);
    if (state.description)
      lines.push(`${indent}${name(state.id)} : ${state.description.replaceAll(':', ' -')}`);
    if (inner.length === 0) return;
    lines.push(`${indent}state ${name(state.id)} {`);
    if (state.kind === 'parallel') {
      inner.forEach((region, index) => {
        if (index > 0) lines.push(`${indent}  --`);
        writeState(region, `${indent}  `);
      });
    } else {
      if (state.initial) lines.push(`${indent}  [*] --> ${name(state.initial)}`);
      for (const child of inner) writeState(child, `${indent}  `);
    }
    lines.push(`${indent}}`);
  };

  if (graph.initial) lines.push(`  [*] --> ${name(graph.initial)}`);
  for (const state of children(null)) writeState(state, '  ');
  for (const t of graph.transitions) {
    const label = `${t.event}${t.guarded ? ' [guard]' : ''}`;
    const targets = t.targets.length > 0 ? t.targets : [t.source];
    for (const target of targets) lines.push(`  ${name(t.source)} --> ${name(target)} : ${label}`);
  }
  for (const state of graph.states.filter((s) => s.kind === 'final')) {
    lines.push(`  ${name(state.id)} --> [*]`);
  }
  return `${lines.join('\n')}\n`;
}
