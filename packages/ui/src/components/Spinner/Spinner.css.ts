import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../theme/contract.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
// A pulse, not a sweeping shimmer: a sweep has a direction, and it would run the wrong way in RTL.
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const spinnerRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space.sm,
  color: vars.color.text.secondary,
  fontSize: tokens.fontSize.sm,
});

export const ring = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: tokens.radius.full,
    borderStyle: 'solid',
    borderColor: vars.color.border.subtle,
    borderBlockStartColor: vars.color.accent.solid,
    animation: `${spin} 0.8s linear infinite`,
  },
  variants: {
    size: {
      sm: { inlineSize: tokens.size.icon, blockSize: tokens.size.icon, borderWidth: '0.15rem' },
      md: { inlineSize: tokens.size.controlSm, blockSize: tokens.size.controlSm, borderWidth: '0.2rem' },
      lg: { inlineSize: tokens.space.xxxl, blockSize: tokens.space.xxxl, borderWidth: '0.25rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof ring>>;

export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.neutral.softHover,
    animation: `${pulse} 1.6s ease-in-out infinite`,
  },
  variants: {
    shape: {
      text: { blockSize: '1em', borderRadius: tokens.radius.sm, marginBlock: '0.3em' },
      rect: { blockSize: tokens.size.control, borderRadius: tokens.radius.md },
      circle: { inlineSize: tokens.size.control, blockSize: tokens.size.control, borderRadius: tokens.radius.full },
    },
  },
  defaultVariants: { shape: 'text' },
});

export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>;

export const skeletonLines = style({ display: 'flex', flexDirection: 'column' });

// The last line of a paragraph is shorter, as real text is.
export const lastLine = style({ inlineSize: '60%' });
