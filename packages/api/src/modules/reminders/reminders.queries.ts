import type { MessageReason, PhoneChannel } from '@waqt/contracts';
import { many, one } from '../../db/sql.ts';
import type { Db } from '../../db/tx.ts';

/**
 * The reminders module's SQL (docs/decisions.md, "One data-access style"): a reminder's delivery-log row
 * (`booking_messages`) as the `send-reminder` job moves it, and the short links of phone messages.
 * Scheduling and cancelling reminders is the bookings module's (reminder-schedule.ts).
 */

interface MessageRow {
  id: string;
  booking_id: string;
  team_id: string;
  sequence: number;
  channel: 'mail' | PhoneChannel;
  offset_minutes: number;
  status: string;
  attempts: number;
}

/** A reminder message, its row locked (FOR UPDATE) until the transaction ends. */
export const lockMessage = (tx: Db, messageId: string) =>
  one<MessageRow>(tx, `SELECT id, booking_id, team_id, sequence, channel, offset_minutes, status, attempts FROM booking_messages WHERE id = $1 FOR UPDATE`, [messageId]);

/** The booking a reminder is for, held FOR SHARE (a cancellation or a move waits for the decision). */
export const shareBookingOfMessage = (tx: Db, bookingId: string) =>
  one<{ status: string; sequence: number; customer_phone: string | null }>(tx, `SELECT status, sequence, customer_phone FROM bookings WHERE id = $1 FOR SHARE`, [bookingId]);

/** Ends a message without sending it, with why (only from a state that had not ended). */
export async function endMessage(
  db: Db,
  id: string,
  status: 'cancelled' | 'skipped' | 'held' | 'failed',
  reason: MessageReason,
  detail: string | null,
  now: Date,
): Promise<void> {
  await db.query(`UPDATE booking_messages SET status = $2, reason = $3, detail = $4, updated_at = $5 WHERE id = $1 AND status IN ('scheduled', 'queued')`, [
    id,
    status,
    reason,
    detail,
    now,
  ]);
}

/** A reminder mail is on the outbox: the message is `queued` to `recipient` (one attempt more). */
export async function markMailMessageQueued(tx: Db, id: string, recipient: string, now: Date): Promise<void> {
  await tx.query(`UPDATE booking_messages SET status = 'queued', attempts = attempts + 1, recipient = $2, updated_at = $3 WHERE id = $1`, [id, recipient, now]);
}

/** A phone message is about to be handed to its provider by job attempt `attempt`. */
export async function markPhoneMessageQueued(tx: Db, id: string, recipient: string, attempt: number, now: Date): Promise<void> {
  await tx.query(`UPDATE booking_messages SET status = 'queued', attempts = $4, recipient = $2, updated_at = $3 WHERE id = $1`, [id, recipient, now, attempt]);
}

/** The provider took a queued phone message. */
export async function markPhoneMessageSent(db: Db, id: string, providerMessageId: string, now: Date): Promise<void> {
  await db.query(`UPDATE booking_messages SET status = 'sent', provider_message_id = $2, sent_at = $3, detail = NULL, updated_at = $3 WHERE id = $1 AND status = 'queued'`, [
    id,
    providerMessageId,
    now,
  ]);
}

/** The last error of a queued message the queue will try again (kept for the log). */
export async function noteQueuedMessageError(db: Db, id: string, detail: string, now: Date): Promise<void> {
  await db.query(`UPDATE booking_messages SET detail = $2, updated_at = $3 WHERE id = $1 AND status = 'queued'`, [id, detail, now]);
}

// ——— Short links ———

/** Stores a short link; false when the code is taken (ON CONFLICT DO NOTHING). */
export async function insertShortLink(db: Db, code: string, target: string, now: Date, expiresAt: Date): Promise<boolean> {
  const rows = await many<{ code: string }>(
    db,
    `INSERT INTO short_links (code, target, created_at, expires_at) VALUES ($1, $2, $3, $4) ON CONFLICT (code) DO NOTHING RETURNING code`,
    [code, target, now, expiresAt],
  );
  return rows[0] !== undefined;
}

/** Where a short link points while it lasts. */
export const shortLinkTarget = (db: Db, code: string, now: Date) => one<{ target: string }>(db, `SELECT target FROM short_links WHERE code = $1 AND expires_at > $2`, [code, now]);

/** Deletes up to `batch` short links expired at `now`; how many went. */
export async function purgeExpiredShortLinkBatch(db: Db, now: Date, batch: number): Promise<number> {
  const row = await one<{ n: number }>(
    db,
    `WITH gone AS (DELETE FROM short_links WHERE code IN (SELECT code FROM short_links WHERE expires_at <= $1 LIMIT $2) RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    [now, batch],
  );
  return Number(row?.n ?? 0);
}
