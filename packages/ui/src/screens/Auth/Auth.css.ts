import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';
export const wrap = style({ display: 'grid', justifyItems: 'center', paddingBlock: tokens.space.xl });
export const card = style({
  inlineSize: '100%',
  maxInlineSize: '26rem',
  display: 'grid',
  gap: tokens.space.lg,
  padding: tokens.space.xl,
  borderRadius: tokens.radius.xl,
  backgroundColor: vars.color.bg.surface,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.md,
});
export const title = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.bold, lineHeight: tokens.lineHeight.tight });
export const lead = style({ color: vars.color.text.secondary, fontSize: tokens.fontSize.sm });
export const form = style({ display: 'grid', gap: tokens.space.md });
export const footer = style({ display: 'grid', gap: tokens.space.xs, fontSize: tokens.fontSize.sm, color: vars.color.text.secondary });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.xs, alignItems: 'baseline' });
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.sm,
  color: vars.color.text.muted,
  fontSize: tokens.fontSize.xs,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, blockSize: tokens.size.border, backgroundColor: vars.color.border.subtle },
  },
});
export const link = style({
  color: vars.color.text.link,
  fontWeight: tokens.fontWeight.medium,
  borderRadius: tokens.radius.sm,
  selectors: { '&[data-focus-visible]': { outline: `${tokens.size.focusRing} solid ${vars.color.border.focus}`, outlineOffset: '2px' } },
});
export const muted = style({ color: vars.color.text.muted, fontSize: tokens.fontSize.xs });
export const googleButton = style({
  display: 'inline-flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: tokens.space.sm,
  minBlockSize: tokens.size.control,
  borderRadius: tokens.radius.md,
  border: `${tokens.size.border} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.primary,
  fontWeight: tokens.fontWeight.semibold,
  fontSize: tokens.fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.neutral.soft },
    '&[data-focus-visible]': { outline: `${tokens.size.focusRing} solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});
