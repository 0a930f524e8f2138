import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createLogger } from '../logger.ts';
import { DEMO_BOOKING, DEMO_BOOKING_PATH, DEMO_PLACE, seedDemo } from './seed.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('demo data', () => {
  it('gives the demo clinic a calendar and a free 30-minute event type with bookable slots, once', async () => {
    const log = createLogger('silent');
    expect(await seedDemo(app.db, log, app.clock)).toEqual({ bookingPath: DEMO_BOOKING_PATH });
    expect(DEMO_BOOKING_PATH).toBe('/riyadh-dental-main/consultation');
    const res = await app.caller().public.slots({ ...DEMO_BOOKING, from: '2026-11-23', to: '2026-11-29', timezone: 'Asia/Riyadh' });
    expect(res.eventType).toMatchObject({ title: 'Consultation', titleAr: 'استشارة', durationMinutes: 30, paymentRequired: false, priceHalalas: 0 });
    expect(res.calendar).toMatchObject({ name: 'Main clinic', nameAr: 'العيادة الرئيسية' });
    expect(res.days.length).toBeGreaterThan(0);
    // Where the clinic is and how to reach it (issue 36).
    expect(res.eventType.place).toEqual(DEMO_PLACE);
    expect(res.contactPhone).toEqual({ e164: '+966112345678', display: '011 234 5678' });
    // A second start adds nothing.
    expect(await seedDemo(app.db, log, app.clock)).toEqual({ bookingPath: DEMO_BOOKING_PATH });
    const [counts] = await app.db.query<{ calendars: number; event_types: number }[]>(
      `SELECT (SELECT count(*)::int FROM calendars) AS calendars, (SELECT count(*)::int FROM event_types) AS event_types`,
    );
    expect(counts).toEqual({ calendars: 1, event_types: 1 });
  });
});
