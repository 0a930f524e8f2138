import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

export const list = style({ display: 'grid', gap: tokens.space.md, margin: 0, padding: 0, listStyle: 'none' });

/** One channel: its name and status, what is saved, where delivery reports go, its actions. */
export const item = style({
  display: 'grid',
  gap: tokens.space.md,
  padding: tokens.space.lg,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: tokens.radius.lg,
  minInlineSize: 0,
});

/** Terms and values; the values may be long (ids, URLs) and wrap anywhere. */
export const dl = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: tokens.space.lg,
  rowGap: tokens.space.sm,
  margin: 0,
  fontSize: tokens.fontSize.sm,
  '@media': { '(max-width: 40rem)': { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: tokens.space.xxs } },
});
export const dt = style({ color: vars.color.text.secondary });
export const dd = style({ margin: 0, fontWeight: tokens.fontWeight.medium, minInlineSize: 0, overflowWrap: 'anywhere' });

/** Where to paste the webhook: a sunken box under the channel. */
export const webhook = style({
  display: 'grid',
  gap: tokens.space.sm,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  backgroundColor: vars.color.bg.sunken,
  minInlineSize: 0,
});
export const form = style({ display: 'grid', gap: tokens.space.md });
/** A WhatsApp template of one language: its name and language code side by side while they fit. */
export const fieldset = style({ display: 'grid', gap: tokens.space.sm, border: 'none', padding: 0, margin: 0, minInlineSize: 0 });
export const legend = style({ fontWeight: tokens.fontWeight.semibold, padding: 0, marginBlockEnd: tokens.space.xs });
export const pair = style({ display: 'grid', gap: tokens.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', alignItems: 'start' });
