import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../theme/contract.css.ts';

export const dl = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, max-content) minmax(0, 1fr)',
  gap: `${tokens.space.sm} ${tokens.space.lg}`,
  margin: 0,
  '@media': {
    // On a phone the term goes above its value: two columns would leave the value a sliver.
    'screen and (max-width: 30rem)': { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: tokens.space.xxs },
  },
});
export const dt = style({
  color: vars.color.text.secondary,
  '@media': { 'screen and (max-width: 30rem)': { fontSize: tokens.fontSize.sm, selectors: { '&:not(:first-child)': { marginBlockStart: tokens.space.sm } } } },
});
export const dd = style({ margin: 0, fontWeight: tokens.fontWeight.medium, minInlineSize: 0, overflowWrap: 'anywhere' });
