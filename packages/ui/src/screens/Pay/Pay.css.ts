import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';
import { page as bookingPage, panel, surface } from '../Booking/Booking.css.ts';

/**
 * The booking pages' page, with its own line height: Moyasar's stylesheet (loaded with the card form)
 * sets `body { line-height: inherit }` from its `html` rule, which must not reflow the rest of the page.
 */
export const page = style([bookingPage, { lineHeight: tokens.lineHeight.normal }]);

/** Also the container the summary measures (it stacks its terms and values when narrow). */
export const card = style({
  ...surface,
  containerName: panel,
  containerType: 'inline-size',
  maxInlineSize: '40rem',
  display: 'grid',
  gap: tokens.space.xl,
  padding: tokens.space.xl,
  '@media': { '(max-width: 30rem)': { padding: tokens.space.lg, gap: tokens.space.lg } },
});
export const header = style({ display: 'grid', gap: tokens.space.xs });
export const title = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.bold, lineHeight: tokens.lineHeight.tight, outline: 'none' });
export const lead = style({ color: vars.color.text.secondary, fontSize: tokens.fontSize.sm });

/** The time left to pay: a caution strip with the digits at the end side. */
export const countdown = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space.sm,
  paddingBlock: tokens.space.md,
  paddingInline: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  backgroundColor: vars.color.caution.soft,
  color: vars.color.caution.softText,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
});
export const timer = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.bold, fontVariantNumeric: 'tabular-nums', direction: 'ltr', unicodeBidi: 'isolate' });

/** The price: the VAT-inclusive total, and the VAT inside it on the line under it. */
export const price = style({ display: 'grid', gap: tokens.space.xxs, justifyItems: 'start' });
export const priceRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.space.sm });
export const priceLabel = style({ color: vars.color.text.secondary, fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.medium });
export const amount = style({ fontSize: tokens.fontSize.xxl, fontWeight: tokens.fontWeight.bold, lineHeight: tokens.lineHeight.tight });
export const vat = style({ color: vars.color.text.secondary, fontSize: tokens.fontSize.sm });

export const section = style({ display: 'grid', gap: tokens.space.lg, minInlineSize: 0 });
export const sectionTitle = style({ fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.semibold, lineHeight: tokens.lineHeight.tight });
export const methodPanel = style({ display: 'grid', gap: tokens.space.md, minInlineSize: 0 });
export const note = style({ color: vars.color.text.secondary, fontSize: tokens.fontSize.sm });

/**
 * Moyasar's form is drawn for a light page (dark text, white fields); in the dark theme it sits on a
 * light sheet (the element also carries the `light` theme class, which puts the light colours back).
 * Its fields leave their background to the browser, which paints them dark under the dark theme's
 * `color-scheme: dark`: the sheet asks for light controls too.
 */
export const cardSheet = style({
  colorScheme: 'light',
  display: 'grid',
  gap: tokens.space.sm,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.primary,
  minBlockSize: '6rem',
  minInlineSize: 0,
});

/** An IBAN, a reference: copied as typed, read left to right in Arabic too. */
export const mono = style({ fontFamily: tokens.font.mono, direction: 'ltr', unicodeBidi: 'isolate', overflowWrap: 'anywhere', letterSpacing: '0.02em' });
export const copyRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.space.sm, rowGap: tokens.space.xxs });
export const copied = style({ color: vars.color.text.positive, fontSize: tokens.fontSize.xs, fontWeight: tokens.fontWeight.medium });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm });
export const checking = style({ display: 'flex', alignItems: 'center', gap: tokens.space.sm, color: vars.color.text.secondary });

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
