import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * No empty team by accident (issue 36, item 2). Sign-up used to give every account a personal team,
 * so whoever chose a business team in the setup (or joined one by invitation) also had a personal team
 * with no calendar: listed first on the dashboard, with a link that answers 404. Sign-up now makes no
 * team and "just me" makes the personal one. This removes the accidental ones: personal teams with no
 * calendar whose owner belongs to another team. (A personal team is never billed; the NOT EXISTS
 * guards keep any that somehow was.) Its members, customers and link go with it (ON DELETE CASCADE).
 * Not undone: the teams held nothing.
 */
export class NoEmptyPersonalTeams1763800002410 implements MigrationInterface {
  name = 'NoEmptyPersonalTeams1763800002410';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      DELETE FROM teams t
       WHERE t.is_personal
         AND NOT EXISTS (SELECT 1 FROM calendars c WHERE c.team_id = t.id)
         AND NOT EXISTS (SELECT 1 FROM billing_records b WHERE b.team_id = t.id)
         AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.team_id = t.id)
         AND EXISTS (
           SELECT 1 FROM team_members m JOIN team_members other ON other.user_id = m.user_id AND other.team_id <> t.id AND other.deleted_at IS NULL
            WHERE m.team_id = t.id AND m.role = 'owner')`);
  }

  async down(): Promise<void> {
    // Nothing to restore: the removed teams had no calendar, booking or bill.
  }
}
