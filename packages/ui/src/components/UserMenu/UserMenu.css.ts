import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focusRing.ts';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space.sm,
  minBlockSize: tokens.size.control,
  paddingInline: tokens.space.sm,
  borderRadius: tokens.radius.full,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: tokens.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.neutral.soft },
    '&[data-focus-visible]': focusRing('2px'),
  },
});
export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '1.75rem',
  blockSize: '1.75rem',
  borderRadius: tokens.radius.full,
  backgroundColor: vars.color.accent.solid,
  color: vars.color.accent.onSolid,
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.bold,
});
export const name = style({
  maxInlineSize: '10rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { 'screen and (max-width: 40rem)': { display: 'none' } },
});
