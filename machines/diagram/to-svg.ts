// A machine graph drawn as SVG: states laid out by dagre (compound states as clusters), each
// transition an arrow labelled with its event. Optionally highlights the current states and
// the transitions possible now, for the analysts' view of one loan.
import dagre from '@dagrejs/dagre';
import type { DiagramState, MachineGraph } from './machine-graph.ts';

export type Highlight = {
  /** Ids of the states the actor is in now. */
  active?: ReadonlySet<string>;
  /** Event types the actor would take now. */
  possibleEvents?: ReadonlySet<string>;
};

const CHAR_PX = 7.6;
const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

export function toSvg(graph: MachineGraph, highlight: Highlight = {}): string {
  const layout = new dagre.graphlib.Graph({ compound: true, multigraph: true });
  layout.setGraph({ rankdir: 'TB', nodesep: 30, ranksep: 45, marginx: 16, marginy: 16 });
  layout.setDefaultEdgeLabel(() => ({}));
  const byId = new Map(graph.states.map((s) => [s.id, s]));
  const childrenOf = (id: string) => graph.states.filter((s) => s.parent === id);
  const isLeaf = (state: DiagramState) => childrenOf(state.id).length === 0;

  for (const state of graph.states) {
    const width = Math.max(90, state.key.length * CHAR_PX + 24);
    layout.setNode(
      state.id,
      isLeaf(state) ? { width, height: 36, label: state.key } : { label: state.key },
    );
    if (state.parent) layout.setParent(state.id, state.parent);
  }

  // dagre draws edges between leaves: a compound end stands for its first leaf.
  const leafOf = (id: string): string => {
    const state = byId.get(id);
    if (!state || isLeaf(state)) return id;
    const next = state.initial ?? childrenOf(id)[0]?.id;
    return next ? leafOf(next) : id;
  };
  graph.transitions.forEach((t, index) => {
    const targets = t.targets.length > 0 ? t.targets : [t.source];
    for (const target of targets) {
      const label = `${t.event}${t.guarded ? ' [g]' : ''}`;
      layout.setEdge(
        leafOf(t.source),
        leafOf(target),
        {
          label,
          width: label.length * 6.2,
          height: 14,
          labelpos: 'c',
          event: t.event,
          source: t.source,
        },
        `e${index}-${target}`,
      );
    }
  });
  dagre.layout(layout);

  const { width = 0, height = 0 } = layout.graph();
  const parts: string[] = [];
  const depth = (state: DiagramState): number =>
    state.parent ? 1 + depth(byId.get(state.parent) as DiagramState) : 0;
  const clusters = graph.states.filter((s) => !isLeaf(s)).sort((a, b) => depth(a) - depth(b));
  for (const state of clusters) {
    const n = layout.node(state.id);
    const x = n.x - n.width / 2;
    const y = n.y - n.height / 2;
    parts.push(
      `<g class="cluster"><rect x="${x}" y="${y}" width="${n.width}" height="${n.height}" rx="10" fill="none" stroke="#94a3b8" stroke-dasharray="5 4"/>` +
        `<text x="${x + 8}" y="${y + 14}" font-size="12" fill="#475569">${escapeXml(state.key)}${state.kind === 'parallel' ? ' (parallel)' : ''}</text></g>`,
    );
  }
  for (const edgeRef of layout.edges()) {
    const edge = layout.edge(edgeRef) as {
      points: Array<{ x: number; y: number }>;
      x: number;
      y: number;
      label: string;
      event: string;
      source: string;
    };
    const possible =
      highlight.active?.has(edge.source) && highlight.possibleEvents?.has(edge.event);
    const color = possible ? '#0f766e' : '#64748b';
    const points = edge.points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
    parts.push(
      `<g class="transition${possible ? ' possible' : ''}"><title>${escapeXml(edge.label)}</title>` +
        `<polyline points="${points}" fill="none" stroke="${color}" stroke-width="${possible ? 2.5 : 1.2}" marker-end="url(#arrow${possible ? '-possible' : ''})"/>` +
        `<text x="${edge.x}" y="${edge.y + 4}" font-size="10.5" text-anchor="middle" fill="${color}">${escapeXml(edge.label)}</text></g>`,
    );
  }
  for (const state of graph.states.filter(isLeaf)) {
    const n = layout.node(state.id);
    const active = highlight.active?.has(state.id) ?? false;
    const final = state.kind === 'final';
    parts.push(
      `<g class="state${active ? ' active' : ''}"><title>${escapeXml(state.description ?? state.key)}</title>` +
        `<rect x="${n.x - n.width / 2}" y="${n.y - n.height / 2}" width="${n.width}" height="${n.height}" rx="8" ` +
        `fill="${active ? '#ccfbf1' : '#ffffff'}" stroke="${active ? '#0f766e' : '#334155'}" stroke-width="${active || final ? 2.5 : 1.2}"/>` +
        `<text x="${n.x}" y="${n.y + 4}" font-size="12" text-anchor="middle" fill="#0f172a"${active ? ' font-weight="700"' : ''}>${escapeXml(state.key)}</text></g>`,
    );
  }
  const marker = (id: string, color: string) =>
    `<marker id="${id}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${color}"/></marker>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.ceil(width)}" height="${Math.ceil(height)}" viewBox="0 0 ${Math.ceil(width)} ${Math.ceil(height)}" font-family="system-ui, sans-serif" role="img" aria-label="${escapeXml(`Statechart ${graph.id}`)}">` +
    `<defs>${marker('arrow', '#64748b')}${marker('arrow-possible', '#0f766e')}</defs>` +
    `<rect width="100%" height="100%" fill="#f8fafc"/>${parts.join('')}</svg>\n`
  );
}
