import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { DEFAULT_TIMEZONE } from '@waqt/contracts';

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'citext', unique: true })
  email!: string;

  @Column({ name: 'full_name', type: 'text' })
  fullName!: string;

  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash!: string | null;

  @Column({ type: 'text', default: DEFAULT_TIMEZONE })
  timezone!: string;

  @Column({ type: 'text', default: 'en' })
  locale!: 'en' | 'ar';

  @Column({ name: 'business_use', type: 'boolean', default: false })
  businessUse!: boolean;

  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt!: Date | null;

  /** From the injected clock (no database default). */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
