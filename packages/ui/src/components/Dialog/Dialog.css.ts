import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../theme/contract.css.ts';
import { focusRing } from '../Button/Button.css.ts';

// Motion only, no fading: a half-transparent frame would also fail contrast checks taken mid-animation.
const rise = keyframes({ from: { transform: 'translateY(0.5rem) scale(0.98)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: tokens.z.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: tokens.space.lg,
  backgroundColor: vars.color.bg.overlay,
});

export const modal = recipe({
  base: {
    inlineSize: '100%',
    maxBlockSize: '100%',
    overflow: 'auto',
    backgroundColor: vars.color.bg.raised,
    color: vars.color.text.primary,
    border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
    borderRadius: tokens.radius.xl,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&[data-entering]': { animation: `${rise} ${tokens.duration.normal} ease-out` },
    },
  },
  variants: {
    size: {
      sm: { maxInlineSize: '26rem' },
      md: { maxInlineSize: '34rem' },
      lg: { maxInlineSize: '48rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type ModalVariants = NonNullable<RecipeVariants<typeof modal>>;

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.lg,
  padding: tokens.space.xl,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space.md,
});

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: tokens.fontSize.xl,
  fontWeight: tokens.fontWeight.semibold,
  lineHeight: tokens.lineHeight.tight,
});

export const closeButton = style([
  focusRing,
  {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    inlineSize: tokens.size.controlSm,
    blockSize: tokens.size.controlSm,
    marginBlockStart: `calc(-1 * ${tokens.space.xs})`,
    marginInlineEnd: `calc(-1 * ${tokens.space.sm})`,
    border: 'none',
    borderRadius: tokens.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.neutral.soft, color: vars.color.text.primary },
      '&[data-pressed]': { backgroundColor: vars.color.neutral.softHover },
    },
  },
]);

export const body = style({
  margin: 0,
  fontSize: tokens.fontSize.md,
  color: vars.color.text.secondary,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: tokens.space.sm,
  paddingBlockStart: tokens.space.sm,
});
