import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../theme/contract.css.ts';

// Soft background + its paired "softText": each pair is chosen in the theme to pass WCAG AA.
export const alert = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.space.md,
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: tokens.space.md,
    borderRadius: tokens.radius.md,
    fontSize: tokens.fontSize.sm,
    border: `${tokens.size.border} solid transparent`,
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      critical: { backgroundColor: vars.color.critical.soft, color: vars.color.critical.softText, borderColor: vars.color.border.critical },
      caution: { backgroundColor: vars.color.caution.soft, color: vars.color.caution.softText },
      success: { backgroundColor: vars.color.positive.soft, color: vars.color.positive.softText },
      info: { backgroundColor: vars.color.accent.soft, color: vars.color.accent.softText },
    },
  },
  defaultVariants: { tone: 'critical' },
});

export const message = style({ flex: '1 1 12rem', minInlineSize: 0 });
export const action = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm, alignItems: 'center' });
