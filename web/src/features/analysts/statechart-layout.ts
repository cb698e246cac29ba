// The statechart laid out in the browser: machines/diagram/layout.ts with ELK running in a web
// worker (elk-worker.ts: elkjs' worker build, fetched only by this page, never in a route's
// script) and every name measured in the page's own font, so each box fits its words. Layouts
// are kept per machine and language while the page lives.
import { useEffect, useState } from 'react';
import {
  type Drawing,
  type Elk,
  type LayoutState,
  type LayoutTransition,
  layoutDiagram,
  type Measure,
} from '../../../../machines/diagram/layout.ts';
import { workerElk } from './elk-worker.ts';

let elk: Elk | undefined;
/** The ELK worker, started on first use: call it early to fetch it while data loads. */
export function browserElk(): Elk {
  elk ??= workerElk();
  return elk;
}

let context: CanvasRenderingContext2D | null | undefined;

/** Measures text in a font family on a canvas; a sans-serif estimate where there is no canvas. */
function measurer(fontFamily: string): Measure {
  context ??= document.createElement('canvas').getContext('2d');
  return (text, size, weight) => {
    if (!context) return text.length * size * 0.6;
    context.font = `${weight === 'bold' ? 700 : 400} ${size}px ${fontFamily}`;
    return context.measureText(text).width;
  };
}

const drawings = new Map<string, Promise<Drawing>>();

export type LayoutResult =
  | { status: 'loading' }
  | { status: 'ready'; drawing: Drawing }
  | { status: 'failed' };

/**
 * The drawing of these states and transitions, in the font of `fontOf` (an element the SVG will
 * sit in). `key` names the machine and language: the same key reuses the layout.
 */
export function useStatechartLayout(
  key: string,
  states: readonly LayoutState[],
  transitions: readonly LayoutTransition[],
  fontOf: () => Element | null,
): LayoutResult {
  const [result, setResult] = useState<LayoutResult>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names states and transitions.
  useEffect(() => {
    let live = true;
    setResult({ status: 'loading' });
    let drawing = drawings.get(key);
    if (!drawing) {
      const element = fontOf() ?? document.body;
      const measure = measurer(getComputedStyle(element).fontFamily || 'sans-serif');
      drawing = layoutDiagram(states, transitions, measure, browserElk());
      drawings.set(key, drawing);
      drawing.catch(() => drawings.delete(key));
    }
    drawing.then(
      (ready) => live && setResult({ status: 'ready', drawing: ready }),
      () => live && setResult({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return result;
}
