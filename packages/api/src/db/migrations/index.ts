import { Accounts1763800000400 } from './1763800000400-Accounts.ts';
import { Calendars1763800000500 } from './1763800000500-Calendars.ts';
import { Invites1763800000300 } from './1763800000300-Invites.ts';
import { Foundation1763800000000 } from './1763800000000-Foundation.ts';
import { Jobs1763800000600 } from './1763800000600-Jobs.ts';
import { ClockTimestamps1763800000700 } from './1763800000700-ClockTimestamps.ts';
import { PublicLinks1763800000800 } from './1763800000800-PublicLinks.ts';
import { Schedules1763800000900 } from './1763800000900-Schedules.ts';
import { EventTypes1763800001000 } from './1763800001000-EventTypes.ts';
import { Bookings1763800001100 } from './1763800001100-Bookings.ts';
import { BookingFlow1763800001200 } from './1763800001200-BookingFlow.ts';
import { Payments1763800001400 } from './1763800001400-Payments.ts';
import { MailAttachments1763800001300 } from './1763800001300-MailAttachments.ts';
import { CustomerSearch1763800001500 } from './1763800001500-CustomerSearch.ts';
import { SlotVersions1763800001600 } from './1763800001600-SlotVersions.ts';
import { AbuseGuards1763800001900 } from './1763800001900-AbuseGuards.ts';
import { EmailChangeUndo1763800001910 } from './1763800001910-EmailChangeUndo.ts';
import { Billing1763800002000 } from './1763800002000-Billing.ts';
import { BillingLifecycle1763800002100 } from './1763800002100-BillingLifecycle.ts';
import { Onboarding1763800002200 } from './1763800002200-Onboarding.ts';
import { Reminders1763800002300 } from './1763800002300-Reminders.ts';
import { RenewalKeys1763800002400 } from './1763800002400-RenewalKeys.ts';
import { NoEmptyPersonalTeams1763800002410 } from './1763800002410-NoEmptyPersonalTeams.ts';
import { CustomerCards1763800002560 } from './1763800002560-CustomerCards.ts';
import { TrialHonoured1763800002606 } from './1763800002606-TrialHonoured.ts';

/** Listed explicitly (no glob) so bundlers and tsx see every migration, in order. */
export const migrations = [Foundation1763800000000, Invites1763800000300, Accounts1763800000400, Calendars1763800000500, Jobs1763800000600, ClockTimestamps1763800000700, PublicLinks1763800000800, Schedules1763800000900, EventTypes1763800001000, Bookings1763800001100, BookingFlow1763800001200, MailAttachments1763800001300, Payments1763800001400, CustomerSearch1763800001500, SlotVersions1763800001600, AbuseGuards1763800001900, EmailChangeUndo1763800001910, Billing1763800002000, BillingLifecycle1763800002100, Onboarding1763800002200, Reminders1763800002300, RenewalKeys1763800002400, NoEmptyPersonalTeams1763800002410, CustomerCards1763800002560, TrialHonoured1763800002606];
