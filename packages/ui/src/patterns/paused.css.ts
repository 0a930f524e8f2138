import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../theme/contract.css.ts';

export const note = style({ color: vars.color.text.secondary, fontSize: tokens.fontSize.sm });
