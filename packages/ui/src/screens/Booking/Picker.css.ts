import { globalStyle, style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';
import { panel } from '../../patterns/public/public.css.ts';
import { focusRing } from '../../theme/focusRing.ts';

const sideBySide = `${panel} (inline-size >= 38rem)`;

/** The month and the chosen day's times: side by side when the panel has room, stacked otherwise. */
export const picker = style({
  display: 'grid',
  gap: tokens.space.xl,
  alignItems: 'start',
  '@container': { [sideBySide]: { gridTemplateColumns: 'minmax(0, 1fr) 13rem' } },
});

export const calendarColumn = style({ display: 'grid', gap: tokens.space.lg, minInlineSize: 0 });
export const calendar = style({ display: 'grid', gap: tokens.space.md, minInlineSize: 0 });
export const calendarHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.space.sm });
export const monthTitle = style({ display: 'grid', gap: tokens.space.xxs, minInlineSize: 0 });
export const heading = style({ fontSize: tokens.fontSize.md, fontWeight: tokens.fontWeight.semibold, margin: 0 });
export const hijriMonths = style({ fontSize: tokens.fontSize.xs, color: vars.color.text.secondary });
export const navButtons = style({ display: 'flex', gap: tokens.space.xs, alignItems: 'center' });
export const navButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: tokens.size.control,
  blockSize: tokens.size.control,
  borderRadius: tokens.radius.full,
  border: 'none',
  backgroundColor: vars.color.neutral.soft,
  color: vars.color.text.primary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.neutral.softHover },
    '&[data-disabled]': { backgroundColor: 'transparent', color: vars.color.text.muted, cursor: 'default' },
    '&[data-focus-visible]': focusRing('2px'),
  },
});

export const grid = style({ inlineSize: '100%', borderCollapse: 'separate', borderSpacing: tokens.space.xs, tableLayout: 'fixed', marginInline: `calc(-1 * ${tokens.space.xs})` });
export const weekday = style({ fontSize: tokens.fontSize.xs, fontWeight: tokens.fontWeight.medium, color: vars.color.text.secondary, paddingBlockEnd: tokens.space.xs });
export const cell = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: '0.1rem',
  blockSize: '3rem',
  borderRadius: tokens.radius.md,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
  backgroundColor: vars.color.accent.soft,
  color: vars.color.accent.softText,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${tokens.duration.fast}`,
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { boxShadow: `inset 0 0 0 ${tokens.size.focusRing} ${vars.color.accent.solid}` },
    '&[data-unavailable], &[data-disabled]': { backgroundColor: 'transparent', color: vars.color.text.muted, fontWeight: tokens.fontWeight.regular, cursor: 'default', boxShadow: 'none' },
    '&[data-selected]': { backgroundColor: vars.color.accent.solid, color: vars.color.accent.onSolid },
    '&[data-focus-visible]': focusRing('2px'),
    // Today: a dot under the number, centred with logical margins so it needs no mirroring.
    '&[data-today]::after': {
      content: '""',
      position: 'absolute',
      insetBlockEnd: '0.3rem',
      insetInline: 0,
      marginInline: 'auto',
      inlineSize: '0.25rem',
      blockSize: '0.25rem',
      borderRadius: tokens.radius.full,
      backgroundColor: 'currentColor',
    },
  },
});
/** The Hijri day under the Gregorian one (Arabic only). */
export const hijriDay = style({ fontSize: '0.6875rem', fontWeight: tokens.fontWeight.regular, opacity: 0.85, selectors: { '&::after': { content: 'attr(data-hijri)' } } });
globalStyle(`${cell}[data-today]:has(${hijriDay})::after`, { insetBlockEnd: '0.15rem' });
export const loading = style({ display: 'flex', alignItems: 'center', gap: tokens.space.sm, minBlockSize: '1.5rem', fontSize: tokens.fontSize.sm, color: vars.color.text.secondary });

export const times = style({ display: 'grid', gap: tokens.space.md, alignContent: 'start', minInlineSize: 0 });
export const dayHeading = style({ display: 'grid', gap: tokens.space.xxs });
export const dayTitle = style({ fontSize: tokens.fontSize.md, fontWeight: tokens.fontWeight.semibold, lineHeight: tokens.lineHeight.tight, outline: 'none' });
export const hijriDate = style({ fontSize: tokens.fontSize.sm, color: vars.color.text.secondary });
export const timeList = style({
  display: 'grid',
  gap: tokens.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@container': {
    // Beside the month: one column that scrolls, as tall as the month.
    [sideBySide]: { gridTemplateColumns: 'minmax(0, 1fr)', maxBlockSize: '22rem', overflowY: 'auto', paddingInlineEnd: tokens.space.xs },
  },
});
export const timeButton = style({ inlineSize: '100%', fontVariantNumeric: 'tabular-nums' });
export const hint = style({ fontSize: tokens.fontSize.sm, color: vars.color.text.secondary, paddingBlock: tokens.space.sm });
export const zone = style({ maxInlineSize: '24rem' });
