import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

const focusRing = { outline: `${tokens.size.focusRing} solid ${vars.color.border.focus}`, outlineOffset: tokens.size.focusRing };

export const page = style({ display: 'grid', gap: tokens.space.xl, minInlineSize: 0 });
export const narrow = style({ maxInlineSize: '48rem' });
export const header = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.md, alignItems: 'end', justifyContent: 'space-between' });
export const headerText = style({ display: 'grid', gap: tokens.space.xs, minInlineSize: 0 });
export const title = style({ fontSize: tokens.fontSize.xxl, fontWeight: tokens.fontWeight.bold, lineHeight: tokens.lineHeight.tight, overflowWrap: 'anywhere' });
export const lead = style({ color: vars.color.text.secondary });
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm, alignItems: 'center', color: vars.color.text.secondary, fontSize: tokens.fontSize.sm });
export const section = style({ display: 'grid', gap: tokens.space.lg, minInlineSize: 0 });
export const sectionHead = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.md, alignItems: 'center', justifyContent: 'space-between' });
export const sectionTitle = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.semibold, lineHeight: tokens.lineHeight.tight });
export const grid = style({ display: 'grid', gap: tokens.space.lg, gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))', padding: 0, margin: 0, listStyle: 'none' });
export const form = style({ display: 'grid', gap: tokens.space.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm, justifyContent: 'flex-end' });
export const muted = style({ color: vars.color.text.secondary, fontSize: tokens.fontSize.sm });
export const mono = style({ fontFamily: tokens.font.mono, direction: 'ltr', unicodeBidi: 'isolate', overflowWrap: 'anywhere' });
export const stat = style({ fontSize: tokens.fontSize.xxl, fontWeight: tokens.fontWeight.bold, lineHeight: tokens.lineHeight.tight, fontVariantNumeric: 'tabular-nums' });
export const slugInfo = style({ display: 'grid', gap: tokens.space.xxs, fontSize: tokens.fontSize.sm, color: vars.color.text.secondary, marginBlockStart: `calc(-1 * ${tokens.space.xs})` });
export const positive = style({ color: vars.color.text.positive, fontWeight: tokens.fontWeight.medium });
export const note = style({
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  fontSize: tokens.fontSize.sm,
  backgroundColor: vars.color.neutral.soft,
  color: vars.color.neutral.softText,
});
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
export const dl = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.space.sm} ${tokens.space.lg}`, margin: 0 });
export const dt = style({ color: vars.color.text.secondary });
export const dd = style({ margin: 0, fontWeight: tokens.fontWeight.medium, minInlineSize: 0, overflowWrap: 'anywhere' });
export const tabs = style({ minInlineSize: 0 });
export const tabPanel = style({ paddingBlockStart: tokens.space.lg, display: 'grid', gap: tokens.space.md, minInlineSize: 0 });
export const nowrap = style({ whiteSpace: 'nowrap' });
export const linkActions = style([actions, { gap: tokens.space.lg, alignItems: 'center' }]);
export const checkList = style({ display: 'grid', gap: tokens.space.sm });
export const calendarList = style({ display: 'grid', gap: tokens.space.xs, margin: 0, padding: 0, listStyle: 'none' });
