import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

export const header = style({ display: 'grid', justifyItems: 'center', gap: tokens.space.sm, textAlign: 'center' });
export const lead = style({ maxInlineSize: '30rem' });
export const reason = style({
  display: 'grid',
  gap: tokens.space.xxs,
  justifyItems: 'center',
  paddingBlock: tokens.space.sm,
  paddingInline: tokens.space.lg,
  borderRadius: tokens.radius.md,
  backgroundColor: vars.color.critical.soft,
  color: vars.color.critical.softText,
  fontSize: tokens.fontSize.sm,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});
export const reasonLabel = style({ fontSize: tokens.fontSize.xs, fontWeight: tokens.fontWeight.semibold });
export const links = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: tokens.space.sm });
/** A plain link that looks like a secondary button (the .ics download). */
export const buttonLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: tokens.space.sm,
  minBlockSize: tokens.size.control,
  paddingInline: tokens.space.lg,
  borderRadius: tokens.radius.md,
  border: `${tokens.size.border} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.primary,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.neutral.soft },
    '&:focus-visible': { outline: `${tokens.size.focusRing} solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});
export const manage = style({ paddingBlockStart: tokens.space.lg, borderBlockStart: `${tokens.size.border} solid ${vars.color.border.subtle}` });
export const manageActions = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm });
/** The cancel dialog's content (CancelBookingModal). */
export const dialogBody = style({ display: 'grid', gap: tokens.space.md });
