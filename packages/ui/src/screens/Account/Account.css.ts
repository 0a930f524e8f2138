import { style } from '@vanilla-extract/css';
import { tokens } from '../../theme/contract.css.ts';

/** One of the account's forms: its fields and, last, its actions. */
export const form = style({ display: 'grid', gap: tokens.space.md });
