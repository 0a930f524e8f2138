import { globalStyle } from '@vanilla-extract/css';
import './light.css.ts';
import './dark.css.ts';
import { tokens, vars } from './contract.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
// `:root` rather than `html`: a third-party stylesheet loaded later (Moyasar's card form sets `html {
// line-height: 1.5; font-family: system-ui… }` and `body { line-height: inherit }`) must not restyle the
// whole page — the higher specificity keeps the theme's type wherever it loads (PayPage story
// "Moyasar form in the theme").
globalStyle(':root', {
  colorScheme: 'light',
  WebkitTextSizeAdjust: '100%',
  fontFamily: tokens.font.body,
  lineHeight: tokens.lineHeight.normal,
});
globalStyle(':root.dark', { colorScheme: 'dark' });
globalStyle(':root body', {
  margin: 0,
  minBlockSize: '100vh',
  fontFamily: tokens.font.body,
  fontSize: tokens.fontSize.md,
  lineHeight: tokens.lineHeight.normal,
  color: vars.color.text.primary,
  backgroundColor: vars.color.bg.canvas,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3, h4, p', { marginBlock: 0 });
globalStyle('a', { color: vars.color.text.link });
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0.01ms !important', animationDuration: '0.01ms !important' },
  },
});
