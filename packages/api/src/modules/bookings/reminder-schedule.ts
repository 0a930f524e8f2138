import { isPhoneChannel, reminderRulesSchema, type MessageReason, type ReminderRule } from '@waqt/contracts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/tx.ts';
import { z } from 'zod';
import { enqueue } from '../../jobs/queue.ts';
import { idField } from '../../jobs/define.ts';
import { deleteQueuedJobs } from '../../jobs/jobs.queries.ts';
import { bookingReminderVersion, insertBookingMessage, retireScheduledMessages } from './bookings.queries.ts';

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
  const b = await bookingReminderVersion(tx, bookingId);
  if (!b) return;
  const now = clock.now();
  const confirmed = b.status === 'confirmed';
  const retired = await retireScheduledMessages(tx, b.id, b.sequence, ENDED_REASON[b.status] ?? 'booking_moved', now, confirmed);
  if (retired.length) await deleteQueuedJobs(tx, retired.map((r) => reminderJobKey(r.id)));
  if (!confirmed) return;
  const start = new Date(b.starts_at).getTime();
  for (const rule of rulesOf(b.reminders)) {
    const dueAt = new Date(start - rule.offsetMinutes * MINUTE);
    for (const channel of rule.channels) {
      const phone = isPhoneChannel(channel);
      const skip: MessageReason | null =
        dueAt.getTime() <= now.getTime() ? 'booked_too_late' : phone && !b.customer_phone ? 'no_phone' : phone && !b.messaging_consent ? 'no_consent' : null;
      const row = await insertBookingMessage(tx, {
        bookingId: b.id,
        teamId: b.team_id,
        sequence: b.sequence,
        channel,
        offsetMinutes: rule.offsetMinutes,
        dueAt,
        status: skip ? 'skipped' : 'scheduled',
        reason: skip,
        recipient: phone ? b.customer_phone : b.customer_email,
        now,
      });
      if (row && !skip) {
        await enqueue(tx, clock, { job: SEND_REMINDER, payload: { messageId: row.id }, runAt: dueAt, uniqueKey: reminderJobKey(row.id), maxAttempts: REMINDER_MAX_ATTEMPTS });
      }
    }
  }
}
