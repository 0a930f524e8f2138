export { MembersPage as default } from './teams.tsx';
