import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DEFAULT_TIMEZONE } from '@waqt/contracts';
import { Team } from './Team.ts';

/** A team's calendar; its link (slug) is unique within the team, case-insensitively. */
@Entity({ name: 'calendars' })
export class Calendar {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'team_id', type: 'uuid' })
  teamId!: string;

  @ManyToOne(() => Team, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'team_id' })
  team?: Team;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'citext' })
  slug!: string;

  /** IANA time zone the calendar's availability is expressed in. */
  @Column({ type: 'text', default: DEFAULT_TIMEZONE })
  timezone!: string;

  /** From the injected clock (no database default). */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
