import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../theme/contract.css.ts';
import { focusRing as ring } from '../../theme/focusRing.ts';

export const focusRing = style({
  selectors: {
    '&[data-focus-visible]': {
      ...ring('2px'),
    },
  },
});

export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: tokens.space.sm,
      minBlockSize: tokens.size.control,
      paddingInline: tokens.space.lg,
      paddingBlock: tokens.space.xs,
      borderRadius: tokens.radius.md,
      border: `${tokens.size.border} solid transparent`,
      fontFamily: 'inherit',
      fontSize: tokens.fontSize.sm,
      fontWeight: tokens.fontWeight.semibold,
      lineHeight: tokens.lineHeight.tight,
      cursor: 'pointer',
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      transition: `background-color ${tokens.duration.fast}, border-color ${tokens.duration.fast}`,
      selectors: {
        '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
        '&[data-pending]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.accent.solid,
        color: vars.color.accent.onSolid,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.accent.solidHover },
          '&[data-pressed]': { backgroundColor: vars.color.accent.solidPressed },
        },
      },
      secondary: {
        backgroundColor: vars.color.bg.surface,
        color: vars.color.text.primary,
        borderColor: vars.color.border.strong,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.neutral.soft },
          '&[data-pressed]': { backgroundColor: vars.color.neutral.softHover },
        },
      },
      quiet: {
        backgroundColor: 'transparent',
        color: vars.color.text.primary,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.neutral.soft },
          '&[data-pressed]': { backgroundColor: vars.color.neutral.softHover },
        },
      },
      critical: {
        backgroundColor: vars.color.critical.solid,
        color: vars.color.critical.onSolid,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.critical.solidHover },
        },
      },
    },
    size: {
      md: {},
      sm: { minBlockSize: tokens.size.controlSm, paddingInline: tokens.space.md, fontSize: tokens.fontSize.xs },
    },
    fullWidth: { true: { inlineSize: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const pendingSpinner = style({
  inlineSize: '1em',
  blockSize: '1em',
  borderRadius: tokens.radius.full,
  border: '2px solid currentColor',
  borderBlockStartColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});
