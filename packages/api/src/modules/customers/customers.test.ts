import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { errorCode, makeUser } from '../../../test/fixtures.ts';
import { csvCell, searchPatterns } from './customers.service.ts';

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
    // A changed email or phone is no longer verified; an unchanged one stays so.
    await app.db.query(`UPDATE customers SET email_verified = true, phone_verified = true WHERE id = $1`, [nora.id]);
    expect(await c.customers.save({ teamId: team.id, customerId: nora.id, name: 'نورة', email: 'nora@example.com', phone: '0551234567' })).toMatchObject({ emailVerified: true, phoneVerified: false });
    await app.db.query(`UPDATE customers SET phone_verified = true WHERE id = $1`, [nora.id]);
    expect(await c.customers.save({ teamId: team.id, customerId: nora.id, name: 'نورة ع', email: 'nora@example.com', phone: '+966551234567' })).toMatchObject({ emailVerified: true, phoneVerified: true });
    expect(await c.customers.save({ teamId: team.id, customerId: nora.id, name: 'نورة', email: 'nora2@example.com', phone: '+966551234567' })).toMatchObject({ emailVerified: false, phoneVerified: true });
    await c.customers.save({ teamId: team.id, customerId: nora.id, name: 'نورة', email: 'nora@example.com' });
    const names = async (search: string) => (await c.customers.list({ teamId: team.id, search })).items.map((i) => i.email);
    expect(await names('نور')).toEqual(['nora@example.com']);
    expect(await names('OMAR')).toEqual(['omar@example.com']);
    expect(await names('%')).toEqual([]);
    expect((await c.customers.list({ teamId: team.id, sort: 'email', direction: 'desc' })).items.map((i) => i.email)).toEqual(['omar@example.com', 'nora@example.com']);
  });

  it('deletes one without bookings, archives one with bookings (restorable); a new booking leaves an archived one archived', async () => {
    const { c, team, book } = await setup();
    const lone = await c.customers.save({ teamId: team.id, name: 'Lone', email: 'lone@example.com' });
    expect(await c.customers.delete({ teamId: team.id, customerId: lone.id })).toEqual({ outcome: 'deleted' });
    await book('regular@example.com', '2026-11-23T07:00:00.000Z');
    const [regular] = (await c.customers.list({ teamId: team.id, search: 'regular' })).items;
    expect(regular).toMatchObject({ bookingsCount: 1, lastBookingAt: '2026-11-23T07:00:00.000Z' });
    expect(await c.customers.delete({ teamId: team.id, customerId: regular!.id })).toEqual({ outcome: 'archived' });
    expect((await c.customers.list({ teamId: team.id })).items).toEqual([]);
    expect((await c.customers.list({ teamId: team.id, archived: true })).items).toEqual([
      expect.objectContaining({ id: regular!.id, archived: true, archivedAt: '2026-11-22T09:00:00.000Z' }),
    ]);
    await c.customers.restore({ teamId: team.id, customerId: regular!.id });
    expect((await c.customers.list({ teamId: team.id })).items).toEqual([expect.objectContaining({ id: regular!.id, archived: false, archivedAt: null })]);
    await c.customers.delete({ teamId: team.id, customerId: regular!.id });
    await book('regular@example.com', '2026-11-23T08:00:00.000Z');
    // The team archived them: a booker cannot undo that (issue 19); the booking still counts.
    expect((await c.customers.list({ teamId: team.id })).items).toEqual([]);
    expect((await c.customers.list({ teamId: team.id, archived: true })).items[0]).toMatchObject({ id: regular!.id, bookingsCount: 2, archived: true });
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
    expect(await errorCode(a.customers.get({ teamId: team.id, customerId: added.id }))).toBe('CUSTOMER_NOT_FOUND');
    expect(await errorCode(a.customers.save({ teamId: team.id, customerId: added.id, name: 'Renamed', email: 'walkin@example.com' }))).toBe('CUSTOMER_NOT_FOUND');
    await app.db.query(`INSERT INTO calendar_members (calendar_id, member_id, created_at) VALUES ($1, $2, now())`, [calendar.id, m!.id]);
    expect((await a.customers.list({ teamId: team.id })).items.map((i) => i.email)).toEqual(['seen@example.com']);
    // What an assistant adds they see and edit; the owner sees it too.
    const own = await a.customers.save({ teamId: team.id, name: 'Phone-in', email: 'phonein@example.com' });
    await a.customers.save({ teamId: team.id, customerId: own.id, name: 'Phone-in caller', email: 'phonein@example.com' });
    expect((await a.customers.list({ teamId: team.id })).items.map((i) => i.name)).toEqual(['Booker', 'Phone-in caller']);
    expect((await c.customers.list({ teamId: team.id })).total).toBe(3);
    expect(await errorCode(a.customers.restore({ teamId: team.id, customerId: own.id }))).toBe('PERMISSION_DISABLED');
    expect(await errorCode(a.customers.delete({ teamId: team.id, customerId: added.id }))).toBe('PERMISSION_DISABLED');
    expect(await errorCode(a.customers.exportCsv({ teamId: team.id }))).toBe('PERMISSION_DISABLED');
    const stranger = await makeUser(app.db, app.clock);
    const s = app.caller({ sessionToken: stranger.token });
    expect(await errorCode(s.customers.list({ teamId: team.id }))).toBe('NOT_FOUND');
    expect(await errorCode(s.customers.delete({ teamId: stranger.personal.id, customerId: added.id }))).toBe('CUSTOMER_NOT_FOUND');
  });

  it("an assistant naming a customer they cannot see is never told it is taken: the team's customer is shared with them", async () => {
    const { c, team } = await setup();
    const hidden = await c.customers.save({ teamId: team.id, name: 'Hidden Customer', email: 'hidden@example.com', phone: '0551234567' });
    await c.customers.delete({ teamId: team.id, customerId: (await c.customers.save({ teamId: team.id, name: 'Gone', email: 'gone@example.com' })).id });
    const other = await c.customers.save({ teamId: team.id, name: 'Other Customer', email: 'other@example.com' });
    await app.db.query(`UPDATE customers SET archived_at = $2 WHERE id = $1`, [other.id, app.clock.now()]);
    const assistant = await makeUser(app.db, app.clock);
    await app.db.query(`INSERT INTO team_members (team_id, user_id, role, created_at) VALUES ($1, $2, 'assistant', now())`, [team.id, assistant.user.id]);
    const a = app.caller({ sessionToken: assistant.token });
    // Adding: the answer is a saved customer, as for a new address — the team's record, not a copy.
    const saved = await a.customers.save({ teamId: team.id, name: 'Typed Name', email: 'HIDDEN@example.com' });
    expect(saved).toMatchObject({ id: hidden.id, name: 'Hidden Customer', phone: '+966551234567' });
    expect((await a.customers.list({ teamId: team.id })).items.map((i) => i.id)).toEqual([hidden.id]);
    expect((await a.customers.get({ teamId: team.id, customerId: hidden.id })).customer.id).toBe(hidden.id);
    expect(await c.customers.list({ teamId: team.id })).toMatchObject({ total: 1 });
    // Now that they see it, it is simply taken; an archived one stays archived (restoring is the owners').
    expect(await errorCode(a.customers.save({ teamId: team.id, name: 'Again', email: 'hidden@example.com' }))).toBe('CUSTOMER_EMAIL_TAKEN');
    expect(await a.customers.save({ teamId: team.id, name: 'Typed', email: 'other@example.com' })).toMatchObject({ id: other.id, archived: true });
    expect((await a.customers.list({ teamId: team.id, archived: true })).items.map((i) => i.id)).toEqual([other.id]);
    // Editing their own customer to such an address shares that customer too, then says taken.
    const mine = await a.customers.save({ teamId: team.id, name: 'Mine', email: 'mine@example.com' });
    const third = await c.customers.save({ teamId: team.id, name: 'Third', email: 'third@example.com' });
    expect(await errorCode(a.customers.save({ teamId: team.id, customerId: mine.id, name: 'Mine', email: 'third@example.com' }))).toBe('CUSTOMER_EMAIL_TAKEN');
    expect((await a.customers.get({ teamId: team.id, customerId: third.id })).customer.name).toBe('Third');
    // An owner still sees every customer, so for them a taken address is taken.
    expect(await errorCode(c.customers.save({ teamId: team.id, name: 'Dup', email: 'mine@example.com' }))).toBe('CUSTOMER_EMAIL_TAKEN');
  });

  it('searches Arabic and Latin case- and accent-insensitively, and phones in any written form', async () => {
    const { c, team } = await setup();
    const add = (name: string, email: string, phone?: string) => c.customers.save({ teamId: team.id, name, email, phone });
    await add('José Álvarez', 'jose@example.com');
    await add('مُحَمَّد الأحمدي', 'mohammed@example.com', '0551234567');
    await add('فاطمة', 'fatima@example.com', '+442079460958');
    await add('مصطفى', 'mustafa@example.com');
    const found = async (search: string) => (await c.customers.list({ teamId: team.id, search })).items.map((i) => i.email).sort();
    expect(await found('jose alv')).toEqual(['jose@example.com']);
    expect(await found('josé maria')).toEqual([]);
    expect(await found('JOSÉ')).toEqual(['jose@example.com']);
    expect(await found('alvarez')).toEqual(['jose@example.com']);
    expect(await found('محمد')).toEqual(['mohammed@example.com']); // no harakat in the term
    expect(await found('الاحمدي')).toEqual(['mohammed@example.com']); // bare alef finds أ
    expect(await found('فاطمه')).toEqual(['fatima@example.com']); // ه finds ة
    expect(await found('مصطفي')).toEqual(['mustafa@example.com']); // ي finds ى
    expect(await found('055 123')).toEqual(['mohammed@example.com']); // local form
    expect(await found('٠٥٥١٢٣٤')).toEqual(['mohammed@example.com']); // Arabic-Indic digits
    expect(await found('+44 20 7946')).toEqual(['fatima@example.com']);
    expect(await found('MOHAMMED@')).toEqual(['mohammed@example.com']);
    expect(await found('_')).toEqual([]);
    expect(searchPatterns('50%_off')).toEqual({ text: '%50\\%\\_off%', digits: null });
  });

  it('keeps each customer’s number of bookings and last booking right under concurrent bookings, and shows their bookings', async () => {
    const { c, team, book } = await setup();
    const starts = Array.from({ length: 8 }, (_, i) => new Date(Date.parse('2026-11-23T06:00:00.000Z') + i * 30 * 60_000).toISOString());
    const results = await Promise.allSettled(starts.map((s) => book('busy@example.com', s)));
    expect(results.filter((r) => r.status === 'rejected').map((r) => String((r).reason))).toEqual([]);
    const [busy] = (await c.customers.list({ teamId: team.id, search: 'busy' })).items;
    expect(busy).toMatchObject({ bookingsCount: 8, lastBookingAt: starts[7] });
    expect((await c.customers.list({ teamId: team.id, sort: 'bookings', direction: 'desc' })).items[0]!.id).toBe(busy!.id);
    const detail = await c.customers.get({ teamId: team.id, customerId: busy!.id });
    expect(detail.customer.id).toBe(busy!.id);
    expect(detail.bookings.map((b) => b.startsAt)).toEqual([...starts].reverse());
    // Another team's member learns nothing about this customer.
    const stranger = await makeUser(app.db, app.clock);
    expect(await errorCode(app.caller({ sessionToken: stranger.token }).customers.get({ teamId: stranger.personal.id, customerId: busy!.id }))).toBe('CUSTOMER_NOT_FOUND');
  });
});
