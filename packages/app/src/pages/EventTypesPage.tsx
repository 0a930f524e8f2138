export { EventTypesPage as default } from './calendars.tsx';
