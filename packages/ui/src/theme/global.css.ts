import { globalStyle } from '@vanilla-extract/css';
import './light.css.ts';
import './dark.css.ts';
import { tokens, vars } from './contract.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  colorScheme: 'light',
  WebkitTextSizeAdjust: '100%',
});
globalStyle('html.dark', { colorScheme: 'dark' });
globalStyle('body', {
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
