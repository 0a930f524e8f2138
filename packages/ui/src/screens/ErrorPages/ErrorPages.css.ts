import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

/** The message in the middle of the page, a readable column (36rem) wide. */
export const page = style({
  minBlockSize: '60vh',
  maxInlineSize: `calc(36rem + 2 * ${tokens.space.xl})`,
  marginInline: 'auto',
  padding: tokens.space.xl,
  justifyContent: 'center',
  alignItems: 'center',
  textAlign: 'center',
});
/** The status code above the title, as large as the type scale goes; decorative (the title says it). */
export const status = style({ fontSize: tokens.fontSize.display, fontWeight: tokens.fontWeight.bold, color: vars.color.text.link });
