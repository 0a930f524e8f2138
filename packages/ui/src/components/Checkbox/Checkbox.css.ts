import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';
import { choice } from '../Field/Field.css.ts';
import { focusRing } from '../../theme/focusRing.ts';

export const checkbox = style([choice, { alignItems: 'flex-start' }]);
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
    [`${checkbox}[data-focus-visible] &`]: focusRing('2px'),
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.border.critical },
    [`${checkbox}[data-disabled] &`]: { opacity: 0.6 },
  },
});
export const text = style({ display: 'grid', gap: tokens.space.xxs });
export const description = style({ fontSize: tokens.fontSize.xs, color: vars.color.text.secondary });
