import { style } from '@vanilla-extract/css';
import { stackedCards } from '../../components/Table/stackedCards.ts';
import { tokens } from '../../theme/contract.css.ts';

export const tabs = style({ display: 'grid', gap: tokens.space.lg, minInlineSize: 0 });
export const tabPanel = style({ display: 'grid', gap: tokens.space.lg, minInlineSize: 0 });

/**
 * The list measures its own width, not the window's: beside the dashboard's navigation a narrow
 * column turns the table into stacked cards just as a phone does (as the bookings list does). Each
 * verified badge sits at the end of its own line (the email's, the phone's), saying whose it is by place.
 */
const cards = stackedCards({
  name: 'customers',
  narrowBelow: '44rem',
  areas: '"name actions" "email emailVerified" "phone phoneVerified" "bookings lastBooking" "noShows lastVisit"',
  justifyItems: 'start',
  alignItems: 'center',
});
export const { listFrame, table, tableHeader, tableBody, row, cardOnly } = cards;
export const cellArea = {
  name: cards.area('name', 'start'),
  email: cards.area('email', 'start'),
  phone: cards.area('phone', 'start'),
  emailVerified: cards.area('emailVerified', 'end'),
  phoneVerified: cards.area('phoneVerified', 'end'),
  bookings: cards.area('bookings', 'start'),
  lastBooking: cards.area('lastBooking', 'end'),
  noShows: cards.area('noShows', 'start'),
  lastVisit: cards.area('lastVisit', 'end'),
  actions: cards.area('actions', 'end'),
};
export const name = style({ fontWeight: tokens.fontWeight.semibold, overflowWrap: 'break-word' });
/** A line of its own under a cell's main text. */
export const block = style({ display: 'block' });
/**
 * An email reads left to right inside Arabic. It breaks only when it would overflow (a phone's card):
 * `break-word`, not `anywhere`, which also made the table size its column for one letter, so at 1280 px
 * emails wrapped letter by letter (issue 36).
 */
export const email = style({ overflowWrap: 'break-word' });
/** Phone numbers and dates keep to one line. */
export const nowrap = style({ whiteSpace: 'nowrap' });
export const actionsCell = style({ display: 'flex', justifyContent: 'flex-end' });
export const verifiedIcon = style({ flexShrink: 0 });

/** A value with its badge beside it, wrapping under it when there is no room. */
export const valueRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space.sm });

export const form = style({ display: 'grid', gap: tokens.space.lg });
export const formActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: tokens.space.sm });
