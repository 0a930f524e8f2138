import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Hand-written: extensions, users, sessions, teams, members, the dev mailbox. */
export class Foundation1763800000000 implements MigrationInterface {
  name = 'Foundation1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS citext`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pgcrypto`);

    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email citext NOT NULL UNIQUE CHECK (length(email) BETWEEN 3 AND 254),
        full_name text NOT NULL CHECK (length(full_name) BETWEEN 1 AND 200),
        password_hash text,
        timezone text NOT NULL DEFAULT 'Asia/Riyadh',
        locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'ar')),
        business_use boolean NOT NULL DEFAULT false,
        email_verified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash bytea NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL`);

    await q.query(`
      CREATE TABLE teams (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
        slug citext NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$'),
        country char(2) NOT NULL DEFAULT 'SA',
        currency char(3) NOT NULL DEFAULT 'SAR',
        payment_expiration_minutes integer NOT NULL DEFAULT 15
          CHECK (payment_expiration_minutes BETWEEN 1 AND 1440),
        is_personal boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE team_members (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('owner', 'assistant')),
        created_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);
    // One active membership per user and team; deleted rows stay for the "Deleted" tab.
    await q.query(
      `CREATE UNIQUE INDEX team_members_active_uq ON team_members (team_id, user_id) WHERE deleted_at IS NULL`,
    );
    await q.query(`CREATE INDEX team_members_user_idx ON team_members (user_id) WHERE deleted_at IS NULL`);

    await q.query(`
      CREATE TABLE mail_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        to_address citext NOT NULL,
        subject text NOT NULL,
        text text NOT NULL,
        html text NOT NULL,
        locale text NOT NULL DEFAULT 'en',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX mail_messages_to_idx ON mail_messages (to_address, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mail_messages`);
    await q.query(`DROP TABLE team_members`);
    await q.query(`DROP TABLE teams`);
    await q.query(`DROP TABLE sessions`);
    await q.query(`DROP TABLE users`);
  }
}
