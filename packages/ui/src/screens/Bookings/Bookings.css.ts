import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

export const tabs = style({ minInlineSize: 0 });
export const tabPanel = style({ display: 'grid', gap: tokens.space.lg, minInlineSize: 0, paddingBlockStart: tokens.space.xs });

export const notes = style({ margin: 0, whiteSpace: 'pre-wrap', fontWeight: tokens.fontWeight.regular });
/** The booker's details and the team's record, one line each, under the note. */
export const differs = style({ display: 'grid', gap: tokens.space.xs, marginBlockStart: tokens.space.xs });

/** The booking detail's payments (copied from Payments.css.ts with the detail). */
export const paymentsSection = style({
  gap: tokens.space.sm,
  paddingBlockStart: tokens.space.lg,
  borderBlockStart: `${tokens.size.border} solid ${vars.color.border.subtle}`,
});
export const paymentList = style({ display: 'grid', gap: tokens.space.md, margin: 0, padding: 0, listStyle: 'none' });
export const payment = style({
  display: 'grid',
  gap: tokens.space.sm,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  backgroundColor: vars.color.bg.sunken,
  minInlineSize: 0,
});
