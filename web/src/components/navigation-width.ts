// Where the signed-in frame's sections fold behind the burger: one rule for the frame
// (AppShell.tsx) and for the reads sent before it renders (frame-prefetch.ts).
import { DEFAULT_THEME } from '@mantine/core';
import { theme } from '../theme.ts';

/** Below this width (Mantine's `sm`, 768 px) the sections fold behind the burger. */
export const NAVBAR_BREAKPOINT = 'sm';

/** The media query of a screen wide enough to show the sections beside the page. */
export const WIDE_NAVIGATION = `(min-width: ${
  theme.breakpoints?.[NAVBAR_BREAKPOINT] ?? DEFAULT_THEME.breakpoints[NAVBAR_BREAKPOINT]
})`;
