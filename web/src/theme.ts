// The Mantine theme: teal as the brand, in shades that read at WCAG AA (4.5:1) — teal.6, Mantine's
// default, gives white button text and links only 2.55:1 on white, teal.9 gives 5.0:1 — and
// "dimmed" text in gray.7 (8:1) instead of gray.6 (3.3:1); light teal badges and alerts on teal.0
// (teal.9 text on the default teal.1 gives 4.3:1).
import { type CSSVariablesResolver, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 8 },
  focusRing: 'auto',
});

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7],
    '--mantine-color-teal-light': resolved.colors.teal[0],
    '--mantine-color-teal-light-hover': resolved.colors.teal[1],
  },
  dark: {},
});
