import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts: one-time codes (sign-in, email verification, email change), password reset tokens,
 * sign-in attempts for rate limits, and OpenID Connect round-trip state. Secrets are stored hashed.
 */
export class Accounts1763800000400 implements MigrationInterface {
  name = 'Accounts1763800000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE one_time_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email citext NOT NULL,
        purpose text NOT NULL CHECK (purpose IN ('login', 'verify_email', 'change_email')),
        user_id uuid REFERENCES users(id) ON DELETE CASCADE,
        code_hash bytea NOT NULL,
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        consumed_at timestamptz,
        CHECK (expires_at > created_at)
      )`);
    await q.query(`CREATE INDEX one_time_codes_lookup_idx ON one_time_codes (email, purpose, created_at DESC)`);
    await q.query(`
      CREATE TABLE password_reset_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash bytea NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(`CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id)`);
    await q.query(`
      CREATE TABLE auth_attempts (
        key text NOT NULL,
        at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX auth_attempts_key_at_idx ON auth_attempts (key, at DESC)`);
    await q.query(`
      CREATE TABLE oauth_states (
        state_hash bytea PRIMARY KEY,
        code_verifier text NOT NULL,
        nonce text NOT NULL,
        locale text NOT NULL CHECK (locale IN ('en', 'ar')),
        next_path text,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE oauth_states`);
    await q.query(`DROP TABLE auth_attempts`);
    await q.query(`DROP TABLE password_reset_tokens`);
    await q.query(`DROP TABLE one_time_codes`);
  }
}
