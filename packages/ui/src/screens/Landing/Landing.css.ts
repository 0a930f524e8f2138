import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

export const hero = style({ paddingBlock: tokens.space.xxl, maxInlineSize: '44rem' });
export const features = style({
  display: 'grid',
  gap: tokens.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(14rem, 100%), 1fr))',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
export const feature = style({
  padding: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  backgroundColor: vars.color.bg.surface,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  color: vars.color.text.secondary,
});
/** Hero and sign-in card side by side on wide screens, stacked on narrow ones. */
export const split = style({
  display: 'grid',
  gap: tokens.space.xl,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 64rem)': { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(22rem, 1fr)' } },
});
export const aside = style({ paddingBlockStart: tokens.space.lg });
