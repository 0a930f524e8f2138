import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Email changes that the old address can undo (issue 19):
 * - `email_change_undo_tokens`: the single-use link mailed to the old address after a change (SHA-256
 *   of the token stored, like reset links), valid 7 days; using it restores `old_email`.
 * - code purpose `confirm_identity`: a code mailed to the account's current address, which an account
 *   without a password enters to start an email change.
 * - `customer_shares`: customers shared with an assistant who named their email (adding a customer the
 *   team already has shares it instead of answering "taken" for someone they could not see).
 */
export class EmailChangeUndo1763800001910 implements MigrationInterface {
  name = 'EmailChangeUndo1763800001910';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE email_change_undo_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash bytea NOT NULL UNIQUE CHECK (octet_length(token_hash) = 32),
        old_email citext NOT NULL,
        new_email citext NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(`CREATE INDEX email_change_undo_tokens_user_idx ON email_change_undo_tokens (user_id, created_at)`);
    await q.query(`ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check`);
    await q.query(`ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check CHECK (purpose IN ('login', 'verify_email', 'change_email', 'booking', 'confirm_identity'))`);
    await q.query(`
      CREATE TABLE customer_shares (
        customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        member_id uuid NOT NULL REFERENCES team_members(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (customer_id, member_id)
      )`);
    await q.query(`CREATE INDEX customer_shares_member_idx ON customer_shares (member_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE customer_shares`);
    await q.query(`DELETE FROM one_time_codes WHERE purpose = 'confirm_identity'`);
    await q.query(`ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check`);
    await q.query(`ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check CHECK (purpose IN ('login', 'verify_email', 'change_email', 'booking'))`);
    await q.query(`DROP TABLE email_change_undo_tokens`);
  }
}
