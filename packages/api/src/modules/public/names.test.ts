import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localized, type CreateEventTypeInput } from '@waqt/contracts';
import { createTestApp, drainJobs, type TestApp } from '../../../test/harness.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { sqlStateOf } from '../../db/errors.ts';
import { attendToken } from '../bookings/booking-tokens.ts';

/*
 * Names in both languages (issue 36, item 3): a calendar's name and an event type's title and description
 * in Arabic and English beside the default; visitors' pages get them to pick the page's language, mails
 * and invites use the recipient's.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(); // clock: Sunday 2026-11-22 09:00Z
});
afterAll(() => app.close());

let seq = 0;
const visitor = () => app.caller({ ip: `10.7.${Math.floor(seq / 250)}.${(seq % 250) + 1}` });

/** A business team with the calendar "Dr. Sara" (د. سارة in Arabic) and the event type "Consultation" (استشارة). */
async function clinic(over: Partial<CreateEventTypeInput> = {}) {
  const n = ++seq;
  const owner = await makeUser(app.db, app.clock);
  const c = app.caller({ sessionToken: owner.token });
  const team = await c.teams.create({ name: `Clinic ${n}`, slug: `names-${n}-${owner.user.id.slice(0, 6)}` });
  const created = await c.calendars.create({ teamId: team.id, name: 'Dr. Sara', slug: `sara-${n}-${owner.user.id.slice(0, 6)}` });
  const calendar = await c.calendars.update({ teamId: team.id, calendarId: created.id, name: 'Dr. Sara', slug: created.slug, timezone: 'Asia/Riyadh', nameAr: 'د. سارة', nameEn: '' });
  const [schedule] = await app.db.query<{ id: string }[]>(`SELECT id FROM schedules WHERE calendar_id = $1 LIMIT 1`, [calendar.id]);
  const ids = { teamId: team.id, calendarId: calendar.id, scheduleId: schedule!.id };
  const et = await c.eventTypes.create({
    ...ids,
    title: 'Consultation',
    description: 'A first visit.',
    titleAr: 'استشارة',
    descriptionAr: 'الزيارة الأولى.',
    titleEn: '  ',
    slug: 'consultation',
    durationMinutes: 30,
    ...over,
  });
  return { owner, c, team, calendar, et, ids };
}

const book = (calendarSlug: string, eventTypeSlug: string, locale: 'ar' | 'en', email: string, start = '2026-11-23T07:00:00.000Z') =>
  visitor().public.book({ calendarSlug, eventTypeSlug, start, timezone: 'Asia/Riyadh', locale, booker: { name: 'Noura Al-Harbi', email } });

interface Mail {
  subject: string;
  text: string;
  locale: string;
  attachments: { contentType: string; content: string }[];
}
const mailsTo = async (to: string): Promise<Mail[]> => {
  await drainJobs(app.db);
  return app.db.query(`SELECT subject, text, locale, attachments FROM mail_messages WHERE to_address = $1 ORDER BY seq`, [to]);
};
/** The invite's SUMMARY, its folded lines joined. */
const summaryOf = (m: Mail) => /SUMMARY:(.*)\r\n/.exec((m.attachments.find((a) => a.contentType.startsWith('text/calendar'))?.content ?? '').replace(/\r\n[ \t]/g, ''))?.[1];

describe('names in both languages', () => {
  it('an owner gives a calendar and an event type Arabic names; an empty one is stored as none, and the database refuses an empty text', async () => {
    const s = await clinic();
    expect(await s.c.calendars.byId({ teamId: s.team.id, calendarId: s.calendar.id })).toMatchObject({ name: 'Dr. Sara', nameAr: 'د. سارة', nameEn: null, slug: s.calendar.slug });
    expect(s.et).toMatchObject({ title: 'Consultation', titleAr: 'استشارة', titleEn: null, descriptionAr: 'الزيارة الأولى.', descriptionEn: null, slug: 'consultation' });
    // The form sends every field: names left out are cleared, as an emptied box is.
    const { id: _id, calendarId: _c, createdAt: _at, ...fields } = s.et;
    const updated = await s.c.eventTypes.update({ ...fields, ...s.ids, eventTypeId: s.et.id, titleEn: 'First consultation', descriptionAr: null });
    expect(updated).toMatchObject({ titleAr: 'استشارة', titleEn: 'First consultation', descriptionAr: null });
    for (const sql of [`UPDATE calendars SET name_ar = '' WHERE id = $1`, `UPDATE event_types SET title_en = repeat('x', 121) WHERE calendar_id = $1`]) {
      expect(sqlStateOf(await app.db.query(sql, [s.calendar.id]).catch((err: unknown) => err)), sql).toBe('23514');
    }
  });

  it("a visitor's pages carry the Arabic names beside the default: an Arabic page shows them, an English one and an event type without them the default", async () => {
    const s = await clinic();
    await s.c.eventTypes.create({ ...s.ids, title: 'Check-up', slug: 'check-up', durationMinutes: 15 });
    const page = await visitor().public.page({ slug: s.calendar.slug });
    if (page.kind !== 'calendar') throw new Error('a calendar page');
    expect(page.calendar).toMatchObject({ name: 'Dr. Sara', nameAr: 'د. سارة', nameEn: null });
    expect(localized(page.calendar, 'name', 'ar')).toBe('د. سارة');
    expect(localized(page.calendar, 'name', 'en')).toBe('Dr. Sara');
    const [checkUp, consultation] = page.eventTypes;
    expect(consultation).toMatchObject({ title: 'Consultation', titleAr: 'استشارة', descriptionAr: 'الزيارة الأولى.' });
    expect([localized(consultation!, 'title', 'ar'), localized(consultation!, 'description', 'ar'), localized(consultation!, 'title', 'en')]).toEqual(['استشارة', 'الزيارة الأولى.', 'Consultation']);
    expect(localized(checkUp!, 'title', 'ar')).toBe('Check-up');
    const team = await visitor().public.page({ slug: s.team.slug });
    expect(team.kind === 'team' && team.calendars).toEqual([{ name: 'Dr. Sara', nameAr: 'د. سارة', nameEn: null, slug: s.calendar.slug }]);
    const slots = await visitor().public.slots({ calendarSlug: s.calendar.slug, eventTypeSlug: 'consultation', from: '2026-11-23', to: '2026-11-24', timezone: 'Asia/Riyadh' });
    expect(slots.calendar).toEqual({ name: 'Dr. Sara', nameAr: 'د. سارة', nameEn: null, slug: s.calendar.slug });
    expect(slots.eventType).toMatchObject({ title: 'Consultation', titleAr: 'استشارة', titleEn: null, description: 'A first visit.', descriptionAr: 'الزيارة الأولى.', descriptionEn: null });
    // A renamed calendar is seen at once (the kept answer of public.slots is dropped).
    await s.c.calendars.update({ teamId: s.team.id, calendarId: s.calendar.id, name: 'Dr. Sara', slug: s.calendar.slug, timezone: 'Asia/Riyadh', nameAr: 'الدكتورة سارة' });
    const again = await visitor().public.slots({ calendarSlug: s.calendar.slug, eventTypeSlug: 'consultation', from: '2026-11-23', to: '2026-11-24', timezone: 'Asia/Riyadh' });
    expect(again.calendar.nameAr).toBe('الدكتورة سارة');
  });

  it("an Arabic booker's mails and invites name the event and the calendar in Arabic; the team reads its own language's, or the default", async () => {
    const s = await clinic();
    await app.db.query(`UPDATE users SET locale = 'en' WHERE id = $1`, [s.owner.user.id]);
    const email = `noura${seq}@example.com`;
    const out = await book(s.calendar.slug, 'consultation', 'ar', email);
    const [confirmed] = await mailsTo(email);
    expect(confirmed).toMatchObject({ locale: 'ar' });
    expect(confirmed!.subject).toContain('استشارة');
    expect(confirmed!.text).toContain('تم تأكيد حجزك لدى د. سارة.');
    expect(confirmed!.text).not.toMatch(/Consultation|Dr\. Sara/);
    expect(summaryOf(confirmed!)).toBe('استشارة · د. سارة');
    // The owner reads English: no English names were given, so the default ones.
    const [owner] = await mailsTo(s.owner.user.email);
    expect(owner!.subject).toContain('Consultation');
    expect(owner!.text).toContain('There is a new booking on the calendar Dr. Sara.');
    expect(owner!.text).not.toContain('استشارة');
    // Moved and cancelled: the booker's language still.
    const moved = await visitor().public.reschedule({ bookingId: out.bookingId, token: out.token, start: '2026-11-24T07:00:00.000Z', timezone: 'Asia/Riyadh' });
    await visitor().public.cancel({ bookingId: out.bookingId, token: moved.token });
    const [, rescheduled, cancelled] = await mailsTo(email);
    for (const m of [rescheduled!, cancelled!]) {
      expect(m.subject).toContain('استشارة');
      expect(m.text).toContain('د. سارة');
      expect(summaryOf(m)).toBe('استشارة · د. سارة');
    }
    // The booker's pages: the names in both languages, the page picks.
    const view = await visitor().public.booking({ bookingId: out.bookingId, token: moved.token });
    expect(view).toMatchObject({ title: 'Consultation', titleAr: 'استشارة', titleEn: null, organizer: 'Dr. Sara', organizerAr: 'د. سارة', organizerEn: null });
    // The add-to-calendar file, in the language the booker booked in.
    const base = await app.listen();
    const ics = (await (await fetch(`${base}/ics/booking/${out.bookingId}.ics?token=${moved.token}`)).text()).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('SUMMARY:استشارة · د. سارة');
  });

  it("an Arabic-speaking owner reads the Arabic names of an English booker's booking; an event type without them falls back to its title", async () => {
    const s = await clinic();
    await s.c.eventTypes.create({ ...s.ids, title: 'Check-up', slug: 'check-up', durationMinutes: 15 });
    await app.db.query(`UPDATE users SET locale = 'ar' WHERE id = $1`, [s.owner.user.id]);
    const english = `ali${seq}@example.com`;
    await book(s.calendar.slug, 'consultation', 'en', english);
    const [toBooker] = await mailsTo(english);
    expect(toBooker!.subject).toContain('Booking confirmed: Consultation');
    expect(summaryOf(toBooker!)).toBe('Consultation · Dr. Sara');
    const [toOwner] = await mailsTo(s.owner.user.email);
    expect(toOwner!.subject).toContain('استشارة');
    expect(toOwner!.text).toContain('د. سارة');
    const arabic = `sara${seq}@example.com`;
    await book(s.calendar.slug, 'check-up', 'ar', arabic, '2026-11-23T09:00:00.000Z');
    const [fallback] = await mailsTo(arabic);
    expect(fallback!.subject).toContain('Check-up');
    expect(fallback!.text).toContain('تم تأكيد حجزك لدى د. سارة.');
  });

  it('the attend page and the pay page carry the names in both languages', async () => {
    const s = await clinic({ paymentRequired: true, paymentEnabled: true, priceHalalas: 15_000 });
    await s.c.paymentProviders.save({ teamId: s.team.id, provider: { kind: 'bank_transfer', bankName: 'Al Rajhi', iban: 'SA0380000000608010167519', accountHolder: 'Clinic' } });
    const pending = await book(s.calendar.slug, 'consultation', 'ar', `payer${seq}@example.com`);
    expect(pending.status).toBe('pending');
    const names = { title: 'Consultation', titleAr: 'استشارة', titleEn: null, organizer: 'Dr. Sara', organizerAr: 'د. سارة', organizerEn: null };
    expect(await visitor().public.payment({ bookingId: pending.bookingId, token: pending.token })).toMatchObject(names);
    const free = await clinic();
    const booked = await book(free.calendar.slug, 'consultation', 'ar', `attend${seq}@example.com`);
    expect(await visitor().public.attendance({ bookingId: booked.bookingId, token: attendToken(app.config.authSecret, booked.bookingId, 0) })).toMatchObject(names);
  });
});
