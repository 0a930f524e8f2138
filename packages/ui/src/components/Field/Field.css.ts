import { keyframes, style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';
import { focusRing as ring } from '../../theme/focusRing.ts';

/** Shared look of every form control: label above, control, help text, error under it. */
// One column no wider than the field: a control's own minimum (an input's 20-character default width,
// a number field's buttons) must not push the column, and the page, past a phone's width.
export const field = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.space.xs, minInlineSize: 0 });

export const label = style({ fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.medium, color: vars.color.text.primary });
export const required = style({ color: vars.color.text.critical, marginInlineStart: tokens.space.xxs });
export const description = style({ fontSize: tokens.fontSize.xs, color: vars.color.text.secondary });
export const error = style({ fontSize: tokens.fontSize.xs, color: vars.color.text.critical, fontWeight: tokens.fontWeight.medium });

const focusRing = ring('1px');

/** The box of a text-like control (input, textarea, select button, combobox group). */
export const control = style({
  inlineSize: '100%',
  minBlockSize: tokens.size.control,
  paddingInline: tokens.space.md,
  paddingBlock: tokens.space.xs,
  borderRadius: tokens.radius.md,
  border: `${tokens.size.border} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: tokens.fontSize.sm,
  textAlign: 'start',
  transition: `border-color ${tokens.duration.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.text.muted },
    '&[data-hovered]': { borderColor: vars.color.text.secondary },
    '&[data-focus-visible], &[data-focused]:is(input, textarea)': focusRing,
    '&[data-invalid]': { borderColor: vars.color.border.critical },
    '&[data-disabled]': { backgroundColor: vars.color.bg.sunken, color: vars.color.text.muted, cursor: 'not-allowed' },
  },
});
export const textarea = style({ minBlockSize: '6rem', paddingBlock: tokens.space.sm, resize: 'vertical' });

/** A group holding an input plus buttons (number steppers, combobox toggle, date segments). */
export const group = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.space.xs,
    paddingInlineEnd: tokens.space.xxs,
    selectors: {
      '&[data-focus-within]': focusRing,
      '&[data-invalid]': { borderColor: vars.color.border.critical },
      '&[data-disabled]': { backgroundColor: vars.color.bg.sunken, color: vars.color.text.muted },
    },
  },
]);
export const groupInput = style({
  flex: 1,
  minInlineSize: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: tokens.fontSize.sm,
  textAlign: 'start',
  paddingBlock: tokens.space.xs,
  selectors: { '&::placeholder': { color: vars.color.text.muted } },
});
export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: tokens.size.controlSm,
  blockSize: tokens.size.controlSm,
  borderRadius: tokens.radius.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.neutral.soft, color: vars.color.text.primary },
    '&[data-pressed]': { backgroundColor: vars.color.neutral.softHover },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.text.muted, cursor: 'not-allowed' },
  },
});

const pop = keyframes({ from: { transform: 'scale(0.98)' } });
/** Popover of listboxes and calendars; portalled to body, so it reads the theme from <html>. */
export const popover = style({
  minInlineSize: 'var(--trigger-width)',
  maxBlockSize: '18rem',
  overflow: 'auto',
  padding: tokens.space.xs,
  backgroundColor: vars.color.bg.raised,
  color: vars.color.text.primary,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: tokens.radius.md,
  boxShadow: vars.shadow.md,
  outline: 'none',
  selectors: { '&[data-entering]': { animation: `${pop} ${tokens.duration.fast} ease-out` } },
});
export const listBox = style({ outline: 'none', display: 'flex', flexDirection: 'column', gap: tokens.space.xxs });
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.sm,
  minBlockSize: tokens.size.controlSm,
  paddingInline: tokens.space.sm,
  borderRadius: tokens.radius.sm,
  fontSize: tokens.fontSize.sm,
  color: vars.color.text.primary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.neutral.soft },
    '&[data-selected]': { fontWeight: tokens.fontWeight.semibold, color: vars.color.accent.softText, backgroundColor: vars.color.accent.soft },
    '&[data-focus-visible]': { ...ring(`calc(-1 * ${tokens.size.focusRing})`) },
    '&[data-disabled]': { color: vars.color.text.muted, cursor: 'not-allowed' },
  },
});
export const optionText = style({ flex: 1, minInlineSize: 0, display: 'grid' });
export const optionDescription = style({ fontSize: tokens.fontSize.xs, color: vars.color.text.secondary, fontWeight: tokens.fontWeight.regular });
export const empty = style({ padding: tokens.space.sm, fontSize: tokens.fontSize.sm, color: vars.color.text.secondary });

/** The clickable row of a checkbox, radio or switch: indicator then label, muted when disabled. */
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space.sm,
  fontSize: tokens.fontSize.sm,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.text.muted, cursor: 'not-allowed' } },
});
