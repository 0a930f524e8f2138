import { isPhoneChannel, reminderRulesSchema, type MessageReason, type ReminderRule } from '@waqt/contracts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/tx.ts';
import { z } from 'zod';
import { enqueue } from '../../jobs/queue.ts';
import { idField } from '../../jobs/define.ts';
import { affected, many, one } from '../../db/sql.ts';

const MINUTE = 60_000;

/**
 * The `send-reminder` job's kind and payload: what is queued here for each scheduled message. Its handler
 * (reminders/send.ts `sendReminderJob`) is defined with these, so the reminders module depends on
 * bookings and never the other way round.
 */
export const SEND_REMINDER = { kind: 'send-reminder', payload: z.object({ messageId: idField }) } as const;

/** A job of the queue for one reminder message: its unique key (one job per message, whatever races). */
export const reminderJobKey = (messageId: string) => `reminder:${messageId}`;
/** A phone send that failed for a reason that may pass (5xx, timeouts): tried this often in all. */
const REMINDER_MAX_ATTEMPTS = 6;

interface VersionRow {
  id: string;
  status: string;
  sequence: number;
  starts_at: Date;
  team_id: string;
  customer_phone: string | null;
  customer_email: string | null;
  messaging_consent: boolean;
  reminders: unknown;
}

/** The rules as stored; a row that does not parse (written by hand) reminds by nothing rather than failing the booking. */
export function rulesOf(stored: unknown): ReminderRule[] {
  const parsed = reminderRulesSchema.safeParse(stored);
  return parsed.success ? parsed.data : [];
}

const ENDED_REASON: Record<string, MessageReason> = { cancelled: 'booking_cancelled', expired: 'booking_expired' };

/**
 * Brings a booking's reminders in line with the booking as it is now — called in the transaction of
 * every lifecycle change (lifecycle.ts) and of a booking inserted confirmed:
 * - a booking that is not confirmed (pending, cancelled, expired) has no scheduled reminders: they are
 *   cancelled with the reason, and their queued jobs deleted;
 * - a confirmed booking has one row per rule × channel for its current version (`sequence`): rows of an
 *   older version still scheduled are cancelled as `booking_moved` (a reschedule), the missing ones
 *   added — scheduled with a job at their due time, or skipped at once with the reason when they can
 *   never be sent (due already: booked inside the offset; a phone channel without a phone or consent).
 * Idempotent: calling it twice changes nothing the second time (the unique key of a version's row and
 * the job's unique key hold even against a concurrent call).
 */
export async function syncReminders(tx: Db, clock: Clock, bookingId: string): Promise<void> {
  const b = await one<VersionRow>(tx,
    `SELECT b.id, b.status, b.sequence, b.starts_at, c.team_id, b.customer_phone, b.customer_email, b.messaging_consent, e.reminders
       FROM bookings b JOIN calendars c ON c.id = b.calendar_id JOIN event_types e ON e.id = b.event_type_id
      WHERE b.id = $1`,
    [bookingId],
  );
  if (!b) return;
  const now = clock.now();
  const confirmed = b.status === 'confirmed';
  const retired = await many<{ id: string }>(
    tx,
    `UPDATE booking_messages SET status = 'cancelled', reason = $3, updated_at = $4
      WHERE booking_id = $1 AND status = 'scheduled' AND (sequence <> $2 OR NOT $5) RETURNING id`,
    [b.id, b.sequence, ENDED_REASON[b.status] ?? 'booking_moved', now, confirmed],
  );
  if (retired.length) {
    await affected(tx, `DELETE FROM jobs WHERE unique_key = ANY($1::text[]) AND state = 'queued'`, [retired.map((r) => reminderJobKey(r.id))]);
  }
  if (!confirmed) return;
  const start = new Date(b.starts_at).getTime();
  for (const rule of rulesOf(b.reminders)) {
    const dueAt = new Date(start - rule.offsetMinutes * MINUTE);
    for (const channel of rule.channels) {
      const phone = isPhoneChannel(channel);
      const skip: MessageReason | null =
        dueAt.getTime() <= now.getTime() ? 'booked_too_late' : phone && !b.customer_phone ? 'no_phone' : phone && !b.messaging_consent ? 'no_consent' : null;
      const row = await one<{ id: string }>(tx,
        `INSERT INTO booking_messages (booking_id, team_id, sequence, channel, offset_minutes, due_at, status, reason, recipient, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
         ON CONFLICT (booking_id, sequence, offset_minutes, channel) DO NOTHING RETURNING id`,
        [b.id, b.team_id, b.sequence, channel, rule.offsetMinutes, dueAt, skip ? 'skipped' : 'scheduled', skip, phone ? b.customer_phone : b.customer_email, now],
      );
      if (row && !skip) {
        await enqueue(tx, clock, { job: SEND_REMINDER, payload: { messageId: row.id }, runAt: dueAt, uniqueKey: reminderJobKey(row.id), maxAttempts: REMINDER_MAX_ATTEMPTS });
      }
    }
  }
}
