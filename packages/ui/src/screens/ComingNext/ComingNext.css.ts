import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

export const box = style({
  padding: tokens.space.xxl,
  borderRadius: tokens.radius.lg,
  border: `${tokens.size.border} dashed ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.surface,
});
export const eyebrow = style({ color: vars.color.text.link });
