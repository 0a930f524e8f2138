import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

export const page = style({ display: 'grid', gap: tokens.space.xl, maxInlineSize: '40rem' });
export const title = style({ fontSize: tokens.fontSize.xxl, fontWeight: tokens.fontWeight.bold, lineHeight: tokens.lineHeight.tight });
export const lead = style({ color: vars.color.text.secondary, marginBlockStart: tokens.space.xs });
export const form = style({ display: 'grid', gap: tokens.space.md });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: tokens.space.sm });
export const link = style({ color: 'inherit', fontWeight: tokens.fontWeight.semibold });
export const muted = style({ color: vars.color.text.secondary, fontSize: tokens.fontSize.sm });
