import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

export const grid = style({
  display: 'grid',
  gap: tokens.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(16rem, 100%), 1fr))',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
export const skeleton = style({ blockSize: '8rem', borderRadius: tokens.radius.lg, backgroundColor: vars.color.neutral.soft });
