import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reminders, phone channels, the delivery log and attendance (issue 24):
 * - `event_types.reminders`: up to three `{ offsetMinutes, channels }` rules (checked by the API's zod
 *   schema; here only that it is an array of at most three). Existing event types get the default — a
 *   mail the day before — like new ones.
 * - `event_types.no_show_prepay_after`: customers with this many no-shows must pay in advance.
 * - `bookings`: the booker's consent to phone messages, the team's attendance mark (only on a confirmed
 *   booking), and when the booker answered "I'll be there".
 * - `messaging_channels`: a team's SMS (Unifonic) and WhatsApp (Cloud API) settings, secrets sealed like
 *   the Moyasar secret (AES-GCM bound to the row id), one per channel.
 * - `booking_messages`: the delivery log — one row per reminder × channel of a booking version
 *   (`sequence`): a reschedule cancels the old rows and adds new ones. A unique key keeps a version's
 *   rule × channel to one row whatever races; a provider's message id names one row.
 * - `message_opt_outs`: numbers a team never messages again (the message's opt-out link, or STOP).
 * - `short_links`: `/s/{code}` → a signed link of ours, for SMS and WhatsApp (a full signed link is
 *   ~110 characters: three SMS parts in English, five in Arabic; short, one and two). Each expires.
 */
export class Reminders1763800002300 implements MigrationInterface {
  name = 'Reminders1763800002300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE event_types ADD COLUMN reminders jsonb NOT NULL DEFAULT '[{"offsetMinutes":1440,"channels":["mail"]}]'::jsonb
      CONSTRAINT event_types_reminders_check CHECK (jsonb_typeof(reminders) = 'array' AND jsonb_array_length(reminders) <= 3)`);
    await q.query(`ALTER TABLE event_types ADD COLUMN no_show_prepay_after integer CONSTRAINT event_types_no_show_prepay_check CHECK (no_show_prepay_after BETWEEN 1 AND 20)`);

    await q.query(`ALTER TABLE bookings ADD COLUMN messaging_consent boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE bookings ADD COLUMN attendance text CONSTRAINT bookings_attendance_check CHECK (attendance IN ('attended', 'no_show'))`);
    await q.query(`ALTER TABLE bookings ADD COLUMN attendance_marked_at timestamptz`);
    await q.query(`ALTER TABLE bookings ADD COLUMN attendance_marked_by uuid REFERENCES users(id) ON DELETE SET NULL`);
    await q.query(`ALTER TABLE bookings ADD COLUMN customer_confirmed_at timestamptz`);
    // Attendance is a fact about a booking that took place: only confirmed ones carry it, with when.
    await q.query(`ALTER TABLE bookings ADD CONSTRAINT bookings_attendance_confirmed_check CHECK (attendance IS NULL OR (status = 'confirmed' AND attendance_marked_at IS NOT NULL))`);
    await q.query(`CREATE INDEX bookings_unmarked_idx ON bookings (calendar_id, ends_at) WHERE status = 'confirmed' AND attendance IS NULL`);

    await q.query(`
      CREATE TABLE messaging_channels (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
        channel text NOT NULL CHECK (channel IN ('sms', 'whatsapp')),
        provider text NOT NULL CHECK (provider IN ('unifonic', 'whatsapp_cloud')),
        enabled boolean NOT NULL DEFAULT true,
        sender_name text NOT NULL CHECK (length(sender_name) BETWEEN 1 AND 60),
        phone_number_id text CHECK (phone_number_id ~ '^[0-9]{5,20}$'),
        templates jsonb,
        secrets_enc text NOT NULL,
        webhook_token text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CONSTRAINT messaging_channels_team_channel_key UNIQUE (team_id, channel),
        CONSTRAINT messaging_channels_channel_provider_check CHECK ((channel = 'sms' AND provider = 'unifonic') OR (channel = 'whatsapp' AND provider = 'whatsapp_cloud' AND phone_number_id IS NOT NULL AND templates IS NOT NULL))
      )`);
    // A public event type's answer says which phone channels are on (`phoneReminders`, the booking form's
    // consent box): switching a channel on or off is a change that answer depends on, so it bumps the
    // team's calendars' slot versions (migration SlotVersions) like a change to their event types does.
    await q.query(`
      CREATE FUNCTION messaging_channels_slot_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE calendar_slot_versions v SET version = nextval('slot_versions_seq')
          FROM calendars c WHERE c.id = v.calendar_id AND c.team_id IN (OLD.team_id, NEW.team_id);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER messaging_channels_slot_version AFTER INSERT OR DELETE OR UPDATE OF enabled, team_id ON messaging_channels
      FOR EACH ROW EXECUTE FUNCTION messaging_channels_slot_version()`);
    await q.query(`CREATE INDEX messaging_channels_phone_number_idx ON messaging_channels (phone_number_id) WHERE phone_number_id IS NOT NULL`);

    await q.query(`
      CREATE TABLE booking_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
        team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
        sequence integer NOT NULL,
        channel text NOT NULL CHECK (channel IN ('mail', 'sms', 'whatsapp')),
        offset_minutes integer NOT NULL CHECK (offset_minutes > 0),
        due_at timestamptz NOT NULL,
        status text NOT NULL CHECK (status IN ('scheduled', 'queued', 'sent', 'delivered', 'failed', 'skipped', 'cancelled')),
        reason text CHECK (reason IN ('no_phone', 'no_consent', 'opted_out', 'channel_off', 'booking_cancelled', 'booking_expired', 'booking_moved', 'booked_too_late', 'provider_refused', 'provider_unreachable', 'undeliverable')),
        detail text CHECK (length(detail) <= 500),
        recipient text,
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        provider_message_id text,
        sent_at timestamptz,
        delivered_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CONSTRAINT booking_messages_version_key UNIQUE (booking_id, sequence, offset_minutes, channel),
        -- What ended without being sent says why.
        CONSTRAINT booking_messages_ended_reason_check CHECK (status NOT IN ('failed', 'skipped', 'cancelled') OR reason IS NOT NULL),
        CONSTRAINT booking_messages_sent_check CHECK (status NOT IN ('sent', 'delivered') OR sent_at IS NOT NULL)
      )`);
    await q.query(`CREATE UNIQUE INDEX booking_messages_provider_id_uq ON booking_messages (channel, provider_message_id) WHERE provider_message_id IS NOT NULL`);
    await q.query(`CREATE INDEX booking_messages_booking_idx ON booking_messages (booking_id, due_at)`);

    await q.query(`
      CREATE TABLE message_opt_outs (
        team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
        phone text NOT NULL CHECK (phone ~ '^\\+[1-9][0-9]{6,14}$'),
        source text NOT NULL CHECK (source IN ('link', 'reply')),
        created_at timestamptz NOT NULL,
        PRIMARY KEY (team_id, phone)
      )`);

    await q.query(`
      CREATE TABLE short_links (
        code text PRIMARY KEY CHECK (code ~ '^[A-Za-z0-9]{10}$'),
        target text NOT NULL CHECK (length(target) <= 2000),
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX short_links_expires_idx ON short_links (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE short_links`);
    await q.query(`DROP TABLE message_opt_outs`);
    await q.query(`DROP TABLE booking_messages`);
    await q.query(`DROP TRIGGER messaging_channels_slot_version ON messaging_channels`);
    await q.query(`DROP FUNCTION messaging_channels_slot_version()`);
    await q.query(`DROP TABLE messaging_channels`);
    await q.query(`DROP INDEX bookings_unmarked_idx`);
    await q.query(`ALTER TABLE bookings DROP CONSTRAINT bookings_attendance_confirmed_check`);
    for (const c of ['customer_confirmed_at', 'attendance_marked_by', 'attendance_marked_at', 'attendance', 'messaging_consent']) await q.query(`ALTER TABLE bookings DROP COLUMN ${c}`);
    await q.query(`ALTER TABLE event_types DROP COLUMN no_show_prepay_after`);
    await q.query(`ALTER TABLE event_types DROP COLUMN reminders`);
  }
}
