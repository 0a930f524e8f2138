import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Calendar } from './Calendar.ts';
import { EventType } from './EventType.ts';

import { BOOKING_STATUSES } from '@waqt/contracts';
export { BOOKING_STATUSES };
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Statuses that hold their time (the exclusion constraint `bookings_no_overlap` covers these). */
export const LIVE_BOOKING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed'];

/**
 * A booking of an event type on a calendar. `blocked` is `[starts_at − buffer before, ends_at +
 * buffer after)` as a PostgreSQL tstzrange literal; no two live bookings of a calendar may overlap
 * on it (migration 1763800001100).
 */
@Entity({ name: 'bookings' })
export class Booking {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'calendar_id', type: 'uuid' })
  calendarId!: string;

  @ManyToOne(() => Calendar, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'calendar_id' })
  calendar?: Calendar;

  @Column({ name: 'event_type_id', type: 'uuid' })
  eventTypeId!: string;

  @ManyToOne(() => EventType, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'event_type_id' })
  eventType?: EventType;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt!: Date;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt!: Date;

  /** tstzrange text, e.g. `["2026-01-01 09:00:00+00","2026-01-01 09:45:00+00")`. */
  @Column({ type: 'tstzrange' })
  blocked!: string;

  @Column({ type: 'text' })
  status!: BookingStatus;

  @Column({ name: 'customer_name', type: 'text', nullable: true })
  customerName!: string | null;

  @Column({ name: 'customer_email', type: 'citext', nullable: true })
  customerEmail!: string | null;

  @Column({ name: 'customer_phone', type: 'text', nullable: true })
  customerPhone!: string | null;

  @Column({ name: 'customer_id', type: 'uuid', nullable: true })
  customerId!: string | null;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  /** The booker's zone and language: mails and the confirmation page use them. */
  @Column({ type: 'text' })
  timezone!: string;

  @Column({ type: 'text' })
  locale!: 'en' | 'ar';

  /** The price when booked (0 when no payment is taken). */
  @Column({ name: 'price_halalas', type: 'integer', default: 0 })
  priceHalalas!: number;

  /** Pending only: the booking expires at this instant unless paid. */
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  /** Bumped on each change the booker is told about: the invite's SEQUENCE and the manage token's version. */
  @Column({ type: 'integer', default: 0 })
  sequence!: number;

  @Column({ name: 'cancel_reason', type: 'text', nullable: true })
  cancelReason!: string | null;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt!: Date | null;

  @Column({ name: 'cancelled_by', type: 'text', nullable: true })
  cancelledBy!: 'booker' | 'team' | null;

  /** From the injected clock (no database default). */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
