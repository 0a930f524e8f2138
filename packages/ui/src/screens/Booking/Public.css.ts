import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focusRing.ts';

/** The monogram, the names and the lead, centred; a long name breaks rather than widen the card. */
export const header = style({ alignItems: 'center', textAlign: 'center', overflowWrap: 'anywhere' });
export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '4rem',
  blockSize: '4rem',
  marginBlockEnd: tokens.space.sm,
  borderRadius: tokens.radius.full,
  backgroundColor: vars.color.accent.soft,
  color: vars.color.accent.softText,
  fontSize: tokens.fontSize.xl,
  fontWeight: tokens.fontWeight.bold,
});
export const avatarSmall = style({ inlineSize: '2.5rem', blockSize: '2.5rem', marginBlockEnd: 0, fontSize: tokens.fontSize.md, flexShrink: 0 });

export const list = style({ display: 'grid', gap: tokens.space.sm, listStyle: 'none', margin: 0, padding: 0 });
/** One row; its link's hit area covers the whole row (the link's ::after). */
export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.md,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.bg.surface,
  transition: `border-color ${tokens.duration.fast}, background-color ${tokens.duration.fast}`,
  '@media': { '(max-width: 30rem)': { padding: tokens.space.md } },
  selectors: {
    '&:hover': { borderColor: vars.color.accent.solid, backgroundColor: vars.color.bg.sunken },
    '&:has([data-focus-visible])': focusRing('2px'),
  },
});
export const itemMain = style({ flex: 1 });
export const itemTitle = style({ fontSize: tokens.fontSize.md, fontWeight: tokens.fontWeight.semibold, lineHeight: tokens.lineHeight.tight });
export const itemLink = style({
  color: vars.color.text.primary,
  textDecoration: 'none',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: tokens.radius.lg } },
});
/** At most two lines of the description. */
export const itemDescription = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});
export const chevron = style({ color: vars.color.text.muted });
