import type { DataSource } from 'typeorm';
import { one } from './sql.ts';
import { DEFAULT_TIMEZONE, trialEndFrom } from '@waqt/contracts';
import type { Logger } from '../logger.ts';
import { systemClock, type Clock } from '../clock.ts';
import { insertUser, userByEmail } from '../modules/auth/auth.queries.ts';
import { insertMember, insertTeam, teamBySlug, updateTeamRow } from '../modules/teams/teams.queries.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { AppError } from '../errors.ts';
import { createCalendar } from '../modules/calendars/calendars.service.ts';
import { writePlace } from '../modules/calendars/calendars.queries.ts';
import { createEventType } from '../modules/event-types/event-types.service.ts';
import type { AppDeps } from '../trpc/context.ts';
import { saveProvider } from '../modules/payments/providers.service.ts';
import { scheduleTrialEnd } from '../modules/billing/billing-jobs.ts';

export const DEMO_LOGIN = { email: 'demo@waqt.local', password: 'waqt-demo-2026' } as const;
/** The demo clinic's calendar and its free event type: the public page `/{calendar}/{eventType}`. */
export const DEMO_BOOKING = { calendarSlug: 'riyadh-dental-main', eventTypeSlug: 'consultation' } as const;
/** The demo booking page's path in the app. */
export const DEMO_BOOKING_PATH = `/${DEMO_BOOKING.calendarSlug}/${DEMO_BOOKING.eventTypeSlug}`;
/** Where the demo clinic is and how to reach it (issue 36): shown on its booking pages and in its mails. */
export const DEMO_PLACE = {
  kind: 'in_person',
  address: 'Olaya Medical Center, 3rd floor\nKing Fahd Road, Riyadh 12214',
  mapUrl: 'https://www.openstreetmap.org/?mlat=24.6907&mlon=46.6853#map=18/24.6907/46.6853',
} as const;
const DEMO_CONTACT_PHONE = '+966112345678';

/**
 * Creates the demo owner (a business user: no personal team) and a demo business team, once; then makes sure the
 * business team has a calendar (with the default schedule every new calendar gets) and a free
 * 30-minute event type, so a newcomer has a bookable public page (DEMO_BOOKING_PATH). Each part is
 * added only when missing, so databases seeded before it get it on their next start.
 */
export async function seedDemo(db: DataSource, log: Logger, clock: Clock = systemClock): Promise<{ bookingPath: string | null }> {
  const existing = await userByEmail(db, DEMO_LOGIN.email);
  if (!existing) {
    const passwordHash = await hashPassword(DEMO_LOGIN.password);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: DEMO_LOGIN.email,
        fullName: 'Sara Al-Qahtani',
        passwordHash,
        timezone: DEFAULT_TIMEZONE,
        locale: 'en',
        businessUse: true,
        emailVerifiedAt: now,
        createdAt: now,
      });
      const trialEndsAt = trialEndFrom(now);
      const clinic = await insertTeam(tx, { name: 'Riyadh Dental Clinic', slug: 'riyadh-dental', country: 'SA', currency: 'SAR', isPersonal: false, trialEndsAt, now });
      await updateTeamRow(tx, clinic.id, { contactPhone: DEMO_CONTACT_PHONE });
      await insertMember(tx, { teamId: clinic.id, userId: user.id, role: 'owner', now });
      await scheduleTrialEnd(tx, clock, clinic.id, trialEndsAt);
    });
    log.info('demo team seeded');
  }
  try {
    return { bookingPath: (await seedDemoBooking(db, log, clock)) ? DEMO_BOOKING_PATH : null };
  } catch (err) {
    // A database changed by hand (the clinic at its calendar limit, the link taken): start anyway.
    if (!(err instanceof AppError)) throw err;
    log.warn({ code: err.code }, 'demo booking page not seeded');
    return { bookingPath: null };
  }
}

/** Whether the demo booking page exists afterwards. */
async function seedDemoBooking(db: DataSource, log: Logger, clock: Clock): Promise<boolean> {
  const clinic = await teamBySlug(db, 'riyadh-dental');
  if (!clinic) return false;
  const existing = await one<{ id: string }>(db, `SELECT id FROM calendars WHERE team_id = $1 AND slug = $2`, [clinic.id, DEMO_BOOKING.calendarSlug]);
  let calendarId = existing?.id;
  if (!calendarId) {
    calendarId = (await createCalendar(db, clinic, { name: 'Main clinic', nameAr: 'العيادة الرئيسية', slug: DEMO_BOOKING.calendarSlug, timezone: DEFAULT_TIMEZONE, now: clock.now() })).id;
    await writePlace(db, 'calendars', calendarId, { ...DEMO_PLACE });
  }
  const eventType = await one<{ id: string }>(db, `SELECT id FROM event_types WHERE calendar_id = $1 AND slug = $2`, [calendarId, DEMO_BOOKING.eventTypeSlug]);
  if (eventType) return true;
  const schedule = await one<{ id: string }>(db, `SELECT id FROM schedules WHERE calendar_id = $1 ORDER BY is_default DESC, created_at, id LIMIT 1`, [calendarId]);
  if (!schedule) return false;
  await createEventType(
    db,
    clinic,
    calendarId,
    {
      title: 'Consultation',
      description: 'A first visit: we look at your teeth and plan what comes next.',
      // Arabic visitors read the clinic's own words (issue 36, item 3).
      titleAr: 'استشارة',
      descriptionAr: 'الزيارة الأولى: نفحص أسنانك ونخطط معك للخطوات التالية.',
      slug: DEMO_BOOKING.eventTypeSlug,
      durationMinutes: 30,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 10,
      minimumNotice: { value: 2, unit: 'hours' },
      activeFrom: null,
      activeTo: null,
      bookerVerificationRequired: false,
      paymentRequired: false,
      paymentEnabled: false,
      priceHalalas: 0,
      scheduleId: schedule.id,
      enabled: true,
    },
    clock.now(),
  );
  log.info('demo booking page seeded');
  return true;
}

/** The demo clinic's paid event type (card payments through the local Moyasar sandbox). */
const DEMO_PAID_BOOKING = { calendarSlug: DEMO_BOOKING.calendarSlug, eventTypeSlug: 'cleaning' } as const;

/**
 * With the local Moyasar sandbox running: the demo clinic takes card payments (the sandbox's
 * development keys) and has a paid event type, so a newcomer can try the whole paid flow with the
 * published test cards. Each part is added only when missing.
 */
export async function seedDemoPayments(deps: AppDeps, keys: { publishableKey: string; secretKey: string }): Promise<void> {
  const { db, log, clock } = deps;
  const clinic = await teamBySlug(db, 'riyadh-dental');
  if (!clinic) return;
  const card = await one<{ id: string }>(db, `SELECT id FROM payment_providers WHERE team_id = $1 AND kind = 'card'`, [clinic.id]);
  if (!card) await saveProvider(deps, clinic, { provider: { kind: 'card', publishableKey: keys.publishableKey, secretKey: keys.secretKey }, isDefault: true });
  const calendar = await one<{ id: string }>(db, `SELECT id FROM calendars WHERE team_id = $1 AND slug = $2`, [clinic.id, DEMO_PAID_BOOKING.calendarSlug]);
  if (!calendar) return;
  const eventType = await one<{ id: string }>(db, `SELECT id FROM event_types WHERE calendar_id = $1 AND slug = $2`, [calendar.id, DEMO_PAID_BOOKING.eventTypeSlug]);
  if (eventType) return;
  const schedule = await one<{ id: string }>(db, `SELECT id FROM schedules WHERE calendar_id = $1 ORDER BY is_default DESC, created_at, id LIMIT 1`, [calendar.id]);
  if (!schedule) return;
  await createEventType(
    db,
    clinic,
    calendar.id,
    {
      title: 'Teeth cleaning',
      description: 'A 45-minute cleaning and polish. Paid when booking.',
      titleAr: 'تنظيف الأسنان',
      descriptionAr: 'تنظيف وتلميع في 45 دقيقة، والدفع عند الحجز.',
      slug: DEMO_PAID_BOOKING.eventTypeSlug,
      durationMinutes: 45,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 15,
      minimumNotice: { value: 2, unit: 'hours' },
      activeFrom: null,
      activeTo: null,
      bookerVerificationRequired: false,
      paymentRequired: true,
      paymentEnabled: true,
      priceHalalas: 23000,
      scheduleId: schedule.id,
      enabled: true,
    },
    clock.now(),
  );
  log.info('demo paid event type seeded');
}
