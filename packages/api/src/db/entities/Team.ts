import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'teams' })
export class Team {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'citext', unique: true })
  slug!: string;

  /** ISO 3166-1 alpha-2. */
  @Column({ type: 'char', length: 2, default: 'SA' })
  country!: string;

  /** ISO 4217. */
  @Column({ type: 'char', length: 3, default: 'SAR' })
  currency!: string;

  @Column({ name: 'payment_expiration_minutes', type: 'integer', default: 15 })
  paymentExpirationMinutes!: number;

  /** How close to the start (minutes) a booker may still cancel or reschedule. */
  @Column({ name: 'booker_cutoff_minutes', type: 'integer', default: 60 })
  bookerCutoffMinutes!: number;

  /** The free team every user gets; it has no members or invites. */
  @Column({ name: 'is_personal', type: 'boolean', default: false })
  isPersonal!: boolean;

  /** A business team's trial of the Business plan ends here (null for the personal team). */
  @Column({ name: 'trial_ends_at', type: 'timestamptz', nullable: true })
  trialEndsAt!: Date | null;

  /** The buyer on a tax invoice (billing details); empty strings when not given. */
  @Column({ name: 'billing_legal_name', type: 'text', default: '' })
  billingLegalName!: string;

  @Column({ name: 'billing_vat_number', type: 'text', default: '' })
  billingVatNumber!: string;

  @Column({ name: 'billing_address', type: 'text', default: '' })
  billingAddress!: string;

  /** From the injected clock (no database default). */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
