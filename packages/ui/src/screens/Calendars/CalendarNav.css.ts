import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

export const nav = style({ marginBlockEnd: tokens.space.lg, borderBlockEnd: `${tokens.size.border} solid ${vars.color.border.subtle}` });
export const heading = style({ fontSize: tokens.fontSize.sm, color: vars.color.text.secondary, marginBlockEnd: tokens.space.xs });
export const list = style({ display: 'flex', gap: tokens.space.xs, listStyle: 'none', margin: 0, padding: 0, overflowX: 'auto' });
export const item = style({
  display: 'inline-block',
  paddingBlock: tokens.space.sm,
  paddingInline: tokens.space.md,
  borderBlockEnd: '2px solid transparent',
  whiteSpace: 'nowrap',
  color: vars.color.text.secondary,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.accent.softText, borderBlockEndColor: vars.color.accent.solid, fontWeight: tokens.fontWeight.semibold },
    '&[data-hovered]': { color: vars.color.text.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.accent.solid}`, outlineOffset: '-2px', borderRadius: tokens.radius.sm },
  },
});
