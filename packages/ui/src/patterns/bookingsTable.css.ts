import { style } from '@vanilla-extract/css';
import { stackedCards } from '../components/Table/stackedCards.ts';
import { tokens, vars } from '../theme/contract.css.ts';

/**
 * The list measures its own width, not the window's: inside the dashboard (a side navigation beside
 * it) or a customer's detail a narrow column turns the table into stacked cards just as a phone does.
 */
const cards = stackedCards({ name: 'bookings', narrowBelow: '40rem', areas: '"event status" "time time" "attendee attendee" "organizer organizer" "attendance attendance"' });
const narrow = cards.narrow;
export const { listFrame, table, tableHeader, tableBody, row, cardOnly } = cards;
export const cellArea = {
  event: cards.area('event'),
  time: cards.area('time'),
  attendee: cards.area('attendee'),
  organizer: cards.area('organizer'),
  status: cards.area('status'),
  attendance: cards.area('attendance'),
};
/** Times stay on one line in the table; a card wraps them rather than overflow a phone. */
export const timeText = style({ whiteSpace: 'nowrap', '@container': { [narrow]: { whiteSpace: 'normal' } } });
export const eventTitle = style({ fontWeight: tokens.fontWeight.semibold, overflowWrap: 'anywhere' });
// justifyItems start: an email (isolated left-to-right) still hugs the start edge in Arabic.
export const stack = style({ display: 'grid', gap: tokens.space.xxs, minInlineSize: 0, justifyItems: 'start' });
export const muted = style({ color: vars.color.text.secondary, fontSize: tokens.fontSize.sm, overflowWrap: 'anywhere' });
/** On a card the status sits at the end edge, across from the title. */
export const statusCell = style({
  display: 'grid',
  gap: tokens.space.xxs,
  justifyItems: 'start',
  '@container': { [narrow]: { justifyItems: 'end', textAlign: 'end' } },
});
/** A row's "Attended" / "No-show" quick action: side by side, wrapping on a narrow card. */
export const markActions = style({ display: 'inline-flex', flexWrap: 'wrap', gap: tokens.space.xs });
