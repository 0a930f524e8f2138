import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';
import { choice } from '../Field/Field.css.ts';
import { focusRing } from '../../theme/focusRing.ts';

export const root = style([choice]);
export const track = style({
  flexShrink: 0,
  position: 'relative',
  inlineSize: '2.25rem',
  blockSize: '1.25rem',
  borderRadius: tokens.radius.full,
  backgroundColor: vars.color.border.strong,
  transition: `background-color ${tokens.duration.fast}`,
  selectors: {
    [`${root}[data-selected] &`]: { backgroundColor: vars.color.accent.solid },
    [`${root}[data-focus-visible] &`]: focusRing('2px'),
    [`${root}[data-disabled] &`]: { opacity: 0.6 },
  },
});
export const thumb = style({
  position: 'absolute',
  insetBlockStart: '0.125rem',
  insetInlineStart: '0.125rem',
  inlineSize: '1rem',
  blockSize: '1rem',
  borderRadius: tokens.radius.full,
  backgroundColor: vars.color.bg.surface,
  boxShadow: vars.shadow.sm,
  transition: `inset-inline-start ${tokens.duration.fast}`,
  selectors: { [`${root}[data-selected] &`]: { insetInlineStart: '1.125rem' } },
});
