import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The job queue (src/jobs): one row per job, claimed with FOR UPDATE SKIP LOCKED. Times come from the
 * application's clock, never now(). A job is deleted once done; a dead one stays for an operator.
 * `id` is an identity so jobs due at the same instant run in the order they were queued.
 */
export class Jobs1763800000600 implements MigrationInterface {
  name = 'Jobs1763800000600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE jobs (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        kind text NOT NULL CHECK (length(kind) BETWEEN 1 AND 100),
        payload jsonb NOT NULL,
        state text NOT NULL CHECK (state IN ('queued', 'running', 'dead')),
        attempts integer NOT NULL CHECK (attempts >= 0),
        max_attempts integer NOT NULL CHECK (max_attempts >= 1),
        run_at timestamptz NOT NULL,
        locked_by text,
        locked_until timestamptz,
        last_error text,
        created_at timestamptz NOT NULL,
        dead_at timestamptz,
        CHECK ((state = 'running') = (locked_until IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX jobs_due_idx ON jobs (run_at, id) WHERE state = 'queued'`);
    await q.query(`CREATE INDEX jobs_lease_idx ON jobs (locked_until) WHERE state = 'running'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE jobs`);
  }
}
