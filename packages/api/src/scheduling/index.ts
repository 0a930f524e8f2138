export type * from './types.ts';
export { computeSlots, firstAtOrAfter, groupByLocalDate, slotInstants } from './slots.ts';
