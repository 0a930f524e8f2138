import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { LOCALES } from '@waqt/contracts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/tx.ts';
import { enqueue } from '../jobs/queue.ts';
import { defineJob } from '../jobs/define.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';
import type { MailAttachment } from './mailbox.queries.ts';
import { countMailSend } from '../ops/metrics.ts';
import { markMailMessageSent, markMailMessageUnreachable } from './outbox.queries.ts';

const SEND_MAIL = 'send-mail';
/** With the default backoff (10 s doubling, capped at 1 h) 10 attempts span about 3 hours. */
const MAIL_MAX_ATTEMPTS = 10;

/**
 * The names and types end up in MIME headers (and the dev mailbox's download headers): no line
 * breaks, quotes or path separators. A MIME type with parameters, as in `text/calendar; method=REQUEST`.
 */
const MIME_TYPE = /^[\w.+-]+\/[\w.+-]+(?:\s*;\s*[\w.+-]+=[\w.+-]+)*$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what a filename may not hold
const FILENAME = /^[^\u0000-\u001f\u007f"\\/]{1,200}$/;
/** A queued mail is a job payload (jsonb): a bound keeps a runaway generator from filling the table. */
const ATTACHMENT_MAX_CHARS = 1_000_000;

const mailAttachment = z.object({
  filename: z.string().regex(FILENAME),
  contentType: z.string().max(200).regex(MIME_TYPE),
  content: z.string().max(ATTACHMENT_MAX_CHARS),
}) satisfies z.ZodType<MailAttachment>;

const outgoingMail = z.object({
  to: z.string().min(3),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  locale: z.enum(LOCALES),
  attachments: z.array(mailAttachment).max(10).optional(),
  icalEvent: z
    .object({
      method: z.enum(['REQUEST', 'CANCEL', 'PUBLISH']),
      content: z.string().max(ATTACHMENT_MAX_CHARS),
      filename: z.string().regex(FILENAME).optional(),
    })
    .optional(),
  // Optional: mails queued before Message-IDs were chosen at enqueue still send (with a transport-made one).
  messageId: z.string().regex(/^[\w.-]{1,100}$/).optional(),
}) satisfies z.ZodType<OutgoingMail>;

/** A queued mail, and — for a reminder — the delivery-log row (`booking_messages`) its sending settles. */
const queuedMail = outgoingMail.extend({ trackMessageId: z.guid().optional() });

/**
 * Queues a mail. Pass the transaction that makes the change the mail tells about: the mail is sent
 * if and only if the change commits, and a mail server that is down only delays it. Its Message-ID is
 * chosen here, once: a job runs at least once (a worker that dies mid-send leaves it to run again when
 * its lease ends), and every run sends the same Message-ID, so a second copy is the same message.
 */
export async function enqueueMail(db: Db, clock: Clock, mail: OutgoingMail & { trackMessageId?: string }, opts: { uniqueKey?: string } = {}): Promise<string | null> {
  // `enqueue` checks the mail against the schema, so a malformed one fails the caller now, not the worker ten times later.
  const payload = { ...mail, messageId: mail.messageId ?? `waqt.${randomUUID()}` };
  // With a unique key: queued only when no mail with that key is queued, sending or dead (null then).
  if (opts.uniqueKey) return enqueue(db, clock, { job: sendMailJob, payload, maxAttempts: MAIL_MAX_ATTEMPTS, uniqueKey: opts.uniqueKey });
  return enqueue(db, clock, { job: sendMailJob, payload, maxAttempts: MAIL_MAX_ATTEMPTS });
}

/**
 * The `send-mail` job: hands the queued mail to the configured mailer (SMTP or the dev mailbox). A
 * reminder's mail also settles its delivery-log row: `sent` once the mail server took it, `failed` with
 * the error after the last attempt (a mail server down for hours shows in the booking's log).
 */
export const sendMailJob = defineJob(SEND_MAIL, queuedMail, async ({ trackMessageId, ...mail }, deps: { mailer: Mailer; db: Db; clock: Clock }, job) => {
  try {
    await deps.mailer.send(mail);
    countMailSend('ok');
  } catch (err) {
    countMailSend('failed');
    if (trackMessageId && job.attempt >= job.maxAttempts) {
      const detail = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      await markMailMessageUnreachable(deps.db, trackMessageId, detail, deps.clock.now());
    }
    throw err;
  }
  if (trackMessageId) {
    await markMailMessageSent(deps.db, trackMessageId, deps.clock.now());
  }
});
