import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

/**
 * The public pages measure their own width (container queries), not the window's: the same card is a
 * side-by-side layout on a desktop and a stacked one on a phone, wherever the app places it.
 */
export const shell = createContainer('booking-shell');
const wide = `${shell} (inline-size >= 52rem)`;
const phone = `${shell} (inline-size < 30rem)`;

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
  // The page is the container its children measure, so it reads the window for its own padding.
  '@media': { '(max-width: 30rem)': { paddingBlock: tokens.space.md, paddingInline: tokens.space.sm } },
});

/** The booking pages' card: shared by the flow, the public pages and the confirmation. */
export const surface = {
  inlineSize: '100%',
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.primary,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: tokens.radius.xl,
  boxShadow: vars.shadow.md,
  minInlineSize: 0,
} as const;

/** The booking card: event information at the start, the current step beside it (stacked on phones). */
export const card = style({
  ...surface,
  display: 'grid',
  maxInlineSize: '68rem',
  overflow: 'clip',
  '@container': { [wide]: { gridTemplateColumns: '19rem minmax(0, 1fr)' } },
});
/** The form steps need less room than the calendar and times. */
export const cardCompact = style({ maxInlineSize: '54rem' });

export const aside = style({
  display: 'grid',
  alignContent: 'start',
  gap: tokens.space.md,
  padding: tokens.space.xl,
  borderBlockEnd: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  minInlineSize: 0,
  '@container': {
    [wide]: { borderBlockEnd: 'none', borderInlineEnd: `${tokens.size.border} solid ${vars.color.border.subtle}` },
    [phone]: { padding: tokens.space.lg },
  },
});

export const panel = createContainer('booking-panel');
export const main = style({
  containerName: panel,
  containerType: 'inline-size',
  display: 'grid',
  alignContent: 'start',
  gap: tokens.space.lg,
  padding: tokens.space.xl,
  minInlineSize: 0,
  '@container': { [phone]: { padding: tokens.space.lg } },
});

export const organizer = style({ fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.semibold, color: vars.color.text.secondary });
export const eventTitle = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.bold, lineHeight: tokens.lineHeight.tight, overflowWrap: 'anywhere' });
export const description = style({ fontSize: tokens.fontSize.sm, color: vars.color.text.secondary, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
export const metaList = style({ display: 'grid', gap: tokens.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const metaItem = style({ display: 'flex', alignItems: 'flex-start', gap: tokens.space.sm, fontSize: tokens.fontSize.sm, color: vars.color.text.secondary, fontWeight: tokens.fontWeight.medium });
export const metaIcon = style({ flexShrink: 0, marginBlockStart: '0.15rem', color: vars.color.text.muted });
export const metaStrong = style({ color: vars.color.text.primary, fontWeight: tokens.fontWeight.semibold });
export const struck = style({ textDecoration: 'line-through' });
export const backLink = style({ justifySelf: 'start', fontSize: tokens.fontSize.sm });

export const stepHeader = style({ display: 'grid', gap: tokens.space.xxs });
export const stepTitle = style({ fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.semibold, lineHeight: tokens.lineHeight.tight, outline: 'none' });
export const stepLead = style({ fontSize: tokens.fontSize.sm, color: vars.color.text.secondary });
export const form = style({ display: 'grid', gap: tokens.space.md, maxInlineSize: '32rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.space.sm });
export const actionsEnd = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm, marginInlineStart: 'auto' });
export const muted = style({ fontSize: tokens.fontSize.sm, color: vars.color.text.secondary });
/** Emails, links and zone names read left to right inside Arabic text. */
export const ltr = style({ direction: 'ltr', unicodeBidi: 'isolate', overflowWrap: 'anywhere' });

/** A summary: terms and values in two columns, one under the other on a phone. */
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
  '@container': { [`${panel} (inline-size < 26rem)`]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: tokens.space.xxs } },
});
export const term = style({ color: vars.color.text.secondary, fontWeight: tokens.fontWeight.medium });
export const value = style({ margin: 0, fontWeight: tokens.fontWeight.semibold, overflowWrap: 'anywhere' });
export const pair = style({ display: 'contents' });
globalStyle(`${pair} + ${pair} > ${term}`, { '@container': { [`${panel} (inline-size < 26rem)`]: { marginBlockStart: tokens.space.sm } } });
export const secondary = style({ display: 'block', fontWeight: tokens.fontWeight.regular, color: vars.color.text.secondary });

export const skeleton = style({ display: 'grid', gap: tokens.space.md, padding: tokens.space.xl });
export const footer = style({ fontSize: tokens.fontSize.xs, color: vars.color.text.muted });
// Emails and phone numbers are typed left to right even on an Arabic page, still at its start side.
globalStyle(`[dir=rtl] ${form} input[type=email], [dir=rtl] ${form} input[type=tel]`, { direction: 'ltr', textAlign: 'end' });

/** A page-level message (not found, failed to load): centred, with its own h1. */
export const message = style({ display: 'grid', justifyItems: 'center', gap: tokens.space.md, padding: tokens.space.xl, textAlign: 'center' });
export const messageTitle = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.bold, lineHeight: tokens.lineHeight.tight });
export const messageBody = style({ color: vars.color.text.secondary, maxInlineSize: '30rem' });
