export { CalendarNewPage as default } from './teams.tsx';
