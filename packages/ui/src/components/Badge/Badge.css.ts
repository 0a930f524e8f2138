import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../theme/contract.css.ts';

// Soft background + its paired "softText": each pair is chosen in the theme to pass WCAG AA.
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.space.xs,
    paddingInline: tokens.space.sm,
    paddingBlock: tokens.space.xxs,
    borderRadius: tokens.radius.full,
    fontSize: tokens.fontSize.xs,
    fontWeight: tokens.fontWeight.semibold,
    lineHeight: tokens.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.neutral.soft, color: vars.color.neutral.softText },
      accent: { backgroundColor: vars.color.accent.soft, color: vars.color.accent.softText },
      positive: { backgroundColor: vars.color.positive.soft, color: vars.color.positive.softText },
      caution: { backgroundColor: vars.color.caution.soft, color: vars.color.caution.softText },
      critical: { backgroundColor: vars.color.critical.soft, color: vars.color.critical.softText },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

export const dot = style({
  inlineSize: '0.5em',
  blockSize: '0.5em',
  borderRadius: tokens.radius.full,
  backgroundColor: 'currentColor',
  flexShrink: 0,
});
