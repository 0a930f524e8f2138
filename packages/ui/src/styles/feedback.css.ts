import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../theme/contract.css.ts';

/** Inline feedback boxes shared by every screen: an error (role="alert") and a success notice (role="status"). */
const box = { padding: tokens.space.md, borderRadius: tokens.radius.md, fontSize: tokens.fontSize.sm } as const;

export const alert = style({
  ...box,
  backgroundColor: vars.color.critical.soft,
  color: vars.color.critical.softText,
  border: `${tokens.size.border} solid ${vars.color.border.critical}`,
});

export const notice = style({ ...box, backgroundColor: vars.color.positive.soft, color: vars.color.positive.softText });
