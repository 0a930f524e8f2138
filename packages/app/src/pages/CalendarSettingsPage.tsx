export { CalendarSettingsPage as default } from './calendars.tsx';
