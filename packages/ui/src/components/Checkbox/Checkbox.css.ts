import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: tokens.space.sm,
  fontSize: tokens.fontSize.sm,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.text.muted, cursor: 'not-allowed' } },
});
export const box = style({
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '1.125rem',
  blockSize: '1.125rem',
  marginBlockStart: '0.1rem',
  borderRadius: tokens.radius.sm,
  border: `${tokens.size.border} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.accent.onSolid,
  transition: `background-color ${tokens.duration.fast}`,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: { backgroundColor: vars.color.accent.solid, borderColor: vars.color.accent.solid },
    [`${checkbox}[data-focus-visible] &`]: { outline: `${tokens.size.focusRing} solid ${vars.color.border.focus}`, outlineOffset: '2px' },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.border.critical },
    [`${checkbox}[data-disabled] &`]: { opacity: 0.6 },
  },
});
export const text = style({ display: 'grid', gap: tokens.space.xxs });
export const description = style({ fontSize: tokens.fontSize.xs, color: vars.color.text.secondary });
