import { z } from 'zod';
import { LOCALES } from '@waqt/contracts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/tx.ts';
import { enqueue } from '../jobs/queue.ts';
import type { JobHandler } from '../jobs/runner.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';

export const SEND_MAIL = 'send-mail';
/** With the default backoff (10 s doubling, capped at 1 h) 10 attempts span about 3 hours. */
export const MAIL_MAX_ATTEMPTS = 10;

const outgoingMail = z.object({
  to: z.string().min(3),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  locale: z.enum(LOCALES),
}) satisfies z.ZodType<OutgoingMail>;

/**
 * Queues a mail. Pass the transaction that makes the change the mail tells about: the mail is sent
 * if and only if the change commits, and a mail server that is down only delays it.
 */
export function enqueueMail(db: Db, clock: Clock, mail: OutgoingMail): Promise<string> {
  return enqueue(db, clock, { kind: SEND_MAIL, payload: mail, maxAttempts: MAIL_MAX_ATTEMPTS });
}

/** The `send-mail` job: hands the queued mail to the configured mailer (SMTP or the dev mailbox). */
export function mailJobHandlers(mailer: Mailer): Record<string, JobHandler> {
  return {
    [SEND_MAIL]: async (payload) => {
      await mailer.send(outgoingMail.parse(payload));
    },
  };
}
