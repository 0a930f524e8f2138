import { globalStyle, style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';
import { panel, phone, wide } from '../../patterns/public/public.css.ts';

/** The event panel: at the start of the booking card, above the step on phones. */
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

/**
 * The panel beside the review step: on a phone only who and what (the back link, the title) — the review
 * below says the rest, so its Confirm is not pushed below the fold by the same facts twice (issue 36).
 */
export const asideCondensed = style({});
globalStyle(`${asideCondensed} > :not(:first-child, h1)`, {
  '@container': { [phone]: { display: 'none' } },
});

/** The current step; the container the summary and the picker measure. */
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

export const wrap = style({ overflowWrap: 'anywhere' });
export const description = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
export const metaList = style({ display: 'grid', gap: tokens.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const metaItem = style({ display: 'flex', alignItems: 'flex-start', gap: tokens.space.sm, fontSize: tokens.fontSize.sm, color: vars.color.text.secondary, fontWeight: tokens.fontWeight.medium, minInlineSize: 0, overflowWrap: 'anywhere' });
export const metaIcon = style({ flexShrink: 0, marginBlockStart: '0.15rem', color: vars.color.text.muted });
export const metaStrong = style({ color: vars.color.text.primary, fontWeight: tokens.fontWeight.semibold });
export const struck = style({ textDecoration: 'line-through' });
export const backLink = style({ justifySelf: 'start', fontSize: tokens.fontSize.sm });

export const stepHeader = style({ display: 'grid', gap: tokens.space.xxs });
export const stepTitle = style({ outline: 'none' });
export const form = style({ display: 'grid', gap: tokens.space.md, maxInlineSize: '32rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.space.sm });
// Emails and phone numbers are typed left to right even on an Arabic page, still at its start side.
globalStyle(`[dir=rtl] ${form} input[type=email], [dir=rtl] ${form} input[type=tel]`, { direction: 'ltr', textAlign: 'end' });

/** The note under the phone-reminders box, in line with its label (the box's width and gap in), close under it. */
export const consentNote = style({ paddingInlineStart: `calc(1.125rem + ${tokens.space.sm})`, marginBlockStart: `calc(-1 * ${tokens.space.sm})` });
