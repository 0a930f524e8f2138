import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

export const hero = style({
  display: 'grid',
  gap: tokens.space.xl,
  paddingBlock: tokens.space.xxl,
  maxInlineSize: '44rem',
});
export const title = style({
  fontSize: tokens.fontSize.display,
  lineHeight: tokens.lineHeight.tight,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.text.primary,
});
export const features = style({
  display: 'grid',
  gap: tokens.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(14rem, 100%), 1fr))',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
export const feature = style({
  padding: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  backgroundColor: vars.color.bg.surface,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  color: vars.color.text.secondary,
});
export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: tokens.size.control,
  paddingInline: tokens.space.lg,
  borderRadius: tokens.radius.md,
  fontWeight: tokens.fontWeight.semibold,
  fontSize: tokens.fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `${tokens.size.focusRing} solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});
export const primaryLink = style([linkButton, {
  backgroundColor: vars.color.accent.solid,
  color: vars.color.accent.onSolid,
  selectors: { '&[data-hovered]': { backgroundColor: vars.color.accent.solidHover } },
}]);
export const secondaryLink = style([linkButton, {
  border: `${tokens.size.border} solid ${vars.color.border.strong}`,
  color: vars.color.text.primary,
  backgroundColor: vars.color.bg.surface,
  selectors: { '&[data-hovered]': { backgroundColor: vars.color.neutral.soft } },
}]);
export const skeleton = style({
  blockSize: tokens.size.control,
  inlineSize: '12rem',
  borderRadius: tokens.radius.md,
  backgroundColor: vars.color.neutral.soft,
});
/** Hero and sign-in card side by side on wide screens, stacked on narrow ones. */
export const split = style({
  display: 'grid',
  gap: tokens.space.xl,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 64rem)': { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(22rem, 1fr)' } },
});
export const aside = style({ paddingBlockStart: tokens.space.lg });
