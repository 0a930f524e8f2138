import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The guided setup after sign-up (issue 23) keeps its progress on the user's row:
 * - `onboarding_calendar_id`: the calendar its first screen made (the setup resumes at its second screen);
 *   gone with the calendar (ON DELETE SET NULL: the setup then starts again).
 * - `onboarding_completed_at`: when its second screen was saved (working hours and a first event type).
 * A user who is a member of a team with a calendar and never started the setup (everyone before this
 * migration who has one, an invited assistant) counts as set up: nothing is backfilled.
 */
export class Onboarding1763800002200 implements MigrationInterface {
  name = 'Onboarding1763800002200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN onboarding_calendar_id uuid REFERENCES calendars(id) ON DELETE SET NULL`);
    await q.query(`ALTER TABLE users ADD COLUMN onboarding_completed_at timestamptz`);
    await q.query(`CREATE INDEX users_onboarding_calendar_idx ON users (onboarding_calendar_id) WHERE onboarding_calendar_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN onboarding_completed_at`);
    await q.query(`ALTER TABLE users DROP COLUMN onboarding_calendar_id`);
  }
}
