// The analysts' diagrams are drawn from the machine definitions: every state and every
// transition of every machine in machines/ appears in its Mermaid text and its SVG.
import { describe, expect, it } from 'vitest';
import { machineGraph } from '../../machines/diagram/machine-graph.ts';
import { toMermaid } from '../../machines/diagram/to-mermaid.ts';
import { toSvg } from '../../machines/diagram/to-svg.ts';
import { loanMachine } from '../../machines/loan/loan.machine.ts';
import { allMachines } from '../../scripts/diagrams.ts';

const machines = await allMachines();

describe('statechart diagrams', () => {
  it('finds every machine module, the loan lifecycle among them', () => {
    expect(machines.map((m) => m.machine)).toContain(loanMachine);
  });

  it.each(machines.map((m) => [m.name, m.machine] as const))(
    '%s: every state and transition drawn',
    (_, machine) => {
      const graph = machineGraph(machine);
      const mermaid = toMermaid(graph);
      const svg = toSvg(graph);
      expect(mermaid.startsWith('stateDiagram-v2')).toBe(true);
      for (const state of graph.states) {
        expect(mermaid).toContain(`state "${state.key}" as`);
        expect(svg).toContain(`>${state.key.replaceAll('&', '&amp;')}`);
      }
      for (const t of graph.transitions) expect(mermaid).toContain(`: ${t.event}`);
      expect(svg.match(/class="transition/g)?.length).toBe(
        graph.transitions.reduce((n, t) => n + Math.max(1, t.targets.length), 0),
      );
    },
  );

  it('highlights the current state and the transitions possible now', () => {
    const svg = toSvg(machineGraph(loanMachine), {
      active: new Set(['loan.stage.REVIEW', 'loan.arrears.current']),
      possibleEvents: new Set(['bail.approve']),
    });
    expect(svg.match(/class="state active"/g)).toHaveLength(2);
    expect(svg.match(/class="transition possible"/g)).toHaveLength(1);
  });
});
