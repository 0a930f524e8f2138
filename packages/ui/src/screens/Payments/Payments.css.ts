import { style } from '@vanilla-extract/css';
import { tokens } from '../../theme/contract.css.ts';

export { list, item, dl, dt, dd, webhook } from '../../patterns/settingsList.css.ts';

export const form = style({ display: 'grid', gap: tokens.space.md });
