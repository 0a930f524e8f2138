import { style } from '@vanilla-extract/css';
import { tokens } from '../theme/contract.css.ts';

export const skeletonGrid = style({ display: 'grid', gap: tokens.space.md });
