import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Calendar } from './Calendar.ts';
import { EventType } from './EventType.ts';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'expired'] as const;
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

  /** From the injected clock (no database default). */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
