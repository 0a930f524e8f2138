import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldsOfPricing, pricingOf, type Pricing } from '@waqt/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { errorCode, latestMailTo, makeUser } from '../../../test/fixtures.ts';

/** One price model (issue 23): each choice's stored fields, what the public page says, and the booking it makes. */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let seq = 0;
const visitor = () => app.caller({ ip: `10.9.${Math.floor(seq / 250)}.${(seq % 250) + 1}` });

/** A business team's calendar (Sunday–Thursday 09:00–17:00 Riyadh) and its event type of one price choice; clock Sunday 2026-11-22 09:00Z. */
async function setup(choice: Pricing, priceHalalas = 15_000) {
  app.clock.set('2026-11-22T09:00:00Z');
  const n = ++seq;
  const owner = await makeUser(app.db, app.clock);
  const c = app.caller({ sessionToken: owner.token });
  const team = await c.teams.create({ name: `Pricing ${n}`, slug: `pricing-${n}-${owner.user.id.slice(0, 6)}` });
  const calendar = await c.calendars.create({ teamId: team.id, name: `Dr P${n}`, slug: `dr-p${n}-${owner.user.id.slice(0, 6)}` });
  const [schedule] = await app.db.query<{ id: string }[]>(`SELECT id FROM schedules WHERE calendar_id = $1 LIMIT 1`, [calendar.id]);
  const base = { teamId: team.id, calendarId: calendar.id, scheduleId: schedule!.id, title: 'Consultation', slug: 'consult', durationMinutes: 30 };
  const et = await c.eventTypes.create({ ...base, ...fieldsOfPricing(choice, priceHalalas) });
  return { c, team, calendar, et, base, target: { calendarSlug: calendar.slug, eventTypeSlug: 'consult' } };
}

let lastEmail = '';
const book = (target: { calendarSlug: string; eventTypeSlug: string }) =>
  visitor().public.book({ ...target, start: '2026-11-23T07:00:00.000Z', timezone: 'Asia/Riyadh', locale: 'en', booker: { name: 'Sara Ahmed', email: (lastEmail = `p${++seq}@example.com`) } });

async function stored(bookingId: string) {
  const [row] = await app.db.query<{ status: string; price_halalas: number; expires_at: Date | null }[]>(`SELECT status, price_halalas, expires_at FROM bookings WHERE id = $1`, [bookingId]);
  return row!;
}

async function listed(calendarSlug: string) {
  const page = await visitor().public.page({ slug: calendarSlug });
  if (page.kind !== 'calendar') throw new Error('not a calendar page');
  return page.eventTypes[0]!;
}

describe('one price model: each choice end to end', () => {
  it('free: nothing to pay, the page says free, the booking is confirmed at once with no price', async () => {
    const s = await setup('free');
    expect(s.et).toMatchObject({ paymentEnabled: false, paymentRequired: false, priceHalalas: 0 });
    expect(pricingOf(s.et)).toBe('free');
    expect(pricingOf(await listed(s.calendar.slug))).toBe('free');
    const out = await book(s.target);
    expect(out.status).toBe('confirmed');
    expect(await stored(out.bookingId)).toMatchObject({ status: 'confirmed', price_halalas: 0, expires_at: null });
    expect(await visitor().public.booking({ bookingId: out.bookingId })).toMatchObject({ priceHalalas: 0, paymentRequired: false });
    expect((await latestMailTo(app.db, lastEmail))!.text).not.toContain('Price:');
  });

  it('pay when booking: the page shows the price, the booking waits for payment until the team’s period ends', async () => {
    const s = await setup('prepaid');
    expect(pricingOf(s.et)).toBe('prepaid');
    const summary = await listed(s.calendar.slug);
    expect(summary).toMatchObject({ paymentRequired: true, priceHalalas: 15_000 });
    expect(pricingOf(summary)).toBe('prepaid');
    const out = await book(s.target);
    expect(out.status).toBe('pending');
    const row = await stored(out.bookingId);
    expect(row).toMatchObject({ status: 'pending', price_halalas: 15_000 });
    expect(row.expires_at).not.toBeNull();
    expect(await visitor().public.booking({ bookingId: out.bookingId })).toMatchObject({ status: 'pending', priceHalalas: 15_000, paymentRequired: true });
  });

  it('pay on arrival (payments on, not required — the issue’s case): never listed as free; confirmed at once with the price due there', async () => {
    const s = await setup('on_arrival');
    expect(s.et).toMatchObject({ paymentEnabled: true, paymentRequired: false, priceHalalas: 15_000 });
    const summary = await listed(s.calendar.slug);
    expect(summary).toMatchObject({ paymentRequired: false, priceHalalas: 15_000 });
    expect(pricingOf(summary)).toBe('on_arrival');
    const slots = await visitor().public.slots({ ...s.target, from: '2026-11-23', to: '2026-11-23', timezone: 'Asia/Riyadh' });
    expect(pricingOf(slots.eventType)).toBe('on_arrival');
    const out = await book(s.target);
    expect(out.status).toBe('confirmed');
    expect(await stored(out.bookingId)).toMatchObject({ status: 'confirmed', price_halalas: 15_000, expires_at: null });
    expect(await visitor().public.booking({ bookingId: out.bookingId })).toMatchObject({ status: 'confirmed', priceHalalas: 15_000, paymentRequired: false });
    // The booker's mail says what the page said.
    expect((await latestMailTo(app.db, lastEmail))!.text.replace(/\s+/g, ' ')).toMatch(/Price: SAR 150\.00 incl\. VAT · pay on arrival/);
  });

  it('the rules refuse a choice that does not match its price: free with a price, a paid choice without one, required without payments', async () => {
    const s = await setup('free');
    const edit = (fields: { paymentEnabled: boolean; paymentRequired: boolean; priceHalalas: number }) => s.c.eventTypes.update({ ...s.base, eventTypeId: s.et.id, ...fields });
    // The contracts' rules (eventTypeRuleIssues) run on the API's input: the field and its issue.
    expect(await errorCode(edit({ ...fieldsOfPricing('free', 0), priceHalalas: 15_000 }))).toContain('price_without_payment');
    expect(await errorCode(edit(fieldsOfPricing('prepaid', 0)))).toContain('price_too_low');
    expect(await errorCode(edit(fieldsOfPricing('on_arrival', 99)))).toContain('price_too_low');
    expect(await errorCode(edit({ paymentEnabled: false, paymentRequired: true, priceHalalas: 0 }))).toContain('payment_required_not_enabled');
    expect(pricingOf((await s.c.eventTypes.byId({ teamId: s.team.id, calendarId: s.calendar.id, eventTypeId: s.et.id })))).toBe('free');
    // Each choice saves and reads back as itself.
    for (const choice of ['on_arrival', 'prepaid', 'free'] as const) expect(pricingOf(await edit(fieldsOfPricing(choice, 20_000)))).toBe(choice);
  });
});
