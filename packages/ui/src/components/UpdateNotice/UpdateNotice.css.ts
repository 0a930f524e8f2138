import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

export const notice = style({
  position: 'fixed',
  insetBlockEnd: tokens.space.lg,
  insetInlineEnd: tokens.space.lg,
  zIndex: tokens.z.toast,
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.md,
  maxInlineSize: 'calc(100vw - 2rem)',
  padding: tokens.space.md,
  paddingInlineStart: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  backgroundColor: vars.color.bg.raised,
  color: vars.color.text.primary,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.lg,
});
export const text = style({ fontSize: tokens.fontSize.sm });
export const actions = style({ display: 'flex', gap: tokens.space.xs });
