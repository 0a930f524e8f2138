import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

export const page = style({ display: 'grid', gap: tokens.space.xl, maxInlineSize: '48rem' });
export const title = style({ fontSize: tokens.fontSize.xxl, fontWeight: tokens.fontWeight.bold, lineHeight: tokens.lineHeight.tight, marginBlockStart: tokens.space.sm });
export const fieldset = style({ display: 'grid', gap: tokens.space.xl, border: 0, padding: 0, margin: 0, minInlineSize: 0 });
export const form = style({ display: 'grid', gap: tokens.space.xl });
export const fields = style({ display: 'grid', gap: tokens.space.md });
export const days = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.space.md });
export const day = style({
  display: 'grid',
  gridTemplateColumns: '8rem 1fr auto',
  alignItems: 'start',
  gap: tokens.space.md,
  paddingBlockEnd: tokens.space.md,
  borderBlockEnd: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  '@media': { 'screen and (max-width: 40rem)': { gridTemplateColumns: '1fr' } },
});
export const dayName = style({ fontWeight: tokens.fontWeight.semibold, paddingBlockStart: tokens.space.sm });
export const dayActions = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.xs, justifyContent: 'flex-end' });
export const ranges = style({ display: 'grid', gap: tokens.space.sm });
/** From – to: start before end in reading order, so a range reads "09:00 – 17:00" from the start side in RTL too. */
export const range = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'start', gap: tokens.space.sm });
export const time = style({ inlineSize: '8.5rem' });
export const dash = style({ paddingBlockStart: tokens.space.sm, color: vars.color.text.secondary });
export const muted = style({ color: vars.color.text.secondary, paddingBlockStart: tokens.space.sm, margin: 0 });
export const error = style({ color: vars.color.text.critical, fontSize: tokens.fontSize.sm, margin: 0 });
export const override = style({
  display: 'grid',
  gap: tokens.space.sm,
  paddingBlockEnd: tokens.space.md,
  borderBlockEnd: `${tokens.size.border} solid ${vars.color.border.subtle}`,
});
export const overrideHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.space.md });
export const actions = style({ display: 'flex', justifyContent: 'space-between', gap: tokens.space.sm, flexWrap: 'wrap' });
export const header = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'end', gap: tokens.space.md, flexWrap: 'wrap' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.space.sm });
export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: tokens.space.md,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
});
export const rowMain = style({ display: 'flex', alignItems: 'center', gap: tokens.space.sm, flexWrap: 'wrap' });
export const link = style({ color: vars.color.text.link, fontWeight: tokens.fontWeight.semibold });
export const url = style({ fontFamily: tokens.font.mono, overflowWrap: 'anywhere' });
