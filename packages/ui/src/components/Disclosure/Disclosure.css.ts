import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focusRing.ts';

export const disclosure = style({ display: 'grid', selectors: { '&[data-expanded]': { gap: tokens.space.md } } });
export const heading = style({ margin: 0, fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.medium });
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space.xs,
  padding: 0,
  border: 'none',
  borderRadius: tokens.radius.sm,
  background: 'transparent',
  color: vars.color.text.link,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing('2px'),
  },
});
/** Points down when closed, up when open (no direction to mirror). */
export const chevron = style({
  flexShrink: 0,
  transition: `transform ${tokens.duration.fast}`,
  selectors: { [`${disclosure}[data-expanded] &`]: { transform: 'rotate(180deg)' } },
});
export const panel = style({ display: 'grid', gap: tokens.space.lg });
