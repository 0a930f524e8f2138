import type { Db } from '../db/tx.ts';
import { many, one } from '../db/sql.ts';

/** A text file sent with a mail (UTF-8; binary content is not needed yet). */
export interface MailAttachment {
  filename: string;
  /** A MIME type, parameters allowed (`text/calendar; method=REQUEST`). */
  contentType: string;
  content: string;
}

/** The development mailbox's table (`mail_messages`): every mail sent when no SMTP_URL is configured. */
export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: string;
  /** Its files, the invite included; listed with download links at /dev/mailbox. */
  attachments: MailAttachment[];
  createdAt: Date;
}

const COLUMNS = `id, to_address AS "to", subject, text, html, locale, attachments, created_at AS "createdAt"`;

export async function insertMailMessage(db: Db, m: Omit<MailMessage, 'id'>): Promise<void> {
  await db.query(`INSERT INTO mail_messages (to_address, subject, text, html, locale, attachments, created_at) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`, [
    m.to,
    m.subject,
    m.text,
    m.html,
    m.locale,
    JSON.stringify(m.attachments),
    m.createdAt,
  ]);
}

/** The newest mails first (to one address, or all); `seq` breaks ties between mails written at one clock instant (tests). */
export function latestMailMessages(db: Db, to: string | undefined, limit: number): Promise<MailMessage[]> {
  return to === undefined
    ? many<MailMessage>(db, `SELECT ${COLUMNS} FROM mail_messages ORDER BY created_at DESC, seq DESC LIMIT $1`, [limit])
    : many<MailMessage>(db, `SELECT ${COLUMNS} FROM mail_messages WHERE to_address = $1 ORDER BY created_at DESC, seq DESC LIMIT $2`, [to, limit]);
}

export function mailMessageById(db: Db, id: string): Promise<MailMessage | undefined> {
  return one<MailMessage>(db, `SELECT ${COLUMNS} FROM mail_messages WHERE id = $1`, [id]);
}
