import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { DateOverride, WeeklyHours } from '@waqt/contracts';
import { Calendar } from './Calendar.ts';

/**
 * A calendar's availability: weekly hours (index 0 = Sunday) and date overrides, as wall-clock
 * 'HH:mm' ranges in `timezone`. Exactly one schedule per calendar is its default (a partial unique
 * index keeps it to at most one; the service never leaves a calendar without one).
 */
@Entity({ name: 'schedules' })
export class Schedule {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'calendar_id', type: 'uuid' })
  calendarId!: string;

  @ManyToOne(() => Calendar, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'calendar_id' })
  calendar?: Calendar;

  @Column({ type: 'text' })
  name!: string;

  /** IANA time zone the hours are expressed in. */
  @Column({ type: 'text' })
  timezone!: string;

  @Column({ type: 'jsonb' })
  weekly!: WeeklyHours;

  @Column({ type: 'jsonb' })
  overrides!: DateOverride[];

  @Column({ name: 'is_default', type: 'boolean' })
  isDefault!: boolean;

  /** From the injected clock (no database default). */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
