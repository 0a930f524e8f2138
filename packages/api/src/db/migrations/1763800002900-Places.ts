import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The place columns of a table (calendars, event_types) and the CHECKs that keep them whole. */
function placeColumns(table: 'calendars' | 'event_types'): string {
  // An https link without spaces or control characters, bounded (contracts `isHttpsUrl`, PLACE_URL_MAX).
  const link = (column: string) => `(${column} ~* '^https://[^[:space:][:cntrl:]]+$' AND length(${column}) <= 2000)`;
  return `
    ALTER TABLE ${table}
      ADD COLUMN place_kind text CONSTRAINT ${table}_place_kind_check CHECK (place_kind IN ('in_person', 'phone', 'online')),
      ADD COLUMN place_address text,
      ADD COLUMN place_map_url text,
      ADD COLUMN place_meeting_url text,
      ADD CONSTRAINT ${table}_place_check CHECK (COALESCE(CASE place_kind
        WHEN 'in_person' THEN length(btrim(place_address)) BETWEEN 1 AND 500 AND place_meeting_url IS NULL
                              AND (place_map_url IS NULL OR ${link('place_map_url')})
        WHEN 'phone' THEN place_address IS NULL AND place_map_url IS NULL AND place_meeting_url IS NULL
        WHEN 'online' THEN ${link('place_meeting_url')} AND place_address IS NULL AND place_map_url IS NULL
        ELSE place_address IS NULL AND place_map_url IS NULL AND place_meeting_url IS NULL
      END, false))`;
}

/**
 * Where, and how to reach us (issue 36, item 4; docs/decisions.md):
 * - `calendars.place_*`: where the calendar's bookings happen — in person (an address, optionally a map
 *   link), a phone call (the team calls the booker), or online (a meeting link); no kind: no place given.
 * - `event_types.place_*`: the same, for an event type that is not at its calendar's place (no kind: the
 *   calendar's). Each table keeps the fields of its kind and no others (CHECK `…_place_check`).
 * - `teams.contact_phone`: the number bookers may call, in E.164.
 * A public event type's answer (public.slots, kept per calendar version) carries its place and the team's
 * contact phone: the calendars and event types triggers already bump the version on their changes; a
 * change of the contact phone bumps every calendar of the team, as a messaging channel does.
 */
export class Places1763800002900 implements MigrationInterface {
  name = 'Places1763800002900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(placeColumns('calendars'));
    await q.query(placeColumns('event_types'));
    await q.query(`ALTER TABLE teams ADD COLUMN contact_phone text CONSTRAINT teams_contact_phone_check CHECK (contact_phone ~ '^\\+[1-9][0-9]{7,14}$')`);
    await q.query(`
      CREATE FUNCTION teams_contact_slot_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE calendar_slot_versions v SET version = nextval('slot_versions_seq')
          FROM calendars c WHERE c.id = v.calendar_id AND c.team_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER teams_contact_slot_version AFTER UPDATE OF contact_phone ON teams
      FOR EACH ROW WHEN (OLD.contact_phone IS DISTINCT FROM NEW.contact_phone) EXECUTE FUNCTION teams_contact_slot_version()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER teams_contact_slot_version ON teams`);
    await q.query(`DROP FUNCTION teams_contact_slot_version()`);
    await q.query(`ALTER TABLE teams DROP COLUMN contact_phone`);
    for (const table of ['event_types', 'calendars']) {
      await q.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_place_check, DROP COLUMN place_kind, DROP COLUMN place_address, DROP COLUMN place_map_url, DROP COLUMN place_meeting_url`);
    }
  }
}
