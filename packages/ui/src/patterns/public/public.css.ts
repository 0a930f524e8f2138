import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../theme/contract.css.ts';

/**
 * The public pages (calendar and team pages, the booking flow, the confirmation, the pay page) measure
 * their own width (container queries), not the window's: the same card is a side-by-side layout on a
 * desktop and a stacked one on a phone, wherever the app places it.
 */
const shell = createContainer('public-shell');
/** A card's content: the summary stacks its terms and values when this container is narrow. */
export const panel = createContainer('public-panel');
export const wide = `${shell} (inline-size >= 52rem)`;
export const phone = `${shell} (inline-size < 30rem)`;

export const page = style({
  containerName: shell,
  containerType: 'inline-size',
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: tokens.space.lg,
  paddingBlock: tokens.space.xxl,
  paddingInline: tokens.space.lg,
  minInlineSize: 0,
  // Moyasar's stylesheet (the pay page's card form) sets `body { line-height: inherit }`: the page keeps its own.
  lineHeight: tokens.lineHeight.normal,
  // The page is the container its children measure, so it reads the window for its own padding.
  '@media': { '(max-width: 30rem)': { paddingBlock: tokens.space.md, paddingInline: tokens.space.sm } },
});
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'baseline',
  gap: tokens.space.md,
  fontSize: tokens.fontSize.xs,
  color: vars.color.text.muted,
});
/** The other language's link: small, but a comfortable target on a phone. */
export const language = style({ fontSize: tokens.fontSize.sm, paddingBlock: tokens.space.xs });

/** The public pages' card surface. */
const surface = {
  inlineSize: '100%',
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.primary,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: tokens.radius.xl,
  boxShadow: vars.shadow.md,
  minInlineSize: 0,
} as const;

/** The booking card: the event panel at the start, the step beside it (stacked on phones). */
const split = { display: 'grid', overflow: 'clip', '@container': { [wide]: { gridTemplateColumns: '19rem minmax(0, 1fr)' } } } as const;

/**
 * A card of the public pages. `flow` is the booking card (its own grid: event panel and step); the
 * others are padded columns of their width, also the container their summary measures.
 */
export const card = recipe({
  base: surface,
  variants: {
    width: {
      flow: { ...split, maxInlineSize: '68rem' },
      // The form steps need less room than the calendar and times.
      compact: { ...split, maxInlineSize: '54rem' },
      page: { maxInlineSize: '46rem' },
      pay: { maxInlineSize: '40rem' },
      message: { maxInlineSize: '38rem' },
    },
    padded: {
      true: {
        containerName: panel,
        containerType: 'inline-size',
        display: 'grid',
        gap: tokens.space.xl,
        padding: tokens.space.xl,
        '@container': { [phone]: { padding: tokens.space.lg, gap: tokens.space.lg } },
      },
      false: {},
    },
  },
  defaultVariants: { width: 'message', padded: true },
});
export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

/** A page-level message (not found, failed to load, paid, time's up): centred, with its own h1. */
export const message = style({ display: 'grid', justifyItems: 'center', gap: tokens.space.md, textAlign: 'center' });
export const messageBody = style({ maxInlineSize: '30rem' });

/** A summary: terms and values in two columns, one under the other when the card is narrow. */
const narrow = `${panel} (inline-size < 26rem)`;
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: tokens.space.xl,
  rowGap: tokens.space.sm,
  margin: 0,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  backgroundColor: vars.color.bg.sunken,
  fontSize: tokens.fontSize.sm,
  '@container': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: tokens.space.xxs, paddingInline: tokens.space.md } },
});
export const term = style({ color: vars.color.text.secondary, fontWeight: tokens.fontWeight.medium });
export const value = style({ margin: 0, fontWeight: tokens.fontWeight.semibold, overflowWrap: 'break-word' });
export const pair = style({ display: 'contents' });
globalStyle(`${pair} + ${pair} > ${term}`, { '@container': { [narrow]: { marginBlockStart: tokens.space.sm } } });
/** A second line of a value (the time under the day, the Hijri date). */
export const secondary = style({ display: 'block', fontWeight: tokens.fontWeight.regular, color: vars.color.text.secondary });

export const skeleton = style({ display: 'grid', gridColumn: '1 / -1', gap: tokens.space.md, padding: tokens.space.xl });
