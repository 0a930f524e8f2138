import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: tokens.space.lg, minInlineSize: 0 });
export const lead = style({ color: vars.color.text.secondary, fontSize: tokens.fontSize.sm });
export const muted = style({ color: vars.color.text.secondary, fontSize: tokens.fontSize.sm });
export const list = style({ display: 'grid', gap: tokens.space.md, margin: 0, padding: 0, listStyle: 'none' });

/** One provider: its kind and default badge, what is saved, and its actions. */
export const item = style({
  display: 'grid',
  gap: tokens.space.md,
  padding: tokens.space.lg,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: tokens.radius.lg,
  minInlineSize: 0,
});
export const itemHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space.sm });
export const itemTitle = style({ fontSize: tokens.fontSize.md, fontWeight: tokens.fontWeight.semibold, lineHeight: tokens.lineHeight.tight });
export const subTitle = style({ fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.semibold });

/** Terms and values; the values may be long (keys, IBANs, URLs) and wrap anywhere. */
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
export const mono = style({ fontFamily: tokens.font.mono, direction: 'ltr', unicodeBidi: 'isolate', overflowWrap: 'anywhere' });
export const valueRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space.sm, minInlineSize: 0 });

/** Where to paste the webhook: a sunken box under the card provider. */
export const webhook = style({
  display: 'grid',
  gap: tokens.space.sm,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  backgroundColor: vars.color.bg.sunken,
  minInlineSize: 0,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm });
export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm, justifyContent: 'flex-end' });
export const form = style({ display: 'grid', gap: tokens.space.md });

/** The booking detail's payments. */
export const section = style({
  display: 'grid',
  gap: tokens.space.sm,
  paddingBlockStart: tokens.space.lg,
  borderBlockStart: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  minInlineSize: 0,
});
export const sectionTitle = style({ fontSize: tokens.fontSize.md, fontWeight: tokens.fontWeight.semibold });
export const payment = style({
  display: 'grid',
  gap: tokens.space.sm,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  backgroundColor: vars.color.bg.sunken,
  minInlineSize: 0,
});
