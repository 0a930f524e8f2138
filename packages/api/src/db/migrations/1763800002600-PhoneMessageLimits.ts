import type { MigrationInterface, QueryRunner } from 'typeorm';

const REASONS_BEFORE = `'no_phone', 'no_consent', 'opted_out', 'channel_off', 'booking_cancelled', 'booking_expired', 'booking_moved', 'booked_too_late', 'provider_refused', 'provider_unreachable', 'undeliverable'`;
const HELD_REASONS = `'country_not_allowed', 'team_daily_limit', 'number_daily_limit', 'booker_unverified'`;

/**
 * Limits on phone messages against toll fraud ("SMS pumping", issue 35 item 4; docs/decisions.md
 * "Phone messages and toll fraud"):
 * - `booking_messages`: a new end, `held` — never sent because a limit held it back — with the limit as
 *   its reason (only those four reasons, only on a phone channel).
 * - `bookings.booker_verified_at`: the booker proved the booking's email with its code. Bookings made
 *   before this change are taken as proven when their event type asks every booker for a code.
 * - `messaging_limits`: a team's choice of countries and daily limits (none: the team's country, 200).
 * - `phone_message_counts`: messages let through per team, channel and UTC day. `cap` is the limit in
 *   force when the count last grew, so `sent <= cap` holds whatever the owner changes later.
 * - `phone_number_counts`: the same per number (team, channel, number, day).
 */
export class PhoneMessageLimits1763800002600 implements MigrationInterface {
  name = 'PhoneMessageLimits1763800002600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE booking_messages DROP CONSTRAINT booking_messages_status_check, DROP CONSTRAINT booking_messages_reason_check, DROP CONSTRAINT booking_messages_ended_reason_check`);
    await q.query(`ALTER TABLE booking_messages
      ADD CONSTRAINT booking_messages_status_check CHECK (status IN ('scheduled', 'queued', 'sent', 'delivered', 'failed', 'skipped', 'held', 'cancelled')),
      ADD CONSTRAINT booking_messages_reason_check CHECK (reason IN (${REASONS_BEFORE}, ${HELD_REASONS})),
      ADD CONSTRAINT booking_messages_ended_reason_check CHECK (status NOT IN ('failed', 'skipped', 'held', 'cancelled') OR reason IS NOT NULL),
      ADD CONSTRAINT booking_messages_held_check CHECK (status <> 'held' OR (channel IN ('sms', 'whatsapp') AND reason IN (${HELD_REASONS})))`);

    await q.query(`ALTER TABLE bookings ADD COLUMN booker_verified_at timestamptz`);
    await q.query(`UPDATE bookings b SET booker_verified_at = b.created_at FROM event_types e WHERE e.id = b.event_type_id AND e.booker_verification_required`);

    await q.query(`
      CREATE TABLE messaging_limits (
        team_id uuid PRIMARY KEY REFERENCES teams(id) ON DELETE CASCADE,
        allowed_countries text[] NOT NULL
          CHECK (cardinality(allowed_countries) BETWEEN 1 AND 250 AND array_to_string(allowed_countries, ',') ~ '^[A-Z]{2}(,[A-Z]{2})*$'),
        sms_daily_cap integer NOT NULL CHECK (sms_daily_cap BETWEEN 1 AND 10000),
        whatsapp_daily_cap integer NOT NULL CHECK (whatsapp_daily_cap BETWEEN 1 AND 10000),
        updated_at timestamptz NOT NULL
      )`);

    await q.query(`
      CREATE TABLE phone_message_counts (
        team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
        channel text NOT NULL CHECK (channel IN ('sms', 'whatsapp')),
        day date NOT NULL,
        sent integer NOT NULL,
        cap integer NOT NULL CHECK (cap BETWEEN 1 AND 10000),
        -- When the owners were told that the day's limit was reached (once a day per channel).
        limit_mailed_at timestamptz,
        PRIMARY KEY (team_id, channel, day),
        CONSTRAINT phone_message_counts_sent_check CHECK (sent BETWEEN 0 AND cap)
      )`);
    await q.query(`
      CREATE TABLE phone_number_counts (
        team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
        channel text NOT NULL CHECK (channel IN ('sms', 'whatsapp')),
        phone text NOT NULL CHECK (phone ~ '^\\+[1-9][0-9]{6,14}$'),
        day date NOT NULL,
        sent integer NOT NULL,
        cap integer NOT NULL CHECK (cap BETWEEN 1 AND 100),
        PRIMARY KEY (team_id, channel, phone, day),
        CONSTRAINT phone_number_counts_sent_check CHECK (sent BETWEEN 0 AND cap)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE phone_number_counts`);
    await q.query(`DROP TABLE phone_message_counts`);
    await q.query(`DROP TABLE messaging_limits`);
    await q.query(`ALTER TABLE bookings DROP COLUMN booker_verified_at`);
    // Held messages were never sent: as before this change, skipped with no reason it knew.
    await q.query(`ALTER TABLE booking_messages DROP CONSTRAINT booking_messages_held_check, DROP CONSTRAINT booking_messages_status_check, DROP CONSTRAINT booking_messages_reason_check, DROP CONSTRAINT booking_messages_ended_reason_check`);
    await q.query(`UPDATE booking_messages SET status = 'skipped', reason = 'channel_off' WHERE status = 'held'`);
    await q.query(`ALTER TABLE booking_messages
      ADD CONSTRAINT booking_messages_status_check CHECK (status IN ('scheduled', 'queued', 'sent', 'delivered', 'failed', 'skipped', 'cancelled')),
      ADD CONSTRAINT booking_messages_reason_check CHECK (reason IN (${REASONS_BEFORE})),
      ADD CONSTRAINT booking_messages_ended_reason_check CHECK (status NOT IN ('failed', 'skipped', 'cancelled') OR reason IS NOT NULL)`);
  }
}
