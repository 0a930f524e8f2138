import { style } from '@vanilla-extract/css';
import { tokens } from '../theme/contract.css.ts';

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space.md,
  fontVariantNumeric: 'tabular-nums',
});
export const pageStatus = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.space.md, rowGap: tokens.space.xxs });
export const nowrap = style({ whiteSpace: 'nowrap' });
