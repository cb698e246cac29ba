// Pan and zoom of the statechart as plain arithmetic: a view is a scale `k` and an offset, the
// screen point of a drawing point p being p·k + (x, y).

export type View = { x: number; y: number; k: number };
export type Size = { width: number; height: number };
export type Box = { x: number; y: number; width: number; height: number };

export const MIN_SCALE = 0.15;
export const MAX_SCALE = 3;
/** One press of + or −, or a zoom button. */
export const ZOOM_STEP = 1.25;
/** One press of an arrow key, in screen pixels. */
export const PAN_STEP = 80;

const clamp = (k: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, k));

/** Zooms by `factor`, keeping the screen point `at` where it is (the middle by default). */
export function zoomAt(view: View, factor: number, at: { x: number; y: number }): View {
  const k = clamp(view.k * factor);
  const ratio = k / view.k;
  return { k, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio };
}

export const panBy = (view: View, dx: number, dy: number): View => ({
  ...view,
  x: view.x + dx,
  y: view.y + dy,
});

/** The view that puts the middle of `box` in the middle of the screen at scale `k`. */
export function centreOn(box: Box, size: Size, k: number): View {
  const scale = clamp(k);
  return {
    k: scale,
    x: size.width / 2 - (box.x + box.width / 2) * scale,
    y: size.height / 2 - (box.y + box.height / 2) * scale,
  };
}

/** The whole drawing on the screen, at most at its natural size. */
export function fitAll(drawing: Size, size: Size): View {
  const k = Math.min(1, (size.width - 16) / drawing.width, (size.height - 16) / drawing.height);
  return centreOn({ x: 0, y: 0, ...drawing }, size, k);
}

/**
 * Where the diagram opens: centred on the boxes to show (the loan's current states) at natural
 * size, or, with none, the whole drawing when it can be read (scale ≥ 0.6), else its first box.
 */
export function openingView(drawing: Size, size: Size, focus: Box[], first: Box | null): View {
  if (focus.length > 0) {
    const x = Math.min(...focus.map((b) => b.x));
    const y = Math.min(...focus.map((b) => b.y));
    const box = {
      x,
      y,
      width: Math.max(...focus.map((b) => b.x + b.width)) - x,
      height: Math.max(...focus.map((b) => b.y + b.height)) - y,
    };
    // Natural size, smaller only if the boxes would not fit.
    const k = Math.min(1, (size.width - 48) / box.width, (size.height - 48) / box.height);
    return centreOn(box, size, k);
  }
  const whole = fitAll(drawing, size);
  if (whole.k >= 0.6 || !first) return whole;
  return centreOn(first, size, 0.9);
}
