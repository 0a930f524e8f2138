export { AvailabilityEditorPage as default } from './calendars.tsx';
