import type { Db } from '../db/tx.ts';

/** What the `send-mail` job writes besides the queue: a reminder mail's delivery-log row (`booking_messages`), typed. */

/** The mail server took the mail: queued → sent. */
export async function markMailMessageSent(db: Db, messageId: string, now: Date): Promise<void> {
  await db.query(`UPDATE booking_messages SET status = 'sent', sent_at = $2, detail = NULL, updated_at = $2 WHERE id = $1 AND status = 'queued'`, [messageId, now]);
}

/** The last attempt failed: queued → failed (provider unreachable), with the error. */
export async function markMailMessageUnreachable(db: Db, messageId: string, detail: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE booking_messages SET status = 'failed', reason = 'provider_unreachable', detail = $2, updated_at = $3 WHERE id = $1 AND status = 'queued'`,
    [messageId, detail, now],
  );
}
