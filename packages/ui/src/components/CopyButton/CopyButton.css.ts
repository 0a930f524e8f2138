import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

export const copyRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.space.sm, rowGap: tokens.space.xxs });
export const copied = style({ color: vars.color.text.positive, fontSize: tokens.fontSize.xs, fontWeight: tokens.fontWeight.medium });
