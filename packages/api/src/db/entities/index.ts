import { Booking } from './Booking.ts';
import { Calendar } from './Calendar.ts';
import { CalendarMember } from './CalendarMember.ts';
import { Customer } from './Customer.ts';
import { EventType } from './EventType.ts';
import { Invite } from './Invite.ts';
import { MailMessage } from './MailMessage.ts';
import { OAuthState } from './OAuthState.ts';
import { OneTimeCode } from './OneTimeCode.ts';
import { PasswordResetToken } from './PasswordResetToken.ts';
import { Schedule } from './Schedule.ts';
import { Session } from './Session.ts';
import { Team } from './Team.ts';
import { TeamMember } from './TeamMember.ts';
import { User } from './User.ts';

export { Booking, Calendar, CalendarMember, Customer, EventType, Invite, MailMessage, OAuthState, OneTimeCode, PasswordResetToken, Schedule, Session, Team, TeamMember, User };
export type { CodePurpose } from './OneTimeCode.ts';
export const entities = [Invite, User, Session, Team, TeamMember, MailMessage, OneTimeCode, PasswordResetToken, OAuthState, Calendar, CalendarMember, Schedule, EventType, Booking, Customer];
