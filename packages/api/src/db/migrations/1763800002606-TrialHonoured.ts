import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A trial that is honoured (issue 36, item 6): subscribing during the trial charges nothing then.
 * - `subscriptions.status` 'trialing': the card is on file, the current period is the rest of the trial,
 *   and the renewal job charges the first paid period when the trial ends.
 * - `subscriptions.trial_request_key`: the owner's request key that started it, so the same request
 *   repeated (a double click, a lost answer) answers the same subscription instead of SUBSCRIPTION_EXISTS
 *   — there is no billing record to find it by.
 */
export class TrialHonoured1763800002606 implements MigrationInterface {
  name = 'TrialHonoured1763800002606';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_status_check`);
    await q.query(`ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_status_check CHECK (status IN ('trialing', 'active', 'past_due', 'cancelled', 'ended'))`);
    await q.query(`ALTER TABLE subscriptions ADD COLUMN trial_request_key uuid`);
  }

  async down(q: QueryRunner): Promise<void> {
    // A subscription still in its trial was never paid: it ends (the team keeps its trial).
    await q.query(`UPDATE subscriptions SET status = 'ended' WHERE status = 'trialing'`);
    await q.query(`ALTER TABLE subscriptions DROP COLUMN trial_request_key`);
    await q.query(`ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_status_check`);
    await q.query(`ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_status_check CHECK (status IN ('active', 'past_due', 'cancelled', 'ended'))`);
  }
}
