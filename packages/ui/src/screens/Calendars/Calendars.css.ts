import { style } from '@vanilla-extract/css';
import { tokens } from '../../theme/contract.css.ts';

/** A calendar's name, link and time zone (new calendar, settings). */
export const form = style({ display: 'grid', gap: tokens.space.md });
