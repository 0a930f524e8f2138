import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

export const page = style({ display: 'grid', gap: tokens.space.xl });
export const head = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.md, alignItems: 'end', justifyContent: 'space-between' });
export const title = style({ fontSize: tokens.fontSize.xxl, fontWeight: tokens.fontWeight.bold });
export const lead = style({ color: vars.color.text.secondary });
export const grid = style({
  display: 'grid',
  gap: tokens.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm, alignItems: 'center', color: vars.color.text.muted, fontSize: tokens.fontSize.sm });
export const slug = style({ fontFamily: tokens.font.mono, direction: 'ltr', unicodeBidi: 'isolate' });
export const skeleton = style({ blockSize: '8rem', borderRadius: tokens.radius.lg, backgroundColor: vars.color.neutral.soft });
