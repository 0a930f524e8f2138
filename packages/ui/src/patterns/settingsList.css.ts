import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../theme/contract.css.ts';

/**
 * A settings list of connected services (the team's payment providers, its SMS/WhatsApp channels): one
 * bordered item per service with what is saved as terms and values, and, where the service reports back,
 * the sunken box holding the webhook address to paste into its console.
 */
export const list = style({ display: 'grid', gap: tokens.space.md, margin: 0, padding: 0, listStyle: 'none' });

/** One service: its name and status, what is saved, its actions. */
export const item = style({
  display: 'grid',
  gap: tokens.space.md,
  padding: tokens.space.lg,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: tokens.radius.lg,
  minInlineSize: 0,
});

/** Terms and values; the values may be long (keys, ids, IBANs, URLs) and wrap anywhere. */
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

/** Where to paste the webhook: a sunken box under the service. */
export const webhook = style({
  display: 'grid',
  gap: tokens.space.sm,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  backgroundColor: vars.color.bg.sunken,
  minInlineSize: 0,
});
