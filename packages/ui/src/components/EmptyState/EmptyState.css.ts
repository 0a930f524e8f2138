import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space.md,
  paddingBlock: tokens.space.xxl,
  paddingInline: tokens.space.xl,
  textAlign: 'center',
  color: vars.color.text.primary,
});

export const icon = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: tokens.space.xxxl,
  blockSize: tokens.space.xxxl,
  borderRadius: tokens.radius.full,
  backgroundColor: vars.color.accent.soft,
  color: vars.color.accent.softText,
  marginBlockEnd: tokens.space.xs,
});

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.semibold,
  lineHeight: tokens.lineHeight.tight,
});

export const body = style({
  margin: 0,
  maxInlineSize: '28rem',
  fontSize: tokens.fontSize.sm,
  color: vars.color.text.secondary,
});

export const action = style({ marginBlockStart: tokens.space.sm });
