import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

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

  /** Order of arrival (mails written at one clock instant still have one); set by the database. */
  @Column({ type: 'bigint', insert: false, update: false, select: false })
  seq!: string;

  /** From the injected clock (no database default). */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
