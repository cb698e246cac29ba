// The analysts' diagrams are drawn from the machine definitions: every state and every
// transition of every machine in machines/ appears in its Mermaid text and its SVG, laid out by
// ELK. The loan machine reads in words in both languages — states, events, who may send them and
// their guards, never a code name or "[g]" — and its layout keeps every transition that stays in
// its state at that state, and every label off the lines and boxes.
import { describe, expect, it } from 'vitest';
import {
  type Drawing,
  LOOP_HANDLE,
  layoutDiagram,
  type Point,
} from '../../machines/diagram/layout.ts';
import { machineGraph } from '../../machines/diagram/machine-graph.ts';
import { wordsOf } from '../../machines/diagram/machine-words.ts';
import { toMermaid } from '../../machines/diagram/to-mermaid.ts';
import { estimateWidth, nodeElk, toSvg } from '../../machines/diagram/to-svg.ts';
import { wordedGraph } from '../../machines/diagram/words.ts';
import { stateDescriptions } from '../../machines/loan/loan.labels.ts';
import { loanMachine } from '../../machines/loan/loan.machine.ts';
import { PAYLOAD_CHECKED } from '../../machines/loan/loan.rules.ts';
import type { Language } from '../../machines/shared/i18n-text.ts';
import { allMachines } from '../../scripts/diagrams.ts';

const machines = await allMachines();
const loanGraph = machineGraph(loanMachine);
const loanWords = wordedGraph(loanGraph, wordsOf('loan'));
const LANGUAGES: Language[] = ['id', 'en'];

/** A code name: `loan.approveCredit`, `APPROVAL_BAIL`, `REVIEW`, `staffEdit`. */
const looksLikeCode = (text: string) =>
  /^[a-z]+(\.[a-zA-Z]+)+$/.test(text) ||
  /^[A-Z][A-Z0-9_]+$/.test(text) ||
  /^[a-z]+[A-Z][a-zA-Z]*$/.test(text) ||
  text.includes('[g]');

describe('statechart diagrams', () => {
  it('finds every machine module, the loan lifecycle among them', () => {
    expect(machines.map((m) => m.machine)).toContain(loanMachine);
  });

  it.each(machines.map((m) => [m.name, m.machine] as const))(
    '%s: every state and transition drawn',
    async (_, machine) => {
      const graph = machineGraph(machine);
      const worded = wordedGraph(graph, wordsOf(machine.id));
      const mermaid = toMermaid(graph);
      const svg = await toSvg(graph, { words: wordsOf(machine.id), language: 'en' });
      expect(mermaid.startsWith('stateDiagram-v2')).toBe(true);
      for (const state of graph.states) expect(mermaid).toContain(`state "${state.key}" as`);
      for (const state of worded.states) {
        // The first line of the name (a long name wraps into several).
        const first = state.label.en.split(' ')[0] ?? '';
        expect(svg).toContain(`>${first.replaceAll('&', '&amp;')}`);
      }
      for (const t of graph.transitions) expect(mermaid).toContain(`: ${t.event}`);
      expect(svg.match(/class="transition/g)?.length).toBe(
        graph.transitions.reduce((n, t) => n + Math.max(1, t.targets.length), 0),
      );
      expect(svg).not.toContain('[g]');
    },
  );

  it('highlights the current state and the transitions possible now', async () => {
    const svg = await toSvg(loanGraph, {
      words: wordsOf('loan'),
      active: new Set(['loan.stage.REVIEW', 'loan.arrears.current']),
      possibleEvents: new Set(['bail.approve']),
    });
    expect(svg.match(/class="state active"/g)).toHaveLength(2);
    expect(svg.match(/class="transition possible/g)).toHaveLength(1);
  });
});

describe('the loan machine in words', () => {
  it('has every state and transition of the machine, each named in both languages', () => {
    expect(loanWords.states.map((s) => s.id)).toEqual(loanGraph.states.map((s) => s.id));
    expect(loanWords.transitions.map((t) => [t.source, t.event, t.targets])).toEqual(
      loanGraph.transitions.map((t) => [t.source, t.event, t.targets]),
    );
    for (const language of LANGUAGES) {
      for (const state of loanWords.states) {
        expect(state.label[language], state.id).not.toBe('');
        expect(looksLikeCode(state.label[language]), state.label[language]).toBe(false);
        expect(state.about?.[language], state.id).toBeTruthy();
      }
      for (const t of loanWords.transitions) {
        expect(looksLikeCode(t.label[language]), t.label[language]).toBe(false);
        expect(t.roles?.[language], t.event).toBeTruthy();
        expect(t.about?.[language], t.event).toBeTruthy();
        if (t.condition) expect(looksLikeCode(t.condition[language])).toBe(false);
      }
    }
    expect(looksLikeCode(loanWords.title.id)).toBe(false);
  });

  it("says each guard in words: conditions, payload rules and the machine's other guards", () => {
    const condition = (event: string, source = '') =>
      loanWords.transitions.find((t) => t.event === event && t.source.endsWith(source))?.condition;
    expect(condition('loan.approveDirector')?.id).toBe(
      'disetujui oleh staf selain penyetuju kredit',
    );
    expect(condition('loan.cancel')?.en).toBe('no lender has committed funds');
    for (const event of PAYLOAD_CHECKED) expect(condition(event), event).toBeTruthy();
    // The branch that completes funding: its own guard after the rules'.
    const fundRule =
      "the lender's data is validated by staff; the lender has signed the lender agreement; the funding window has not ended; the active balance covers the smallest funding; a personal lender has declared their yearly income; the room left of the yearly income share (10% or 20%, OJK) covers the smallest funding; the lender with affiliates stays within the OJK share (25%, or 75% for an OJK-supervised institution); an amount of at least the minimum (or all that is still needed), and no more than what is still needed, the active balance, nor the room left under OJK's limits (income and share)";
    const funds = loanWords.transitions.filter((t) => t.event === 'loan.fund');
    expect(funds.map((t) => t.condition?.en)).toEqual([
      `${fundRule}; this funding completes the need`,
      fundRule,
    ]);
    // stateIn reads as the states it names.
    expect(condition('installment.overdue')?.id).toBe(
      'sedang di Masa Pinjaman atau Tinjau Pembayaran',
    );
    // Only who may send it: no condition, the roles say it.
    const approve = loanWords.transitions.find((t) => t.event === 'bail.approve');
    expect(approve?.condition).toBeNull();
    expect(approve?.roles).toEqual({ id: 'Staf', en: 'Staff' });
  });

  it("keeps one source for the states' descriptions: the machine's are the words' English", () => {
    for (const state of loanGraph.states) {
      const path = state.id.replace(/^loan\./, '') as keyof typeof stateDescriptions;
      expect(state.description, state.id).toBe(stateDescriptions[path].en);
    }
    expect(loanGraph.description).toBe(stateDescriptions.loan.en);
  });

  it('marks the transitions that stay in their state', () => {
    const stays = loanWords.transitions.filter((t) => t.selfLoop).map((t) => t.event);
    expect(new Set(stays)).toEqual(
      // Issue 18: approving a disbursement asks the bank; the loan moves when the bank confirms.
      // Issue 19: a VA payment of a bill that is not the last leaves the loan in its period.
      new Set([
        'application.edit',
        'application.staffEdit',
        'loan.fund',
        'disbursement.approve',
        'repayment.received',
      ]),
    );
  });
});

type Box = { x: number; y: number; width: number; height: number };

const inside = (p: Point, box: Box, slack: number) =>
  p.x >= box.x - slack &&
  p.x <= box.x + box.width + slack &&
  p.y >= box.y - slack &&
  p.y <= box.y + box.height + slack;

/** Whether a horizontal or vertical segment crosses the inside of a box. */
function crosses(a: Point, b: Point, box: Box): boolean {
  const inset = 1;
  const [x1, x2] = [Math.min(a.x, b.x), Math.max(a.x, b.x)];
  const [y1, y2] = [Math.min(a.y, b.y), Math.max(a.y, b.y)];
  return (
    x2 > box.x + inset &&
    x1 < box.x + box.width - inset &&
    y2 > box.y + inset &&
    y1 < box.y + box.height - inset
  );
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("the loan machine's layout (ELK)", async () => {
  const drawings: Record<Language, Drawing> = {
    id: await layoutDiagram(
      loanWords.states.map((s) => ({ ...s, label: s.label.id })),
      loanWords.transitions.map((t) => ({ ...t, label: t.label.id })),
      estimateWidth,
      await nodeElk(),
    ),
    en: await layoutDiagram(
      loanWords.states.map((s) => ({ ...s, label: s.label.en })),
      loanWords.transitions.map((t) => ({ ...t, label: t.label.en })),
      estimateWidth,
      await nodeElk(),
    ),
  };

  it.each(LANGUAGES)('%s: draws every state, and an edge per transition and target', (language) => {
    const drawing = drawings[language];
    expect(drawing.states.map((s) => s.id).sort()).toEqual(
      loanGraph.states.map((s) => s.id).sort(),
    );
    expect(drawing.edges).toHaveLength(
      loanGraph.transitions.reduce((n, t) => n + Math.max(1, t.targets.length), 0),
    );
    for (const edge of drawing.edges) expect(edge.points.length, edge.id).toBeGreaterThan(1);
  });

  it.each(LANGUAGES)('%s: sizes each box to its name', (language) => {
    for (const state of drawings[language].states.filter((s) => !s.compound)) {
      for (const line of state.lines) {
        expect(estimateWidth(line, 13, 'normal'), line).toBeLessThanOrEqual(state.width - 8);
      }
      const name = loanWords.states.find((s) => s.id === state.id)?.label[language];
      expect(state.lines.join(' ')).toBe(name);
    }
  });

  it.each(LANGUAGES)('%s: draws a transition that stays in its state at that state', (language) => {
    const drawing = drawings[language];
    const loops = drawing.edges.filter((e) => e.selfLoop);
    expect(loops.length).toBe(loanWords.transitions.filter((t) => t.selfLoop).length);
    for (const loop of loops) {
      const state = drawing.states.find((s) => s.id === loop.target) as Box;
      for (const point of loop.points) expect(inside(point, state, 40), loop.id).toBe(true);
      // The loop drawn (a curve bulging ¾ of its handles out of the side, and as much beyond its
      // ends along it) stays off its label.
      const [start, bend] = loop.points as [Point, Point];
      const end = loop.points.at(-1) as Point;
      const outward = { x: Math.sign(bend.x - start.x), y: Math.sign(bend.y - start.y) };
      const bulge = LOOP_HANDLE * 0.75;
      const spread = 6;
      const xs = [start.x, end.x, start.x + outward.x * bulge];
      const ys = [start.y, end.y, start.y + outward.y * bulge];
      const curve = {
        x: Math.min(...xs) - (outward.x === 0 ? spread : 0),
        y: Math.min(...ys) - (outward.y === 0 ? spread : 0),
        width: Math.max(...xs) - Math.min(...xs) + (outward.x === 0 ? 2 * spread : 0),
        height: Math.max(...ys) - Math.min(...ys) + (outward.y === 0 ? 2 * spread : 0),
      };
      expect(overlap(curve, loop.label as Box), `${loop.id} loop on its label`).toBe(false);
      // Its label beside it: within 30 px of the box.
      const label = loop.label as Box;
      const grown = {
        x: state.x - 30,
        y: state.y - 30,
        width: state.width + 60,
        height: state.height + 60,
      };
      expect(overlap(label, grown), loop.id).toBe(true);
    }
  });

  it.each(LANGUAGES)('%s: puts no label on a line or a box', (language) => {
    const drawing = drawings[language];
    const leaves = drawing.states.filter((s) => !s.compound);
    for (const edge of drawing.edges) {
      const label = edge.label;
      expect(label, edge.id).not.toBeNull();
      if (!label) continue;
      for (const other of drawing.edges) {
        other.points.slice(1).forEach((point, i) => {
          const from = other.points[i] as Point;
          expect(crosses(from, point, label), `${edge.id} label on ${other.id}`).toBe(false);
        });
      }
      for (const state of leaves)
        expect(overlap(label, state), `${edge.id} on ${state.id}`).toBe(false);
    }
  });
});
