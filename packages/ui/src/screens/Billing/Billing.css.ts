import { globalStyle, style } from '@vanilla-extract/css';
import { stackedCards } from '../../components/Table/stackedCards.ts';
import { tokens, vars } from '../../theme/contract.css.ts';
import { focusRing as ring } from '../../theme/focusRing.ts';

const focusRing = ring(tokens.size.focusRing);

/** The plan choice (a radio group): its label over the plan cards. */
export const choices = style({ display: 'grid', gap: tokens.space.md, minInlineSize: 0 });
export const strong = style({ fontWeight: tokens.fontWeight.semibold });
export const nowrap = style({ whiteSpace: 'nowrap' });
export const block = style({ display: 'block' });
export const stack = style({ display: 'grid', gap: tokens.space.md, minInlineSize: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space.sm });
export const formActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space.md, justifyContent: 'flex-end' });
export const form = style({ display: 'grid', gap: tokens.space.lg, minInlineSize: 0 });
export const fieldRow = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.space.md, alignItems: 'start' });

/** A card footer with a quiet action at the start side and the ways on at the end side (wrapping on a phone). */
export const footerSplit = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.space.md, inlineSize: '100%' });

/** A failed renewal, above the plan: the notice and, under it, why a retry was declined. */
export const pastDue = style({ display: 'grid', gap: tokens.space.sm, minInlineSize: 0 });
export const pastDueTitle = style({ fontSize: tokens.fontSize.md, fontWeight: tokens.fontWeight.bold, marginBlockEnd: tokens.space.xxs });

/** The dashboard's past-due banner sits above a team's page: the page's own spacing below it. */
export const banner = style({ marginBlockEnd: tokens.space.xl });

/** The plan card's headline: the plan's name and its state. */
export const planHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space.sm });
export const planName = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.bold, lineHeight: tokens.lineHeight.tight });

/** Facts side by side on a wide screen (calendars, period, next charge), one under the other on a phone. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: tokens.space.lg,
  margin: 0,
});
export const fact = style({ display: 'grid', gap: tokens.space.xxs, alignContent: 'start', minInlineSize: 0 });
export const factTerm = style({ color: vars.color.text.secondary, fontSize: tokens.fontSize.sm });
export const factValue = style({ margin: 0, fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });
export const factNote = style({ margin: 0, color: vars.color.text.secondary, fontSize: tokens.fontSize.sm });

/** Subtotal, VAT and total: terms at the start, amounts at the end, the total stronger. */
// No column gap: the total's rule runs unbroken under both columns (the amounts keep their distance by padding).
export const totals = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', rowGap: tokens.space.xs, margin: 0 });
export const totalsTerm = style({ color: vars.color.text.secondary });
export const totalsValue = style({ margin: 0, paddingInlineStart: tokens.space.lg, textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const totalsGrand = style({
  paddingBlockStart: tokens.space.xs,
  borderBlockStart: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.text.primary,
});

/** Cards on file: one box each, with its default badge and actions. */
export const cardList = style({ display: 'grid', gap: tokens.space.md, margin: 0, padding: 0, listStyle: 'none' });
export const cardItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space.md,
  padding: tokens.space.lg,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: tokens.radius.lg,
  minInlineSize: 0,
});
export const cardText = style({ display: 'grid', gap: tokens.space.xxs, minInlineSize: 0 });
export const cardTitle = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space.sm, fontSize: tokens.fontSize.md, fontWeight: tokens.fontWeight.semibold });

/** Plan choice: one card per plan, side by side when there is room. */
export const planOptions = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: tokens.space.md });
export const planOption = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: tokens.space.sm,
  padding: tokens.space.lg,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: tokens.radius.lg,
  backgroundColor: vars.color.bg.surface,
  cursor: 'pointer',
  transition: `border-color ${tokens.duration.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border.strong },
    '&[data-selected]': { borderColor: vars.color.accent.solid, boxShadow: `inset 0 0 0 ${tokens.size.border} ${vars.color.accent.solid}` },
    '&[data-focus-visible]': focusRing,
  },
});
export const radioDot = style({
  marginBlockStart: tokens.space.xxs,
  inlineSize: '1.125rem',
  blockSize: '1.125rem',
  borderRadius: tokens.radius.full,
  border: `${tokens.size.border} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.surface,
  transition: `border-width ${tokens.duration.fast}`,
  selectors: { [`${planOption}[data-selected] &`]: { borderWidth: '0.35rem', borderColor: vars.color.accent.solid } },
});
export const planOptionBody = style({ display: 'grid', gap: tokens.space.xs, minInlineSize: 0 });
export const planPrice = style({ fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
export const featureList = style({ display: 'grid', gap: tokens.space.xxs, fontSize: tokens.fontSize.sm, color: vars.color.text.secondary });
/** What a plan would switch off, one line each, inside its caution. */
export const shortfallList = style({ display: 'grid', gap: tokens.space.xxs, marginBlock: tokens.space.xs, marginInline: 0, paddingInlineStart: tokens.space.lg });
/** A wrapper the grid does not see (a term and its value in a two-column term list). */
export const contents = style({ display: 'contents' });

/** The live quote beside the choices. */
export const quote = style({
  display: 'grid',
  gap: tokens.space.md,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  backgroundColor: vars.color.bg.sunken,
  minInlineSize: 0,
});

/** A brand badge beside the card number while typing. */
export const brandRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space.sm, minBlockSize: tokens.size.controlSm });
export const notes = style({ display: 'grid', gap: tokens.space.xs, margin: 0, paddingInlineStart: tokens.space.lg, color: vars.color.text.secondary, fontSize: tokens.fontSize.sm });

/**
 * The billing history measures its own width: beside the dashboard's navigation or on a phone it
 * becomes one card per payment (as the customers list does), the same grid for keyboards and screen readers.
 */
const cards = stackedCards({
  name: 'billing-history',
  narrowBelow: '40rem',
  // The plan and its status on top, then the date, the total with its VAT on a line of its own, the invoice.
  areas: '"plan status" "date date" "total total" "invoice invoice"',
  alignItems: 'start',
});
export const { listFrame, table, tableHeader, tableBody, row, cardOnly } = cards;
export const cellArea = {
  date: cards.area('date', 'start'),
  plan: cards.area('plan', 'start'),
  status: cards.area('status', 'end'),
  total: cards.area('total', 'start'),
  invoice: cards.area('invoice', 'start'),
};
/** On a card the total reads from the start like the lines around it (in the table it keeps to its column's end). */
export const totalCell = style({ '@container': { [cards.narrow]: { selectors: { '&&': { textAlign: 'start' } } } } });

/** Credit notes under the payments, the same way: a table when there is room, one card per note when not. */
const noteCards = stackedCards({
  name: 'credit-notes',
  narrowBelow: '40rem',
  areas: '"number total" "date date" "invoice invoice" "print print"',
  alignItems: 'start',
});
export const creditNotes = {
  frame: noteCards.listFrame,
  table: noteCards.table,
  header: noteCards.tableHeader,
  body: noteCards.tableBody,
  row: noteCards.row,
  cardOnly: noteCards.cardOnly,
  date: noteCards.area('date', 'start'),
  number: noteCards.area('number', 'start'),
  invoice: noteCards.area('invoice', 'start'),
  total: noteCards.area('total', 'end'),
  print: noteCards.area('print', 'start'),
};

/** The card's expiry (month and year, one group) beside its security code; stacked on a phone. */
export const expiryRow = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', gap: tokens.space.md, alignItems: 'start' });
export const fieldset = style({ display: 'grid', gap: tokens.space.xs, margin: 0, padding: 0, border: 0, minInlineSize: 0 });
export const legend = style({ padding: 0, fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.medium, color: vars.color.text.primary });

/**
 * Card numbers, expiry, CVC and VAT numbers are typed left to right, as printed, also on an Arabic page
 * (where they keep to the page's side), like the booking form's email and phone.
 */
export const ltrField = style({});
globalStyle(`[dir=rtl] ${ltrField} input`, { direction: 'ltr', textAlign: 'end' });
