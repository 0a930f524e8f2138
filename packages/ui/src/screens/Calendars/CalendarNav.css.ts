import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';
import { focusRing as ring } from '../../theme/focusRing.ts';

/** Where the app shell's navigation turns from a side column into a row of tabs (AppShell.css.ts). */
const shellTabs = 'screen and (width < 60rem)';
const wide = 'screen and (width >= 60rem)';

const focusRing = { ...ring(`calc(-1 * ${tokens.size.focusRing})`), borderRadius: tokens.radius.sm };

export const nav = style({
  marginBlockEnd: tokens.space.lg,
  '@media': { [wide]: { borderBlockEnd: `${tokens.size.border} solid ${vars.color.border.subtle}` } },
});
/** The calendar's name above its sections (a long name wraps rather than widen the page). */
export const calendarName = style({ marginBlockEnd: tokens.space.xs, overflowWrap: 'anywhere' });
/** The section menu's button: only where the shell's navigation is already a row of tabs. */
export const switcher = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space.xs,
  paddingBlock: tokens.space.xs,
  paddingInline: tokens.space.sm,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: tokens.radius.md,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.primary,
  font: 'inherit',
  fontWeight: tokens.fontWeight.semibold,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focusRing, '&[data-hovered]': { borderColor: vars.color.border.strong } },
  '@media': { [wide]: { display: 'none' } },
});
export const list = style({
  display: 'flex',
  gap: tokens.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  overflowX: 'auto',
  '@media': { [shellTabs]: { display: 'none' } },
});
export const item = style({
  display: 'inline-block',
  paddingBlock: tokens.space.sm,
  paddingInline: tokens.space.md,
  borderBlockEnd: '2px solid transparent',
  whiteSpace: 'nowrap',
  color: vars.color.text.secondary,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.accent.softText, borderBlockEndColor: vars.color.accent.solid, fontWeight: tokens.fontWeight.semibold },
    '&[data-hovered]': { color: vars.color.text.primary },
    '&[data-focus-visible]': focusRing,
  },
});
