// Keeps the keyboard's place when the product takes a focused control away for a moment. A
// button disabled while its request runs (`disabled`, Mantine's `loading`) drops focus to
// <body>, and a keyboard user then had to Tab through the header and the menu again. Installed
// once for the whole client (main.tsx):
// - a focused control that becomes disabled gets focus back once enabled, if focus is still on
//   nothing by then;
// - one that is removed or hidden instead gets, after a moment, its own re-rendered copy (a form
//   that starts again from what was saved), else the first heading that came with the change (a
//   form's next step, a new page), else the page's main region.
// It never takes focus from anything the person moved to or pressed meanwhile, and leaves an open
// dialog's focus to the dialog (Mantine's Modal traps it and returns it to its trigger).
// A new page the person went to (a link, a form that leads on: register to activate, log in to
// home) puts focus on its main heading once it shows (`focusNewPage`, called by the router's root,
// PageChangeFocus.tsx), so the keyboard and a screen reader start at the page, not at <body> or
// the link left behind. Not on the app's first load (no key or press yet: its own redirects), and
// never over focus the person or the new page (a field it focuses itself) moved meanwhile.

/** How long a removed control's page may settle (a dialog returning focus, a step rendering). */
export const FOCUS_SETTLE_MS = 150;

/** The signed-in frame's main region (AppShell.tsx), the last place focus is put. */
export const MAIN_REGION_ID = 'main-content';

/** How long a new page's heading is waited for (its code and data on a slow connection). */
export const NEW_PAGE_WAIT_MS = 10_000;

/** The keepers installed (one in the app; a test's own), told of a new page. */
const newPageListeners = new Set<() => void>();

/**
 * The person is on a new page: focus goes to its main heading once it shows, if focus is still
 * where it was (or on nothing) by then. Ignored before the person's first key or press.
 */
export function focusNewPage(): void {
  for (const listener of newPageListeners) listener();
}

/**
 * Puts focus on a heading a change brought (a form's next step, a section that appeared), made
 * focusable for it without becoming a Tab stop. Returns whether it took focus.
 */
export function focusHeading(heading: HTMLElement | SVGElement | null | undefined): boolean {
  if (!heading?.isConnected) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return heading.ownerDocument.activeElement === heading;
}

const HEADINGS = 'h1, h2, h3, h4, h5, h6';
const DIALOG = '[role="dialog"][aria-modal="true"]';

type Focusable = HTMLElement | SVGElement;

/** A focused control taken away, waiting to be given focus back or replaced. */
type Lost = {
  element: Focusable;
  /** What the control said when it had focus ("Simpan", not the "Menyimpan…" of its request). */
  label: string;
  /** Its ancestors when it had focus, nearest first: a removed control no longer has them. */
  ancestors: Element[];
  /** What was added to the page since: where its copy or a new step's heading is. */
  added: Element[];
  settling: ReturnType<typeof setTimeout> | undefined;
};

const isFocusable = (node: unknown): node is Focusable =>
  node instanceof HTMLElement || node instanceof SVGElement;

const labelOf = (element: Element) =>
  element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';

const ancestorsOf = (element: Element) => {
  const ancestors: Element[] = [];
  for (let up = element.parentElement; up; up = up.parentElement) ancestors.push(up);
  return ancestors;
};

// jsdom has no layout: there, what is in the page counts as shown.
const shown = (element: Element) =>
  typeof element.checkVisibility !== 'function' ||
  element.checkVisibility({ visibilityProperty: true });

/** Could take focus now: in the page, enabled, not inert, shown. */
function canFocus(element: Element): element is Focusable {
  if (!isFocusable(element) || !element.isConnected) return false;
  if (element.matches(':disabled') || element.closest('[inert]')) return false;
  return shown(element);
}

/** Starts keeping focus in `doc`; returns how to stop. */
export function installFocusKeeper(doc: Document = document): () => void {
  const view = doc.defaultView ?? window;
  let focused: Focusable | null = null;
  let focusedLabel = '';
  let focusedAncestors: Element[] = [];
  let lost: Lost | null = null;
  /** Controls lost by being disabled: only such a control's re-rendered copy is looked for. */
  const disabledOnce = new WeakSet<Element>();
  /** Whether the person has pressed a key or pointed yet: before, page changes are the app's own. */
  let interacted = false;
  /** What had focus at the person's last key or click: the control that led to a new page. */
  let lastUsed: Element | null = null;
  /** A new page whose heading is awaited, and what had focus when it came. */
  let arrival: { from: Element | null; giveUp: ReturnType<typeof setTimeout> } | null = null;

  const onNothing = () => {
    const active = doc.activeElement;
    return active === null || active === doc.body || active === doc.documentElement;
  };

  const forget = () => {
    if (lost?.settling !== undefined) clearTimeout(lost.settling);
    lost = null;
  };

  const put = (element: Focusable) => {
    forget();
    element.focus({ preventScroll: true });
  };

  /** An open dialog that does not hold `element` (or any open dialog): its focus is its own. */
  const dialogElsewhere = (element?: Element) =>
    [...doc.querySelectorAll(DIALOG)].some(
      (dialog) => shown(dialog) && (!element || !dialog.contains(element)),
    );

  const addedElements = (records: readonly MutationRecord[]) => {
    const added: Element[] = [];
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof Element) added.push(node);
    return added;
  };

  const endArrival = () => {
    if (arrival) clearTimeout(arrival.giveUp);
    arrival = null;
  };

  /** The page's main heading: the first h1 of a main region, else the first outside a dialog. */
  const pageHeading = (): Focusable | null => {
    for (const heading of [...doc.querySelectorAll('main h1'), ...doc.querySelectorAll('h1')]) {
      if (!heading.closest('[role="dialog"]') && canFocus(heading)) return heading;
    }
    return null;
  };

  /** A new page awaited: its heading takes focus once shown, unless focus went elsewhere. */
  const lookForPage = () => {
    if (!arrival) return;
    const active = doc.activeElement;
    const untouched =
      onNothing() || active === arrival.from || (active !== null && !canFocus(active));
    if (!untouched) {
      endArrival();
      return;
    }
    if (dialogElsewhere()) return;
    const heading = pageHeading();
    if (!heading) return;
    endArrival();
    forget();
    focusHeading(heading);
  };

  const onNewPage = () => {
    if (!interacted) return;
    forget();
    endArrival();
    arrival = { from: lastUsed, giveUp: setTimeout(endArrival, NEW_PAGE_WAIT_MS) };
    lookForPage();
  };

  /** Looks at where focus is after a change of the page or of focus. */
  const check = (records: readonly MutationRecord[] = []) => {
    // A new page awaited: its heading, not the old page's lost control, is where focus goes.
    if (arrival) {
      lookForPage();
      return;
    }
    const active = doc.activeElement;
    if (!lost) {
      // A focused control disabled (focus on it still, or fallen to <body>), or removed or
      // hidden under it.
      const candidate = onNothing() ? focused : active;
      if (!candidate || !isFocusable(candidate)) return;
      const disabled = candidate.isConnected && candidate.matches(':disabled');
      if (!disabled && !(onNothing() && !canFocus(candidate))) {
        // Left on purpose (a click on the page's background): nothing to keep.
        if (onNothing()) focused = null;
        return;
      }
      if (disabled) disabledOnce.add(candidate);
      lost = {
        element: candidate,
        label: candidate === focused ? focusedLabel : labelOf(candidate),
        ancestors: candidate === focused ? focusedAncestors : ancestorsOf(candidate),
        added: [],
        settling: undefined,
      };
    }
    lost.added.push(...addedElements(records));
    const { element } = lost;
    if (active === element) {
      // Chromium may leave focus on a control it disabled: once enabled, nothing to restore.
      if (canFocus(element)) forget();
      return;
    }
    if (!onNothing()) {
      forget();
      return;
    }
    if (element.isConnected && element.matches(':disabled')) return;
    if (canFocus(element)) {
      if (dialogElsewhere(element)) forget();
      else put(element);
      return;
    }
    lost.settling ??= setTimeout(settle, FOCUS_SETTLE_MS);
  };

  /** A removed control's page has settled: its copy, the change's heading, or the main region. */
  const settle = () => {
    if (!lost) return;
    lost.settling = undefined;
    if (!onNothing()) {
      forget();
      return;
    }
    // A dialog open or still closing: the next change looks again.
    if (dialogElsewhere()) return;
    // Hidden for a moment only: back in its place.
    const target = canFocus(lost.element)
      ? lost.element
      : (replacementOf(lost) ?? headingAfter(lost) ?? mainRegion());
    if (!target) {
      forget();
      return;
    }
    if (!target.hasAttribute('tabindex') && target.matches(HEADINGS))
      target.setAttribute('tabindex', '-1');
    put(target);
  };

  const fromDialog = (gone: Lost) =>
    gone.ancestors.some((ancestor) => ancestor.getAttribute('role') === 'dialog');

  /** The nearest ancestor the control had that is still in the page. */
  const stillThere = (gone: Lost) => gone.ancestors.find((ancestor) => ancestor.isConnected);

  const isNew = (gone: Lost, element: Element) =>
    gone.added.some((root) => root.isConnected && root.contains(element));

  /**
   * The control rendered again in its place (a form keyed by its saved data starts again): the one
   * new control near where it was, of its kind, saying what it said.
   */
  const replacementOf = (gone: Lost): Focusable | null => {
    if (!disabledOnce.has(gone.element) || fromDialog(gone)) return null;
    const near = stillThere(gone);
    if (!near) return null;
    const { element } = gone;
    const type = element.getAttribute('type');
    const copies = [...near.querySelectorAll(element.tagName)].filter(
      (candidate) =>
        candidate.getAttribute('type') === type &&
        labelOf(candidate) === gone.label &&
        isNew(gone, candidate) &&
        canFocus(candidate),
    );
    const [copy] = copies;
    return copies.length === 1 && copy && isFocusable(copy) ? copy : null;
  };

  /** The first heading that came with the change, near where the control was, in the main region. */
  const headingAfter = (gone: Lost): Focusable | null => {
    const main = mainRegion();
    const near = stillThere(gone);
    if (!main || !near || fromDialog(gone)) return null;
    for (const heading of near.querySelectorAll(HEADINGS)) {
      if (main.contains(heading) && isNew(gone, heading) && isFocusable(heading)) {
        if (heading.closest('[role="dialog"]') || !canFocus(heading)) continue;
        return heading;
      }
    }
    return null;
  };

  const mainRegion = (): Focusable | null => {
    const main = doc.getElementById(MAIN_REGION_ID);
    return main && canFocus(main) ? main : null;
  };

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!isFocusable(target) || target === doc.body) return;
    if (lost) forget();
    // Focus the new page or the person moved elsewhere: the page's heading is not waited for.
    if (arrival && target !== arrival.from) endArrival();
    focused = target;
    focusedLabel = labelOf(target);
    focusedAncestors = ancestorsOf(target);
  };

  const onFocusOut = (event: FocusEvent) => {
    // Focus going nowhere: a control disabled or removed, or a click on the background.
    if (event.relatedTarget === null) setTimeout(() => check(), 0);
  };

  // A press elsewhere after the loss is the person doing something else.
  const onPointerDown = (event: PointerEvent) => {
    interacted = true;
    endArrival();
    if (lost && !(event.target instanceof Node && lost.element.contains(event.target))) forget();
  };

  const onKeyDown = () => {
    interacted = true;
    lastUsed = doc.activeElement;
  };

  const onClick = () => {
    lastUsed = doc.activeElement;
  };

  const observer = new view.MutationObserver((records) => check(records));
  observer.observe(doc.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled', 'inert', 'hidden', 'class', 'style'],
  });
  doc.addEventListener('focusin', onFocusIn, true);
  doc.addEventListener('focusout', onFocusOut, true);
  doc.addEventListener('pointerdown', onPointerDown, true);
  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('click', onClick, true);
  newPageListeners.add(onNewPage);
  return () => {
    observer.disconnect();
    forget();
    endArrival();
    newPageListeners.delete(onNewPage);
    doc.removeEventListener('focusin', onFocusIn, true);
    doc.removeEventListener('focusout', onFocusOut, true);
    doc.removeEventListener('pointerdown', onPointerDown, true);
    doc.removeEventListener('keydown', onKeyDown, true);
    doc.removeEventListener('click', onClick, true);
  };
}
