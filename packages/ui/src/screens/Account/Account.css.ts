import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';
import { alert, notice } from '../../styles/feedback.css.ts';

export { alert, notice };

export const page = style({ display: 'grid', gap: tokens.space.xl, maxInlineSize: '48rem' });
export const header = style({ display: 'grid', gap: tokens.space.xs });
export const title = style({ fontSize: tokens.fontSize.xxl, fontWeight: tokens.fontWeight.bold, lineHeight: tokens.lineHeight.tight });
export const lead = style({ color: vars.color.text.secondary });
export const grid = style({ display: 'grid', gap: tokens.space.lg });
export const form = style({ display: 'grid', gap: tokens.space.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm, justifyContent: 'flex-end' });
export const muted = style({ color: vars.color.text.muted, fontSize: tokens.fontSize.sm, marginBlockStart: tokens.space.xs });
