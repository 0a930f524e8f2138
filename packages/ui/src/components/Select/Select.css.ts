import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

export const button = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.space.sm, cursor: 'pointer' });
export const value = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.text.muted } },
});
