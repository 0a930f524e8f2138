import nodemailer from 'nodemailer';
import type { DataSource } from 'typeorm';
import type { Locale } from '@waqt/contracts';
import { MailMessage } from '../db/entities/index.ts';
import type { Logger } from '../logger.ts';
import type { Clock } from '../clock.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Body HTML; wrapped in a document with the locale's lang and dir. */
  html: string;
  locale: Locale;
}

export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(mail: OutgoingMail): Promise<void>;
}

export function wrapHtml(locale: Locale, body: string): string {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:'IBM Plex Sans Arabic','IBM Plex Sans',Tahoma,sans-serif;text-align:start">${body}</body></html>`;
}

/** Real mail over SMTP (nodemailer). */
export function createSmtpMailer(url: string, from: string, log: Logger): Mailer {
  // Bounded waits (nodemailer's defaults are 2 and 10 minutes): a stuck server fails the job, which
  // the queue retries, instead of holding the worker.
  const transport = nodemailer.createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 });
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: wrapHtml(mail.locale, mail.html) });
      log.info({ to: mail.to, subject: mail.subject }, 'mail sent over SMTP');
    },
  };
}

/** Development mailbox: keeps every message in the database (listed at /dev/mailbox) and logs it. */
export function createDevMailbox(db: DataSource, log: Logger, clock: Clock): Mailer {
  return {
    kind: 'dev-mailbox',
    async send(mail) {
      await db.getRepository(MailMessage).insert({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: wrapHtml(mail.locale, mail.html),
        locale: mail.locale,
        createdAt: clock.now(),
      });
      log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail stored in dev mailbox');
    },
  };
}
