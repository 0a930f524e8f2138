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

  it("an assistant who types a hidden customer's email learns nothing but what they typed: their own card, answered as for a new address", async () => {
    const { c, team, calendar, book } = await setup();
    // A second calendar with its own event type, not assigned to the assistant.
    const other = await c.calendars.create({ teamId: team.id, name: 'Other chair', slug: `other-${calendar.slug}` });
    const [schedule] = await app.db.query<{ id: string }[]>(`SELECT id FROM schedules WHERE calendar_id = $1 LIMIT 1`, [other.id]);
    await c.eventTypes.create({ teamId: team.id, calendarId: other.id, scheduleId: schedule!.id, title: 'Consult', slug: 'consult', durationMinutes: 30 });
    const bookOther = (email: string, start: string) =>
      app.caller({ ip: '10.8.0.1' }).public.book({ calendarSlug: other.slug, eventTypeSlug: 'consult', start, timezone: 'Asia/Riyadh', locale: 'en', booker: { name: 'Booker', email } });
    // The hidden customer: booked only on the other calendar; the owner gave them a phone.
    await bookOther('hidden@example.com', '2026-11-23T07:00:00.000Z');
    const [hidden] = (await c.customers.list({ teamId: team.id, search: 'hidden@' })).items;
    await c.customers.save({ teamId: team.id, customerId: hidden!.id, name: 'Hidden Customer', email: 'hidden@example.com', phone: '0551234567' });
    const rowOf = async (id: string) => (await app.db.query<Record<string, unknown>[]>(`SELECT * FROM customers WHERE id = $1`, [id]))[0];
    const before = await rowOf(hidden!.id);
    expect(before).toMatchObject({ name: 'Hidden Customer', phone: '+966551234567', bookings_count: 1 });

    const assistant = await makeUser(app.db, app.clock);
    const [m] = await app.db.query<{ id: string }[]>(`INSERT INTO team_members (team_id, user_id, role, created_at) VALUES ($1, $2, 'assistant', now()) RETURNING id`, [team.id, assistant.user.id]);
    await app.db.query(`INSERT INTO calendar_members (calendar_id, member_id, created_at) VALUES ($1, $2, now())`, [calendar.id, m!.id]);
    const a = app.caller({ sessionToken: assistant.token });
    const typed = { teamId: team.id, name: 'Walk-in Typed', phone: '0559876543' };

    // The hidden customer's email and a new one, typed alike: the same answer, field by field (ids and the email aside).
    const hiddenAnswer = await a.customers.save({ ...typed, email: 'HIDDEN@example.com' });
    const freshAnswer = await a.customers.save({ ...typed, email: 'fresh@example.com' });
    const { id: hiddenId, email: hiddenEmail, ...hiddenRest } = hiddenAnswer;
    const { id: freshId, email: freshEmail, ...freshRest } = freshAnswer;
    expect(hiddenRest).toEqual(freshRest);
    expect(Object.keys(hiddenAnswer).sort()).toEqual(Object.keys(freshAnswer).sort());
    expect([hiddenEmail, freshEmail]).toEqual(['hidden@example.com', 'fresh@example.com']);
    expect(hiddenRest).toEqual({
      name: 'Walk-in Typed',
      phone: '+966559876543',
      emailVerified: false,
      phoneVerified: false,
      archived: false,
      archivedAt: null,
      bookingsCount: 0,
      lastBookingAt: null,
      noShowCount: 0,
      lastVisitAt: null,
      createdAt: app.clock.now().toISOString(),
    });
    expect(hiddenId).not.toBe(hidden!.id);
    expect(freshId).not.toBe(hiddenId);

    // The team's record is unchanged, and the assistant still cannot reach it: not listed, not found, not searchable by its details.
    expect(await rowOf(hidden!.id)).toEqual(before);
    const listed = await a.customers.list({ teamId: team.id });
    expect(listed.items.map((i) => [i.name, i.email]).sort()).toEqual([
      ['Walk-in Typed', 'fresh@example.com'],
      ['Walk-in Typed', 'hidden@example.com'],
    ]);
    expect(listed.items.map((i) => i.id)).not.toContain(hidden!.id);
    expect(await errorCode(a.customers.get({ teamId: team.id, customerId: hidden!.id }))).toBe('CUSTOMER_NOT_FOUND');
    expect((await a.customers.list({ teamId: team.id, search: 'Hidden Customer' })).items).toEqual([]);
    expect((await a.customers.list({ teamId: team.id, search: '055 123' })).items).toEqual([]);
    expect((await a.customers.list({ teamId: team.id, sort: 'bookings', direction: 'desc' })).items.map((i) => i.bookingsCount)).toEqual([0, 0]);
    const card = await a.customers.get({ teamId: team.id, customerId: hiddenId });
    const fresh = await a.customers.get({ teamId: team.id, customerId: freshId });
    expect({ ...card.customer, id: '', email: '' }).toEqual({ ...fresh.customer, id: '', email: '' });
    expect(card.bookings).toEqual([]);
    // Typing it again is "taken" — about their own card, as for the new address.
    expect(await errorCode(a.customers.save({ ...typed, email: 'hidden@example.com' }))).toBe('CUSTOMER_EMAIL_TAKEN');
    expect(await errorCode(a.customers.save({ ...typed, email: 'fresh@example.com' }))).toBe('CUSTOMER_EMAIL_TAKEN');
    // They edit their card like any customer they added; the team's record does not move.
    expect(await a.customers.save({ ...typed, customerId: hiddenId, name: 'Walk-in Renamed', email: 'hidden@example.com' })).toMatchObject({ id: hiddenId, name: 'Walk-in Renamed' });
    expect(await rowOf(hidden!.id)).toEqual(before);
    // A saved email is not theirs to change, whatever the new address (no "taken" to probe with).
    expect(await errorCode(a.customers.save({ ...typed, customerId: freshId, email: 'hidden@example.com' }))).toBe('PERMISSION_DISABLED');
    expect(await errorCode(a.customers.save({ ...typed, customerId: freshId, email: 'nobody@example.com' }))).toBe('PERMISSION_DISABLED');

    // The owner's book stays one customer per email: the hidden one as it was, and the new address the assistant added.
    const ownerList = await c.customers.list({ teamId: team.id });
    expect(ownerList.items.map((i) => [i.name, i.email]).sort()).toEqual([
      ['Hidden Customer', 'hidden@example.com'],
      ['Walk-in Typed', 'fresh@example.com'],
    ]);

    // What an assistant added and then booked elsewhere shows nothing of that booking to them.
    await bookOther('fresh@example.com', '2026-11-23T08:00:00.000Z');
    expect((await a.customers.get({ teamId: team.id, customerId: freshId })).customer).toMatchObject({ bookingsCount: 0, lastBookingAt: null });
    expect((await c.customers.get({ teamId: team.id, customerId: freshId })).customer).toMatchObject({ bookingsCount: 1 });

    // Once the hidden customer books on the assistant's calendar, they are the assistant's customer by the rule: the team's record replaces the card.
    await book('hidden@example.com', '2026-11-23T09:00:00.000Z');
    const after = await a.customers.list({ teamId: team.id, search: 'hidden@' });
    expect(after.items.map((i) => [i.id, i.name, i.bookingsCount])).toEqual([[hidden!.id, 'Hidden Customer', 1]]);
  });

  it("an assistant's card of a customer the owner then deletes is the owners' to see and keep", async () => {
    const { c, team } = await setup();
    const gone = await c.customers.save({ teamId: team.id, name: 'Soon Gone', email: 'gone@example.com' });
    const assistant = await makeUser(app.db, app.clock);
    await app.db.query(`INSERT INTO team_members (team_id, user_id, role, created_at) VALUES ($1, $2, 'assistant', now())`, [team.id, assistant.user.id]);
    const a = app.caller({ sessionToken: assistant.token });
    const card = await a.customers.save({ teamId: team.id, name: 'Typed', email: 'gone@example.com' });
    expect((await c.customers.list({ teamId: team.id })).items.map((i) => i.id)).toEqual([gone.id]);
    expect(await errorCode(c.customers.get({ teamId: team.id, customerId: card.id }))).toBe('CUSTOMER_NOT_FOUND');
    await c.customers.delete({ teamId: team.id, customerId: gone.id });
    // Without a team customer for the address, the card is the owners' to see; an owner's edit makes it the team's customer.
    expect((await c.customers.list({ teamId: team.id })).items.map((i) => i.id)).toEqual([card.id]);
    await c.customers.save({ teamId: team.id, customerId: card.id, name: 'Typed Name', email: 'gone@example.com' });
    expect(await errorCode(c.customers.save({ teamId: team.id, name: 'Dup', email: 'gone@example.com' }))).toBe('CUSTOMER_EMAIL_TAKEN');
    expect((await a.customers.list({ teamId: team.id })).items.map((i) => [i.id, i.name])).toEqual([[card.id, 'Typed Name']]);
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
