import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { fieldIssuesFromZod, type FieldIssueAt } from '@waqt/contracts';
import { createTestApp, drainJobs, type TestApp } from '../../../test/harness.ts';
import { errorCode, makeUser } from '../../../test/fixtures.ts';
import { AppError } from '../../errors.ts';

/** Where, and how to reach us (issue 36, item 4): places of calendars and event types, the team's contact phone. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let seq = 0;
const visitor = () => app.caller({ ip: `10.9.${Math.floor(seq / 250)}.${(seq % 250) + 1}` });
const ADDRESS = 'Olaya Medical Center, 3rd floor\nKing Fahd Road, Riyadh 12214';
const MAP = 'https://www.openstreetmap.org/?mlat=24.6907&mlon=46.6853#map=18/24.6907/46.6853';
const MEETING = 'https://meet.example.com/dr-sara-video';

/** A business team with a calendar and a 30-minute event type; the clock is Sunday 2026-11-22 09:00Z (Riyadh: Sunday–Thursday 09–17). */
async function setup() {
  app.clock.set('2026-11-22T09:00:00Z');
  const n = ++seq;
  const owner = await makeUser(app.db, app.clock);
  const c = app.caller({ sessionToken: owner.token });
  const team = await c.teams.create({ name: `Clinic ${n}`, slug: `place-clinic-${n}-${owner.user.id.slice(0, 6)}` });
  const calendar = await c.calendars.create({ teamId: team.id, name: `Dr Sara ${n}`, slug: `place-dr-${n}-${owner.user.id.slice(0, 6)}` });
  const [schedule] = await app.db.query<{ id: string }[]>(`SELECT id FROM schedules WHERE calendar_id = $1 LIMIT 1`, [calendar.id]);
  const fields = { teamId: team.id, calendarId: calendar.id, scheduleId: schedule!.id, title: 'Consultation', slug: 'consult', durationMinutes: 30 };
  const et = await c.eventTypes.create(fields);
  return { owner, c, team, calendar, et, fields, target: { calendarSlug: calendar.slug, eventTypeSlug: 'consult' } };
}

const book = (target: { calendarSlug: string; eventTypeSlug: string }, email: string, over: { phone?: string; locale?: 'en' | 'ar' } = {}) =>
  visitor().public.book({
    ...target,
    start: '2026-11-23T07:00:00.000Z',
    timezone: 'Asia/Riyadh',
    locale: over.locale ?? 'en',
    booker: { name: 'Ali Hassan', email, ...(over.phone === undefined ? {} : { phone: over.phone }) },
  });

type Mail = { subject: string; text: string; html: string; attachments: { contentType: string; content: string }[] };
async function mailsTo(to: string): Promise<Mail[]> {
  await drainJobs(app.db);
  return app.db.query(`SELECT subject, text, html, attachments FROM mail_messages WHERE to_address = $1 ORDER BY seq`, [to]);
}
/** The invite a mail carries, parsed: its LOCATION, DESCRIPTION and URL. */
function inviteOf(m: Mail) {
  const ics = m.attachments.find((a) => a.contentType.startsWith('text/calendar'))?.content;
  if (!ics) throw new Error(`no invite in "${m.subject}"`);
  return icsEvent(ics);
}
function icsEvent(ics: string) {
  const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
  const value = (name: string) => event.getFirstPropertyValue(name) as string | null;
  return { location: value('location'), description: value('description') ?? '', url: value('url') };
}

/** The field issues a call is refused with (what the client receives as appError.fields), with its code. */
async function refusal(p: Promise<unknown>): Promise<{ code: string; fields: string[] }> {
  const err = (await p.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e,
  )) as { message: string; cause?: unknown };
  const cause = err.cause;
  const fields: FieldIssueAt[] = cause instanceof ZodError ? fieldIssuesFromZod(cause.issues) : cause instanceof AppError ? (cause.fields ?? []) : [];
  return { code: cause instanceof ZodError ? 'INVALID_REQUEST' : err.message, fields: fields.map((f) => `${f.path}:${f.issue}`) };
}

describe('a place and a contact phone', () => {
  it('reach the booking page, the confirmation, the booker’s and the team’s mails and the invite: LOCATION is the address, the manage link is in DESCRIPTION and URL', async () => {
    const s = await setup();
    const cal = await s.c.calendars.setPlace({ teamId: s.team.id, calendarId: s.calendar.id, place: { kind: 'in_person', address: ADDRESS, mapUrl: MAP } });
    expect(cal.place).toEqual({ kind: 'in_person', address: ADDRESS, mapUrl: MAP });
    // A clinic's landline, typed the way it is dialled in Saudi Arabia: stored in E.164.
    expect((await s.c.teams.setContactPhone({ teamId: s.team.id, phone: '011 234 5678' })).contactPhone).toBe('+966112345678');
    const contactPhone = { e164: '+966112345678', display: '011 234 5678' };

    const page = await visitor().public.slots({ ...s.target, from: '2026-11-23', to: '2026-11-23', timezone: 'Asia/Riyadh' });
    expect(page.eventType.place).toEqual({ kind: 'in_person', address: ADDRESS, mapUrl: MAP });
    expect(page.contactPhone).toEqual(contactPhone);

    const email = `place-${seq}@example.com`;
    const out = await book(s.target, email);
    const manage = await visitor().public.booking({ bookingId: out.bookingId, token: out.token });
    expect(manage).toMatchObject({ place: { kind: 'in_person', address: ADDRESS, mapUrl: MAP }, contactPhone, bookerPhone: null });
    // The id alone (no token): the address is not personal; it is shown too.
    expect(await visitor().public.booking({ bookingId: out.bookingId })).toMatchObject({ place: { kind: 'in_person', address: ADDRESS }, contactPhone });

    const [confirmed] = await mailsTo(email);
    expect(confirmed!.text).toContain(`Where: ${ADDRESS}`);
    expect(confirmed!.text).toContain(`Map: ${MAP}`);
    expect(confirmed!.text).toContain('Questions? Call: 011 234 5678');
    expect(confirmed!.html).toContain(`href="${MAP.replace(/&/g, '&amp;')}"`);
    expect(confirmed!.html).toContain('href="tel:+966112345678"');
    const invite = inviteOf(confirmed!);
    expect(invite.location).toBe('Olaya Medical Center, 3rd floor, King Fahd Road, Riyadh 12214');
    const manageUrl = `/en/book/confirmed/${out.bookingId}?token=${out.token}`;
    expect(invite.url).toContain(manageUrl);
    expect(invite.description).toContain(manageUrl);
    expect(invite.location).not.toContain('/book/confirmed/');

    // The team's notice: where too (its invite's URL is the dashboard), without the contact phone (it is theirs).
    const [team] = await mailsTo(s.owner.user.email);
    expect(team!.text).toContain(`Where: ${ADDRESS}`);
    expect(team!.text).not.toContain('Questions? Call');
    expect(inviteOf(team!).location).toBe('Olaya Medical Center, 3rd floor, King Fahd Road, Riyadh 12214');

    // The confirmation page's calendar file: the same LOCATION, the page in DESCRIPTION and URL.
    const base = await app.listen();
    const file = icsEvent(await (await fetch(`${base}/ics/booking/${out.bookingId}.ics?token=${out.token}`)).text());
    expect(file.location).toBe('Olaya Medical Center, 3rd floor, King Fahd Road, Riyadh 12214');
    expect(file.description).toContain(manageUrl);
    expect(file.description).toContain('011 234 5678');
    expect(file.url).toContain(manageUrl);

    // Rescheduled: where again; cancelled: no "where" (the visit will not happen), the phone stays.
    const moved = await visitor().public.reschedule({ bookingId: out.bookingId, token: out.token, start: '2026-11-24T07:00:00.000Z', timezone: 'Asia/Riyadh' });
    await visitor().public.cancel({ bookingId: out.bookingId, token: moved.token });
    const [, rescheduled, cancelled] = await mailsTo(email);
    expect(rescheduled!.text).toContain(`Where: ${ADDRESS}`);
    expect(inviteOf(rescheduled!).location).toBe('Olaya Medical Center, 3rd floor, King Fahd Road, Riyadh 12214');
    expect(cancelled!.text).not.toContain('Where:');
    expect(cancelled!.text).toContain('Questions? Call: 011 234 5678');
  });

  it('in Arabic: the address’s lines joined by an Arabic comma in LOCATION, and the labels in Arabic', async () => {
    const s = await setup();
    await s.c.calendars.setPlace({ teamId: s.team.id, calendarId: s.calendar.id, place: { kind: 'in_person', address: 'مجمع العليا الطبي، الدور 3\nطريق الملك فهد، الرياض', mapUrl: null } });
    const email = `place-ar-${seq}@example.com`;
    await book(s.target, email, { locale: 'ar' });
    const [confirmed] = await mailsTo(email);
    expect(confirmed!.text).toContain('المكان: مجمع العليا الطبي، الدور 3\nطريق الملك فهد، الرياض');
    expect(confirmed!.text).not.toContain('الخريطة');
    expect(inviteOf(confirmed!).location).toBe('مجمع العليا الطبي، الدور 3، طريق الملك فهد، الرياض');
  });

  it('an online event type of an in-person calendar: its meeting link only once booked, with the booking’s own link', async () => {
    const s = await setup();
    await s.c.calendars.setPlace({ teamId: s.team.id, calendarId: s.calendar.id, place: { kind: 'in_person', address: ADDRESS } });
    const et = await s.c.eventTypes.update({ ...s.fields, eventTypeId: s.et.id, place: { kind: 'online', meetingUrl: MEETING } });
    expect(et.place).toEqual({ kind: 'online', meetingUrl: MEETING });
    expect((await s.c.eventTypes.byId({ teamId: s.team.id, calendarId: s.calendar.id, eventTypeId: s.et.id })).place).toEqual({ kind: 'online', meetingUrl: MEETING });

    const page = await visitor().public.slots({ ...s.target, from: '2026-11-23', to: '2026-11-23', timezone: 'Asia/Riyadh' });
    expect(page.eventType.place).toEqual({ kind: 'online', meetingUrl: null });
    expect(JSON.stringify(page)).not.toContain('meet.example.com');

    const email = `online-${seq}@example.com`;
    const out = await book(s.target, email);
    expect((await visitor().public.booking({ bookingId: out.bookingId })).place).toEqual({ kind: 'online', meetingUrl: null });
    expect((await visitor().public.booking({ bookingId: out.bookingId, token: out.token })).place).toEqual({ kind: 'online', meetingUrl: MEETING });
    const [confirmed] = await mailsTo(email);
    expect(confirmed!.text).toContain('Where: Online meeting');
    expect(confirmed!.text).toContain(`Meeting link: ${MEETING}`);
    expect(confirmed!.text).not.toContain('Olaya');
    expect(inviteOf(confirmed!).location).toBe(MEETING);

    // Back to the calendar's place: null.
    expect((await s.c.eventTypes.update({ ...s.fields, eventTypeId: s.et.id, place: null })).place).toBeNull();
    expect((await visitor().public.slots({ ...s.target, from: '2026-11-23', to: '2026-11-23', timezone: 'Asia/Riyadh' })).eventType.place).toMatchObject({ kind: 'in_person' });
  });

  it('a phone call: the team calls the booker, so booking needs the phone (phone_required_for_call, nothing written); the mails and LOCATION name it', async () => {
    const s = await setup();
    await s.c.calendars.setPlace({ teamId: s.team.id, calendarId: s.calendar.id, place: { kind: 'phone' } });
    const email = `call-${seq}@example.com`;
    expect(await refusal(book(s.target, email))).toEqual({ code: 'INVALID_REQUEST', fields: ['booker.phone:phone_required_for_call'] });
    expect(await app.db.query(`SELECT 1 FROM bookings WHERE calendar_id = $1`, [s.calendar.id])).toEqual([]);
    const out = await book(s.target, email, { phone: '0512345678' });
    expect(await visitor().public.booking({ bookingId: out.bookingId, token: out.token })).toMatchObject({ place: { kind: 'phone' }, bookerPhone: '+966512345678' });
    expect(await visitor().public.booking({ bookingId: out.bookingId })).toMatchObject({ place: { kind: 'phone' }, bookerPhone: null });
    const [confirmed] = await mailsTo(email);
    expect(confirmed!.text).toContain(`Where: Phone call: ${s.calendar.name} will call you at \u2066+966512345678\u2069`);
    expect(inviteOf(confirmed!).location).toBe('Phone call: +966512345678');
    const [team] = await mailsTo(s.owner.user.email);
    expect(team!.text).toContain('Where: Phone call: call Ali Hassan at \u2066+966512345678\u2069');
  });

  it('bad map and meeting links and contact phones are refused with stable field issues, and nothing changes', async () => {
    const s = await setup();
    await s.c.calendars.setPlace({ teamId: s.team.id, calendarId: s.calendar.id, place: { kind: 'in_person', address: ADDRESS, mapUrl: MAP } });
    const ids = { teamId: s.team.id, calendarId: s.calendar.id };
    expect(await refusal(s.c.calendars.setPlace({ ...ids, place: { kind: 'in_person', address: ADDRESS, mapUrl: 'http://maps.example.com/x' } }))).toEqual({
      code: 'INVALID_REQUEST',
      fields: ['place.mapUrl:url_https_required'],
    });
    expect(await refusal(s.c.calendars.setPlace({ ...ids, place: { kind: 'online', meetingUrl: 'javascript:alert(1)' } }))).toEqual({ code: 'INVALID_REQUEST', fields: ['place.meetingUrl:url_https_required'] });
    expect(await refusal(s.c.calendars.setPlace({ ...ids, place: { kind: 'in_person', address: ' ' } }))).toEqual({ code: 'INVALID_REQUEST', fields: ['place.address:too_small'] });
    expect(await refusal(s.c.eventTypes.update({ ...s.fields, eventTypeId: s.et.id, place: { kind: 'online', meetingUrl: 'zoom.us/j/123' } }))).toEqual({
      code: 'INVALID_REQUEST',
      fields: ['place.meetingUrl:url_https_required'],
    });
    expect((await s.c.calendars.byId(ids)).place).toEqual({ kind: 'in_person', address: ADDRESS, mapUrl: MAP });
    expect((await s.c.eventTypes.byId({ ...ids, eventTypeId: s.et.id })).place).toBeNull();

    await s.c.teams.setContactPhone({ teamId: s.team.id, phone: '+966 11 234 5678' });
    // Shaped like a number but none (libphonenumber-js), too short for the country, and not a number at all.
    for (const phone of ['+99912345678', '011 234', 'call us']) {
      expect(await refusal(s.c.teams.setContactPhone({ teamId: s.team.id, phone })), phone).toEqual({ code: 'INVALID_REQUEST', fields: ['phone:phone_invalid'] });
    }
    expect((await s.c.teams.byId({ teamId: s.team.id })).contactPhone).toBe('+966112345678');
    // Blank clears it.
    expect((await s.c.teams.setContactPhone({ teamId: s.team.id, phone: '' })).contactPhone).toBeNull();

    // Owners only.
    const assistant = await makeUser(app.db, app.clock);
    await app.db.query(`INSERT INTO team_members (team_id, user_id, role, created_at) VALUES ($1, $2, 'assistant', now())`, [s.team.id, assistant.user.id]);
    const a = app.caller({ sessionToken: assistant.token });
    expect(await errorCode(a.calendars.setPlace({ ...ids, place: null }))).toBe('PERMISSION_DISABLED');
    expect(await errorCode(a.teams.setContactPhone({ teamId: s.team.id, phone: '0512345678' }))).toBe('PERMISSION_DISABLED');
  });

  it('a changed place or contact phone reaches a kept public.slots answer at once', async () => {
    const s = await setup();
    const slots = () => visitor().public.slots({ ...s.target, from: '2026-11-23', to: '2026-11-24', timezone: 'Asia/Riyadh' });
    expect(await slots()).toMatchObject({ contactPhone: null, eventType: { place: null } });
    await s.c.teams.setContactPhone({ teamId: s.team.id, phone: '0512345678' });
    expect((await slots()).contactPhone).toEqual({ e164: '+966512345678', display: '051 234 5678' });
    await s.c.calendars.setPlace({ teamId: s.team.id, calendarId: s.calendar.id, place: { kind: 'phone' } });
    expect((await slots()).eventType.place).toEqual({ kind: 'phone' });
  });
});

describe('the database keeps the place rules', () => {
  it('refuses an unknown kind, a kind without its fields or with another kind’s, a link that is not https, a phone not in E.164', async () => {
    const s = await setup();
    const set = (sql: string, ...params: unknown[]) => app.db.query(`UPDATE calendars SET ${sql} WHERE id = $1`, [s.calendar.id, ...params]);
    const refused = { driverError: { code: '23514' } };
    await expect(set(`place_kind = 'mars'`)).rejects.toMatchObject(refused);
    await expect(set(`place_kind = 'in_person'`)).rejects.toMatchObject(refused); // no address
    await expect(set(`place_kind = 'in_person', place_address = '   '`)).rejects.toMatchObject(refused);
    await expect(set(`place_kind = 'in_person', place_address = 'Olaya', place_map_url = 'http://maps.example.com'`)).rejects.toMatchObject(refused);
    await expect(set(`place_kind = 'in_person', place_address = 'Olaya', place_meeting_url = $2`, MEETING)).rejects.toMatchObject(refused);
    await expect(set(`place_kind = 'online'`)).rejects.toMatchObject(refused); // no link
    await expect(set(`place_kind = 'online', place_meeting_url = 'https://meet.example.com/a b'`)).rejects.toMatchObject(refused);
    await expect(set(`place_kind = 'phone', place_address = 'Olaya'`)).rejects.toMatchObject(refused);
    await expect(set(`place_address = 'Olaya'`)).rejects.toMatchObject(refused); // fields without a kind
    await expect(app.db.query(`UPDATE event_types SET place_kind = 'online' WHERE id = $1`, [s.et.id])).rejects.toMatchObject(refused);
    await expect(app.db.query(`UPDATE teams SET contact_phone = '0112345678' WHERE id = $1`, [s.team.id])).rejects.toMatchObject(refused);
    await set(`place_kind = 'in_person', place_address = 'Olaya', place_map_url = $2`, MAP);
    await set(`place_kind = 'online', place_address = NULL, place_map_url = NULL, place_meeting_url = $2`, MEETING);
  });
});
