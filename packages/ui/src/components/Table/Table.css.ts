import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../theme/contract.css.ts';

const focusInset = {
  outline: `${tokens.size.focusRing} solid ${vars.color.border.focus}`,
  outlineOffset: `calc(-1 * ${tokens.size.focusRing})`,
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

export const align = {
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

export type CellVariants = NonNullable<RecipeVariants<typeof cell>>;
