import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
