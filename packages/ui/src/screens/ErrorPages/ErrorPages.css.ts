import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

export const page = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '60vh',
  padding: tokens.space.xl,
  textAlign: 'center',
});
export const box = style({ display: 'grid', gap: tokens.space.lg, justifyItems: 'center', maxInlineSize: '36rem' });
export const code = style({ fontSize: tokens.fontSize.display, fontWeight: tokens.fontWeight.bold, color: vars.color.text.link });
export const title = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.semibold });
export const text = style({ color: vars.color.text.secondary, overflowWrap: 'anywhere' });
export const path = style({ fontFamily: tokens.font.mono, unicodeBidi: 'isolate', direction: 'ltr' });
export const actions = style({ display: 'flex', gap: tokens.space.md, flexWrap: 'wrap', justifyContent: 'center' });
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: tokens.size.control,
  paddingInline: tokens.space.lg,
  borderRadius: tokens.radius.md,
  backgroundColor: vars.color.accent.solid,
  color: vars.color.accent.onSolid,
  fontWeight: tokens.fontWeight.semibold,
  fontSize: tokens.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&[data-focus-visible]': { outline: `${tokens.size.focusRing} solid ${vars.color.border.focus}`, outlineOffset: '2px' } },
});
