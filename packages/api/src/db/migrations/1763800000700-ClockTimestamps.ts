import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Columns whose value the application's injected clock decides, not the database's now(). */
const CLOCK_COLUMNS: [table: string, column: string][] = [
  ['users', 'created_at'],
  ['sessions', 'created_at'],
  ['sessions', 'last_seen_at'],
  ['teams', 'created_at'],
  ['team_members', 'created_at'],
  ['mail_messages', 'created_at'],
  ['invites', 'created_at'],
  ['calendars', 'created_at'],
  ['calendar_members', 'created_at'],
];

/**
 * One clock: every timestamp is written by the application from its injected clock (tests move
 * time; a row's times agree with the rules that compared them). Without a default, an insert that
 * forgets the clock fails (NOT NULL) instead of silently taking the database's time.
 * The dev mailbox gets a sequence, since mails written at one clock instant still have an order.
 */
export class ClockTimestamps1763800000700 implements MigrationInterface {
  name = 'ClockTimestamps1763800000700';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, column] of CLOCK_COLUMNS) await q.query(`ALTER TABLE ${table} ALTER COLUMN ${column} DROP DEFAULT`);
    await q.query(`ALTER TABLE mail_messages ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY`);
    await q.query(`CREATE INDEX mail_messages_to_seq_idx ON mail_messages (to_address, seq DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX mail_messages_to_seq_idx`);
    await q.query(`ALTER TABLE mail_messages DROP COLUMN seq`);
    for (const [table, column] of CLOCK_COLUMNS) await q.query(`ALTER TABLE ${table} ALTER COLUMN ${column} SET DEFAULT now()`);
  }
}
