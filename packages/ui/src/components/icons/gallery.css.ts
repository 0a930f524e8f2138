import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

// The Icons story's grid only (not imported by the icons themselves, so it never ships).
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: tokens.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space.sm,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  color: vars.color.text.primary,
});

export const name = style({
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.xs,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
  textAlign: 'center',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space.lg,
  color: vars.color.text.primary,
});
