export { AvailabilityListPage as default } from './calendars.tsx';
