/**
 * A team of its own for the load and soak benches: an owner, a business team on its trial, one calendar
 * whose default schedule is replaced by the hours given, and one free event type without booker
 * verification and without reminders. Every slug carries the run's tag, so runs against one DATABASE_URL never collide.
 */
import type { DataSource } from 'typeorm';
import type { ScheduleFields } from '../src/modules/availability/availability.service.ts';
import { insertUser } from '../src/modules/auth/auth.queries.ts';
import { insertMember, insertTeam } from '../src/modules/teams/teams.queries.ts';
import { createCalendar } from '../src/modules/calendars/calendars.service.ts';
import { updateSchedule } from '../src/modules/availability/availability.service.ts';
import { createEventType } from '../src/modules/event-types/event-types.service.ts';

export interface LoadCalendar {
  teamSlug: string;
  calendarSlug: string;
  eventTypeSlug: string;
  ownerEmail: string;
}

export async function seedLoadCalendar(
  db: DataSource,
  opts: { tag: string; timezone: string; weekly: ScheduleFields['weekly']; overrides: ScheduleFields['overrides']; durationMinutes: number; now: Date },
): Promise<LoadCalendar> {
  const { tag, now } = opts;
  const ownerEmail = `owner-${tag}@load.example`;
  const team = await db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: ownerEmail,
      fullName: 'Load Owner',
      // Nobody signs in: no password (the column takes a hash; this one matches nothing).
      passwordHash: 'bench-no-login',
      timezone: opts.timezone,
      locale: 'en',
      businessUse: true,
      emailVerifiedAt: now,
      createdAt: now,
    });
    const t = await insertTeam(tx, { name: `Load Clinic ${tag}`, slug: `load-team-${tag}`, country: 'SA', currency: 'SAR', isPersonal: false, trialEndsAt: new Date(now.getTime() + 14 * 86_400_000), now });
    await insertMember(tx, { teamId: t.id, userId: user.id, role: 'owner', now });
    return t;
  });
  const calendarSlug = `load-${tag}`;
  const calendar = await createCalendar(db, team, { name: `Load desk ${tag}`, slug: calendarSlug, timezone: opts.timezone, now });
  const [schedule] = await db.query<{ id: string }[]>(`SELECT id FROM schedules WHERE calendar_id = $1 AND is_default`, [calendar.id]);
  await updateSchedule(db, calendar.id, schedule!.id, { name: 'Load hours', timezone: opts.timezone, weekly: opts.weekly, overrides: opts.overrides }, now);
  await createEventType(
    db,
    team,
    calendar.id,
    {
      title: 'Visit',
      description: '',
      slug: 'visit',
      durationMinutes: opts.durationMinutes,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      minimumNotice: { value: 0, unit: 'minutes' },
      activeFrom: null,
      activeTo: null,
      bookerVerificationRequired: false,
      paymentRequired: false,
      paymentEnabled: false,
      priceHalalas: 0,
      scheduleId: schedule!.id,
      enabled: true,
      // No reminders: a booking made just over a day ahead would get its day-before reminder during the
      // run, a second mail to the booker that the benches' "one mail per booking" would count.
      reminders: [],
    },
    now,
  );
  return { teamSlug: team.slug, calendarSlug, eventTypeSlug: 'visit', ownerEmail };
}
