import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focusRing.ts';

const pop = keyframes({ from: { transform: 'scale(0.97)' } });

export const popover = style({
  minInlineSize: '12rem',
  maxInlineSize: '20rem',
  padding: tokens.space.xs,
  backgroundColor: vars.color.bg.raised,
  color: vars.color.text.primary,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: tokens.radius.md,
  boxShadow: vars.shadow.md,
  outline: 'none',
  overflow: 'auto',
  selectors: {
    // Scale only, never opacity: axe measures contrast right after the menu opens.
    '&[data-entering]': { animation: `${pop} ${tokens.duration.fast} ease-out` },
  },
});

export const menu = style({ outline: 'none', display: 'flex', flexDirection: 'column', gap: tokens.space.xxs });

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.space.sm,
    minBlockSize: tokens.size.controlSm,
    paddingInline: tokens.space.sm,
    borderRadius: tokens.radius.sm,
    fontSize: tokens.fontSize.sm,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-disabled]': { color: vars.color.text.muted, cursor: 'not-allowed' },
      '&[data-focus-visible]': { ...focusRing(`calc(-1 * ${tokens.size.focusRing})`) },
    },
  },
  variants: {
    tone: {
      neutral: {
        color: vars.color.text.primary,
        selectors: {
          '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.neutral.soft },
          '&[data-pressed]': { backgroundColor: vars.color.neutral.softHover },
        },
      },
      critical: {
        color: vars.color.text.critical,
        selectors: {
          '&[data-focused], &[data-hovered], &[data-pressed]': { backgroundColor: vars.color.critical.soft, color: vars.color.critical.softText },
        },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type MenuItemVariants = NonNullable<RecipeVariants<typeof item>>;

export const icon = style({ display: 'inline-grid', placeItems: 'center', flexShrink: 0, inlineSize: tokens.size.icon });

export const label = style({ flex: 1, minInlineSize: 0 });

export const check = style({ flexShrink: 0, color: vars.color.accent.solid });
