import { style } from '@vanilla-extract/css';
import * as s from '../Field/Field.css.ts';

/** The number sits between the − and + buttons, so it is centred rather than start-aligned. */
export const input = style([s.groupInput, { textAlign: 'center', fontVariantNumeric: 'tabular-nums' }]);
