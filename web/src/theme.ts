// The Mantine theme: teal as the brand, in shades that read at WCAG AA (4.5:1) — teal.6, Mantine's
// default, gives white button text and links only 2.55:1 on white, teal.9 gives 5.0:1 — and
// "dimmed" text in gray.7 (8:1) instead of gray.6 (3.3:1); light teal badges and alerts on teal.0
// (teal.9 text on the default teal.1 gives 4.3:1). Field errors in red.9 (5.6:1; Mantine's red.6
// gives 3.6:1) and a toast's text under its title in gray.8 (gray.6 gives 3.3:1).
// Tables wider than the screen scroll natively in their container, with a visible cue
// (legibility.css): Mantine's ScrollArea draws its scrollbar only on hover, which a phone has not.
// (A plain object, not TableScrollContainer.extend: importing the component here would put it and
// ScrollArea into the login page's first download.)
// A person who asked their system for less motion (prefers-reduced-motion) gets none from
// Mantine: dialogs, menus and collapsing sections appear and go without sliding or fading
// (their timings are Mantine's JavaScript; CSS transitions are stilled in legibility.css).
// Every dialog's close button (×) is named "Tutup" / "Close" in the language of the moment: a
// default read as the button renders, and a dialog's words re-render it when the language changes.
// Every password's eye (show the characters) is a Tab stop, named "Tampilkan karakter" / "Show
// characters" the same way, its state read as pressed or not (Mantine's aria-pressed): Mantine
// leaves it out of the Tab order.
import { type CSSVariablesResolver, createTheme } from '@mantine/core';
import { i18n } from './i18n.ts';

export const theme = createTheme({
  respectReducedMotion: true,
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 8 },
  focusRing: 'auto',
  components: {
    TableScrollContainer: {
      // Focusable, so a keyboard can scroll a table that has no link or button to tab to.
      defaultProps: { type: 'native', tabIndex: 0 },
      classNames: { scrollContainer: 'lumbung-table-scroll' },
    },
    Notification: {
      styles: { description: { color: 'var(--mantine-color-gray-8)' } },
    },
    // A badge's few words are read whole: beside a long title in a row it keeps its width and
    // the title wraps (Mantine's badge would shrink and end in "…": "Grade A · …").
    Badge: {
      styles: { root: { flexShrink: 0 } },
    },
    // A dialog that names its button itself (closeButtonProps) keeps its own name.
    ModalCloseButton: {
      defaultProps: () => ({ 'aria-label': i18n.t('common.close') }),
    },
    PasswordInput: {
      defaultProps: () => ({
        visibilityToggleFocusable: true,
        visibilityToggleButtonProps: { 'aria-label': i18n.t('auth.showCharacters') },
      }),
    },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7],
    '--mantine-color-error': resolved.colors.red[9],
    '--mantine-color-teal-light': resolved.colors.teal[0],
    '--mantine-color-teal-light-hover': resolved.colors.teal[1],
  },
  dark: {},
});
