import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

export const page = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '60vh',
  padding: tokens.space.xl,
  textAlign: 'center',
});
export const box = style({ alignItems: 'center', maxInlineSize: '36rem' });
export const code = style({ fontSize: tokens.fontSize.display, fontWeight: tokens.fontWeight.bold, color: vars.color.text.link });
