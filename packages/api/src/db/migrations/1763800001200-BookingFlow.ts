import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Public booking: customers (a team's bookers, matched by email per team), what a booking keeps
 * about its booker and its life (notes, zone and language for mails, payment expiry, the sequence
 * that versions its calendar invite and its manage token, cancellation), the team's booker
 * cut-off, and booking codes for booker verification.
 */
export class BookingFlow1763800001200 implements MigrationInterface {
  name = 'BookingFlow1763800001200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE teams ADD COLUMN booker_cutoff_minutes integer NOT NULL DEFAULT 60
      CONSTRAINT teams_booker_cutoff_check CHECK (booker_cutoff_minutes BETWEEN 0 AND 10080)`);

    await q.query(`
      CREATE TABLE customers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
        email citext NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
        phone text CHECK (phone ~ '^\\+[1-9][0-9]{7,14}$'),
        email_verified boolean NOT NULL DEFAULT false,
        phone_verified boolean NOT NULL DEFAULT false,
        archived_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CONSTRAINT customers_team_email_key UNIQUE (team_id, email)
      )`);

    await q.query(`
      ALTER TABLE bookings
        ADD COLUMN customer_id uuid CONSTRAINT bookings_customer_id_fkey REFERENCES customers(id) ON DELETE RESTRICT,
        ADD COLUMN notes text CHECK (length(notes) <= 1000),
        ADD COLUMN timezone text NOT NULL DEFAULT 'Asia/Riyadh',
        ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'ar')),
        ADD COLUMN price_halalas integer NOT NULL DEFAULT 0 CHECK (price_halalas >= 0),
        ADD COLUMN expires_at timestamptz,
        ADD COLUMN sequence integer NOT NULL DEFAULT 0 CHECK (sequence >= 0),
        ADD COLUMN cancel_reason text CHECK (length(cancel_reason) <= 500),
        ADD COLUMN cancelled_at timestamptz,
        ADD COLUMN cancelled_by text CHECK (cancelled_by IN ('booker', 'team')),
        ADD CONSTRAINT bookings_pending_expiry_check CHECK (status <> 'pending' OR expires_at IS NOT NULL),
        ADD CONSTRAINT bookings_cancelled_check CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL))`);
    await q.query(`ALTER TABLE bookings ALTER COLUMN timezone DROP DEFAULT, ALTER COLUMN locale DROP DEFAULT`);
    // The dashboard lists a calendar's bookings by start; customers' bookings by customer.
    await q.query(`CREATE INDEX bookings_calendar_start_idx ON bookings (calendar_id, starts_at)`);
    await q.query(`CREATE INDEX bookings_customer_idx ON bookings (customer_id) WHERE customer_id IS NOT NULL`);

    await q.query(`ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check`);
    await q.query(`ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check CHECK (purpose IN ('login', 'verify_email', 'change_email', 'booking'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM one_time_codes WHERE purpose = 'booking'`);
    await q.query(`ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check`);
    await q.query(`ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check CHECK (purpose IN ('login', 'verify_email', 'change_email'))`);
    await q.query(`DROP INDEX bookings_customer_idx`);
    await q.query(`DROP INDEX bookings_calendar_start_idx`);
    await q.query(`ALTER TABLE bookings DROP CONSTRAINT bookings_cancelled_check, DROP CONSTRAINT bookings_pending_expiry_check,
      DROP COLUMN cancelled_by, DROP COLUMN cancelled_at, DROP COLUMN cancel_reason, DROP COLUMN sequence, DROP COLUMN expires_at,
      DROP COLUMN price_halalas, DROP COLUMN locale, DROP COLUMN timezone, DROP COLUMN notes, DROP COLUMN customer_id`);
    await q.query(`DROP TABLE customers`);
    await q.query(`ALTER TABLE teams DROP COLUMN booker_cutoff_minutes`);
  }
}
