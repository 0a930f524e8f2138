import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invites that work for a clinic (issue 36, item 8; docs/decisions.md):
 * - `invites.locale`: the invitee's language, chosen by the inviter — the mail's and the link's. Existing
 *   invites get the language their mail went in (the invitee's account's, else the inviter's).
 * - `invites.resent_at`: when the invite was last mailed again (null: only when created).
 * - `invite_calendars`: the calendars an assistant will serve, assigned when the invite is accepted. A
 *   calendar deleted meanwhile takes its rows with it (so it is skipped); so does a deleted invite.
 */
export class ClinicInvites1763800002700 implements MigrationInterface {
  name = 'ClinicInvites1763800002700';

  async up(q: QueryRunner): Promise<void> {
    // The default only serves an older release inserting during a rolling update; this one always names it.
    await q.query(`ALTER TABLE invites ADD COLUMN locale text NOT NULL DEFAULT 'en' CONSTRAINT invites_locale_check CHECK (locale IN ('en', 'ar'))`);
    await q.query(`
      UPDATE invites i SET locale = COALESCE(
        (SELECT u.locale FROM users u WHERE u.email = i.email),
        (SELECT u.locale FROM users u WHERE u.id = i.invited_by),
        'en')`);
    await q.query(`ALTER TABLE invites ADD COLUMN resent_at timestamptz`);
    await q.query(`
      CREATE TABLE invite_calendars (
        invite_id uuid NOT NULL REFERENCES invites(id) ON DELETE CASCADE,
        calendar_id uuid NOT NULL REFERENCES calendars(id) ON DELETE CASCADE,
        PRIMARY KEY (invite_id, calendar_id)
      )`);
    await q.query(`CREATE INDEX invite_calendars_calendar_idx ON invite_calendars (calendar_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE invite_calendars`);
    await q.query(`ALTER TABLE invites DROP COLUMN resent_at`);
    await q.query(`ALTER TABLE invites DROP COLUMN locale`);
  }
}
