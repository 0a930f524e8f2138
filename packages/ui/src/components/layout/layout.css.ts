import { style, styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../theme/contract.css.ts';

/** Gap classes, one per space token: spacing only ever comes from the theme scale. */
export const gap = styleVariants(tokens.space, (value) => ({ gap: value }));

export const stack = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const inline = recipe({
  base: { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', minInlineSize: 0 },
  variants: {
    align: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
  },
  defaultVariants: { align: 'start' },
});

export const text = recipe({
  base: { margin: 0, fontFamily: tokens.font.body, lineHeight: tokens.lineHeight.normal },
  variants: {
    size: {
      small: { fontSize: tokens.fontSize.sm },
      standard: { fontSize: tokens.fontSize.md },
      large: { fontSize: tokens.fontSize.lg },
    },
    tone: {
      primary: { color: vars.color.text.primary },
      secondary: { color: vars.color.text.secondary },
      critical: { color: vars.color.text.critical },
      positive: { color: vars.color.text.positive },
    },
    weight: {
      regular: { fontWeight: tokens.fontWeight.regular },
      strong: { fontWeight: tokens.fontWeight.semibold },
    },
  },
  defaultVariants: { size: 'standard', tone: 'primary', weight: 'regular' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: tokens.font.body,
    fontWeight: tokens.fontWeight.bold,
    lineHeight: tokens.lineHeight.tight,
    color: vars.color.text.primary,
    textWrap: 'balance',
  },
  variants: {
    size: {
      small: { fontSize: tokens.fontSize.lg },
      standard: { fontSize: tokens.fontSize.xl },
      large: { fontSize: tokens.fontSize.xxl },
      display: { fontSize: tokens.fontSize.display },
    },
  },
  defaultVariants: { size: 'standard' },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;

export const pageHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
});

export const pageHeaderRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: tokens.space.md,
});

export const pageHeaderTitles = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xs, minInlineSize: 0, flex: '1 1 20rem' });

export const pageHeaderActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space.sm });

/** Latin-only machine text (links, keys, ids): monospace, always left to right, isolated from the text around it. */
export const code = style({ fontFamily: tokens.font.mono, direction: 'ltr', unicodeBidi: 'isolate', overflowWrap: 'anywhere' });

/** A page's column: its blocks a fixed rhythm apart; narrow for forms that read best in one column. */
export const page = recipe({
  base: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.space.xl, minInlineSize: 0 },
  variants: {
    width: {
      full: {},
      narrow: { maxInlineSize: '48rem' },
    },
  },
  defaultVariants: { width: 'full' },
});

export const section = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.space.lg, minInlineSize: 0 });
export const sectionHead = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.md, alignItems: 'center', justifyContent: 'space-between' });
export const sectionTitles = style({ display: 'grid', gap: tokens.space.xxs, minInlineSize: 0, flex: '1 1 16rem' });

export const wrapAnywhere = style({ overflowWrap: 'anywhere' });
