import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focusRing.ts';

export const shell = style({
  minBlockSize: '100vh',
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  backgroundColor: vars.color.bg.canvas,
  color: vars.color.text.primary,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: tokens.space.md,
  insetBlockStart: '-100px',
  zIndex: tokens.z.overlay,
  padding: tokens.space.sm,
  backgroundColor: vars.color.bg.raised,
  color: vars.color.text.link,
  borderRadius: tokens.radius.md,
  selectors: { '&:focus': { insetBlockStart: tokens.space.md } },
});

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: tokens.z.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.lg,
  paddingInline: tokens.space.xl,
  minBlockSize: '3.5rem',
  backgroundColor: vars.color.bg.surface,
  borderBlockEnd: `${tokens.size.border} solid ${vars.color.border.subtle}`,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space.sm,
  fontWeight: tokens.fontWeight.bold,
  fontSize: tokens.fontSize.lg,
  color: vars.color.text.primary,
  textDecoration: 'none',
  borderRadius: tokens.radius.sm,
  selectors: {
    '&[data-focus-visible], &:focus-visible': focusRing('2px'),
  },
});

export const brandMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '2rem',
  blockSize: '2rem',
  borderRadius: tokens.radius.md,
  backgroundColor: vars.color.accent.solid,
  color: vars.color.accent.onSolid,
});

export const headerEnd = style({
  marginInlineStart: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.sm,
});

export const body = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  '@media': {
    'screen and (min-width: 60rem)': { selectors: { '&[data-has-nav]': { gridTemplateColumns: `${tokens.size.sidebar} 1fr` } } },
  },
});

/** A side column on wide screens; on narrow ones a row of links that scrolls sideways under the header. */
export const nav = style({
  display: 'flex',
  flexDirection: 'row',
  gap: tokens.space.xxs,
  overflowX: 'auto',
  paddingInline: tokens.space.md,
  paddingBlock: tokens.space.sm,
  backgroundColor: vars.color.bg.surface,
  borderBlockEnd: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  '@media': {
    'screen and (min-width: 60rem)': {
      flexDirection: 'column',
      overflowX: 'visible',
      padding: tokens.space.lg,
      borderBlockEnd: 'none',
      borderInlineEnd: `${tokens.size.border} solid ${vars.color.border.subtle}`,
    },
  },
});

export const navLink = style({
  display: 'flex',
  flexShrink: 0,
  whiteSpace: 'nowrap',
  alignItems: 'center',
  gap: tokens.space.sm,
  paddingInline: tokens.space.md,
  minBlockSize: tokens.size.control,
  borderRadius: tokens.radius.md,
  color: vars.color.text.secondary,
  textDecoration: 'none',
  fontWeight: tokens.fontWeight.medium,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.neutral.soft, color: vars.color.text.primary },
    '&[aria-current="page"]': { backgroundColor: vars.color.accent.soft, color: vars.color.accent.softText },
    '&[data-focus-visible]': focusRing('-2px'),
  },
});

/** A calendar's own sections (event types, availability) under its name: indented on wide screens, lighter. */
export const navSub = style({
  fontWeight: tokens.fontWeight.regular,
  fontSize: tokens.fontSize.sm,
  '@media': { 'screen and (min-width: 60rem)': { paddingInlineStart: tokens.space.xl } },
});

/** A group's label above its links (the team's calendars). */
export const navSection = style({
  flexShrink: 0,
  alignSelf: 'center',
  margin: 0,
  paddingInline: tokens.space.md,
  color: vars.color.text.secondary,
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.semibold,
  textTransform: 'uppercase',
  '@media': { 'screen and (min-width: 60rem)': { alignSelf: 'auto', paddingBlockStart: tokens.space.md } },
});

export const main = style({
  minInlineSize: 0,
  padding: tokens.space.xl,
  '@media': { 'screen and (min-width: 60rem)': { padding: tokens.space.xxl } },
});

export const content = style({ maxInlineSize: tokens.size.content, marginInline: 'auto' });

export const segmented = style({
  display: 'inline-flex',
  padding: tokens.space.xxs,
  gap: tokens.space.xxs,
  borderRadius: tokens.radius.md,
  backgroundColor: vars.color.neutral.soft,
});

export const segment = style({
  minBlockSize: tokens.size.controlSm,
  paddingInline: tokens.space.md,
  border: 'none',
  borderRadius: tokens.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.neutral.softText,
  fontFamily: 'inherit',
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { backgroundColor: vars.color.bg.surface, color: vars.color.text.primary, boxShadow: vars.shadow.sm },
    '&[data-hovered]:not([data-selected])': { color: vars.color.text.primary },
    '&[data-focus-visible]': focusRing('1px'),
  },
});

export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: tokens.size.control,
  blockSize: tokens.size.control,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: tokens.radius.md,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.neutral.soft },
    '&[data-focus-visible]': focusRing('2px'),
  },
});
