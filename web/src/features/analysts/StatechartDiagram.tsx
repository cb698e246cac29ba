// The statechart as an SVG drawn here from the ELK layout (statechart-layout.ts): compound states
// as framed groups, each state a box sized to its name, each transition an arrow whose label sits
// beside it. Pan and zoom by mouse (drag, wheel), by the buttons, or by keyboard on the focused
// diagram (+, −, 0, arrows); it opens centred on the loan's current state. Every state and
// transition is a button: a click or Enter selects it and the page shows what it means.
import { Box, Button, Group, Loader, Text, Tooltip } from '@mantine/core';
import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { Drawing, DrawnEdge, DrawnState } from '../../../../machines/diagram/layout.ts';
import { FONT, LABEL_PADDING } from '../../../../machines/diagram/layout.ts';
import {
  centreOn,
  fitAll,
  openingView,
  PAN_STEP,
  panBy,
  type View,
  ZOOM_STEP,
  zoomAt,
} from './view-box.ts';
import './statechart.css';

export type Selection = { kind: 'state'; id: string } | { kind: 'transition'; index: number };

export type DiagramState = { id: string; kind: string; active: boolean; name: string };
export type DiagramTransition = {
  source: string;
  targets: readonly string[];
  possible: boolean;
  guarded: boolean;
  name: string;
};

type Props = {
  title: string;
  drawing: Drawing;
  states: readonly DiagramState[];
  transitions: readonly DiagramTransition[];
  /** The state to open on (the loan's current state); null opens on the whole drawing. */
  focus: string | null;
  selection: Selection | null;
  onSelect: (selection: Selection) => void;
  /** States a "what if" would lead to, marked in the drawing. */
  whatIfTargets: ReadonlySet<string>;
};

export const COLORS = {
  ink: '#1e293b',
  line: '#475569',
  possible: '#0f766e',
  activeFill: '#ccfbf1',
  frame: '#64748b',
  selected: '#1d4ed8',
  whatIf: '#b45309',
  paper: '#f8fafc',
} as const;

/** A wrapped line as read aloud and copied: the words of one name, a space between lines. */
const spaced = (line: string, index: number, lines: readonly string[]) =>
  index < lines.length - 1 ? `${line} ` : line;

const lineY = (top: number, size: number, index: number) =>
  top + size * FONT.lineHeight * index + size * 1.02;

function StateBox({
  state,
  about,
  selected,
  whatIf,
  onSelect,
}: {
  state: DrawnState;
  about: DiagramState;
  selected: boolean;
  whatIf: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const final = state.kind === 'final';
  const label = [
    about.name,
    about.active ? t('analysts.legend.current') : null,
    final ? t('analysts.legend.final') : null,
  ]
    .filter(Boolean)
    .join(', ');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect();
    }
  };
  if (state.compound) {
    return (
      // biome-ignore lint/a11y/useSemanticElements: an SVG group has no button element to use.
      <g
        role="button"
        tabIndex={0}
        aria-label={label}
        aria-pressed={selected}
        className="statechart-state statechart-compound"
        data-state={state.id}
        onClick={onSelect}
        onKeyDown={onKeyDown}
      >
        <rect
          x={state.x}
          y={state.y}
          width={state.width}
          height={state.height}
          rx={12}
          fill="none"
          stroke={selected ? COLORS.selected : COLORS.frame}
          strokeWidth={selected ? 2.5 : 1.2}
          strokeDasharray={state.kind === 'parallel' ? '2 4' : '7 4'}
        />
        <text fontSize={FONT.compound} fontWeight={700} fill={COLORS.line}>
          {state.lines.map((line, i) => (
            <tspan
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one name, in order.
              key={i}
              x={state.x + 12}
              y={lineY(state.y + 7, FONT.compound, i)}
            >
              {spaced(line, i, state.lines)}
            </tspan>
          ))}
        </text>
      </g>
    );
  }
  const textTop = state.y + (state.height - state.lines.length * FONT.state * FONT.lineHeight) / 2;
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG group has no button element to use.
    <g
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-pressed={selected}
      className={`statechart-state${about.active ? ' active' : ''}${final ? ' final' : ''}`}
      data-state={state.id}
      onClick={onSelect}
      onKeyDown={onKeyDown}
    >
      {(selected || whatIf) && (
        <rect
          x={state.x - 5}
          y={state.y - 5}
          width={state.width + 10}
          height={state.height + 10}
          rx={12}
          fill="none"
          stroke={selected ? COLORS.selected : COLORS.whatIf}
          strokeWidth={2.5}
          strokeDasharray={selected ? undefined : '5 3'}
        />
      )}
      <rect
        x={state.x}
        y={state.y}
        width={state.width}
        height={state.height}
        rx={8}
        fill={about.active ? COLORS.activeFill : '#ffffff'}
        stroke={about.active ? COLORS.possible : COLORS.ink}
        strokeWidth={about.active ? 3 : 1.3}
      />
      {final && (
        <rect
          x={state.x + 3.5}
          y={state.y + 3.5}
          width={state.width - 7}
          height={state.height - 7}
          rx={6}
          fill="none"
          stroke={COLORS.ink}
          strokeWidth={1.3}
        />
      )}
      <text
        fontSize={FONT.state}
        fontWeight={about.active ? 700 : 400}
        textAnchor="middle"
        fill={COLORS.ink}
      >
        {state.lines.map((line, i) => (
          <tspan
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one name, in order.
            key={i}
            x={state.x + state.width / 2}
            y={lineY(textTop, FONT.state, i)}
          >
            {spaced(line, i, state.lines)}
          </tspan>
        ))}
      </text>
    </g>
  );
}

function Edge({
  edge,
  about,
  ariaLabel,
  selected,
  onSelect,
}: {
  edge: DrawnEdge;
  about: DiagramTransition;
  ariaLabel: string;
  selected: boolean;
  onSelect: () => void;
}) {
  const color = selected ? COLORS.selected : about.possible ? COLORS.possible : COLORS.line;
  const marker = selected ? 'selected' : about.possible ? 'possible' : 'plain';
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG group has no button element to use.
    <g
      role="button"
      tabIndex={0}
      aria-label={ariaLabel}
      aria-pressed={selected}
      className={`statechart-transition${about.possible ? ' possible' : ''}${about.guarded ? ' guarded' : ''}`}
      onClick={onSelect}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onSelect();
        }
      }}
    >
      {/* A wide invisible stroke: the arrow is easy to hit with a pointer. */}
      <path d={edge.path} fill="none" stroke="transparent" strokeWidth={10} />
      <path
        d={edge.path}
        fill="none"
        stroke={color}
        strokeWidth={about.possible || selected ? 2.6 : 1.3}
        strokeDasharray={about.guarded ? '6 3' : undefined}
        markerEnd={`url(#statechart-arrow-${marker})`}
      />
      {edge.label && (
        <>
          <rect
            x={edge.label.x}
            y={edge.label.y}
            width={edge.label.width}
            height={edge.label.height}
            rx={3}
            fill={COLORS.paper}
            stroke={selected ? COLORS.selected : 'none'}
          />
          <text
            fontSize={FONT.edge}
            fontWeight={about.possible ? 700 : 400}
            fill={about.possible ? COLORS.possible : COLORS.ink}
          >
            {edge.label.lines.map((line, i) => (
              <tspan
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one label, in order.
                key={i}
                x={edge.label ? edge.label.x + LABEL_PADDING : 0}
                y={lineY((edge.label?.y ?? 0) + LABEL_PADDING, FONT.edge, i)}
              >
                {spaced(line, i, edge.label?.lines ?? [])}
              </tspan>
            ))}
          </text>
        </>
      )}
    </g>
  );
}

const ARROWS = [
  ['plain', COLORS.line],
  ['possible', COLORS.possible],
  ['selected', COLORS.selected],
] as const;

export function StatechartDiagram({
  title,
  drawing,
  states,
  transitions,
  focus,
  selection,
  onSelect,
  whatIfTargets,
}: Props) {
  const { t } = useTranslation();
  const helpId = useId();
  const ref = useRef<HTMLElement>(null);
  const [{ width, height }, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() =>
      setSize({ width: element.clientWidth, height: element.clientHeight }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const [view, setView] = useState<View | null>(null);
  const opening = useRef<View | null>(null);
  const drag = useRef<{ x: number; y: number; moved: boolean; id: number } | null>(null);
  const justDragged = useRef(false);

  const byId = new Map(states.map((s) => [s.id, s]));
  const drawnById = new Map(drawing.states.map((s) => [s.id, s]));
  const size = { width, height };

  // The opening view, once the box has a size: on the current state, else the whole drawing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once per drawing and focus.
  useEffect(() => {
    if (width === 0 || height === 0) return;
    const focusBox = focus ? drawnById.get(focus) : undefined;
    const firstLeaf = drawing.states.find((s) => !s.compound) ?? null;
    const start = openingView(drawing, size, focusBox ? [focusBox] : [], firstLeaf);
    opening.current = start;
    setView(start);
  }, [drawing, focus, width > 0 && height > 0]);

  const zoom = useCallback(
    (factor: number, at = { x: width / 2, y: height / 2 }) =>
      setView((v) => (v ? zoomAt(v, factor, at) : v)),
    [width, height],
  );

  // The wheel zooms around the pointer; the page does not scroll under it.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      zoom(Math.exp(-event.deltaY * 0.0015), {
        x: event.clientX - rect.left,
        y: event.clientY - rect.top,
      });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [zoom]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const keys: Record<string, () => void> = {
      '+': () => zoom(ZOOM_STEP),
      '=': () => zoom(ZOOM_STEP),
      '-': () => zoom(1 / ZOOM_STEP),
      '−': () => zoom(1 / ZOOM_STEP),
      _: () => zoom(1 / ZOOM_STEP),
      '0': () => setView(opening.current),
      ArrowLeft: () => setView((v) => v && panBy(v, PAN_STEP, 0)),
      ArrowRight: () => setView((v) => v && panBy(v, -PAN_STEP, 0)),
      ArrowUp: () => setView((v) => v && panBy(v, 0, PAN_STEP)),
      ArrowDown: () => setView((v) => v && panBy(v, 0, -PAN_STEP)),
    };
    const action = keys[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    action();
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    drag.current = { x: event.clientX, y: event.clientY, moved: false, id: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const start = drag.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.hypot(dx, dy) < 4) return;
    if (!start.moved) {
      // A drag, not a click: the diagram follows the pointer even outside it.
      start.moved = true;
      event.currentTarget.setPointerCapture(start.id);
    }
    drag.current = { ...start, x: event.clientX, y: event.clientY };
    setView((v) => v && panBy(v, dx, dy));
  };
  const endDrag = () => {
    justDragged.current = drag.current?.moved ?? false;
    drag.current = null;
  };
  const select = (next: Selection) => {
    if (justDragged.current) {
      justDragged.current = false;
      return;
    }
    onSelect(next);
  };

  const nameOf = (id: string) => byId.get(id)?.name ?? id;
  const edgeLabel = (edge: DrawnEdge, about: DiagramTransition) => {
    const to = edge.selfLoop ? t('analysts.detail.staysHere') : nameOf(edge.target);
    return `${about.name}: ${nameOf(about.source)} → ${to}`;
  };

  const focusBox = focus ? drawnById.get(focus) : undefined;
  const buttons = [
    { label: t('analysts.zoomIn'), text: '+', key: '+', run: () => zoom(ZOOM_STEP) },
    { label: t('analysts.zoomOut'), text: '−', key: '−', run: () => zoom(1 / ZOOM_STEP) },
    {
      label: t('analysts.resetView'),
      text: '↺',
      key: '0',
      run: () => setView(opening.current),
    },
    {
      label: t('analysts.fitAll'),
      text: '⤢',
      key: '',
      run: () => setView(fitAll(drawing, size)),
    },
    ...(focusBox
      ? [
          {
            label: t('analysts.toCurrent'),
            text: '◎',
            key: '',
            run: () => setView(centreOn(focusBox, size, Math.max(view?.k ?? 1, 0.8))),
          },
        ]
      : []),
  ];

  return (
    <Box>
      <Group justify="space-between" mb={6} gap="xs" wrap="wrap">
        <Text id={helpId} size="sm" c="dimmed" maw={560}>
          {t('analysts.diagramHelp')}
        </Text>
        <Group gap={6} role="toolbar" aria-label={t('analysts.viewTools')}>
          {buttons.map((button) => (
            <Tooltip key={button.label} label={button.label} withArrow>
              <Button
                variant="default"
                size="compact-md"
                miw={36}
                aria-label={button.label}
                aria-keyshortcuts={button.key || undefined}
                onClick={button.run}
              >
                <span aria-hidden="true">{button.text}</span>
              </Button>
            </Tooltip>
          ))}
          <Text size="sm" c="dimmed" miw={48} ta="right" aria-live="polite">
            {view ? `${Math.round(view.k * 100)}%` : ''}
          </Text>
        </Group>
      </Group>
      <section
        ref={ref}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the diagram takes keys to pan and zoom.
        tabIndex={0}
        aria-label={t('analysts.diagram', { name: title })}
        aria-describedby={helpId}
        data-testid="machine-svg"
        className="statechart-canvas"
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <svg width="100%" height="100%" className="statechart" data-testid="statechart">
          <title>{t('analysts.diagram', { name: title })}</title>
          <defs>
            {ARROWS.map(([name, color]) => (
              <marker
                key={name}
                id={`statechart-arrow-${name}`}
                viewBox="0 0 10 10"
                refX={9}
                refY={5}
                markerUnits="userSpaceOnUse"
                markerWidth={name === 'plain' ? 9 : 11}
                markerHeight={name === 'plain' ? 9 : 11}
                orient="auto-start-reverse"
              >
                <path d="M0,0 L10,5 L0,10 z" fill={color} />
              </marker>
            ))}
          </defs>
          {view && (
            <g transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
              {drawing.states
                .filter((s) => s.compound)
                .map((state) => {
                  const about = byId.get(state.id);
                  return about ? (
                    <StateBox
                      key={state.id}
                      state={state}
                      about={about}
                      selected={selection?.kind === 'state' && selection.id === state.id}
                      whatIf={false}
                      onSelect={() => select({ kind: 'state', id: state.id })}
                    />
                  ) : null;
                })}
              {drawing.edges.map((edge) => {
                const about = transitions[edge.transition];
                return about ? (
                  <Edge
                    key={edge.id}
                    edge={edge}
                    about={about}
                    ariaLabel={edgeLabel(edge, about)}
                    selected={
                      selection?.kind === 'transition' && selection.index === edge.transition
                    }
                    onSelect={() => select({ kind: 'transition', index: edge.transition })}
                  />
                ) : null;
              })}
              {drawing.states
                .filter((s) => !s.compound)
                .map((state) => {
                  const about = byId.get(state.id);
                  return about ? (
                    <StateBox
                      key={state.id}
                      state={state}
                      about={about}
                      selected={selection?.kind === 'state' && selection.id === state.id}
                      whatIf={whatIfTargets.has(state.id)}
                      onSelect={() => select({ kind: 'state', id: state.id })}
                    />
                  ) : null;
                })}
            </g>
          )}
        </svg>
        {!view && (
          <Group className="statechart-wait" gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('analysts.layingOut')}</Text>
          </Group>
        )}
      </section>
    </Box>
  );
}

/** The legend: what the drawing's marks mean. */
export function StatechartLegend() {
  const { t } = useTranslation();
  const swatch = (children: React.ReactNode) => (
    <svg width={44} height={22} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
  const items = [
    {
      label: t('analysts.legend.current'),
      mark: swatch(
        <rect
          x={2}
          y={3}
          width={40}
          height={16}
          rx={5}
          fill={COLORS.activeFill}
          stroke={COLORS.possible}
          strokeWidth={3}
        />,
      ),
    },
    {
      label: t('analysts.legend.move'),
      mark: swatch(<line x1={2} y1={11} x2={40} y2={11} stroke={COLORS.line} strokeWidth={1.3} />),
    },
    {
      label: t('analysts.legend.possible'),
      mark: swatch(
        <line x1={2} y1={11} x2={40} y2={11} stroke={COLORS.possible} strokeWidth={2.6} />,
      ),
    },
    {
      label: t('analysts.legend.guarded'),
      mark: swatch(
        <line
          x1={2}
          y1={11}
          x2={40}
          y2={11}
          stroke={COLORS.line}
          strokeWidth={1.3}
          strokeDasharray="6 3"
        />,
      ),
    },
    {
      label: t('analysts.legend.final'),
      mark: swatch(
        <>
          <rect
            x={2}
            y={2}
            width={40}
            height={18}
            rx={5}
            fill="#fff"
            stroke={COLORS.ink}
            strokeWidth={1.3}
          />
          <rect
            x={5}
            y={5}
            width={34}
            height={12}
            rx={3}
            fill="none"
            stroke={COLORS.ink}
            strokeWidth={1.3}
          />
        </>,
      ),
    },
    {
      label: t('analysts.legend.whatIf'),
      mark: swatch(
        <rect
          x={3}
          y={3}
          width={38}
          height={16}
          rx={5}
          fill="none"
          stroke={COLORS.whatIf}
          strokeWidth={2.5}
          strokeDasharray="5 3"
        />,
      ),
    },
  ];
  return (
    <Group
      gap="md"
      mt="xs"
      component="ul"
      aria-label={t('analysts.legend.title')}
      className="statechart-legend"
    >
      {items.map((item) => (
        <Group key={item.label} gap={6} component="li" wrap="nowrap">
          {item.mark}
          <Text size="sm">{item.label}</Text>
        </Group>
      ))}
    </Group>
  );
}
