import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

export const box = style({
  display: 'grid',
  gap: tokens.space.md,
  padding: tokens.space.xxl,
  borderRadius: tokens.radius.lg,
  border: `${tokens.size.border} dashed ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.surface,
});
export const eyebrow = style({ color: vars.color.text.link, fontWeight: tokens.fontWeight.semibold, fontSize: tokens.fontSize.sm });
export const title = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.semibold });
export const body = style({ color: vars.color.text.secondary });
