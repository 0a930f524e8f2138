import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focusRing.ts';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space.sm,
  flexShrink: 0,
  minBlockSize: tokens.size.control,
  paddingInline: tokens.space.md,
  marginBlockEnd: tokens.space.sm,
  borderRadius: tokens.radius.md,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.bg.raised,
  color: vars.color.text.primary,
  font: 'inherit',
  fontWeight: tokens.fontWeight.semibold,
  fontSize: tokens.fontSize.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.neutral.soft },
    '&[data-focus-visible]': focusRing('2px'),
  },
});
export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxInlineSize: '12rem' });
export const item = style({ display: 'grid' });
export const meta = style({ fontSize: tokens.fontSize.xs, color: vars.color.text.secondary });
export const separator = style({ blockSize: tokens.size.border, backgroundColor: vars.color.border.subtle, marginBlock: tokens.space.xs });
