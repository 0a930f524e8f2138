import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Event types of a calendar (SPEC §3). Every bound the contracts check is repeated here as a CHECK,
 * so no other writer (a script, a later bug) can store what the form would refuse. The link is
 * unique within its calendar, case-insensitively (citext). The schedule an event type uses cannot be
 * deleted from under it (ON DELETE RESTRICT; the availability module maps
 * `event_types_schedule_id_fkey` to a clear message).
 */
export class EventTypes1763800001000 implements MigrationInterface {
  name = 'EventTypes1763800001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE event_types (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        calendar_id uuid NOT NULL REFERENCES calendars(id) ON DELETE CASCADE,
        schedule_id uuid NOT NULL,
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
        description text NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
        slug citext NOT NULL CHECK (slug ~ '^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$'),
        duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 5 AND 720),
        buffer_before_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_before_minutes BETWEEN 0 AND 240),
        buffer_after_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_after_minutes BETWEEN 0 AND 240),
        minimum_notice_value integer NOT NULL DEFAULT 0 CHECK (minimum_notice_value >= 0),
        minimum_notice_unit text NOT NULL DEFAULT 'minutes' CHECK (minimum_notice_unit IN ('seconds', 'minutes', 'hours', 'days')),
        active_from timestamptz,
        active_to timestamptz,
        booker_verification_required boolean NOT NULL DEFAULT false,
        payment_required boolean NOT NULL DEFAULT false,
        payment_enabled boolean NOT NULL DEFAULT false,
        price_halalas integer NOT NULL DEFAULT 0 CHECK (price_halalas BETWEEN 0 AND 100000000),
        enabled boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL,
        CONSTRAINT event_types_schedule_id_fkey FOREIGN KEY (schedule_id) REFERENCES schedules(id) ON DELETE RESTRICT,
        CONSTRAINT event_types_calendar_slug_uq UNIQUE (calendar_id, slug),
        CONSTRAINT event_types_notice_check CHECK (
          minimum_notice_value::bigint * CASE minimum_notice_unit WHEN 'seconds' THEN 1 WHEN 'minutes' THEN 60 WHEN 'hours' THEN 3600 ELSE 86400 END
          <= 365 * 86400),
        CONSTRAINT event_types_active_check CHECK (active_from IS NULL OR active_to IS NULL OR active_to > active_from),
        -- Payment required implies payment enabled; an event taking payments costs at least 1.00 SAR;
        -- one taking none has no price.
        CONSTRAINT event_types_price_check CHECK (
          (payment_enabled AND price_halalas >= 100) OR (NOT payment_enabled AND NOT payment_required AND price_halalas = 0))
      )`);
    await q.query(`CREATE INDEX event_types_schedule_idx ON event_types (schedule_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE event_types`);
  }
}
