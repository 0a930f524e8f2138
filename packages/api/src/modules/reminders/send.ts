import { routes, type MessageReason } from '@waqt/contracts';
import type { AppDeps } from '../../trpc/context.ts';
import type { Db } from '../../db/tx.ts';
import { withTx } from '../../db/tx.ts';
import { defineJob, type JobInfo } from '../../jobs/define.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { bookingReminderMail, reminderSmsText, reminderWhatsAppTemplate } from '../../mail/reminder-templates.ts';
import { ProviderError, type PhoneChannelCredentials, type PhoneMessage } from '../../messaging/types.ts';
import { channelCredentials } from '../messaging/channels.service.ts';
import { isOptedOut, optOutToken } from '../messaging/opt-outs.ts';
import { bookingMailContext } from '../bookings/booking-mails.ts';
import { attendToken, linksEndAt } from '../bookings/booking-tokens.ts';
import { SEND_REMINDER } from '../bookings/reminder-schedule.ts';
import { admitPhoneMessage } from '../messaging/phone-limits.ts';
import { shortLink } from './short-links.ts';
import { endMessage, lockMessage, markMailMessageQueued, markPhoneMessageQueued, markPhoneMessageSent, noteQueuedMessageError, shareBookingOfMessage } from './reminders.queries.ts';

/** Marks a message as ended without being sent, with why (only from a state that had not ended). */
function end(db: Db, id: string, status: 'cancelled' | 'skipped' | 'held' | 'failed', reason: MessageReason, now: Date, detail: string | null = null): Promise<void> {
  return endMessage(db, id, status, reason, detail?.slice(0, 500) ?? null, now);
}

type Plan = { credentials: PhoneChannelCredentials; message: PhoneMessage } | null;

/**
 * Decides, in one transaction holding the message's row (FOR UPDATE) and the booking's (FOR SHARE, so a
 * cancellation or a reschedule waits for the decision and then sees it), what this run does:
 * - the message already went (or ended): nothing — a second worker or a retried job sends nothing twice;
 * - the booking is no longer confirmed, or was moved since: the message is cancelled with the reason —
 *   even when its job had been claimed before the change;
 * - mail: the reminder is queued on the mail outbox in this same transaction (so exactly one mail) and
 *   the message is `queued` until the mail job hands it to the mail server (then `sent`);
 * - a phone channel: skipped when the number opted out or the team's channel is off; held when a limit
 *   against toll fraud says no (phone-limits.ts: country, unproven booker, the number's and the team's
 *   day); else `queued`, and the provider is called after the transaction (a network call holds no lock).
 */
async function prepare(deps: AppDeps, messageId: string, attempt: number): Promise<Plan> {
  return withTx(deps.db, async (tx) => {
    const now = deps.clock.now();
    const m = await lockMessage(tx, messageId);
    if (!m) return null;
    // A phone message stays `queued` between tries of its provider call (`attempts` = the job attempt that
    // last called it): only a later attempt calls again — a second handler of the same attempt (a worker
    // whose lease ran out while the first still runs) sends nothing. A mail is `queued` once on the outbox.
    const retry = m.status === 'queued' && m.channel !== 'mail' && m.attempts < attempt;
    if (m.status !== 'scheduled' && !retry) return null;
    const b = await shareBookingOfMessage(tx, m.booking_id);
    if (!b || b.status !== 'confirmed') {
      await end(tx, m.id, 'cancelled', b?.status === 'expired' ? 'booking_expired' : 'booking_cancelled', now);
      return null;
    }
    if (b.sequence !== m.sequence) {
      await end(tx, m.id, 'cancelled', 'booking_moved', now);
      return null;
    }
    const ctx = await bookingMailContext(deps, tx, m.booking_id);
    if (!ctx) {
      await end(tx, m.id, 'skipped', 'no_phone', now);
      return null;
    }
    const { booking, booker, bookerUrls, changeUntil } = ctx;
    const origin = deps.config.appOrigin;
    if (m.channel === 'mail') {
      const mail = bookingReminderMail({
        booking,
        to: booker,
        now,
        offsetMinutes: m.offset_minutes,
        urls: { attend: `${origin}${routes.attend(booker.locale, booking.id, attendToken(deps.config.authSecret, booking.id, booking.sequence))}`, ...bookerUrls },
        canChange: now.getTime() < changeUntil.getTime(),
        changeUntil,
      });
      await enqueueMail(tx, deps.clock, { ...mail, trackMessageId: m.id });
      await markMailMessageQueued(tx, m.id, booker.email, now);
      return null;
    }
    const phone = b.customer_phone;
    if (!phone) {
      await end(tx, m.id, 'skipped', 'no_phone', now);
      return null;
    }
    if (await isOptedOut(tx, m.team_id, phone)) {
      await end(tx, m.id, 'skipped', 'opted_out', now);
      return null;
    }
    const credentials = await channelCredentials(deps, tx, m.team_id, m.channel);
    if (!credentials) {
      await end(tx, m.id, 'skipped', 'channel_off', now);
      return null;
    }
    // The limits against toll fraud, once per message (a retry was let through and counted already).
    if (!retry) {
      const verdict = await admitPhoneMessage(deps, tx, { teamId: m.team_id, bookingId: m.booking_id, channel: m.channel, phone });
      if (!verdict.ok) {
        await end(tx, m.id, 'held', verdict.reason, now);
        return null;
      }
    }
    // Short links (short-links.ts): an SMS of one or two parts instead of three to five; they last as long as the booking's links act.
    const keep = linksEndAt(booking.end, deps.config.bookingLinkDays);
    const urls = {
      manage: await shortLink(tx, deps.clock, origin, bookerUrls.manage, keep),
      optOut: await shortLink(tx, deps.clock, origin, `${origin}${routes.optOut(booker.locale, m.id, optOutToken(deps.config.authSecret, m.id))}`, keep),
    };
    const whatsapp = reminderWhatsAppTemplate({ booking, to: booker, urls });
    const message: PhoneMessage = {
      to: phone,
      locale: booker.locale,
      text: m.channel === 'sms' ? reminderSmsText({ booking, to: booker, urls }) : whatsapp.text,
      templateParams: whatsapp.params,
      correlationId: m.id,
    };
    await markPhoneMessageQueued(tx, m.id, phone, attempt, now);
    return { credentials, message };
  });
}

/**
 * The `send-reminder` job (one per message, queued for its due time by `syncReminders`). A phone
 * provider's refusal (an invalid number, a template it does not know) fails the message at once with the
 * provider's words; a failure that may pass (5xx, a timeout, unreachable) is retried with the queue's
 * backoff and, after the last attempt, the message is marked failed — never dropped silently.
 */
export async function sendReminder(deps: AppDeps, messageId: string, job: Pick<JobInfo, 'attempt' | 'maxAttempts'>): Promise<void> {
  const plan = await prepare(deps, messageId, job.attempt);
  if (!plan) return;
  try {
    const { providerMessageId } = await deps.messenger.send(plan.credentials, plan.message);
    await markPhoneMessageSent(deps.db, messageId, providerMessageId, deps.clock.now());
  } catch (err) {
    const now = deps.clock.now();
    const detail = err instanceof ProviderError ? err.detail : err instanceof Error ? err.message : String(err);
    if (err instanceof ProviderError && err.permanent) return end(deps.db, messageId, 'failed', 'provider_refused', now, detail);
    if (job.attempt >= job.maxAttempts) return end(deps.db, messageId, 'failed', 'provider_unreachable', now, detail);
    // Kept `queued` with the last error for the log; the queue retries with backoff.
    await noteQueuedMessageError(deps.db, messageId, detail.slice(0, 500), now);
    throw err;
  }
}

export const sendReminderJob = defineJob(SEND_REMINDER.kind, SEND_REMINDER.payload, async ({ messageId }, deps: AppDeps, job) => sendReminder(deps, messageId, job));
