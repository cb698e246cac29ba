// A machine graph laid out by ELK's layered algorithm: compound and parallel states as nested
// boxes (hierarchy handled across levels, so a transition may leave a nested state), every state
// box sized to its name as measured by the caller (the browser measures its own font; a script
// estimates), every transition an edge whose label ELK places beside it — never on a line — and
// a transition that stays in its state a loop at that state. Pure: the caller passes the ELK
// instance (a web worker in the browser, elkjs' bundled build in Node), so nothing here loads it.
import type { ElkExtendedEdge, ElkLabel, ElkNode, ElkPoint } from 'elkjs/lib/elk-api.js';

/** Width in pixels of a text in the diagram's font at this size. */
export type Measure = (text: string, size: number, weight: 'normal' | 'bold') => number;

/** What the layout needs of ELK: a layout, wherever it runs. */
export type Elk = { layout(graph: ElkNode): Promise<ElkNode> };

export type LayoutState = {
  id: string;
  parent: string | null;
  kind: string;
  label: string;
};

export type LayoutTransition = {
  source: string;
  targets: readonly string[];
  label: string;
};

export type Point = { x: number; y: number };

export type DrawnText = { x: number; y: number; width: number; height: number; lines: string[] };

export type DrawnState = {
  id: string;
  kind: string;
  /** Holds other states (a compound or parallel state). */
  compound: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The name, wrapped to fit the box. */
  lines: string[];
};

export type DrawnEdge = {
  /** `t{transition}-{target}`. */
  id: string;
  /** Index of the transition in the graph. */
  transition: number;
  target: string;
  points: Point[];
  /** The SVG path to draw: the route's segments, or for a self-transition a loop at its state. */
  path: string;
  label: DrawnText | null;
  selfLoop: boolean;
};

export type Drawing = {
  width: number;
  height: number;
  states: DrawnState[];
  edges: DrawnEdge[];
};

export const FONT = {
  state: 13,
  compound: 12,
  edge: 11,
  lineHeight: 1.3,
} as const;

const STATE_MAX_TEXT = 168;
const EDGE_MAX_TEXT = 150;
const STATE_PAD_X = 14;
const STATE_PAD_Y = 9;
const STATE_MIN_WIDTH = 72;
const STATE_MIN_HEIGHT = 38;
const LABEL_PAD = 3;

/** How far a self-transition's loop bulges out of its state's side (its curve's handles). */
export const LOOP_HANDLE = 26;

/**
 * The path of an edge: its segments; a self-transition's loop as a curve from its start to its end
 * point on the state's side, bulging out where ELK routed it (ELK's own loop is a few pixels).
 */
export function edgePath(points: readonly Point[], selfLoop: boolean): string {
  const [start, bend] = points;
  const end = points.at(-1);
  if (!start || !end) return '';
  if (!selfLoop || !bend) return `M${points.map((p) => `${p.x},${p.y}`).join(' L')}`;
  const dx = bend.x - start.x;
  const dy = bend.y - start.y;
  const length = Math.hypot(dx, dy) || 1;
  const out = { x: (dx / length) * LOOP_HANDLE, y: (dy / length) * LOOP_HANDLE };
  // The handles also lean away from each other along the side: a round loop, not a slit.
  const span = Math.hypot(end.x - start.x, end.y - start.y) || 1;
  const along = { x: ((end.x - start.x) / span) * 8, y: ((end.y - start.y) / span) * 8 };
  const c1 = { x: start.x + out.x - along.x, y: start.y + out.y - along.y };
  const c2 = { x: end.x + out.x + along.x, y: end.y + out.y + along.y };
  return `M${start.x},${start.y} C${c1.x},${c1.y} ${c2.x},${c2.y} ${end.x},${end.y}`;
}

/** Words wrapped into lines no wider than `max` (a word longer than that stands alone). */
export function wrap(
  text: string,
  max: number,
  size: number,
  weight: 'normal' | 'bold',
  measure: Measure,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate, size, weight) > max) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

const widest = (lines: string[], size: number, weight: 'normal' | 'bold', measure: Measure) =>
  Math.max(0, ...lines.map((line) => measure(line, size, weight)));

/** A text's lines and the box they need. */
function textBox(text: string, max: number, size: number, weight: 'normal' | 'bold', m: Measure) {
  const lines = wrap(text, max, size, weight, m);
  return {
    lines,
    width: Math.ceil(widest(lines, size, weight, m)),
    height: Math.ceil(lines.length * size * FONT.lineHeight),
  };
}

export async function layoutDiagram(
  states: readonly LayoutState[],
  transitions: readonly LayoutTransition[],
  measure: Measure,
  elk: Elk,
  overrides: Record<string, string> = {},
): Promise<Drawing> {
  // ELK reads most options per level: every compound state gets them, the root too.
  const shared: Record<string, string> = {
    'elk.algorithm': 'layered',
    'elk.direction': 'DOWN',
    'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
    'elk.json.edgeCoords': 'ROOT',
    'elk.json.shapeCoords': 'ROOT',
    'elk.edgeRouting': 'ORTHOGONAL',
    'elk.edgeLabels.inline': 'false',
    'elk.edgeLabels.placement': 'CENTER',
    'elk.layered.edgeLabels.sideSelection': 'SMART_DOWN',
    'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
    'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
    'elk.spacing.nodeNode': '28',
    'elk.spacing.edgeNode': '14',
    'elk.spacing.edgeEdge': '10',
    // Also the room between a self-transition's label and its state, where its loop is drawn.
    'elk.spacing.edgeLabel': '18',
    'elk.spacing.labelNode': '6',
    'elk.layered.spacing.nodeNodeBetweenLayers': '36',
    'elk.layered.spacing.edgeNodeBetweenLayers': '14',
    'elk.layered.spacing.edgeEdgeBetweenLayers': '10',
    ...overrides,
  };
  const childrenOf = new Map<string | null, LayoutState[]>();
  for (const state of states) {
    childrenOf.set(state.parent, [...(childrenOf.get(state.parent) ?? []), state]);
  }
  const stateLines = new Map<string, string[]>();

  const node = (state: LayoutState): ElkNode => {
    const children = childrenOf.get(state.id) ?? [];
    if (children.length > 0) {
      const title = textBox(state.label, 10_000, FONT.compound, 'bold', measure);
      stateLines.set(state.id, title.lines);
      const label: ElkLabel = { text: state.label, width: title.width, height: title.height };
      return {
        id: state.id,
        labels: [label],
        children: children.map(node),
        layoutOptions: {
          ...shared,
          'elk.padding': `[top=${title.height + 18},left=14,bottom=14,right=14]`,
          'elk.nodeLabels.placement': 'INSIDE V_TOP H_LEFT',
          'elk.nodeSize.constraints': 'NODE_LABELS MINIMUM_SIZE',
          'elk.nodeSize.minimum': `(${title.width + 28},40)`,
        },
      };
    }
    const box = textBox(state.label, STATE_MAX_TEXT, FONT.state, 'normal', measure);
    stateLines.set(state.id, box.lines);
    return {
      id: state.id,
      width: Math.max(STATE_MIN_WIDTH, box.width + 2 * STATE_PAD_X),
      height: Math.max(STATE_MIN_HEIGHT, box.height + 2 * STATE_PAD_Y),
    };
  };

  const edgeLines = new Map<string, string[]>();
  const edges: Array<ElkExtendedEdge & { transition: number; target: string }> = [];
  transitions.forEach((t, index) => {
    const targets = t.targets.length > 0 ? t.targets : [t.source];
    for (const target of targets) {
      const id = `t${index}-${target}`;
      const box = textBox(t.label, EDGE_MAX_TEXT, FONT.edge, 'normal', measure);
      edgeLines.set(id, box.lines);
      edges.push({
        id,
        transition: index,
        target,
        sources: [t.source],
        targets: [target],
        labels: [
          {
            id: `${id}-label`,
            text: t.label,
            width: box.width + 2 * LABEL_PAD,
            height: box.height + 2 * LABEL_PAD,
          },
        ],
      });
    }
  });

  const graph: ElkNode = {
    id: '__root',
    layoutOptions: { ...shared, 'elk.padding': '[top=16,left=16,bottom=16,right=16]' },
    children: (childrenOf.get(null) ?? []).map(node),
    edges: edges.map(({ transition: _, target: __, ...edge }) => edge),
  };

  const laid = await elk.layout(graph);

  const drawnStates: DrawnState[] = [];
  const collect = (n: ElkNode) => {
    for (const child of n.children ?? []) {
      const state = states.find((s) => s.id === child.id);
      if (state) {
        drawnStates.push({
          id: child.id,
          kind: state.kind,
          compound: (child.children?.length ?? 0) > 0,
          x: child.x ?? 0,
          y: child.y ?? 0,
          width: child.width ?? 0,
          height: child.height ?? 0,
          lines: stateLines.get(child.id) ?? [state.label],
        });
      }
      collect(child);
    }
  };
  collect(laid);

  // With edge coordinates relative to the root, every edge of every level is read alike.
  const laidEdges = new Map<string, ElkExtendedEdge>();
  const gather = (n: ElkNode) => {
    for (const edge of n.edges ?? []) laidEdges.set(edge.id, edge);
    for (const child of n.children ?? []) gather(child);
  };
  gather(laid);

  const drawnEdges: DrawnEdge[] = edges.map((edge) => {
    const out = laidEdges.get(edge.id);
    const points: ElkPoint[] = (out?.sections ?? []).flatMap((section) => [
      section.startPoint,
      ...(section.bendPoints ?? []),
      section.endPoint,
    ]);
    const label = out?.labels?.[0];
    const selfLoop = edge.sources[0] === edge.target;
    return {
      id: edge.id,
      transition: edge.transition,
      target: edge.target,
      points: points.map(({ x, y }) => ({ x, y })),
      path: edgePath(points, selfLoop),
      label:
        label && label.x !== undefined && label.y !== undefined
          ? {
              x: label.x,
              y: label.y,
              width: label.width ?? 0,
              height: label.height ?? 0,
              lines: edgeLines.get(edge.id) ?? [],
            }
          : null,
      selfLoop,
    };
  });

  return {
    width: laid.width ?? 0,
    height: laid.height ?? 0,
    states: drawnStates,
    edges: drawnEdges,
  };
}

/** The padding inside a label box (its text starts this far from the box's edge). */
export const LABEL_PADDING = LABEL_PAD;
