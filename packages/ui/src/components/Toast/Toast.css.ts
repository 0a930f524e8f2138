import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../theme/contract.css.ts';
import { focusRing } from '../Button/Button.css.ts';
import { focusRing as ring } from '../../theme/focusRing.ts';

// Motion only, no fade: contrast is checked as soon as a toast appears.
const slideIn = keyframes({ from: { transform: 'translateY(0.75rem)' } });

export const region = style({
  position: 'fixed',
  insetBlockEnd: tokens.space.lg,
  insetInlineEnd: tokens.space.lg,
  zIndex: tokens.z.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  maxInlineSize: `calc(100vw - 2 * ${tokens.space.lg})`,
  borderRadius: tokens.radius.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': ring(tokens.space.xxs),
  },
});

export const toast = recipe({
  base: [
    focusRing,
    {
      display: 'flex',
      alignItems: 'flex-start',
      gap: tokens.space.sm,
      inlineSize: '22rem',
      maxInlineSize: '100%',
      paddingBlock: tokens.space.md,
      paddingInlineStart: tokens.space.md,
      paddingInlineEnd: tokens.space.sm,
      backgroundColor: vars.color.bg.raised,
      color: vars.color.text.primary,
      border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
      borderInlineStartWidth: tokens.space.xs,
      borderRadius: tokens.radius.md,
      boxShadow: vars.shadow.lg,
      animation: `${slideIn} ${tokens.duration.normal} ease-out`,
    },
  ],
  variants: {
    tone: {
      neutral: { borderInlineStartColor: vars.color.border.strong },
      positive: { borderInlineStartColor: vars.color.positive.solid },
      critical: { borderInlineStartColor: vars.color.critical.solid },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const icon = recipe({
  base: { display: 'inline-grid', placeItems: 'center', flexShrink: 0, blockSize: tokens.size.icon },
  variants: {
    tone: {
      neutral: { color: vars.color.text.secondary },
      positive: { color: vars.color.text.positive },
      critical: { color: vars.color.text.critical },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xxs,
  flex: 1,
  minInlineSize: 0,
  paddingBlockStart: tokens.space.xxs,
});

export const title = style({ fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.semibold, lineHeight: tokens.lineHeight.tight });

export const description = style({ fontSize: tokens.fontSize.sm, color: vars.color.text.secondary });

export const close = style([
  focusRing,
  {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    inlineSize: tokens.size.controlSm,
    blockSize: tokens.size.controlSm,
    marginBlock: `calc(-1 * ${tokens.space.xs})`,
    border: 'none',
    borderRadius: tokens.radius.sm,
    backgroundColor: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.neutral.soft, color: vars.color.text.primary },
      '&[data-pressed]': { backgroundColor: vars.color.neutral.softHover },
    },
  },
]);
