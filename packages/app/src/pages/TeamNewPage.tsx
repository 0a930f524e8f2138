export { TeamNewPage as default } from './teams.tsx';
