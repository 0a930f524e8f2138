import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Calendar } from './Calendar.ts';
import { TeamMember } from './TeamMember.ts';

/** A calendar assigned to a team membership (team_members row, not a user). */
@Entity({ name: 'calendar_members' })
export class CalendarMember {
  @PrimaryColumn({ name: 'calendar_id', type: 'uuid' })
  calendarId!: string;

  @ManyToOne(() => Calendar, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'calendar_id' })
  calendar?: Calendar;

  @PrimaryColumn({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  @ManyToOne(() => TeamMember, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member?: TeamMember;

  /** From the injected clock (no database default). */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
