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

/** A section of the booking detail under the details (attendance, reminders): a rule above it. @alias of paymentsSection. */
export const detailSection = paymentsSection;

/** Attended / No-show: a pair of toggle buttons; the chosen one takes its meaning's colours and a check. */
export const toggleGroup = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm });
export const toggle = style({
  selectors: {
    '&[data-selected]': { borderColor: 'currentColor' },
    '&[data-selected][data-choice="attended"]': { backgroundColor: vars.color.positive.soft, color: vars.color.positive.softText },
    '&[data-selected][data-choice="no_show"]': { backgroundColor: vars.color.caution.soft, color: vars.color.caution.softText },
    '&[data-selected][data-hovered]:not([data-disabled])': { filter: 'brightness(0.97)' },
  },
});
/** "Marked on …" and "Clear" on one line, wrapping under each other on a phone. */
export const markedLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space.sm });

/** The delivery log: one box per message. @alias of paymentList. */
export const messageList = paymentList;
export const message = style([payment, { gap: tokens.space.xs }]);
/** The channel at the start, the status at the end; the status goes under the channel when there is no room. */
export const messageHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.space.sm });
export const channel = style({ display: 'inline-flex', alignItems: 'center', gap: tokens.space.xs, fontWeight: tokens.fontWeight.semibold });
/** The provider's own words (an operator's code and message): as written, in its own direction. */
export const providerDetail = style({ overflowWrap: 'anywhere' });
/** "Confirmed by the customer" and when, beside the status. */
export const confirmedBy = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space.xs });
