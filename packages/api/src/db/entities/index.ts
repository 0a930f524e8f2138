import { MailMessage } from './MailMessage.ts';
import { Session } from './Session.ts';
import { Team } from './Team.ts';
import { TeamMember } from './TeamMember.ts';
import { User } from './User.ts';

export { MailMessage, Session, Team, TeamMember, User };
export const entities = [User, Session, Team, TeamMember, MailMessage];
