export { TeamHomePage as default } from './teams.tsx';
