export { CalendarLayout as default } from './calendars.tsx';
