import { style } from '@vanilla-extract/css';
import { stackedCards } from '../../components/Table/stackedCards.ts';
import { tokens, vars } from '../../theme/contract.css.ts';

export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.space.xl, minInlineSize: 0 });
export const header = style({ display: 'grid', gap: tokens.space.xs, minInlineSize: 0 });
export const title = style({ fontSize: tokens.fontSize.xxl, fontWeight: tokens.fontWeight.bold, lineHeight: tokens.lineHeight.tight });
export const lead = style({ color: vars.color.text.secondary });
export const muted = style({ color: vars.color.text.secondary, fontSize: tokens.fontSize.sm });
export const nowrap = style({ whiteSpace: 'nowrap' });
/** Emails, phones and zone names read left to right inside Arabic text. */
export const ltr = style({ direction: 'ltr', unicodeBidi: 'isolate', overflowWrap: 'anywhere' });

export const filters = style({
  display: 'grid',
  gap: tokens.space.md,
  // Two columns even on a phone, so the list is not pushed below five full-width fields.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr))',
  alignItems: 'start',
});
export const filtersFoot = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.space.sm });

export const tabs = style({ minInlineSize: 0 });
export const tabPanel = style({ display: 'grid', gap: tokens.space.lg, minInlineSize: 0, paddingBlockStart: tokens.space.xs });
export const hint = style({ color: vars.color.text.secondary, fontSize: tokens.fontSize.sm });

/**
 * The list measures its own width, not the window's: inside the dashboard (a side navigation beside
 * it) a narrow column turns the table into stacked cards just as a phone does.
 */
const cards = stackedCards({ name: 'bookings', narrowBelow: '40rem', areas: '"event status" "time time" "attendee attendee" "organizer organizer"' });
const narrow = cards.narrow;
export const { listFrame, table, tableHeader, tableBody, row, cardOnly } = cards;
export const cellArea = {
  event: cards.area('event'),
  time: cards.area('time'),
  attendee: cards.area('attendee'),
  organizer: cards.area('organizer'),
  status: cards.area('status'),
};
/** Times stay on one line in the table; a card wraps them rather than overflow a phone. */
export const timeText = style({ whiteSpace: 'nowrap', '@container': { [narrow]: { whiteSpace: 'normal' } } });

export const eventTitle = style({ fontWeight: tokens.fontWeight.semibold, overflowWrap: 'anywhere' });
// justifyItems start: an email (isolated left-to-right) still hugs the start edge in Arabic.
export const stack = style({ display: 'grid', gap: tokens.space.xxs, minInlineSize: 0, justifyItems: 'start' });
/** On a card the status sits at the end edge, across from the title. */
export const statusCell = style({
  display: 'grid',
  gap: tokens.space.xxs,
  justifyItems: 'start',
  '@container': { [narrow]: { justifyItems: 'end', textAlign: 'end' } },
});

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space.md,
  fontVariantNumeric: 'tabular-nums',
});
export const pageStatus = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.space.md, rowGap: tokens.space.xxs });
export const pageButtons = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space.sm });
/** Previous/next chevrons point along the reading direction. */
export const flip = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

export const dl = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, max-content) minmax(0, 1fr)',
  gap: `${tokens.space.sm} ${tokens.space.lg}`,
  margin: 0,
});
export const dt = style({ color: vars.color.text.secondary });
export const dd = style({ margin: 0, fontWeight: tokens.fontWeight.medium, minInlineSize: 0, overflowWrap: 'anywhere' });
export const notes = style({ margin: 0, whiteSpace: 'pre-wrap', fontWeight: tokens.fontWeight.regular });
export const detailBody = style({ display: 'grid', gap: tokens.space.lg });
export const confirmBody = style({ display: 'grid', gap: tokens.space.md });
/** The booker's details and the team's record, one line each, under the note. */
export const differs = style({ display: 'grid', gap: tokens.space.xs, marginBlockStart: tokens.space.xs });
