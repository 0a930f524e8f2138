import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { errorCode, makeUser } from '../../../test/fixtures.ts';
import { csvCell } from './customers.service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let seq = 0;
/** A business team with a calendar and a free event type; an assistant assigned to nothing. */
async function setup() {
  app.clock.set('2026-11-22T09:00:00Z');
  const n = ++seq;
  const owner = await makeUser(app.db, app.clock);
  const c = app.caller({ sessionToken: owner.token });
  const team = await c.teams.create({ name: `Shop ${n}`, slug: `shop-${n}-${owner.user.id.slice(0, 6)}` });
  const calendar = await c.calendars.create({ teamId: team.id, name: `Chair ${n}`, slug: `chair-${n}-${owner.user.id.slice(0, 6)}` });
  const [schedule] = await app.db.query<{ id: string }[]>(`SELECT id FROM schedules WHERE calendar_id = $1 LIMIT 1`, [calendar.id]);
  await c.eventTypes.create({ teamId: team.id, calendarId: calendar.id, scheduleId: schedule!.id, title: 'Cut', slug: 'cut', durationMinutes: 30 });
  const book = (email: string, start: string) =>
    app.caller({ ip: `10.7.0.${n}` }).public.book({ calendarSlug: calendar.slug, eventTypeSlug: 'cut', start, timezone: 'Asia/Riyadh', locale: 'en', booker: { name: 'Booker', email } });
  return { owner, c, team, calendar, book };
}

describe('customers', () => {
  it('adds (Saudi local phone to E.164), refuses a second customer with the same email in any case, edits, searches', async () => {
    const { c, team } = await setup();
    const nora = await c.customers.save({ teamId: team.id, name: 'نورة العتيبي', email: 'Nora@Example.com', phone: '0551234567' });
    expect(nora).toMatchObject({ email: 'nora@example.com', phone: '+966551234567', bookingsCount: 0, archived: false });
    expect(await errorCode(c.customers.save({ teamId: team.id, name: 'Other', email: 'NORA@example.com' }))).toBe('CUSTOMER_EMAIL_TAKEN');
    await expect(c.customers.save({ teamId: team.id, name: 'Bad phone', email: 'x@example.com', phone: '+99912345678' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await c.customers.save({ teamId: team.id, name: 'Omar Saleh', email: 'omar@example.com' });
    const edited = await c.customers.save({ teamId: team.id, customerId: nora.id, name: 'نورة', email: 'nora@example.com', phone: '' });
    expect(edited).toMatchObject({ name: 'نورة', phone: null });
    const names = async (search: string) => (await c.customers.list({ teamId: team.id, search })).items.map((i) => i.email);
    expect(await names('نور')).toEqual(['nora@example.com']);
    expect(await names('OMAR')).toEqual(['omar@example.com']);
    expect(await names('%')).toEqual([]);
    expect((await c.customers.list({ teamId: team.id, sort: 'email', direction: 'desc' })).items.map((i) => i.email)).toEqual(['omar@example.com', 'nora@example.com']);
  });

  it('deletes one without bookings, archives one with bookings (restorable), and a new booking restores an archived one', async () => {
    const { c, team, book } = await setup();
    const lone = await c.customers.save({ teamId: team.id, name: 'Lone', email: 'lone@example.com' });
    expect(await c.customers.delete({ teamId: team.id, customerId: lone.id })).toEqual({ outcome: 'deleted' });
    await book('regular@example.com', '2026-11-23T07:00:00.000Z');
    const [regular] = (await c.customers.list({ teamId: team.id, search: 'regular' })).items;
    expect(regular).toMatchObject({ bookingsCount: 1, lastBookingAt: '2026-11-23T07:00:00.000Z' });
    expect(await c.customers.delete({ teamId: team.id, customerId: regular!.id })).toEqual({ outcome: 'archived' });
    expect((await c.customers.list({ teamId: team.id })).items).toEqual([]);
    expect((await c.customers.list({ teamId: team.id, archived: true })).items.map((i) => i.id)).toEqual([regular!.id]);
    await c.customers.restore({ teamId: team.id, customerId: regular!.id });
    expect((await c.customers.list({ teamId: team.id })).items.map((i) => i.id)).toEqual([regular!.id]);
    await c.customers.delete({ teamId: team.id, customerId: regular!.id });
    await book('regular@example.com', '2026-11-23T08:00:00.000Z');
    expect((await c.customers.list({ teamId: team.id })).items[0]).toMatchObject({ id: regular!.id, bookingsCount: 2, archived: false });
  });

  it('exports CSV with a BOM, Arabic intact and formula-like cells escaped', async () => {
    const { c, team } = await setup();
    await c.customers.save({ teamId: team.id, name: '=HYPERLINK("http://evil","x")', email: 'evil@example.com' });
    await c.customers.save({ teamId: team.id, name: 'ريم, الشهري', email: 'reem@example.com' });
    const { csv } = await c.customers.exportCsv({ teamId: team.id });
    expect(csv.startsWith('\uFEFFname,email,phone')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"",""x"")",evil@example.com`);
    expect(csv).toContain('"ريم, الشهري",reem@example.com');
    expect(csvCell('+966')).toBe("'+966");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell('plain')).toBe('plain');
  });

  it('who sees what: assistants see their calendars’ bookers and may not delete or export; another team learns nothing', async () => {
    const { c, team, calendar, book } = await setup();
    await book('seen@example.com', '2026-11-23T07:00:00.000Z');
    const added = await c.customers.save({ teamId: team.id, name: 'Walk-in', email: 'walkin@example.com' });
    const assistant = await makeUser(app.db, app.clock);
    const [m] = await app.db.query<{ id: string }[]>(`INSERT INTO team_members (team_id, user_id, role, created_at) VALUES ($1, $2, 'assistant', now()) RETURNING id`, [team.id, assistant.user.id]);
    const a = app.caller({ sessionToken: assistant.token });
    expect((await a.customers.list({ teamId: team.id })).items).toEqual([]);
    await app.db.query(`INSERT INTO calendar_members (calendar_id, member_id, created_at) VALUES ($1, $2, now())`, [calendar.id, m!.id]);
    expect((await a.customers.list({ teamId: team.id })).items.map((i) => i.email)).toEqual(['seen@example.com']);
    expect(await errorCode(a.customers.delete({ teamId: team.id, customerId: added.id }))).toBe('PERMISSION_DISABLED');
    expect(await errorCode(a.customers.exportCsv({ teamId: team.id }))).toBe('PERMISSION_DISABLED');
    const stranger = await makeUser(app.db, app.clock);
    const s = app.caller({ sessionToken: stranger.token });
    expect(await errorCode(s.customers.list({ teamId: team.id }))).toBe('NOT_FOUND');
    expect(await errorCode(s.customers.delete({ teamId: stranger.personal.id, customerId: added.id }))).toBe('CUSTOMER_NOT_FOUND');
  });
});
