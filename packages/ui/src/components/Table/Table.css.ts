import { createContainer, style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../theme/contract.css.ts';
import { visuallyHiddenRule } from './stackedCards.ts';
import { focusRing } from '../../theme/focusRing.ts';

const focusInset = {
  ...focusRing(`calc(-1 * ${tokens.size.focusRing})`),
};

export const container = style({
  inlineSize: '100%',
  // Wide tables scroll inside their card instead of the page; symmetric, so RTL needs nothing more.
  overflowX: 'auto',
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: tokens.radius.lg,
  backgroundColor: vars.color.bg.surface,
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: tokens.fontSize.sm,
  color: vars.color.text.primary,
  selectors: { '&[data-focus-visible]': focusInset },
});

export const header = style({ backgroundColor: vars.color.bg.sunken });

const align = {
  start: { textAlign: 'start', justifyContent: 'flex-start' },
  center: { textAlign: 'center', justifyContent: 'center' },
  end: { textAlign: 'end', justifyContent: 'flex-end' },
} as const;

export const column = recipe({
  base: {
    paddingInline: tokens.space.lg,
    paddingBlock: tokens.space.sm,
    fontSize: tokens.fontSize.xs,
    fontWeight: tokens.fontWeight.semibold,
    color: vars.color.text.secondary,
    whiteSpace: 'nowrap',
    borderBlockEnd: `${tokens.size.border} solid ${vars.color.border.subtle}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusInset,
      '&[aria-sort]': { cursor: 'pointer' },
      '&[aria-sort]:hover': { color: vars.color.text.primary },
    },
  },
  variants: { align },
  defaultVariants: { align: 'start' },
});

export const columnContent = recipe({
  base: { display: 'flex', alignItems: 'center', gap: tokens.space.xs },
  variants: { align },
  defaultVariants: { align: 'start' },
});

export const sortIcon = style({
  flexShrink: 0,
  opacity: 0.5,
  selectors: { '[aria-sort="ascending"] &, [aria-sort="descending"] &': { opacity: 1 } },
});

export const body = style({});

export const row = style({
  outline: 'none',
  transition: `background-color ${tokens.duration.fast}`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.neutral.soft },
    '&[data-pressed]': { backgroundColor: vars.color.neutral.softHover },
    '&[data-selected]': { backgroundColor: vars.color.accent.soft },
    '&[data-href], &[data-hovered][data-pressed]': { cursor: 'pointer' },
    '&[data-disabled]': { color: vars.color.text.muted },
    '&[data-focus-visible]': focusInset,
  },
});

export const cell = recipe({
  base: {
    paddingInline: tokens.space.lg,
    paddingBlock: tokens.space.md,
    borderBlockEnd: `${tokens.size.border} solid ${vars.color.border.subtle}`,
    verticalAlign: 'middle',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusInset,
      // The frame draws the outer edge; the last row and the empty state need no rule of their own.
      [`${row}:last-child > &, ${body}[data-empty] &`]: { borderBlockEnd: 'none' },
    },
  },
  variants: {
    align,
    /** Numbers and amounts: tabular figures so columns of digits line up. */
    numeric: { true: { fontVariantNumeric: 'tabular-nums' }, false: {} },
  },
  defaultVariants: { align: 'start', numeric: false },
});

// ── Cards when narrow ──────────────────────────────────────────────────────────────────────────
// With `cardsBelow`, the table's frame is a size container; below that inline size every row is laid
// out as a card: the row header (a cell without a label) as its title, the end-aligned action cell in
// the card's top end corner, and every labelled cell as a "label  value" line. Same DOM, same grid
// semantics and keyboard model; the header row is hidden only visually, so screen readers still
// announce each cell's column.

/** Frame widths below which the rows become cards. */
const cardBreakpoints = ['30rem', '40rem', '48rem'] as const;
export type CardBreakpoint = (typeof cardBreakpoints)[number];

const frameContainer = createContainer('waqt-table');

/** The frame of a table that may become cards: a size container (its own inline size, not its content's). */
export const cardsFrame = style({ containerName: frameContainer, containerType: 'inline-size' });

/** One class per breakpoint on the frame; the card rules below apply under it when the frame is narrower. */
export const cardsBelow = Object.fromEntries(cardBreakpoints.map((b) => [b, style({})])) as Record<CardBreakpoint, string>;

/**
 * Rules for an element inside a frame in card layout (any breakpoint, once the frame is narrower), by
 * selector suffix: '' for the element itself, e.g. ':last-child' for a state of it.
 */
const whenCards = (rules: Record<string, StyleRule>): StyleRule => ({
  '@container': Object.fromEntries(
    cardBreakpoints.map((b) => [
      `${frameContainer} (inline-size < ${b})`,
      { selectors: Object.fromEntries(Object.entries(rules).map(([suffix, rule]) => [`${cardsBelow[b]} &${suffix}`, rule])) },
    ]),
  ),
});

export const tableCards = style(whenCards({ '': { display: 'block' } }));
export const headerCards = style(whenCards({ '': visuallyHiddenRule }));
export const bodyCards = style(whenCards({ '': { display: 'block' } }));
export const rowCards = style(
  whenCards({
    '': {
      display: 'grid',
      // label | value | the action button (auto: nothing when the table has no action cell)
      gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr) auto',
      columnGap: tokens.space.md,
      rowGap: tokens.space.xs,
      alignItems: 'baseline',
      paddingInline: tokens.space.lg,
      paddingBlock: tokens.space.md,
      borderBlockEnd: `${tokens.size.border} solid ${vars.color.border.subtle}`,
    },
    // The frame draws the outer edge.
    ':last-child': { borderBlockEnd: 'none' },
  }),
);

const cellCardBase: StyleRule = { padding: 0, borderBlockEnd: 'none', textAlign: 'start', minInlineSize: 0, overflowWrap: 'anywhere' };

/** A cell without a label: the card's title (the row header) or a line of its own. */
export const plainCellCards = style(
  whenCards({
    '': { ...cellCardBase, display: 'block', gridColumn: '1 / 3' },
    '[role="rowheader"]': { fontWeight: tokens.fontWeight.semibold, fontSize: tokens.fontSize.md },
  }),
);
/** An end-aligned cell without a label (the row's actions): the card's top end corner. */
export const cornerCellCards = style(
  whenCards({ '': { ...cellCardBase, display: 'block', gridColumn: '3', gridRow: '1', alignSelf: 'center', justifySelf: 'end' } }),
);
/** A labelled cell: its label and value on the card's label and value columns. */
export const labelledCellCards = style(
  whenCards({ '': { ...cellCardBase, display: 'grid', gridColumn: '1 / -1', gridTemplateColumns: 'subgrid', alignItems: 'baseline' } }),
);

/** A cell's label: only on a card (the column header says it in the table). */
export const cardLabel = style([
  { display: 'none', fontSize: tokens.fontSize.xs, fontWeight: tokens.fontWeight.semibold, color: vars.color.text.secondary },
  whenCards({ '': { display: 'block' } }),
]);
/** A labelled cell's value: no box of its own in the table; the value column (and the action one) on a card. */
export const cardValue = style([{ display: 'contents' }, whenCards({ '': { display: 'block', gridColumn: '2 / -1', minInlineSize: 0 } })]);
