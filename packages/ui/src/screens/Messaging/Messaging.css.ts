import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

export { list, item, dl, dt, dd, webhook } from '../../patterns/settingsList.css.ts';

export const form = style({ display: 'grid', gap: tokens.space.md });
/** A WhatsApp template of one language: its name and language code side by side while they fit. */
export const fieldset = style({ display: 'grid', gap: tokens.space.sm, border: 'none', padding: 0, margin: 0, minInlineSize: 0 });
export const legend = style({ fontWeight: tokens.fontWeight.semibold, padding: 0, marginBlockEnd: tokens.space.xs });
export const pair = style({ display: 'grid', gap: tokens.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', alignItems: 'start' });

/** The allowed countries: one chip each (its name and a remove button), wrapping. */
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space.xs,
  paddingBlock: tokens.space.xxs,
  paddingInlineStart: tokens.space.md,
  paddingInlineEnd: tokens.space.xxs,
  borderRadius: tokens.radius.full,
  backgroundColor: vars.color.neutral.soft,
  color: vars.color.neutral.softText,
  fontSize: tokens.fontSize.sm,
});
/** Adding a country: the search and the Gulf's one-click choice on a line while they fit. */
export const addRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.space.md });
export const addField = style({ flex: '1 1 14rem', minInlineSize: 0 });
