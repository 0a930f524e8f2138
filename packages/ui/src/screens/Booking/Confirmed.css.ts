import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../theme/contract.css.ts';
import { panel, surface } from './Booking.css.ts';

/** Also the container the summary measures (it stacks its terms and values when narrow). */
export const card = style({
  containerName: panel,
  containerType: 'inline-size',
  maxInlineSize: '38rem',
  display: 'grid',
  gap: tokens.space.lg,
  padding: tokens.space.xl,
  ...surface,
});
export const header = style({ display: 'grid', justifyItems: 'center', gap: tokens.space.sm, textAlign: 'center' });
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
export type StatusIconVariants = NonNullable<RecipeVariants<typeof statusIcon>>;
export const title = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.bold, lineHeight: tokens.lineHeight.tight, outline: 'none' });
export const lead = style({ color: vars.color.text.secondary, fontSize: tokens.fontSize.sm, maxInlineSize: '30rem' });
export const reason = style({
  display: 'grid',
  gap: tokens.space.xxs,
  justifyItems: 'center',
  paddingBlock: tokens.space.sm,
  paddingInline: tokens.space.lg,
  borderRadius: tokens.radius.md,
  backgroundColor: vars.color.critical.soft,
  color: vars.color.critical.softText,
  fontSize: tokens.fontSize.sm,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});
export const reasonLabel = style({ fontSize: tokens.fontSize.xs, fontWeight: tokens.fontWeight.semibold });
export const links = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: tokens.space.sm });
/** A plain link that looks like a secondary button (the .ics download). */
export const buttonLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: tokens.space.sm,
  minBlockSize: tokens.size.control,
  paddingInline: tokens.space.lg,
  borderRadius: tokens.radius.md,
  border: `${tokens.size.border} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.primary,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.neutral.soft },
    '&:focus-visible': { outline: `${tokens.size.focusRing} solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});
export const manage = style({
  display: 'grid',
  gap: tokens.space.sm,
  paddingBlockStart: tokens.space.lg,
  borderBlockStart: `${tokens.size.border} solid ${vars.color.border.subtle}`,
});
export const manageTitle = style({ fontSize: tokens.fontSize.md, fontWeight: tokens.fontWeight.semibold });
export const manageActions = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm });
export const dialogBody = style({ display: 'grid', gap: tokens.space.md });
