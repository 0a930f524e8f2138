// The booking flow's steps after the time (details, code, review): a chunk of their own, fetched while
// the visitor picks a day and a time (lazySteps.tsx, BookingFlowSteps.tsx), so the page is usable before they arrive.
export { BookerDetails } from './BookerDetails.tsx';
export { CodeStep } from './CodeStep.tsx';
export { BookingReview } from './BookingReview.tsx';
