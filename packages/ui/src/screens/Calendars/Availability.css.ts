import { createContainer, style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

export const fieldset = style({ display: 'grid', gap: tokens.space.xl, border: 0, padding: 0, margin: 0, minInlineSize: 0 });
export const form = style({ display: 'grid', gap: tokens.space.xl });
export const fields = style({ display: 'grid', gap: tokens.space.md });
/** The week list sizes its rows by its own width (a phone, or a narrow column), not the window's. */
const week = createContainer('weekly-hours');
const narrowWeek = `${week} (inline-size < 36rem)`;
export const days = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.space.md, containerName: week, containerType: 'inline-size' });
/**
 * Wide: day name | ranges | add, copy. Narrow: the day's name with its buttons on one line, its ranges
 * under it, one line per range.
 */
export const day = style({
  display: 'grid',
  gridTemplateColumns: '8rem minmax(0, 1fr) auto',
  gridTemplateAreas: '"name ranges actions"',
  alignItems: 'start',
  gap: tokens.space.md,
  paddingBlockEnd: tokens.space.md,
  borderBlockEnd: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  '@container': {
    [narrowWeek]: { gridTemplateColumns: 'minmax(0, 1fr) auto', gridTemplateAreas: '"name actions" "ranges ranges"', gap: tokens.space.xs, paddingBlockEnd: tokens.space.sm },
  },
});
export const dayName = style({ gridArea: 'name', fontWeight: tokens.fontWeight.semibold, paddingBlockStart: tokens.space.sm, '@container': { [narrowWeek]: { paddingBlockStart: tokens.space.xs } } });
export const dayRanges = style({ gridArea: 'ranges', minInlineSize: 0 });
export const dayActions = style({ gridArea: 'actions', display: 'flex', flexWrap: 'wrap', gap: tokens.space.xs, justifyContent: 'flex-end' });
export const ranges = style({ display: 'grid', gap: tokens.space.sm });
/** From – to, then remove, on one line: start before end in reading order, so "09:00 – 17:00" reads from the start side in RTL too. */
export const range = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 8.5rem) auto minmax(0, 8.5rem) auto', alignItems: 'start', gap: tokens.space.sm });
export const time = style({ minInlineSize: 0 });
export const dash = style({ paddingBlockStart: tokens.space.sm, color: vars.color.text.secondary });
/** "Unavailable" in place of a day's ranges, on the line of the day's name. */
export const unavailable = style({ paddingBlockStart: tokens.space.sm });
export const override = style({
  display: 'grid',
  gap: tokens.space.sm,
  paddingBlockEnd: tokens.space.md,
  borderBlockEnd: `${tokens.size.border} solid ${vars.color.border.subtle}`,
});
export const overrideHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.space.md });
/** Save (and delete) stay in sight while the form scrolls: a bar stuck to the bottom of the window. */
export const actions = style({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: 1,
  display: 'flex',
  justifyContent: 'space-between',
  gap: tokens.space.sm,
  flexWrap: 'wrap',
  paddingBlock: tokens.space.md,
  borderBlockStart: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.bg.canvas,
});
/** Schedules (and the calendar home's event types): one bordered row each. */
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
