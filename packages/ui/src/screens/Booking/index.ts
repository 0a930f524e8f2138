export { PublicSlugPage, PublicCalendarPage, PublicTeamPage, type PublicSlugPageProps, type PublicCalendarPageProps, type PublicTeamPageProps } from './PublicPages.tsx';
export { PublicSlugPageContainer, type PublicSlugPageContainerProps } from './PublicSlugPage.container.tsx';
export { BookingFlow, type BookingFlowProps, type BookingStep, type BookRequest, type CodeOutcome, type BookingOutcome } from './BookingFlow.tsx';
export { BookingFlowContainer, type BookingFlowContainerProps } from './BookingFlow.container.tsx';
export { BookingConfirmed, type BookingConfirmedProps } from './BookingConfirmed.tsx';
export { BookingConfirmedContainer, type BookingConfirmedContainerProps, type RescheduleTarget } from './BookingConfirmed.container.tsx';
export { detectTimeZone } from '../../format/index.ts';
export { parseFlowLocation, flowSearch, type FlowLocation } from './flowLocation.ts';
