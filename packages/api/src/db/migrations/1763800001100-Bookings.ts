import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bookings, and the database's guarantee that no two live bookings of a calendar overlap: an
 * exclusion constraint over (calendar, blocked range) for pending and confirmed rows. `blocked` is
 * the booked time widened by the event type's buffers at booking time, so a buffer is as solid as
 * the meeting itself whatever the code above does. The constraint's GiST index (partial, live rows
 * only) is also the index of the slot engine's busy query (`calendar_id = $1 AND blocked && $range`
 * for pending/confirmed): no second index.
 *
 * Deleting an event type that has bookings is refused (ON DELETE RESTRICT): bookings are a record.
 * The public booking flows fill in the rest (payments, attendees, customers).
 */
export class Bookings1763800001100 implements MigrationInterface {
  name = 'Bookings1763800001100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await q.query(`
      CREATE TABLE bookings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        calendar_id uuid NOT NULL REFERENCES calendars(id) ON DELETE CASCADE,
        event_type_id uuid NOT NULL CONSTRAINT bookings_event_type_id_fkey REFERENCES event_types(id) ON DELETE RESTRICT,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        blocked tstzrange NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'cancelled', 'expired')),
        customer_name text CHECK (length(customer_name) BETWEEN 1 AND 120),
        customer_email citext CHECK (length(customer_email) BETWEEN 3 AND 254),
        customer_phone text CHECK (length(customer_phone) BETWEEN 3 AND 32),
        created_at timestamptz NOT NULL,
        CONSTRAINT bookings_time_check CHECK (ends_at > starts_at),
        -- Half-open, bounded, and holding the booked time itself.
        CONSTRAINT bookings_blocked_check CHECK (
          lower_inc(blocked) AND NOT upper_inc(blocked) AND NOT lower_inf(blocked) AND NOT upper_inf(blocked)
          AND blocked @> tstzrange(starts_at, ends_at, '[)')),
        CONSTRAINT bookings_no_overlap EXCLUDE USING gist (calendar_id WITH =, blocked WITH &&)
          WHERE (status IN ('pending', 'confirmed'))
      )`);
    await q.query(`CREATE INDEX bookings_event_type_idx ON bookings (event_type_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE bookings`);
  }
}
