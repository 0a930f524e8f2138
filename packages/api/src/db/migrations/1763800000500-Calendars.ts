import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Calendars of a team, and which team members each is assigned to. A calendar's link (slug) is
 * unique within its team, case-insensitively (citext). Assignments point at team_members rows;
 * soft-deleted members are filtered out when read (see calendars.service.ts).
 */
export class Calendars1763800000500 implements MigrationInterface {
  name = 'Calendars1763800000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE calendars (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
        slug citext NOT NULL CHECK (slug ~ '^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$'),
        timezone text NOT NULL DEFAULT 'Asia/Riyadh',
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT calendars_team_slug_uq UNIQUE (team_id, slug)
      )`);
    await q.query(`
      CREATE TABLE calendar_members (
        calendar_id uuid NOT NULL REFERENCES calendars(id) ON DELETE CASCADE,
        member_id uuid NOT NULL REFERENCES team_members(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (calendar_id, member_id)
      )`);
    await q.query(`CREATE INDEX calendar_members_member_idx ON calendar_members (member_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE calendar_members`);
    await q.query(`DROP TABLE calendars`);
  }
}
