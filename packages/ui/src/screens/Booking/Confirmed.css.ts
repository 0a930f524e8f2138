import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focusRing.ts';

/** The status, title and lead, centred. */
export const header = style({ alignItems: 'center', textAlign: 'center' });
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
/**
 * A plain link that looks like a secondary button: the calendar file (a download) and the pay page (the
 * app's, a full page load from the public pages), so neither goes through react-aria's client routing.
 */
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
    '&:focus-visible': focusRing('2px'),
  },
});
export const manage = style({ paddingBlockStart: tokens.space.lg, borderBlockStart: `${tokens.size.border} solid ${vars.color.border.subtle}` });
