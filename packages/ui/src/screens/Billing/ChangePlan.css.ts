import { style } from '@vanilla-extract/css';

/** A count (extra calendars) needs no more than a stepper's width beside the wide plan grid. */
export const countField = style({ maxInlineSize: '20rem' });
