import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focusRing.ts';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.lg,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const tabList = style({
  display: 'flex',
  gap: tokens.space.xs,
  // Scrolls sideways on narrow screens; the x axis is symmetric, so this holds in RTL too.
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  borderBlockEnd: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      overflowX: 'visible',
      borderBlockEnd: 'none',
      borderInlineEnd: `${tokens.size.border} solid ${vars.color.border.subtle}`,
    },
  },
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space.sm,
  minBlockSize: tokens.size.control,
  paddingInline: tokens.space.md,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.text.secondary,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderStartStartRadius: tokens.radius.sm,
  borderStartEndRadius: tokens.radius.sm,
  transition: `color ${tokens.duration.fast}, background-color ${tokens.duration.fast}`,
  selectors: {
    '&[data-hovered]:not([data-selected]):not([data-disabled])': { color: vars.color.text.primary, backgroundColor: vars.color.neutral.soft },
    '&[data-selected]': { color: vars.color.text.primary },
    '&[data-disabled]': { color: vars.color.text.muted, cursor: 'not-allowed' },
    '&[data-focus-visible]': { ...focusRing(`calc(-1 * ${tokens.size.focusRing})`) },
  },
});

/**
 * The selection bar. It spans the tab with logical insets (insetInline: 0), so it needs no
 * direction of its own; react-aria slides it between tabs from their measured positions.
 */
export const indicator = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  blockSize: '0.1875rem',
  borderRadius: tokens.radius.full,
  backgroundColor: vars.color.accent.solid,
  // react-aria snapshots transitioned properties to slide the bar from the previous tab.
  transition: `translate ${tokens.duration.normal} ease-out`,
  selectors: {
    [`${tabList}[data-orientation="vertical"] &`]: {
      insetBlock: 0,
      insetInlineStart: 'auto',
      insetInlineEnd: 0,
      inlineSize: '0.1875rem',
      blockSize: 'auto',
    },
  },
});

export const tabPanel = style({
  minInlineSize: 0,
  flex: 1,
  borderRadius: tokens.radius.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing(tokens.space.xxs),
  },
});
