// A machine graph drawn as an SVG document, in words (words.ts) and laid out by ELK (layout.ts) —
// the same layout the analysts' page draws in the browser. Text is measured by an estimate of
// a sans-serif font here (no browser to ask). Optionally highlights the current states and the
// transitions possible now.
import type { Language } from '../shared/i18n-text.ts';
import { type Elk, FONT, LABEL_PADDING, layoutDiagram, type Measure } from './layout.ts';
import type { MachineGraph } from './machine-graph.ts';
import { type MachineWords, type WordedGraph, wordedGraph } from './words.ts';

export type Highlight = {
  /** Ids of the states the actor is in now. */
  active?: ReadonlySet<string>;
  /** Event types the actor would take now. */
  possibleEvents?: ReadonlySet<string>;
};

export type SvgOptions = Highlight & {
  language?: Language;
  words?: MachineWords;
  /** ELK options over the layout's own. */
  layout?: Record<string, string>;
};

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** Widths of a sans-serif font's characters, in ems: near enough to size boxes without a browser. */
export const estimateWidth: Measure = (text, size, weight) => {
  let ems = 0;
  for (const ch of text) {
    if (/[iljtf.,:;'|!()[\]{} ]/.test(ch)) ems += 0.3;
    else if (/[mwMW@]/.test(ch)) ems += 0.85;
    else if (/[A-Z]/.test(ch)) ems += 0.68;
    else if (/[0-9]/.test(ch)) ems += 0.56;
    else ems += 0.55;
  }
  return ems * size * (weight === 'bold' ? 1.06 : 1);
};

let bundled: Promise<Elk> | undefined;
/** elkjs' bundled build, loaded on first use (it is large, and most processes never draw). */
export function nodeElk(): Promise<Elk> {
  bundled ??= import('elkjs/lib/elk.bundled.js').then((module): Elk => {
    const elk = new module.default.default();
    return { layout: (graph) => elk.layout(graph) };
  });
  return bundled;
}

const COLORS = {
  ink: '#1e293b',
  line: '#64748b',
  possible: '#0f766e',
  activeFill: '#ccfbf1',
  frame: '#94a3b8',
};

function textLines(lines: string[], x: number, y: number, size: number, anchor: string): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x.toFixed(1)}" y="${(y + size * (i + 0.85) * FONT.lineHeight - size * 0.2 * FONT.lineHeight).toFixed(1)}" font-size="${size}" text-anchor="${anchor}">${escapeXml(line)}</text>`,
    )
    .join('');
}

export async function toSvg(graph: MachineGraph, options: SvgOptions = {}): Promise<string> {
  const language = options.language ?? 'id';
  const worded: WordedGraph = wordedGraph(graph, options.words);
  const drawing = await layoutDiagram(
    worded.states.map((s) => ({
      id: s.id,
      parent: s.parent,
      kind: s.kind,
      label: s.label[language],
    })),
    worded.transitions.map((t) => ({
      source: t.source,
      targets: t.targets,
      label: t.label[language],
    })),
    estimateWidth,
    await nodeElk(),
    options.layout,
  );
  const active = options.active ?? new Set<string>();
  const possibleEvents = options.possibleEvents ?? new Set<string>();
  const parts: string[] = [];

  for (const state of drawing.states.filter((s) => s.compound)) {
    const kind = worded.states.find((s) => s.id === state.id)?.kind;
    parts.push(
      `<g class="cluster"><rect x="${state.x}" y="${state.y}" width="${state.width}" height="${state.height}" rx="10" fill="none" stroke="${COLORS.frame}" stroke-dasharray="${kind === 'parallel' ? '2 3' : '6 4'}"/>` +
        `<g font-weight="600" fill="#475569">${textLines(state.lines, state.x + 10, state.y + 6, FONT.compound, 'start')}</g></g>`,
    );
  }
  for (const edge of drawing.edges) {
    const t = worded.transitions[edge.transition];
    if (!t) continue;
    const possible = active.has(t.source) && possibleEvents.has(t.event);
    const color = possible ? COLORS.possible : COLORS.line;
    const title = [t.label[language], t.condition?.[language]].filter(Boolean).join(' — ');
    const label = edge.label
      ? `<rect x="${edge.label.x}" y="${edge.label.y}" width="${edge.label.width}" height="${edge.label.height}" rx="3" fill="#f8fafc" fill-opacity="0.9"/>` +
        `<g fill="${color}">${textLines(edge.label.lines, edge.label.x + LABEL_PADDING, edge.label.y + LABEL_PADDING, FONT.edge, 'start')}</g>`
      : '';
    parts.push(
      `<g class="transition${possible ? ' possible' : ''}${t.condition ? ' guarded' : ''}"><title>${escapeXml(title)}</title>` +
        `<path d="${edge.path}" fill="none" stroke="${color}" stroke-width="${possible ? 2.5 : 1.2}"${t.condition ? ' stroke-dasharray="5 3"' : ''} marker-end="url(#arrow${possible ? '-possible' : ''})"/>${label}</g>`,
    );
  }
  for (const state of drawing.states.filter((s) => !s.compound)) {
    const about = worded.states.find((s) => s.id === state.id);
    const isActive = active.has(state.id);
    const final = state.kind === 'final';
    const inner = final
      ? `<rect x="${state.x + 3}" y="${state.y + 3}" width="${state.width - 6}" height="${state.height - 6}" rx="6" fill="none" stroke="${COLORS.ink}"/>`
      : '';
    const textTop =
      state.y + (state.height - state.lines.length * FONT.state * FONT.lineHeight) / 2;
    parts.push(
      `<g class="state${isActive ? ' active' : ''}${final ? ' final' : ''}"><title>${escapeXml(about?.about?.[language] ?? about?.label[language] ?? state.id)}</title>` +
        `<rect x="${state.x}" y="${state.y}" width="${state.width}" height="${state.height}" rx="8" ` +
        `fill="${isActive ? COLORS.activeFill : '#ffffff'}" stroke="${isActive ? COLORS.possible : COLORS.ink}" stroke-width="${isActive ? 2.5 : 1.2}"/>${inner}` +
        `<g fill="${COLORS.ink}"${isActive ? ' font-weight="700"' : ''}>${textLines(state.lines, state.x + state.width / 2, textTop, FONT.state, 'middle')}</g></g>`,
    );
  }
  const marker = (id: string, color: string) =>
    `<marker id="${id}" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="9" markerHeight="9" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${color}"/></marker>`;
  const width = Math.ceil(drawing.width);
  const height = Math.ceil(drawing.height);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" role="img" aria-label="${escapeXml(`Statechart ${graph.id}`)}">` +
    `<defs>${marker('arrow', COLORS.line)}${marker('arrow-possible', COLORS.possible)}</defs>` +
    `<rect width="100%" height="100%" fill="#f8fafc"/>${parts.join('')}</svg>\n`
  );
}
