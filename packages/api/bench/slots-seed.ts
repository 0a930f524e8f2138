/**
 * Puts the fixed slot workload (bench/slots-workload.json) into a database for the public.slots HTTP
 * bench: a calendar of the demo clinic in the workload's zone, its default schedule set to the
 * workload's weekly hours and 20 overrides, one 30-minute event type with the 10/10 buffers and the
 * 2-hour notice, and the 1,000 confirmed bookings (each with its own 10/10 buffers).
 */
import type { DataSource } from 'typeorm';
import { teamBySlug } from '../src/modules/teams/teams.queries.ts';
import type { SlotsWorkload } from '../src/scheduling/bench-workload.ts';
import { updateSchedule } from '../src/modules/availability/availability.service.ts';
import { createCalendar } from '../src/modules/calendars/calendars.service.ts';
import { createEventType } from '../src/modules/event-types/event-types.service.ts';
import { insertBooking } from '../src/modules/bookings/lifecycle.ts';

export const BENCH_CALENDAR_SLUG = 'bench-slots';
export const BENCH_EVENT_SLUG = 'visit';

export async function seedSlotsWorkload(db: DataSource, w: SlotsWorkload, now: Date): Promise<void> {
  const clinic = await teamBySlug(db, 'riyadh-dental');
  if (!clinic) throw new Error('the demo seed has no riyadh-dental team');
  const calendar = await createCalendar(db, clinic, { name: 'Slots bench', slug: BENCH_CALENDAR_SLUG, timezone: w.calendarTimeZone, now });
  const [schedule] = await db.query<{ id: string }[]>(`SELECT id FROM schedules WHERE calendar_id = $1 AND is_default`, [calendar.id]);
  const weekly: { start: string; end: string }[][] = Array.from({ length: 7 }, () => []);
  for (const h of w.weeklyHours) for (const d of h.days) weekly[d]!.push({ start: h.start, end: h.end });
  await updateSchedule(db, calendar.id, schedule!.id, { name: 'Bench hours', timezone: w.calendarTimeZone, weekly, overrides: w.dateOverrides }, now);
  const ev = w.event;
  const eventType = await createEventType(
    db,
    clinic,
    calendar.id,
    {
      title: 'Visit',
      description: '',
      slug: BENCH_EVENT_SLUG,
      durationMinutes: ev.lengthMinutes,
      bufferBeforeMinutes: ev.beforeEventBufferMinutes,
      bufferAfterMinutes: ev.afterEventBufferMinutes,
      minimumNotice: { value: ev.minimumBookingNoticeMinutes, unit: 'minutes' },
      activeFrom: null,
      activeTo: null,
      bookerVerificationRequired: false,
      paymentRequired: false,
      paymentEnabled: false,
      priceHalalas: 0,
      scheduleId: schedule!.id,
      enabled: true,
    },
    now,
  );
  for (const b of w.bookings) {
    await insertBooking(db, {
      calendarId: calendar.id,
      eventTypeId: eventType.id,
      startsAt: new Date(b.start),
      endsAt: new Date(b.end),
      bufferBeforeMinutes: ev.beforeEventBufferMinutes,
      bufferAfterMinutes: ev.afterEventBufferMinutes,
      status: 'confirmed',
      now,
    });
  }
}
