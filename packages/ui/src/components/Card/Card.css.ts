import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.lg,
  padding: tokens.space.xl,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.primary,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: tokens.radius.lg,
  boxShadow: vars.shadow.sm,
  minInlineSize: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space.md,
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xxs,
  flex: 1,
  minInlineSize: 0,
});

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.semibold,
  lineHeight: tokens.lineHeight.tight,
});

export const description = style({
  margin: 0,
  fontSize: tokens.fontSize.sm,
  color: vars.color.text.secondary,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.sm,
  marginInlineStart: 'auto',
  flexShrink: 0,
});

export const body = style({ minInlineSize: 0 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: tokens.space.sm,
  paddingBlockStart: tokens.space.lg,
  borderBlockStart: `${tokens.size.border} solid ${vars.color.border.subtle}`,
});
