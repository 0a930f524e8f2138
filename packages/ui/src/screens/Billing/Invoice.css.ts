import { assignVars, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { lightTheme } from '../../theme/light.css.ts';
import { tokens, vars } from '../../theme/contract.css.ts';

/*
 * The printable invoice. On screen a sheet of A4's width in the page's theme; printed (the browser's
 * print dialog, or "Save as PDF") one A4 page, black on white in either theme, without the toolbar.
 * Print colours are CSS system colours under a light colour scheme (Canvas is the paper, CanvasText
 * the ink), not the theme's: the dark theme's light text would vanish on white paper.
 */

/** A4's width: the sheet on screen is the page it prints as. */
const A4_WIDTH = '210mm';
/** The rules that close a block (under the title, the table's head, above the total). */
const thick = `calc(${tokens.size.border} * 2)`;

/** What the invoice adds to its Page: the sheet centred, the whole window tall; on paper only the sheet (doubled class: over Page's grid). */
export const printPage = style({
  justifyItems: 'center',
  alignContent: 'start',
  paddingBlock: tokens.space.xl,
  paddingInline: tokens.space.lg,
  minBlockSize: '100vh',
  '@media': { print: { selectors: { '&&': { display: 'block', padding: 0, minBlockSize: 'auto' } } } },
});

// While the invoice is on the page, printing turns the theme's colours into ink on paper (the
// document root carries the theme's variables, so they are set there): every colour the light theme's
// first (a badge, a soft panel, a shadow of the dark theme would print as dark blocks — issue 36), then
// the canvas and text as the paper and ink. `html:root` outranks the dark theme's `:root.dark { color-scheme:
// dark }`: with `html:has(…)` alone it did not, so in dark mode Canvas and CanvasText stayed dark (the
// invoice printed white on black).
globalStyle(`html:root:has(${printPage})`, {
  '@media': {
    print: {
      colorScheme: 'light',
      vars: {
        ...assignVars(vars, lightTheme),
        [vars.color.bg.canvas]: 'Canvas',
        [vars.color.bg.surface]: 'Canvas',
        [vars.color.bg.raised]: 'Canvas',
        [vars.color.bg.sunken]: 'Canvas',
        [vars.color.text.primary]: 'CanvasText',
        [vars.color.text.secondary]: 'CanvasText',
        [vars.color.text.muted]: 'CanvasText',
        [vars.color.border.strong]: 'CanvasText',
        [vars.color.border.subtle]: 'GrayText',
      },
    },
  },
});
// One A4 page with printers' usual margins.
globalStyle('@page', { size: 'A4', margin: '12mm' } as never);

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space.md,
  inlineSize: '100%',
  maxInlineSize: A4_WIDTH,
  '@media': { print: { display: 'none' } },
});
/** Print stays at the end side, with or without the way back. */
export const printButton = style({ marginInlineStart: 'auto' });

export const sheet = style({
  display: 'grid',
  gap: tokens.space.xl,
  inlineSize: '100%',
  maxInlineSize: A4_WIDTH,
  minInlineSize: 0,
  padding: tokens.space.xxl,
  borderRadius: tokens.radius.lg,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.bg.surface,
  boxShadow: vars.shadow.sm,
  color: vars.color.text.primary,
  '@media': {
    '(max-width: 40rem)': { padding: tokens.space.lg, gap: tokens.space.lg },
    print: { maxInlineSize: 'none', padding: 0, border: 'none', borderRadius: 0, boxShadow: 'none', gap: tokens.space.lg, fontSize: tokens.fontSize.sm },
  },
});

export const state = style([sheet, { justifyItems: 'center', textAlign: 'center', maxInlineSize: '40rem', gap: tokens.space.md }]);

/** Two languages of the same words: stacked, or at the two ends of one line. */
export const both = styleVariants({
  // Each line as wide as its words, placed by the stack's side (not by its own language's start):
  // Arabic under English lines up with it, at the start, the end of a numeric column, or centred.
  stack: { display: 'grid', justifyItems: 'start', minInlineSize: 0 },
  split: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', columnGap: tokens.space.sm, minInlineSize: 0 },
});
export const firstWords = style({ minInlineSize: 0 });
export const otherWords = style({ minInlineSize: 0, color: vars.color.text.secondary });

/** The document's h1 (a Heading) centred over a closing rule. */
export const documentTitle = style({
  textAlign: 'center',
  paddingBlockEnd: tokens.space.md,
  borderBlockEnd: `${thick} solid ${vars.color.border.strong}`,
});

/** Number, time of issue, currency: side by side. */
export const meta = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: tokens.space.md,
  margin: 0,
  '@media': { print: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const field = style({ display: 'grid', gap: tokens.space.xxs, alignContent: 'start', minInlineSize: 0 });
export const term = style({ color: vars.color.text.secondary, fontSize: tokens.fontSize.xs, fontWeight: tokens.fontWeight.medium });
export const value = style({ margin: 0, fontWeight: tokens.fontWeight.medium, minInlineSize: 0, overflowWrap: 'anywhere' });
globalStyle(`${meta} > ${field}`, { padding: tokens.space.sm, border: `${tokens.size.border} solid ${vars.color.border.subtle}`, borderRadius: tokens.radius.md });

/** Seller and buyer side by side (one under the other on a phone). */
export const parties = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: tokens.space.lg,
  '@media': { print: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const party = style({ display: 'grid', alignContent: 'start', gap: tokens.space.sm, minInlineSize: 0 });
export const partyTitle = style({
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.semibold,
  paddingBlockEnd: tokens.space.xs,
  borderBlockEnd: `${tokens.size.border} solid ${vars.color.border.strong}`,
});
export const partyFields = style({ display: 'grid', gap: tokens.space.sm, margin: 0 });

/** VAT numbers, the invoice number, the zone: left to right in Arabic too, digits aligned. */
export const code = style({ direction: 'ltr', unicodeBidi: 'isolate', fontVariantNumeric: 'tabular-nums' });
export const block = style({ display: 'block' });
export const prewrap = style({ whiteSpace: 'pre-line' });

export const lines = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: tokens.fontSize.sm });
export const th = style({
  textAlign: 'start',
  verticalAlign: 'bottom',
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.semibold,
  paddingBlock: tokens.space.sm,
  paddingInline: tokens.space.sm,
  borderBlockEnd: `${thick} solid ${vars.color.border.strong}`,
});
export const td = style({
  verticalAlign: 'top',
  paddingBlock: tokens.space.sm,
  paddingInline: tokens.space.sm,
  borderBlockEnd: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  overflowWrap: 'anywhere',
});
export const num = style({ textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${num} > ${both.stack}`, { justifyItems: 'end' });

/** The QR code at the start side, the totals at the end side. */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: tokens.space.xl,
  breakInside: 'avoid',
  '@media': { '(max-width: 40rem)': { gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'center' } },
});
export const qrFigure = style({ margin: 0, display: 'grid', justifyItems: 'center', gap: tokens.space.xs });
/**
 * Dark modules on a light tile in either theme (scanners expect dark on light). The tile holds the
 * four-module quiet zone too: 4.5 cm on paper keeps the code itself over 3.5 cm, which phones read.
 */
export const qr = style({
  display: 'block',
  inlineSize: '11rem',
  blockSize: 'auto',
  aspectRatio: '1',
  colorScheme: 'light',
  backgroundColor: 'Canvas',
  color: 'CanvasText',
  borderRadius: tokens.radius.sm,
  '@media': { print: { inlineSize: '4.5cm' } },
});
export const qrCaption = style({ maxInlineSize: '11rem', textAlign: 'center', fontSize: tokens.fontSize.xs, color: vars.color.text.secondary });
globalStyle(`${documentTitle} > ${both.stack}, ${qrCaption} > ${both.stack}`, { justifyItems: 'center' });

export const totals = style({ justifySelf: 'end', inlineSize: '100%', maxInlineSize: '24rem', borderCollapse: 'collapse', fontSize: tokens.fontSize.sm });
export const grand = style({ fontSize: tokens.fontSize.md, fontWeight: tokens.fontWeight.bold });
export const totalTerm = style({
  textAlign: 'start',
  fontWeight: 'inherit',
  paddingBlock: tokens.space.sm,
  paddingInlineEnd: tokens.space.md,
  borderBlockEnd: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  selectors: { [`${grand} &`]: { borderBlockEnd: 'none', borderBlockStart: `${thick} solid ${vars.color.border.strong}` } },
});
export const totalValue = style({
  textAlign: 'end',
  verticalAlign: 'top',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  paddingBlock: tokens.space.sm,
  borderBlockEnd: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  selectors: { [`${grand} &`]: { borderBlockEnd: 'none', borderBlockStart: `${thick} solid ${vars.color.border.strong}` } },
});
