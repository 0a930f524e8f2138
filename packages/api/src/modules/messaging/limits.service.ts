import { PHONE_DAILY_LIMIT_DEFAULT, type PhoneChannel, type SaveMessagingLimitsInput } from '@waqt/contracts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/tx.ts';
import { AppError } from '../../errors.ts';
import type { Team } from '../teams/teams.queries.ts';
import { limitsRow, upsertLimits } from './messaging.queries.ts';

/**
 * A team's limits on phone messages (team settings → Reminder messages; docs/decisions.md "Phone
 * messages and toll fraud"): the countries its SMS and WhatsApp reminders may go to and each channel's
 * daily limit. Until the owner saves them: the team's own country and PHONE_DAILY_LIMIT_DEFAULT. The
 * reminders' sender applies them (phone-limits.ts, here); this module only keeps them.
 */
export interface MessagingLimits {
  allowedCountries: string[];
  dailyLimits: Record<PhoneChannel, number>;
}

/** The limits in force for a team (the defaults when its owners never saved any). */
export async function messagingLimitsOf(db: Db, teamId: string): Promise<MessagingLimits> {
  const row = await limitsRow(db, teamId);
  if (!row) throw new AppError('NOT_FOUND');
  return {
    allowedCountries: row.allowed_countries ?? [row.country.trim().toUpperCase()],
    dailyLimits: { sms: row.sms_daily_cap ?? PHONE_DAILY_LIMIT_DEFAULT, whatsapp: row.whatsapp_daily_cap ?? PHONE_DAILY_LIMIT_DEFAULT },
  };
}

/**
 * Saves the owner's choice (personal teams send no phone messages: MESSAGING_NOT_AVAILABLE). A new
 * limit applies from the next message: messages already held today stay held.
 */
export async function saveMessagingLimits(db: Db, clock: Clock, team: Team, input: Pick<SaveMessagingLimitsInput, 'allowedCountries' | 'dailyLimits'>): Promise<void> {
  if (team.isPersonal) throw new AppError('MESSAGING_NOT_AVAILABLE');
  await upsertLimits(db, team.id, { allowedCountries: input.allowedCountries, sms: input.dailyLimits.sms, whatsapp: input.dailyLimits.whatsapp }, clock.now());
}
