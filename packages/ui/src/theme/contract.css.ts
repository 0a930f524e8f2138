import { createThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: semantic names only. Light and dark fill it (light.css.ts, dark.css.ts);
 * components never branch on the theme — the class on <html> swaps the variables.
 */
export const vars = createThemeContract({
  color: {
    bg: { canvas: null, surface: null, raised: null, sunken: null, overlay: null },
    text: { primary: null, secondary: null, muted: null, inverse: null, link: null, critical: null, positive: null, caution: null },
    border: { subtle: null, strong: null, focus: null, critical: null },
    accent: { solid: null, solidHover: null, solidPressed: null, soft: null, softText: null, onSolid: null },
    critical: { solid: null, solidHover: null, soft: null, softText: null, onSolid: null },
    positive: { solid: null, soft: null, softText: null },
    caution: { solid: null, soft: null, softText: null },
    neutral: { soft: null, softHover: null, softText: null },
  },
  shadow: { sm: null, md: null, lg: null },
});

/** Theme-independent tokens. */
export const tokens = {
  font: {
    body: "'IBM Plex Sans Arabic', 'IBM Plex Sans', system-ui, 'Segoe UI', Tahoma, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem', display: '2.25rem' },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.6' },
  space: { none: '0', xxs: '0.125rem', xs: '0.25rem', sm: '0.5rem', md: '0.75rem', lg: '1rem', xl: '1.5rem', xxl: '2rem', xxxl: '3rem' },
  radius: { sm: '0.375rem', md: '0.5rem', lg: '0.75rem', xl: '1rem', full: '999px' },
  size: { control: '2.5rem', controlSm: '2rem', icon: '1.25rem', sidebar: '16rem', content: '72rem', border: '1px', focusRing: '2px' },
  z: { sticky: '10', overlay: '100', toast: '200' },
  duration: { fast: '120ms', normal: '200ms' },
} as const;
