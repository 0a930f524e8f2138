import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

export const wrap = style({ display: 'grid', justifyItems: 'center', paddingBlock: tokens.space.xl, minInlineSize: 0 });
/** The card: snug padding on a phone, roomier from 30rem up; never wider than its column. */
export const card = style({
  inlineSize: '100%',
  maxInlineSize: '26rem',
  minInlineSize: 0,
  boxSizing: 'border-box',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: tokens.space.lg,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.xl,
  backgroundColor: vars.color.bg.surface,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.md,
  overflowWrap: 'anywhere',
  '@media': { '(min-width: 30rem)': { padding: tokens.space.xl } },
});
export const form = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.space.md });
/** The links under the form keep to their text's width. */
export const footer = style({ alignItems: 'flex-start' });
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.sm,
  color: vars.color.text.muted,
  fontSize: tokens.fontSize.xs,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, blockSize: tokens.size.border, backgroundColor: vars.color.border.subtle },
  },
});
