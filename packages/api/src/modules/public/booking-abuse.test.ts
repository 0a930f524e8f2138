import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_HOLDS_PER_EMAIL } from '@waqt/contracts';
import type { TestApp } from '../../../test/harness.ts';
import { codeOf, errorCode, latestMailTo } from '../../../test/fixtures.ts';
import { paymentsSuite, type PaymentsHarness } from '../../../test/paid-booking.ts';

const suite = paymentsSuite();
let app: TestApp;
let h: PaymentsHarness;
beforeAll(() => void ({ app, h } = suite));

const MIN = 60_000;
let seq = 0;
/** The n-th free half hour from Monday 2026-11-23 10:00Z: eight a day until 14:00Z (the fixture's own booking is before 10:00), Monday to Wednesday. */
const start = (n: number) => new Date(Date.parse('2026-11-23T10:00:00Z') + Math.floor(n / 8) * 1440 * MIN + (n % 8) * 30 * MIN).toISOString();
const onIp = (ip: string) => app.caller({ ip });
const freshIp = () => `10.50.${Math.floor(++seq / 250)}.${(seq % 250) + 1}`;

/** A paid event type (and a free one) on a fresh team; the fixture's own booking is on another address. */
async function paidEvent() {
  const s = await h.paidBooking();
  const [schedule] = await app.db.query<{ id: string }[]>(`SELECT id FROM schedules WHERE calendar_id = $1 LIMIT 1`, [s.calendar.id]);
  await s.c.eventTypes.create({ teamId: s.team.id, calendarId: s.calendar.id, scheduleId: schedule!.id, title: 'Free chat', slug: 'free', durationMinutes: 30 });
  const book = (ip: string, email: string, n: number, over: Record<string, unknown> = {}) =>
    onIp(ip).public.book({
      calendarSlug: s.calendar.slug,
      eventTypeSlug: 'paid',
      start: start(n),
      timezone: 'Asia/Riyadh',
      locale: 'en',
      booker: { name: 'Hoarder', email },
      ...over,
    });
  return { ...s, book };
}

describe('public.book limits', () => {
  it('per booker email and per client IP: RATE_LIMITED, and nothing is booked or mailed', async () => {
    const s = await paidEvent();
    const saved = app.deps.config.bookingAttemptsPerWindow;
    app.deps.config.bookingAttemptsPerWindow = 3;
    try {
      const victim = `victim${++seq}@example.com`;
      const codes: string[] = [];
      for (let i = 0; i < 5; i++) codes.push(await errorCode(s.book(freshIp(), victim, i, { eventTypeSlug: 'free' })));
      expect(codes).toEqual(['no error', 'no error', 'no error', 'RATE_LIMITED', 'RATE_LIMITED']);
      const [booked] = await app.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM bookings WHERE customer_email = $1`, [victim]);
      expect(booked!.n).toBe(3);
      // One IP, many addresses: three times the per-email limit.
      const ip = freshIp();
      const fromIp: string[] = [];
      for (let i = 0; i < 10; i++) fromIp.push(await errorCode(s.book(ip, `spray${++seq}@example.com`, 8 + i, { eventTypeSlug: 'free' })));
      expect(fromIp.filter((c) => c === 'RATE_LIMITED')).toHaveLength(1);
    } finally {
      app.deps.config.bookingAttemptsPerWindow = saved;
    }
  });
});

describe('pending holds', () => {
  it('a second unpaid hold needs the email verified by code; more than the cap are refused; an ended hold frees its place', async () => {
    const s = await paidEvent();
    const email = `holder${++seq}@example.com`;
    expect((await s.book(freshIp(), email, 0)).status).toBe('pending');
    expect(await errorCode(s.book(freshIp(), email, 1))).toBe('BOOKER_CODE_REQUIRED');
    await onIp(freshIp()).public.requestCode({ calendarSlug: s.calendar.slug, eventTypeSlug: 'paid', email, locale: 'en' });
    const code = codeOf((await latestMailTo(app.db, email))!.text);
    expect(await errorCode(s.book(freshIp(), email, 1, { code: '000000' === code ? '111111' : '000000' }))).toBe('INVALID_OTP');
    expect((await s.book(freshIp(), email, 1, { code })).status).toBe('pending');
    // A used code does not open a third hold.
    expect(await errorCode(s.book(freshIp(), email, 2, { code }))).toBe('OTP_EXPIRED');
    for (let n = 2; n < BOOKING_HOLDS_PER_EMAIL; n++) {
      app.clock.advance(61_000);
      await onIp(freshIp()).public.requestCode({ calendarSlug: s.calendar.slug, eventTypeSlug: 'paid', email, locale: 'en' });
      const next = codeOf((await latestMailTo(app.db, email))!.text);
      expect((await s.book(freshIp(), email, n, { code: next })).status).toBe('pending');
    }
    // Same address in another case: still the same booker.
    expect(await errorCode(s.book(freshIp(), email.toUpperCase(), 5))).toBe('BOOKING_HOLDS_LIMIT');
    // Paid or ended holds do not count: after the hold period every place is free again.
    app.clock.advance(21 * MIN);
    expect((await s.book(freshIp(), email, 6)).status).toBe('pending');
  });

  it('per client IP: at most BOOKING_HOLDS_PER_IP open holds, whatever the addresses', async () => {
    const s = await paidEvent();
    const ip = freshIp();
    const cap = app.config.bookingHoldsPerIp;
    const codes: string[] = [];
    for (let i = 0; i < cap + 2; i++) codes.push(await errorCode(s.book(ip, `many${++seq}@example.com`, i)));
    expect(codes.filter((c) => c === 'no error')).toHaveLength(cap);
    expect(codes.slice(cap)).toEqual(['BOOKING_HOLDS_LIMIT', 'BOOKING_HOLDS_LIMIT']);
    const [held] = await app.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM bookings WHERE calendar_id = $1 AND customer_email LIKE 'many%'`, [s.calendar.id]);
    expect(held!.n).toBe(cap);
  });

  it('per client IP: an IPv6 client is its /64, so fresh addresses from one /64 share the cap', async () => {
    const s = await paidEvent();
    const net = `2001:db8:${(++seq).toString(16)}:1`;
    const cap = app.config.bookingHoldsPerIp;
    const codes: string[] = [];
    for (let i = 0; i < cap + 2; i++) codes.push(await errorCode(s.book(`${net}:${(i + 1).toString(16)}::${i + 7}`, `six${++seq}@example.com`, i)));
    expect(codes.filter((c) => c === 'no error')).toHaveLength(cap);
    expect(codes.slice(cap)).toEqual(['BOOKING_HOLDS_LIMIT', 'BOOKING_HOLDS_LIMIT']);
    // Another /64 has its own.
    expect(await errorCode(s.book(`2001:db8:${(++seq).toString(16)}:2::1`, `six${++seq}@example.com`, cap + 2))).toBe('no error');
  });

  it('first holds racing for one address: exactly one is taken without a code', async () => {
    const s = await paidEvent();
    const email = `racer${++seq}@example.com`;
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => errorCode(s.book(freshIp(), email, i))));
    expect(results.filter((r) => r === 'no error')).toHaveLength(1);
    expect(results.filter((r) => r === 'BOOKER_CODE_REQUIRED')).toHaveLength(4);
  });

  it('the IP is kept only as a keyed hash', async () => {
    const s = await paidEvent();
    await s.book('203.0.113.77', `hashed${++seq}@example.com`, 3);
    const rows = await app.db.query<{ h: Buffer }[]>(`SELECT booker_ip_hash AS h FROM bookings WHERE calendar_id = $1 AND booker_ip_hash IS NOT NULL`, [s.calendar.id]);
    expect(rows.length).toBeGreaterThan(0);
    const dump = JSON.stringify(await app.db.query(`SELECT * FROM bookings WHERE calendar_id = $1`, [s.calendar.id]));
    expect(dump).not.toContain('203.0.113.77');
  });
});

describe('a booking and the team customer book', () => {
  it("never changes a customer the team saved (name, phone, archive); the booker's details stay on the booking", async () => {
    const s = await paidEvent();
    const email = `known${++seq}@example.com`;
    const saved = await s.c.customers.save({ teamId: s.team.id, name: 'Noura Saved', email, phone: '+966512345678' });
    // A booking first, so that deleting archives the customer.
    await s.book(freshIp(), email, 0, { eventTypeSlug: 'free', booker: { name: 'Noura Saved', email } });
    await s.c.customers.delete({ teamId: s.team.id, customerId: saved.id });
    const before = (await s.c.customers.get({ teamId: s.team.id, customerId: saved.id })).customer;
    expect(before.archived).toBe(true);
    await s.book(freshIp(), email, 1, { eventTypeSlug: 'free', booker: { name: 'Attacker Name', email, phone: '+966598765432' } });
    const after = (await s.c.customers.get({ teamId: s.team.id, customerId: saved.id })).customer;
    expect(after).toMatchObject({ name: 'Noura Saved', phone: '+966512345678', archived: true, archivedAt: before.archivedAt });
    const [b] = await app.db.query<{ customer_name: string; customer_phone: string; customer_id: string }[]>(
      `SELECT customer_name, customer_phone, customer_id FROM bookings WHERE customer_email = $1 AND customer_name = 'Attacker Name'`,
      [email],
    );
    expect(b).toEqual({ customer_name: 'Attacker Name', customer_phone: '+966598765432', customer_id: saved.id });
    // The team sees both and chooses: the detail carries the record as saved beside what the booker gave.
    const [row] = await app.db.query<{ id: string }[]>(`SELECT id FROM bookings WHERE customer_name = 'Attacker Name' AND customer_email = $1`, [email]);
    const detail = await s.c.bookings.get({ teamId: s.team.id, bookingId: row!.id });
    expect(detail.attendee).toMatchObject({ name: 'Attacker Name', phone: '+966598765432' });
    expect(detail.customer).toEqual({ id: saved.id, name: 'Noura Saved', phone: '+966512345678', archived: true });
  });
});
