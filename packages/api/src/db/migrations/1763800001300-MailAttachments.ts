import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dev mailbox keeps each mail's files (a booking's invite.ics): `[{ filename, contentType,
 * content }]`, served at /dev/mailbox/{id}/attachments/{index}. Mails stored before have none.
 */
export class MailAttachments1763800001300 implements MigrationInterface {
  name = 'MailAttachments1763800001300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_messages ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(attachments) = 'array')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_messages DROP COLUMN attachments`);
  }
}
