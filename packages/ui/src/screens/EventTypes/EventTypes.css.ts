import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

export const list = style({ display: 'grid', gap: tokens.space.md, listStyle: 'none', padding: 0, margin: 0 });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.space.md });
export const rowMain = style({ display: 'grid', gap: tokens.space.xs, minInlineSize: 0 });
export const rowTitle = style({ overflowWrap: 'anywhere' });
/** The booking link breaks anywhere rather than widen the card on a phone. */
export const path = style({ overflowWrap: 'anywhere', minInlineSize: 0 });
export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space.sm, color: vars.color.text.secondary });
export const rowActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space.md });
export const form = style({ display: 'grid', gap: tokens.space.lg });
export const fieldset = style({ display: 'grid', gap: tokens.space.md, border: 'none', padding: 0, margin: 0 });
export const legend = style({ fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.semibold, marginBlockEnd: tokens.space.sm, padding: 0 });
export const pair = style({ display: 'grid', gap: tokens.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', alignItems: 'start' });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: tokens.space.sm });
export const link = style({ color: 'inherit', fontWeight: tokens.fontWeight.semibold });

/** The reminders editor: its rules one under another, each a bordered group. */
export const reminders = style({ display: 'grid', gap: tokens.space.md });
export const ruleList = style({ display: 'grid', gap: tokens.space.md, listStyle: 'none', padding: 0, margin: 0 });
export const rule = style({
  display: 'grid',
  gap: tokens.space.md,
  margin: 0,
  padding: tokens.space.md,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: tokens.radius.md,
  minInlineSize: 0,
});
export const ruleTitle = style({ fontWeight: tokens.fontWeight.semibold });
/** Mail, SMS, WhatsApp: side by side while they fit, each with its reason under it when off. */
export const channels = style({ display: 'flex', flexWrap: 'wrap', columnGap: tokens.space.lg, rowGap: tokens.space.sm });
