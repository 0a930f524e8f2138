import type { Locale, PhoneChannel } from '@waqt/contracts';
import { affected, many, one } from '../../db/sql.ts';
import type { Db } from '../../db/tx.ts';

/**
 * The messaging module's tables — a team's phone channels, its limits on phone messages, the numbers
 * that opted out — and the delivery log's status updates from the providers' webhooks: every statement, typed.
 */

// ——— Channels ———

export interface ChannelRow {
  id: string;
  team_id: string;
  channel: PhoneChannel;
  provider: 'unifonic' | 'whatsapp_cloud';
  enabled: boolean;
  sender_name: string;
  phone_number_id: string | null;
  templates: Record<Locale, { name: string; language: string }> | null;
  secrets_enc: string;
  webhook_token: string;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, team_id, channel, provider, enabled, sender_name, phone_number_id, templates, secrets_enc, webhook_token, created_at, updated_at';

export const channelRows = (db: Db, teamId: string) => many<ChannelRow>(db, `SELECT ${COLUMNS} FROM messaging_channels WHERE team_id = $1 ORDER BY channel`, [teamId]);

/** Every team's channels (the phone sandbox's hooks at start). */
export const allChannelRows = (db: Db) => many<ChannelRow>(db, `SELECT ${COLUMNS} FROM messaging_channels`);

export const channelRow = (db: Db, teamId: string, channel: PhoneChannel) =>
  one<ChannelRow>(db, `SELECT ${COLUMNS} FROM messaging_channels WHERE team_id = $1 AND channel = $2`, [teamId, channel]);

export const channelByWebhookToken = (db: Db, channel: PhoneChannel, token: string) =>
  one<ChannelRow>(db, `SELECT ${COLUMNS} FROM messaging_channels WHERE channel = $1 AND webhook_token = $2`, [channel, token]);

export async function whatsappChannelsByPhoneNumberIds(db: Db, ids: string[]): Promise<ChannelRow[]> {
  if (!ids.length) return [];
  return many<ChannelRow>(db, `SELECT ${COLUMNS} FROM messaging_channels WHERE channel = 'whatsapp' AND phone_number_id = ANY($1)`, [ids]);
}

/** A channel's row as written (`templates` as JSON, `secrets_enc` sealed to `id`). */
export interface ChannelValues {
  id: string;
  teamId: string;
  channel: PhoneChannel;
  provider: ChannelRow['provider'];
  enabled: boolean;
  senderName: string;
  phoneNumberId: string | null;
  templatesJson: string | null;
  secretsEnc: string;
  webhookToken: string;
  now: Date;
}

/** Adds the team's channel or, when it has one, updates it (keeping that row's id, token and — when raced — secrets). */
export async function upsertChannel(db: Db, v: ChannelValues): Promise<ChannelRow> {
  const row = await one<ChannelRow>(
    db,
    `INSERT INTO messaging_channels (id, team_id, channel, provider, enabled, sender_name, phone_number_id, templates, secrets_enc, webhook_token, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
     ON CONFLICT ON CONSTRAINT messaging_channels_team_channel_key DO UPDATE SET enabled = EXCLUDED.enabled, sender_name = EXCLUDED.sender_name,
       phone_number_id = EXCLUDED.phone_number_id, templates = EXCLUDED.templates, updated_at = EXCLUDED.updated_at,
       -- Sealed to the row that exists (a save racing the first one keeps that row's id).
       secrets_enc = CASE WHEN messaging_channels.id = EXCLUDED.id THEN EXCLUDED.secrets_enc ELSE messaging_channels.secrets_enc END
     RETURNING ${COLUMNS}`,
    [v.id, v.teamId, v.channel, v.provider, v.enabled, v.senderName, v.phoneNumberId, v.templatesJson, v.secretsEnc, v.webhookToken, v.now],
  );
  return row!;
}

/** Deletes the team's channel: its row, or undefined when it had none. */
export const deleteChannel = (db: Db, teamId: string, channel: PhoneChannel) =>
  one<ChannelRow>(db, `DELETE FROM messaging_channels WHERE team_id = $1 AND channel = $2 RETURNING ${COLUMNS}`, [teamId, channel]);

// ——— Limits ———

/** The team's country and its saved limits (nulls: never saved); undefined for no such team. */
export const limitsRow = (db: Db, teamId: string) =>
  one<{ country: string; allowed_countries: string[] | null; sms_daily_cap: number | null; whatsapp_daily_cap: number | null }>(
    db,
    `SELECT t.country, l.allowed_countries, l.sms_daily_cap, l.whatsapp_daily_cap
       FROM teams t LEFT JOIN messaging_limits l ON l.team_id = t.id WHERE t.id = $1`,
    [teamId],
  );

export async function upsertLimits(db: Db, teamId: string, v: { allowedCountries: string[]; sms: number; whatsapp: number }, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO messaging_limits (team_id, allowed_countries, sms_daily_cap, whatsapp_daily_cap, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (team_id) DO UPDATE SET allowed_countries = EXCLUDED.allowed_countries, sms_daily_cap = EXCLUDED.sms_daily_cap,
       whatsapp_daily_cap = EXCLUDED.whatsapp_daily_cap, updated_at = EXCLUDED.updated_at`,
    [teamId, v.allowedCountries, v.sms, v.whatsapp, now],
  );
}

// ——— Opt-outs ———

export async function optOutExists(db: Db, teamId: string, phone: string): Promise<boolean> {
  return (await many<unknown>(db, `SELECT 1 FROM message_opt_outs WHERE team_id = $1 AND phone = $2`, [teamId, phone])).length > 0;
}

/** Records an opt-out (again is a no-op: the first one's source and time stay). */
export async function insertOptOut(db: Db, teamId: string, phone: string, source: 'link' | 'reply', now: Date): Promise<void> {
  await db.query(`INSERT INTO message_opt_outs (team_id, phone, source, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (team_id, phone) DO NOTHING`, [teamId, phone, source, now]);
}

/** The message an opt-out link names: its team and the numbers it went (or would go) to. */
export const messageForOptOut = (db: Db, messageId: string) =>
  one<{ team_id: string; team: string; recipient: string | null; customer_phone: string | null }>(
    db,
    `SELECT m.team_id, t.name AS team, m.recipient, b.customer_phone
     FROM booking_messages m JOIN teams t ON t.id = m.team_id JOIN bookings b ON b.id = m.booking_id
     WHERE m.id = $1`,
    [messageId],
  );

// ——— Delivery statuses (the providers' webhooks) ———

/** Which message of the delivery log: the team's, on a channel, by the provider's id. */
export interface DeliveryKey {
  teamId: string;
  channel: PhoneChannel;
  providerMessageId: string;
}

const DELIVERY_WHERE = `team_id = $1 AND channel = $2 AND provider_message_id = $3`;
const deliveryKeys = (k: DeliveryKey) => [k.teamId, k.channel, k.providerMessageId];

/** queued → sent; how many rows moved. */
export const markMessageSent = (db: Db, k: DeliveryKey, at: Date, now: Date) =>
  affected(db, `UPDATE booking_messages SET status = 'sent', sent_at = COALESCE(sent_at, $4), updated_at = $5 WHERE ${DELIVERY_WHERE} AND status = 'queued'`, [...deliveryKeys(k), at, now]);

/** queued | sent → delivered; how many rows moved. */
export const markMessageDelivered = (db: Db, k: DeliveryKey, at: Date, now: Date) =>
  affected(
    db,
    `UPDATE booking_messages SET status = 'delivered', delivered_at = $4, sent_at = COALESCE(sent_at, $4), updated_at = $5 WHERE ${DELIVERY_WHERE} AND status IN ('queued', 'sent')`,
    [...deliveryKeys(k), at, now],
  );

/** queued | sent → failed (undeliverable, the provider's words); how many rows moved. */
export const markMessageUndeliverable = (db: Db, k: DeliveryKey, detail: string, now: Date) =>
  affected(
    db,
    `UPDATE booking_messages SET status = 'failed', reason = 'undeliverable', detail = $4, updated_at = $5 WHERE ${DELIVERY_WHERE} AND status IN ('queued', 'sent')`,
    [...deliveryKeys(k), detail, now],
  );

// ——— Daily phone message counts (phone-limits.ts) ———

/** Whether the booker proved the booking's email, or money was received for it. */
export const bookerProvenRow = (db: Db, bookingId: string) =>
  one<{ proven: boolean }>(
    db,
    `SELECT b.booker_verified_at IS NOT NULL
            OR EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = b.id AND p.status IN ('paid', 'partially_refunded')) AS proven
       FROM bookings b WHERE b.id = $1`,
    [bookingId],
  );

/** One more message to this number on `day`, unless it reached `cap`: a row when it was counted. */
export const countNumberMessage = (db: Db, teamId: string, channel: PhoneChannel, phone: string, day: string, cap: number) =>
  many(
    db,
    `INSERT INTO phone_number_counts AS n (team_id, channel, phone, day, sent, cap) VALUES ($1, $2, $3, $4, 1, $5)
     ON CONFLICT (team_id, channel, phone, day) DO UPDATE SET sent = n.sent + 1, cap = EXCLUDED.cap WHERE n.sent < EXCLUDED.cap
     RETURNING 1`,
    [teamId, channel, phone, day, cap],
  );

export const uncountNumberMessage = (db: Db, teamId: string, channel: PhoneChannel, phone: string, day: string) =>
  affected(db, `UPDATE phone_number_counts SET sent = sent - 1 WHERE team_id = $1 AND channel = $2 AND phone = $3 AND day = $4`, [teamId, channel, phone, day]);

/** One more message of the team on `day`, unless it reached `cap`: a row when it was counted, `first` when it was the day's first. */
export const countTeamMessage = (db: Db, teamId: string, channel: PhoneChannel, day: string, cap: number) =>
  // `xmax = 0`: the row was inserted by this statement, not updated.
  one<{ first: boolean }>(
    db,
    `INSERT INTO phone_message_counts AS c (team_id, channel, day, sent, cap) VALUES ($1, $2, $3, 1, $4)
     ON CONFLICT (team_id, channel, day) DO UPDATE SET sent = c.sent + 1, cap = EXCLUDED.cap WHERE c.sent < EXCLUDED.cap
     RETURNING (xmax = 0) AS first`,
    [teamId, channel, day, cap],
  );

export const deleteNumberCountsBefore = (db: Db, teamId: string, day: string) =>
  affected(db, `DELETE FROM phone_number_counts WHERE team_id = $1 AND day < $2::date - 1`, [teamId, day]);

export const deleteTeamCountsBefore = (db: Db, teamId: string, day: string) =>
  affected(db, `DELETE FROM phone_message_counts WHERE team_id = $1 AND day < $2::date - 1`, [teamId, day]);

/** Marks the day's limit mail of a channel as sent: 0 when it already was. */
export const markDailyLimitMailed = (db: Db, teamId: string, channel: PhoneChannel, day: string, now: Date) =>
  affected(
    db,
    `UPDATE phone_message_counts SET limit_mailed_at = $4 WHERE team_id = $1 AND channel = $2 AND day = $3 AND limit_mailed_at IS NULL`,
    [teamId, channel, day, now],
  );

/** The team's owners, as the daily limit mail addresses them. */
export const dailyLimitOwners = (db: Db, teamId: string) =>
  many<{ id: string; email: string; locale: Locale; full_name: string; timezone: string; team: string }>(
    db,
    `SELECT u.id, u.email, u.locale, u.full_name, u.timezone, t.name AS team
       FROM team_members tm JOIN users u ON u.id = tm.user_id JOIN teams t ON t.id = tm.team_id
      WHERE tm.team_id = $1 AND tm.role = 'owner' AND tm.deleted_at IS NULL`,
    [teamId],
  );

export const phoneMessageCounts = (db: Db, teamId: string, day: string) =>
  many<{ channel: PhoneChannel; sent: number }>(db, `SELECT channel, sent FROM phone_message_counts WHERE team_id = $1 AND day = $2`, [teamId, day]);
