import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Guards against abuse of the public, unauthenticated paths (issue 19):
 * - `jobs.unique_key`: at most one job per key while it is queued, running or dead (a done job is
 *   deleted, freeing its key). `attachPayment` queues one reconcile job per payment however often a
 *   visitor calls it; refunds likewise.
 * - `bookings.booker_ip_hash`: a keyed hash (HMAC under the server secret, never the address itself)
 *   of the IP a public booking came from, so open pending holds can be capped per IP. Pending holds
 *   are counted per email and per IP through the two partial indexes.
 */
export class AbuseGuards1763800001900 implements MigrationInterface {
  name = 'AbuseGuards1763800001900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE jobs ADD COLUMN unique_key text CHECK (length(unique_key) BETWEEN 1 AND 200)`);
    await q.query(`CREATE UNIQUE INDEX jobs_unique_key_uq ON jobs (unique_key) WHERE unique_key IS NOT NULL`);
    await q.query(`ALTER TABLE bookings ADD COLUMN booker_ip_hash bytea CHECK (octet_length(booker_ip_hash) = 32)`);
    await q.query(`CREATE INDEX bookings_pending_email_idx ON bookings (customer_email, expires_at) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX bookings_pending_ip_idx ON bookings (booker_ip_hash, expires_at) WHERE status = 'pending' AND booker_ip_hash IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX bookings_pending_ip_idx`);
    await q.query(`DROP INDEX bookings_pending_email_idx`);
    await q.query(`ALTER TABLE bookings DROP COLUMN booker_ip_hash`);
    await q.query(`DROP INDEX jobs_unique_key_uq`);
    await q.query(`ALTER TABLE jobs DROP COLUMN unique_key`);
  }
}
