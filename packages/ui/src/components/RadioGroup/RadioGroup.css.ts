import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';
import { choice } from '../Field/Field.css.ts';
import { focusRing } from '../../theme/focusRing.ts';

export const group = style({ display: 'grid', gap: tokens.space.xs });
export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  selectors: { [`${group}[data-orientation=horizontal] &`]: { flexDirection: 'row', flexWrap: 'wrap', gap: tokens.space.lg } },
});
export const radio = style([choice]);
export const dot = style({
  flexShrink: 0,
  inlineSize: '1.125rem',
  blockSize: '1.125rem',
  borderRadius: tokens.radius.full,
  border: `${tokens.size.border} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.surface,
  transition: `border-width ${tokens.duration.fast}`,
  selectors: {
    [`${radio}[data-selected] &`]: { borderWidth: '0.35rem', borderColor: vars.color.accent.solid },
    [`${radio}[data-focus-visible] &`]: focusRing('2px'),
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.border.critical },
  },
});
