import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';
import { focusRing as ring } from '../../theme/focusRing.ts';

const focusRing = ring(tokens.size.focusRing);

/** A form's fields one under another (react-aria's Form takes a class, not a Stack). */
export const form = style({ display: 'grid', gap: tokens.space.md, minInlineSize: 0 });
/** The team home's cards: side by side when there is room, one column on a phone. */
export const grid = style({
  display: 'grid',
  gap: tokens.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(15rem, 100%), 1fr))',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
/** A summary card's figure. */
export const stat = style({ margin: 0, fontSize: tokens.fontSize.xxl, fontWeight: tokens.fontWeight.bold, lineHeight: tokens.lineHeight.tight, fontVariantNumeric: 'tabular-nums' });
/** The public address and the availability answer, tucked under the link field they belong to. */
export const slugInfo = style({ marginBlockStart: `calc(-1 * ${tokens.space.xs})` });
/** A quiet boxed note in a card (payment providers, until they arrive). */
export const note = style({
  margin: 0,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  fontSize: tokens.fontSize.sm,
  backgroundColor: vars.color.neutral.soft,
  color: vars.color.neutral.softText,
});
/** A way into one of the team's pages: the whole box is the link. */
export const quickLink = style({
  display: 'grid',
  gap: tokens.space.xs,
  blockSize: '100%',
  padding: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.primary,
  textDecoration: 'none',
  transition: `border-color ${tokens.duration.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border.strong },
    '&[data-focus-visible]': focusRing,
  },
});
export const quickLinkTitle = style({ fontWeight: tokens.fontWeight.semibold, color: vars.color.text.link });
export const calendarList = style({ display: 'grid', gap: tokens.space.xs, margin: 0, padding: 0, listStyle: 'none' });
/** Members' and invites' tabs: the panel a step below its tab row. */
export const tabs = style({ minInlineSize: 0 });
export const tabPanel = style({ paddingBlockStart: tokens.space.lg, display: 'grid', gap: tokens.space.md, minInlineSize: 0 });
export const nowrap = style({ whiteSpace: 'nowrap' });
export const checkList = style({ display: 'grid', gap: tokens.space.sm });
