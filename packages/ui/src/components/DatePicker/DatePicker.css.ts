import { globalStyle, style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focusRing.ts';

export const dateInput = style({ display: 'flex', flex: 1, alignItems: 'center', paddingBlock: tokens.space.xs, unicodeBidi: 'isolate' });
export const segment = style({
  paddingInline: '0.1rem',
  borderRadius: tokens.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.muted },
    '&[data-type=literal]': { color: vars.color.text.muted },
    '&[data-focused]': { backgroundColor: vars.color.accent.solid, color: vars.color.accent.onSolid },
  },
});
export const popover = style({ maxBlockSize: 'none', minInlineSize: 'auto' });
export const dialog = style({ outline: 'none', padding: tokens.space.xs });
export const calendar = style({ display: 'grid', gap: tokens.space.sm });
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.space.sm });
export const heading = style({ fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.semibold, margin: 0 });
/** Chevrons point "back" and "forward" in reading order. */
const flip = style({});
globalStyle(`[dir=rtl] ${flip}`, { transform: 'scaleX(-1)' });
export const grid = style({ borderCollapse: 'collapse' });
export const weekday = style({ fontSize: tokens.fontSize.xs, color: vars.color.text.secondary, fontWeight: tokens.fontWeight.medium, paddingBlockEnd: tokens.space.xs });
export const cell = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  borderRadius: tokens.radius.full,
  fontSize: tokens.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { backgroundColor: vars.color.neutral.soft },
    '&[data-selected]': { backgroundColor: vars.color.accent.solid, color: vars.color.accent.onSolid },
    '&[data-focus-visible]': focusRing('1px'),
    '&[data-disabled], &[data-unavailable]': { color: vars.color.text.muted, textDecoration: 'line-through', cursor: 'default' },
  },
});
