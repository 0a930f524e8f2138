export { TeamSettingsPage as default } from './teams.tsx';
