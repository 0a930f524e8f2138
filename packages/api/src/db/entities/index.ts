import { Invite } from './Invite.ts';
import { MailMessage } from './MailMessage.ts';
import { Session } from './Session.ts';
import { Team } from './Team.ts';
import { TeamMember } from './TeamMember.ts';
import { User } from './User.ts';

export { Invite, MailMessage, Session, Team, TeamMember, User };
export const entities = [Invite, User, Session, Team, TeamMember, MailMessage];
