import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focusRing.ts';

export const link = recipe({
  base: {
    color: vars.color.text.link,
    borderRadius: tokens.radius.sm,
    cursor: 'pointer',
    textUnderlineOffset: '0.2em',
    selectors: {
      '&[data-focus-visible]': focusRing(tokens.space.xxs),
      '&[data-disabled]': { color: vars.color.text.muted, cursor: 'not-allowed', textDecoration: 'none' },
      '&[aria-current="page"]': { fontWeight: tokens.fontWeight.semibold },
    },
  },
  variants: {
    variant: {
      // Inside running text: always underlined, so it is not told apart by colour alone.
      inline: { textDecoration: 'underline' },
      // On its own line (e.g. "View all bookings"): underline on hover only.
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: tokens.space.xs,
        fontWeight: tokens.fontWeight.medium,
        textDecoration: 'none',
        selectors: { '&[data-hovered]:not([data-disabled])': { textDecoration: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
