export type * from './types.ts';
export { computeSlots, groupByLocalDate, slotInstants } from './slots.ts';
