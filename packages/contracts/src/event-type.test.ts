import { describe, expect, it } from 'vitest';
import { createEventTypeInput, fieldIssuesFromZod, publicSlotsInput, updateEventTypeInput } from './index.ts';

const teamId = '7b1f2a3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const calendarId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const scheduleId = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const good = { teamId, calendarId, scheduleId, title: ' Consultation ', slug: 'Consult', durationMinutes: 30 };

function issuesOf(input: unknown, schema: typeof createEventTypeInput | typeof publicSlotsInput = createEventTypeInput) {
  const r = schema.safeParse(input);
  return r.success ? [] : fieldIssuesFromZod(r.error.issues).map((i) => `${i.path}:${i.issue}`);
}

describe('event type contracts', () => {
  it('create: trims, lower-cases the link and fills defaults', () => {
    expect(createEventTypeInput.parse(good)).toMatchObject({
      title: 'Consultation', slug: 'consult', description: '', bufferBeforeMinutes: 0, bufferAfterMinutes: 0,
      minimumNotice: { value: 0, unit: 'minutes' }, activeFrom: null, activeTo: null, paymentEnabled: false, priceHalalas: 0, enabled: true,
    });
  });

  it('refuses out-of-bounds durations, buffers and notice', () => {
    expect(issuesOf({ ...good, durationMinutes: 4 })).toEqual(['durationMinutes:too_small']);
    expect(issuesOf({ ...good, durationMinutes: 721 })).toEqual(['durationMinutes:too_big']);
    expect(issuesOf({ ...good, bufferBeforeMinutes: -1 })).toEqual(['bufferBeforeMinutes:too_small']);
    expect(issuesOf({ ...good, bufferAfterMinutes: 241 })).toEqual(['bufferAfterMinutes:too_big']);
    expect(issuesOf({ ...good, durationMinutes: 30.5 })).toEqual(['durationMinutes:invalid_type']);
    expect(issuesOf({ ...good, minimumNotice: { value: 366, unit: 'days' } })).toEqual(['minimumNotice.value:notice_too_long']);
    expect(issuesOf({ ...good, minimumNotice: { value: 365, unit: 'days' } })).toEqual([]);
    expect(issuesOf({ ...good, minimumNotice: { value: 1, unit: 'weeks' } })).toEqual(['minimumNotice.unit:invalid_value']);
  });

  it('active-to must come after active-from', () => {
    expect(issuesOf({ ...good, activeFrom: '2026-03-01T00:00:00Z', activeTo: '2026-02-01T00:00:00Z' })).toEqual(['activeTo:active_to_before_from']);
    expect(issuesOf({ ...good, activeFrom: '2026-03-01T00:00:00Z', activeTo: '2026-03-01T00:00:00+00:00' })).toEqual(['activeTo:active_to_before_from']);
    expect(issuesOf({ ...good, activeFrom: '2026-03-01T00:00:00Z', activeTo: null })).toEqual([]);
  });

  it('prices: at least 1.00 SAR when payment is taken; none without payment; required needs enabled', () => {
    expect(issuesOf({ ...good, paymentEnabled: true, priceHalalas: 99 })).toEqual(['priceHalalas:price_too_low']);
    expect(issuesOf({ ...good, paymentEnabled: true, paymentRequired: true, priceHalalas: 100 })).toEqual([]);
    expect(issuesOf({ ...good, priceHalalas: 500 })).toEqual(['priceHalalas:price_without_payment']);
    expect(issuesOf({ ...good, paymentRequired: true })).toEqual(['paymentRequired:payment_required_not_enabled']);
    expect(issuesOf({ ...good, paymentEnabled: true, priceHalalas: 10.5 })).toContain('priceHalalas:invalid_type');
  });

  it('update carries the same rules', () => {
    const r = updateEventTypeInput.safeParse({ ...good, eventTypeId: scheduleId, priceHalalas: 1 });
    expect(r.success).toBe(false);
  });
});

describe('public slots input', () => {
  const q = { calendarSlug: 'clinic', eventTypeSlug: 'consult', from: '2026-01-01', to: '2026-03-03', timezone: 'Europe/London' };
  it('accepts up to 62 days, both ends included', () => {
    expect(issuesOf(q, publicSlotsInput)).toEqual([]);
    expect(issuesOf({ ...q, to: '2026-03-04' }, publicSlotsInput)).toEqual(['to:date_range_too_long']);
  });
  it('refuses reversed ranges, bad dates and unknown zones', () => {
    expect(issuesOf({ ...q, to: '2025-12-31' }, publicSlotsInput)).toEqual(['to:date_range_reversed']);
    expect(issuesOf({ ...q, from: '2026-02-30' }, publicSlotsInput)).toEqual(['from:invalid_format']);
    expect(issuesOf({ ...q, timezone: 'Mars/Olympus' }, publicSlotsInput)).toEqual(['timezone:custom']);
  });
});
