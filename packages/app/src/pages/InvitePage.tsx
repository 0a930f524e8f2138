export { InvitePage as default } from './teams.tsx';
