import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { MailAttachment } from '../../mail/mailer.ts';

/** The development mailbox: every mail sent when no SMTP_URL is configured. */
@Entity({ name: 'mail_messages' })
export class MailMessage {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'to_address', type: 'citext' })
  to!: string;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'text' })
  html!: string;

  @Column({ type: 'text', default: 'en' })
  locale!: string;

  /** Its files, the invite included (migration MailAttachments); listed with download links at /dev/mailbox. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  attachments!: MailAttachment[];

  /** Order of arrival (mails written at one clock instant still have one); set by the database. */
  @Column({ type: 'bigint', insert: false, update: false, select: false })
  seq!: string;

  /** From the injected clock (no database default). */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
