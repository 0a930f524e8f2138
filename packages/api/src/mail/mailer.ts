import type { SendMailOptions, Transporter } from 'nodemailer';
import type { DataSource } from 'typeorm';
import type { Locale } from '@waqt/contracts';
import { insertMailMessage, type MailAttachment } from './mailbox.queries.ts';
import type { Logger } from '../logger.ts';
import type { Clock } from '../clock.ts';
import type { IcsMethod } from './ics.ts';

/**
 * A calendar invite. Sent through nodemailer's `icalEvent` rather than as a plain attachment: it
 * adds the event twice, as a `text/calendar; method=…` alternative of the body (what Gmail and
 * Outlook read to show the event card with "add to calendar" / the invite buttons, and to apply an
 * update or a cancellation to the event already in the calendar) and as an `invite.ics` attachment
 * for every other client. A plain .ics attachment is only offered as a file to open.
 */
export interface MailIcalEvent {
  method: IcsMethod;
  /** A whole VCALENDAR whose METHOD is `method` (see `bookingIcs`). */
  content: string;
  /** Defaults to `invite.ics`. */
  filename?: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Body HTML; wrapped in a document with the locale's lang and dir. */
  html: string;
  locale: Locale;
  attachments?: MailAttachment[];
  icalEvent?: MailIcalEvent;
  /**
   * The local part of the Message-ID (`<{messageId}@{the From domain}>`), chosen when the mail is
   * queued (`enqueueMail`): every attempt to send it carries the same one, so a mail sent again after
   * a worker died between the server's "250" and the job's end is recognisably the same message
   * (mail clients and Gmail show one). Left out: the transport makes one up per attempt.
   */
  messageId?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(mail: OutgoingMail): Promise<void>;
}

const DEFAULT_INVITE_FILENAME = 'invite.ics';

/**
 * Every file a mail carries, as a recipient's client lists them: its attachments, then the invite as
 * nodemailer attaches it (the dev mailbox stores this list).
 */
function attachmentsOf(mail: OutgoingMail): MailAttachment[] {
  const files = [...(mail.attachments ?? [])];
  if (mail.icalEvent) {
    files.push({
      filename: mail.icalEvent.filename ?? DEFAULT_INVITE_FILENAME,
      contentType: `text/calendar; charset=utf-8; method=${mail.icalEvent.method}`,
      content: mail.icalEvent.content,
    });
  }
  return files;
}

function wrapHtml(locale: Locale, body: string): string {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:'IBM Plex Sans Arabic','IBM Plex Sans',Tahoma,sans-serif;text-align:start">${body}</body></html>`;
}

/** The domain of a From address (`Waqt <no-reply@waqt.example>` → `waqt.example`), for Message-IDs. */
const fromDomain = (from: string): string => /@([^<>\s@]+?)>?\s*$/.exec(from.trim())?.[1] ?? 'waqt.local';

/** What nodemailer is given for a mail (exported for tests, which render it with a stream transport). */
export function smtpMessage(from: string, mail: OutgoingMail): SendMailOptions {
  return {
    from,
    ...(mail.messageId ? { messageId: `<${mail.messageId}@${fromDomain(from)}>` } : {}),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: wrapHtml(mail.locale, mail.html),
    attachments: mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
    // Nodemailer warns that some clients show a blank body when a calendar alternative comes with
    // other attachments: booking mails carry the invite alone.
    icalEvent: mail.icalEvent && {
      method: mail.icalEvent.method,
      filename: mail.icalEvent.filename ?? DEFAULT_INVITE_FILENAME,
      content: mail.icalEvent.content,
    },
  };
}

/** Real mail over SMTP (nodemailer). */
export function createSmtpMailer(url: string, from: string, log: Logger): Mailer {
  // Bounded waits (nodemailer's defaults are 2 and 10 minutes): a stuck server fails the job, which
  // the queue retries, instead of holding the worker.
  // nodemailer is loaded on the first send: an API process that leaves the queue to workers never sends
  // mail, and does not carry it (≈ 5 MB of heap; docs/performance.md, "Memory").
  let transport: Promise<Transporter> | undefined;
  const transportOf = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 })));
  return {
    kind: 'smtp',
    async send(mail) {
      await (await transportOf()).sendMail(smtpMessage(from, mail));
      log.info({ to: mail.to, subject: mail.subject }, 'mail sent over SMTP');
    },
  };
}

/** Development mailbox: keeps every message in the database (listed at /dev/mailbox) and logs it. */
export function createDevMailbox(db: DataSource, log: Logger, clock: Clock): Mailer {
  return {
    kind: 'dev-mailbox',
    async send(mail) {
      await insertMailMessage(db, {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: wrapHtml(mail.locale, mail.html),
        locale: mail.locale,
        attachments: attachmentsOf(mail),
        createdAt: clock.now(),
      });
      log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail stored in dev mailbox');
    },
  };
}
