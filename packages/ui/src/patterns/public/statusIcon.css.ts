import { recipe } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../theme/contract.css.ts';

export const statusIcon = recipe({
  base: { display: 'grid', placeItems: 'center', inlineSize: '3.5rem', blockSize: '3.5rem', borderRadius: tokens.radius.full },
  variants: {
    status: {
      confirmed: { backgroundColor: vars.color.positive.soft, color: vars.color.positive.softText },
      pending: { backgroundColor: vars.color.caution.soft, color: vars.color.caution.softText },
      cancelled: { backgroundColor: vars.color.critical.soft, color: vars.color.critical.softText },
      expired: { backgroundColor: vars.color.neutral.soft, color: vars.color.neutral.softText },
    },
  },
});
