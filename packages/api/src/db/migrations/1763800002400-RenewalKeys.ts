import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Renewal keys (issue 35): who made a billing record is part of its request key's identity.
 * - `billing_records.origin`: 'client' (an owner's subscribe, change or "retry now", under a key the
 *   browser chose) or 'server' (a renewal job's attempt, under a key derived from public facts). The
 *   request key is unique per (team, origin, key), so an owner who sends a renewal's derived key makes a
 *   client record of their own and can never be found by the renewal job, which looks among server
 *   records only. A record says 'client' unless the server says otherwise.
 * - Existing records: the renewals made by the job (no user) are the server's; everything else the client's.
 */
export class RenewalKeys1763800002400 implements MigrationInterface {
  name = 'RenewalKeys1763800002400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE billing_records ADD COLUMN origin text NOT NULL DEFAULT 'client' CONSTRAINT billing_records_origin_check CHECK (origin IN ('client', 'server'))`);
    await q.query(`UPDATE billing_records SET origin = 'server' WHERE kind = 'renewal' AND created_by IS NULL`);
    // A server record is never an owner's: made by no one, and only ever a renewal.
    await q.query(`ALTER TABLE billing_records ADD CONSTRAINT billing_records_server_check CHECK (origin = 'client' OR (kind = 'renewal' AND created_by IS NULL))`);
    await q.query(`ALTER TABLE billing_records DROP CONSTRAINT billing_records_request_key`);
    await q.query(`ALTER TABLE billing_records ADD CONSTRAINT billing_records_request_key UNIQUE (team_id, origin, request_key)`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Two records under one key (a client's and the server's) cannot both stay: the client's copy goes.
    await q.query(`DELETE FROM billing_records c USING billing_records s
      WHERE c.origin = 'client' AND s.origin = 'server' AND c.team_id = s.team_id AND c.request_key = s.request_key
        AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.billing_record_id = c.id)`);
    await q.query(`ALTER TABLE billing_records DROP CONSTRAINT billing_records_request_key`);
    await q.query(`ALTER TABLE billing_records ADD CONSTRAINT billing_records_request_key UNIQUE (team_id, request_key)`);
    await q.query(`ALTER TABLE billing_records DROP CONSTRAINT billing_records_server_check, DROP COLUMN origin`);
  }
}
