// Hooks shared by the screens.
export { useDebounce } from './useDebounce.ts';
export { useLocale } from './useLocale.ts';
export { useSecondsUntil } from './useSecondsUntil.ts';
export { usePlanGate, type PlanGate } from './usePlanGate.ts';
export { calendarNeeds, featureNeeds } from './planGate.ts';
