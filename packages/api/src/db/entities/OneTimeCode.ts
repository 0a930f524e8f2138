import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type CodePurpose = 'login' | 'verify_email' | 'change_email' | 'booking' | 'confirm_identity';

/** A 6-digit code sent by mail; only its HMAC is stored. Valid 10 minutes, 5 wrong tries. */
@Entity({ name: 'one_time_codes' })
export class OneTimeCode {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Where the code was sent (the new address for change_email). */
  @Column({ type: 'citext' })
  email!: string;

  @Column({ type: 'text' })
  purpose!: CodePurpose;

  /** Null for an address with no account (sign-in codes are answered the same either way). */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ name: 'code_hash', type: 'bytea' })
  codeHash!: Buffer;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'consumed_at', type: 'timestamptz', nullable: true })
  consumedAt!: Date | null;
}
