import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Team invitations: single-use hashed tokens, valid 24 h, cancellable. */
export class Invites1763800000300 implements MigrationInterface {
  name = 'Invites1763800000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE invites (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
        email citext NOT NULL,
        role text NOT NULL CHECK (role IN ('owner', 'assistant')),
        token_hash bytea NOT NULL UNIQUE,
        invited_by uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        cancelled_at timestamptz,
        accepted_at timestamptz,
        accepted_by uuid REFERENCES users(id) ON DELETE SET NULL,
        CHECK (NOT (cancelled_at IS NOT NULL AND accepted_at IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX invites_team_idx ON invites (team_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE invites`);
  }
}
