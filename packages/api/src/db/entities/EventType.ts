import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { NoticeUnit } from '@waqt/contracts';
import { Calendar } from './Calendar.ts';

/** Something a visitor books on a calendar (SPEC §3); bounds as CHECKs in migration 1763800001000. */
@Entity({ name: 'event_types' })
export class EventType {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'calendar_id', type: 'uuid' })
  calendarId!: string;

  @ManyToOne(() => Calendar, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'calendar_id' })
  calendar?: Calendar;

  /** The availability schedule whose hours it is booked in (schedules row of the same calendar). */
  @Column({ name: 'schedule_id', type: 'uuid' })
  scheduleId!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text', default: '' })
  description!: string;

  /** Unique within the calendar, case-insensitively: `/{calendarSlug}/{slug}`. */
  @Column({ type: 'citext' })
  slug!: string;

  @Column({ name: 'duration_minutes', type: 'integer' })
  durationMinutes!: number;

  @Column({ name: 'buffer_before_minutes', type: 'integer', default: 0 })
  bufferBeforeMinutes!: number;

  @Column({ name: 'buffer_after_minutes', type: 'integer', default: 0 })
  bufferAfterMinutes!: number;

  @Column({ name: 'minimum_notice_value', type: 'integer', default: 0 })
  minimumNoticeValue!: number;

  @Column({ name: 'minimum_notice_unit', type: 'text', default: 'minutes' })
  minimumNoticeUnit!: NoticeUnit;

  @Column({ name: 'active_from', type: 'timestamptz', nullable: true })
  activeFrom!: Date | null;

  @Column({ name: 'active_to', type: 'timestamptz', nullable: true })
  activeTo!: Date | null;

  @Column({ name: 'booker_verification_required', type: 'boolean', default: false })
  bookerVerificationRequired!: boolean;

  @Column({ name: 'payment_required', type: 'boolean', default: false })
  paymentRequired!: boolean;

  @Column({ name: 'payment_enabled', type: 'boolean', default: false })
  paymentEnabled!: boolean;

  /** Integer halalas; ≥ 100 when payments are enabled, 0 otherwise. */
  @Column({ name: 'price_halalas', type: 'integer', default: 0 })
  priceHalalas!: number;

  @Column({ type: 'boolean', default: true })
  enabled!: boolean;

  /** From the injected clock (no database default). */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
