export { CalendarHomePage as default } from './calendars.tsx';
