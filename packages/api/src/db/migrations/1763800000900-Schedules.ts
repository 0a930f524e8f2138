import type { MigrationInterface, QueryRunner } from 'typeorm';
import { defaultWeeklyHours } from '@waqt/contracts';

/**
 * Availability schedules of a calendar (weekly hours and date overrides as jsonb, validated by the
 * contracts' zod schemas before they are written; the CHECKs only keep the shape). A partial unique
 * index allows one default per calendar; the service keeps exactly one. Deleting a calendar takes
 * its schedules with it. Timestamps come from the injected clock (no DEFAULT now()).
 *
 * Calendars that exist already get a default schedule like a new one would: their team's country's
 * working week, 09:00–17:00, in the calendar's time zone, dated at the calendar's creation.
 */
export class Schedules1763800000900 implements MigrationInterface {
  name = 'Schedules1763800000900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE schedules (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        calendar_id uuid NOT NULL REFERENCES calendars(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
        timezone text NOT NULL CHECK (length(timezone) BETWEEN 1 AND 64),
        weekly jsonb NOT NULL CHECK (jsonb_typeof(weekly) = 'array' AND jsonb_array_length(weekly) = 7),
        overrides jsonb NOT NULL CHECK (jsonb_typeof(overrides) = 'array'),
        is_default boolean NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX schedules_one_default_uq ON schedules (calendar_id) WHERE is_default`);
    await q.query(`CREATE INDEX schedules_calendar_idx ON schedules (calendar_id)`);
    await q.query(
      `INSERT INTO schedules (calendar_id, name, timezone, weekly, overrides, is_default, created_at, updated_at)
       SELECT c.id, 'Working hours', c.timezone, CASE WHEN t.country = 'SA' THEN $1::jsonb ELSE $2::jsonb END, '[]'::jsonb, true, c.created_at, c.created_at
       FROM calendars c JOIN teams t ON t.id = c.team_id`,
      [JSON.stringify(defaultWeeklyHours('SA')), JSON.stringify(defaultWeeklyHours('GB'))],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE schedules`);
  }
}
