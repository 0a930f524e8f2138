import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A version per calendar for everything a `public.slots` answer is made of, so a process may keep
 * answers in memory and still never serve one the database has moved past — whichever process (API,
 * worker, script, psql) wrote the change.
 *
 * - `calendar_slot_versions.version` takes a fresh `slot_versions_seq` value in the same transaction
 *   as any change to the calendar itself, its schedules, its event types, or a booking that holds
 *   or held its time (pending/confirmed before or after; a payment confirming a pending booking
 *   holds the same time and changes nothing). A reader sees the new version exactly when it sees the
 *   change: one snapshot, one commit.
 * - Sequence values are never reused, so an old answer can never match again (no ABA), and a
 *   missing row (only while a calendar is being deleted) means "do not cache".
 * - Bumps only UPDATE: the rows go with their calendar (ON DELETE CASCADE), and the cascaded deletes
 *   of its bookings and event types then update nothing.
 * - A schedule's change bumps its calendar and the calendar of every event type that uses it (the
 *   service keeps those the same; the database does not promise it).
 * - TRUNCATE of a source table bumps every calendar.
 * Cost: a write holds its calendar's version row until it commits, so writes to one calendar's
 * bookings/schedules/event types commit one after another (exclusion-constraint races still fail
 * fast: the constraint is checked before the AFTER trigger runs).
 */
export class SlotVersions1763800001600 implements MigrationInterface {
  name = 'SlotVersions1763800001600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE slot_versions_seq`);
    await q.query(`
      CREATE TABLE calendar_slot_versions (
        calendar_id uuid PRIMARY KEY REFERENCES calendars(id) ON DELETE CASCADE,
        version bigint NOT NULL DEFAULT nextval('slot_versions_seq')
      )`);
    await q.query(`INSERT INTO calendar_slot_versions (calendar_id) SELECT id FROM calendars`);

    await q.query(`
      CREATE FUNCTION bump_slot_version(calendar uuid) RETURNS void LANGUAGE sql AS $$
        UPDATE calendar_slot_versions SET version = nextval('slot_versions_seq') WHERE calendar_id = calendar
      $$`);

    await q.query(`
      CREATE FUNCTION calendars_slot_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO calendar_slot_versions (calendar_id) VALUES (NEW.id);
        ELSE
          PERFORM bump_slot_version(NEW.id);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER calendars_slot_version AFTER INSERT OR UPDATE ON calendars FOR EACH ROW EXECUTE FUNCTION calendars_slot_version()`);

    await q.query(`
      CREATE FUNCTION event_types_slot_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN PERFORM bump_slot_version(OLD.calendar_id); END IF;
        IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.calendar_id IS DISTINCT FROM OLD.calendar_id) THEN
          PERFORM bump_slot_version(NEW.calendar_id);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER event_types_slot_version AFTER INSERT OR UPDATE OR DELETE ON event_types FOR EACH ROW EXECUTE FUNCTION event_types_slot_version()`);

    await q.query(`
      CREATE FUNCTION schedules_slot_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- OLD is null on INSERT and NEW on DELETE: their fields are then null and match nothing.
        UPDATE calendar_slot_versions SET version = nextval('slot_versions_seq')
        WHERE calendar_id = ANY (ARRAY[OLD.calendar_id, NEW.calendar_id]
                                 || ARRAY(SELECT calendar_id FROM event_types WHERE schedule_id IN (OLD.id, NEW.id)));
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER schedules_slot_version AFTER INSERT OR UPDATE OR DELETE ON schedules FOR EACH ROW EXECUTE FUNCTION schedules_slot_version()`);

    // Trigger names fire in alphabetical order: after bookings_customer_stats, so a booking write
    // takes the customer's row lock before its calendar's version row, always in that order.
    await q.query(`
      CREATE FUNCTION bookings_slot_version() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        held_before boolean := TG_OP <> 'INSERT' AND OLD.status IN ('pending', 'confirmed');
        held_after boolean := TG_OP <> 'DELETE' AND NEW.status IN ('pending', 'confirmed');
      BEGIN
        IF held_before AND held_after AND OLD.calendar_id = NEW.calendar_id AND OLD.blocked = NEW.blocked THEN
          RETURN NULL; -- the same time held (e.g. pending → confirmed)
        END IF;
        IF held_before THEN PERFORM bump_slot_version(OLD.calendar_id); END IF;
        IF held_after AND NOT (held_before AND OLD.calendar_id = NEW.calendar_id) THEN PERFORM bump_slot_version(NEW.calendar_id); END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER bookings_slot_version AFTER INSERT OR DELETE OR UPDATE OF calendar_id, status, blocked ON bookings
      FOR EACH ROW EXECUTE FUNCTION bookings_slot_version()`);

    await q.query(`
      CREATE FUNCTION slot_versions_bump_all() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE calendar_slot_versions SET version = nextval('slot_versions_seq');
        RETURN NULL;
      END $$`);
    for (const table of ['bookings', 'schedules', 'event_types']) {
      await q.query(`CREATE TRIGGER ${table}_slot_version_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION slot_versions_bump_all()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['bookings', 'schedules', 'event_types']) await q.query(`DROP TRIGGER ${table}_slot_version_truncate ON ${table}`);
    await q.query(`DROP FUNCTION slot_versions_bump_all()`);
    for (const table of ['bookings', 'schedules', 'event_types', 'calendars']) {
      await q.query(`DROP TRIGGER ${table}_slot_version ON ${table}`);
      await q.query(`DROP FUNCTION ${table}_slot_version()`);
    }
    await q.query(`DROP FUNCTION bump_slot_version(uuid)`);
    await q.query(`DROP TABLE calendar_slot_versions`);
    await q.query(`DROP SEQUENCE slot_versions_seq`);
  }
}
