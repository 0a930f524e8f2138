import { PHONE_DAILY_LIMIT_DEFAULT, type PhoneChannel, type SaveMessagingLimitsInput } from '@waqt/contracts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/tx.ts';
import { AppError } from '../../errors.ts';
import type { Team } from '../teams/teams.queries.ts';

/**
 * A team's limits on phone messages (team settings → Reminder messages; docs/decisions.md "Phone
 * messages and toll fraud"): the countries its SMS and WhatsApp reminders may go to and each channel's
 * daily limit. Until the owner saves them: the team's own country and PHONE_DAILY_LIMIT_DEFAULT. The
 * reminders' sender applies them (reminders/phone-limits.ts); this module only keeps them.
 */
export interface MessagingLimits {
  allowedCountries: string[];
  dailyLimits: Record<PhoneChannel, number>;
}

interface LimitsRow {
  country: string;
  allowed_countries: string[] | null;
  sms_daily_cap: number | null;
  whatsapp_daily_cap: number | null;
}

/** The limits in force for a team (the defaults when its owners never saved any). */
export async function messagingLimitsOf(db: Db, teamId: string): Promise<MessagingLimits> {
  const [row] = await db.query<LimitsRow[]>(
    `SELECT t.country, l.allowed_countries, l.sms_daily_cap, l.whatsapp_daily_cap
       FROM teams t LEFT JOIN messaging_limits l ON l.team_id = t.id WHERE t.id = $1`,
    [teamId],
  );
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
  await db.query(
    `INSERT INTO messaging_limits (team_id, allowed_countries, sms_daily_cap, whatsapp_daily_cap, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (team_id) DO UPDATE SET allowed_countries = EXCLUDED.allowed_countries, sms_daily_cap = EXCLUDED.sms_daily_cap,
       whatsapp_daily_cap = EXCLUDED.whatsapp_daily_cap, updated_at = EXCLUDED.updated_at`,
    [team.id, input.allowedCountries, input.dailyLimits.sms, input.dailyLimits.whatsapp, clock.now()],
  );
}
