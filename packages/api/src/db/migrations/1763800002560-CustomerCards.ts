import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An assistant's card for a customer they cannot see (issue 35, item 5; docs/decisions.md, "Accounts"):
 * - `customers.held_by_member_id`: set on the row an assistant added with the email of a team customer
 *   they cannot see — their own card, holding only what they typed. The team keeps one customer per
 *   email (`customers_team_email_key`, now a unique index over the rows without a holder); a holder has
 *   one card per email (`customers_held_email_key`).
 * - `customer_shares` goes: naming an email no longer shares the team's record, and the shares made
 *   under the old rule end with it.
 */
export class CustomerCards1763800002560 implements MigrationInterface {
  name = 'CustomerCards1763800002560';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE customers ADD COLUMN held_by_member_id uuid CONSTRAINT customers_held_by_fkey REFERENCES team_members(id) ON DELETE CASCADE`);
    await q.query(`ALTER TABLE customers DROP CONSTRAINT customers_team_email_key`);
    await q.query(`CREATE UNIQUE INDEX customers_team_email_key ON customers (team_id, email) WHERE held_by_member_id IS NULL`);
    await q.query(`CREATE UNIQUE INDEX customers_held_email_key ON customers (team_id, held_by_member_id, email) WHERE held_by_member_id IS NOT NULL`);
    await q.query(`DROP TABLE customer_shares`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE customer_shares (
        customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        member_id uuid NOT NULL REFERENCES team_members(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (customer_id, member_id)
      )`);
    await q.query(`CREATE INDEX customer_shares_member_idx ON customer_shares (member_id)`);
    await q.query(`DELETE FROM customers WHERE held_by_member_id IS NOT NULL`);
    await q.query(`DROP INDEX customers_held_email_key`);
    await q.query(`DROP INDEX customers_team_email_key`);
    await q.query(`ALTER TABLE customers ADD CONSTRAINT customers_team_email_key UNIQUE (team_id, email)`);
    await q.query(`ALTER TABLE customers DROP COLUMN held_by_member_id`);
  }
}
