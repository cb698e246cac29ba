// For what a screen shows after its first render: after the browser has painted that render.
import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `then` once the browser has painted (a frame is painted right after its animation frame
 * callbacks: a task queued from one runs after that paint); returns the cancel.
 */
export function afterPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** False until the caller's first render has been painted; then true, as background work. */
export function usePainted(): boolean {
  return usePaintedOnce(true);
}

/**
 * False until a render in which `shown` was true has been painted; then true for good, as
 * background work: for what follows a part of the screen, in a commit of its own after it.
 */
export function usePaintedOnce(shown: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!shown || painted) return;
    return afterPaint(() => startTransition(() => setPainted(true)));
  }, [shown, painted]);
  return painted;
}

/**
 * False until the browser has been idle once after the first screen (at the latest 3 s after):
 * for what the first screen does not show, rendered then instead of in its first render.
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 1);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}
