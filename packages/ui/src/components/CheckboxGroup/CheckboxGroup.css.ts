import { style } from '@vanilla-extract/css';
import { tokens } from '../../theme/contract.css.ts';

export const group = style({ display: 'grid', gap: tokens.space.xs });
export const options = style({ display: 'grid', gap: tokens.space.sm });
