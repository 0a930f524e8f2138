import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isOffsetZone, timeZoneOfCountry } from '@waqt/contracts';

/**
 * One time zone from the team's country (issue 36, item 1; docs/decisions.md). Calendars used to take
 * the zone of the browser that made them; on a cloud desktop or a laptop set up abroad that was UTC (or
 * Etc/…), a zone of no place, and a Riyadh clinic's 9–5 showed its visitors 12:00–8 PM.
 *
 * - A calendar in such a zone, in a team whose country names a zone (contracts `timeZoneOfCountry`),
 *   moves to that zone keeping its working hours' clock times: its schedules that were in its zone move
 *   with it, as `calendars.update` with `hours: 'clock'` does; a schedule set to a zone of its own stays.
 * - An account in such a zone moves too when the teams it belongs to name one zone between them (staff
 *   see their own time beside the calendar's; "7:00 AM UTC" was the owner mail). An account in
 *   teams of several zones keeps its own: nothing says which.
 * - Bookers' zones (`bookings.timezone`) are theirs and stay.
 * The map of countries is read from contracts when this runs (once); its answer is then the data's.
 * Not undone: the old zones named no place, and a moved row cannot be told from one set so by hand.
 */
export class CalendarZonesFromCountry1763800002850 implements MigrationInterface {
  name = 'CalendarZonesFromCountry1763800002850';

  async up(q: QueryRunner): Promise<void> {
    const zones = (await q.query(`SELECT timezone FROM calendars UNION SELECT timezone FROM users`)) as { timezone: string }[];
    const placeless = zones.map((z) => z.timezone).filter(isOffsetZone);
    if (placeless.length === 0) return;
    const countries = (await q.query(`SELECT DISTINCT trim(country) AS country FROM teams`)) as { country: string }[];
    const known = countries.flatMap(({ country }) => {
      const zone = timeZoneOfCountry(country);
      return zone ? [{ country, zone }] : [];
    });
    if (known.length === 0) return;
    const params = [known.map((k) => k.country), known.map((k) => k.zone), placeless];
    const countryZones = `unnest($1::text[], $2::text[]) AS z(country, zone)`;
    // One statement: the schedules and their calendar move together.
    await q.query(
      `WITH moved AS (
         SELECT c.id, c.timezone AS old_zone, z.zone AS new_zone
           FROM calendars c JOIN teams t ON t.id = c.team_id JOIN ${countryZones} ON z.country = trim(t.country)
          WHERE c.timezone = ANY($3::text[])
       ), schedules_moved AS (
         UPDATE schedules s SET timezone = m.new_zone, updated_at = now()
           FROM moved m WHERE s.calendar_id = m.id AND s.timezone = m.old_zone
       )
       UPDATE calendars c SET timezone = m.new_zone FROM moved m WHERE c.id = m.id`,
      params,
    );
    await q.query(
      `UPDATE users u SET timezone = one.zone
         FROM (SELECT m.user_id, min(z.zone) AS zone
                 FROM team_members m JOIN teams t ON t.id = m.team_id JOIN ${countryZones} ON z.country = trim(t.country)
                WHERE m.deleted_at IS NULL
                GROUP BY m.user_id HAVING count(DISTINCT z.zone) = 1) one
        WHERE u.id = one.user_id AND u.timezone = ANY($3::text[])`,
      params,
    );
  }

  async down(): Promise<void> {
    // Nothing to restore (see above).
  }
}
