import ICAL from 'ical.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingIcs, bookingUid, type BookingIcsInput } from './ics.ts';

const base = {
  uid: bookingUid('7d1f3c2a-0b5e-4c3d-9a8b-1234567890ab'),
  sequence: 0,
  start: new Date('2026-11-22T09:00:00Z'),
  end: new Date('2026-11-22T09:30:00Z'),
  organizerTimezone: 'Asia/Riyadh',
  summary: 'Consultation · Dr. Sara',
  description: 'Manage your booking: https://waqt.test/book/confirmed/7d1f?token=abc',
  url: 'https://waqt.test/book/confirmed/7d1f?token=abc',
  organizer: { name: 'Dr. Sara', email: 'sara@clinic.test' },
  attendee: { name: 'Ali Hassan', email: 'ali@example.com' },
  stamp: new Date('2026-11-20T08:15:00Z'),
  createdAt: new Date('2026-11-20T08:14:00Z'),
} satisfies Omit<BookingIcsInput, 'method'>;

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const value = (name: string) => event.getFirstPropertyValue(name);
  const time = (name: string) => value(name) as InstanceType<typeof ICAL.Time>;
  return { calendar, event, value, time };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('bookingIcs', () => {
  it('writes a REQUEST with the booking UID, SEQUENCE, UTC times and mailto organizer and attendee', () => {
    const ics = bookingIcs({ ...base, method: 'REQUEST' });
    const { calendar, event, value, time } = parse(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Riyadh');
    expect(value('uid')).toBe('7d1f3c2a-0b5e-4c3d-9a8b-1234567890ab@waqt');
    expect(value('sequence')).toBe(0);
    expect(value('status')).toBe('CONFIRMED');
    expect(value('summary')).toBe(base.summary);
    expect(value('url')).toBe(base.url);
    // Without a place, no LOCATION: never the booking's page (issue 36), which is URL and in DESCRIPTION.
    expect(event.getFirstProperty('location')).toBeNull();
    expect(value('description')).toContain(base.url);

    // UTC with 'Z', no TZID: valid without a VTIMEZONE.
    expect(ics).toMatch(/\r\nDTSTART:20261122T090000Z\r\n/);
    expect(ics).toMatch(/\r\nDTEND:20261122T093000Z\r\n/);
    expect(ics).not.toContain('TZID');
    expect(ics).not.toContain('VTIMEZONE');
    for (const name of ['dtstart', 'dtend', 'dtstamp']) expect(time(name).zone?.tzid).toBe('UTC');
    expect(time('dtstart').toJSDate()).toEqual(base.start);
    expect(time('dtend').toJSDate()).toEqual(base.end);
    // DTSTAMP from the injected instant, not the wall clock.
    expect(time('dtstamp').toJSDate()).toEqual(base.stamp);
    expect(time('created').toJSDate()).toEqual(base.createdAt);

    const organizer = event.getFirstProperty('organizer')!;
    // URI schemes are case-insensitive (ical-generator writes MAILTO: for attendees).
    expect(organizer.getFirstValue()).toMatch(/^mailto:sara@clinic\.test$/i);
    expect(organizer.getParameter('cn')).toBe('Dr. Sara');
    const attendee = event.getFirstProperty('attendee')!;
    expect(attendee.getFirstValue()).toMatch(/^mailto:ali@example\.com$/i);
    expect(attendee.getParameter('cn')).toBe('Ali Hassan');
    expect(attendee.getParameter('partstat')).toBe('ACCEPTED');
    expect(attendee.getParameter('rsvp')).toBe('FALSE');
  });

  it('LOCATION is the place given: an address on one line, Arabic kept whole; a meeting link', () => {
    const address = 'مجمع العليا الطبي، الدور 3، طريق الملك فهد، الرياض 12214';
    const ics = bookingIcs({ ...base, method: 'REQUEST', location: address });
    expect(parse(ics).value('location')).toBe(address);
    expect(parse(ics).value('url')).toBe(base.url);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(parse(bookingIcs({ ...base, method: 'REQUEST', location: 'https://meet.example.com/abc-defg-hij' })).value('location')).toBe('https://meet.example.com/abc-defg-hij');
  });

  it('cancels with METHOD:CANCEL, STATUS:CANCELLED, the same UID and a higher SEQUENCE', () => {
    const request = parse(bookingIcs({ ...base, method: 'REQUEST', sequence: 1 }));
    const cancel = parse(bookingIcs({ ...base, method: 'CANCEL', sequence: 2 }));
    expect(cancel.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancel.value('status')).toBe('CANCELLED');
    expect(cancel.value('uid')).toBe(request.value('uid'));
    expect(Number(cancel.value('sequence'))).toBeGreaterThan(Number(request.value('sequence')));
    expect(cancel.event.getFirstProperty('attendee')!.getFirstValue()).toMatch(/^mailto:ali@example\.com$/i);
    // A page is optional: without one, no URL and no LOCATION.
    const bare = bookingIcs({ ...base, method: 'CANCEL', sequence: 2, url: undefined });
    expect(bare).not.toMatch(/\r\n(URL|LOCATION)[;:]/);
  });

  it('ends every line with CRLF and folds long lines at 75 octets without splitting a character', () => {
    const summary = 'استشارة أولى مع الدكتورة سارة في عيادة الأسنان بمدينة الرياض، لمدة ثلاثين دقيقة، يوم الأحد';
    const ics = bookingIcs({ ...base, method: 'REQUEST', summary, description: 'وصف طويل '.repeat(30) });
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const summaryLines = ics.slice(ics.indexOf('SUMMARY:')).split('\r\n');
    expect(summaryLines[1]!.startsWith(' ')).toBe(true); // folded: the continuation starts with a space
    // Unfolded, it reads back exactly (a split UTF-8 sequence would not).
    expect(parse(ics).value('summary')).toBe(summary);
  });

  it('escapes commas, semicolons, backslashes and newlines in text', () => {
    const description = 'Notes: bring the X-ray, the report; and the form\nLine two\\end';
    const ics = bookingIcs({ ...base, method: 'REQUEST', description });
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('DESCRIPTION:Notes: bring the X-ray\\, the report\\; and the form\\nLine two\\\\end\r\n');
    expect(parse(ics).value('description')).toBe(description);
  });

  it('is the same text whatever the wall clock says', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const first = bookingIcs({ ...base, method: 'REQUEST' });
    vi.setSystemTime(new Date('2031-06-01T12:34:56Z'));
    expect(bookingIcs({ ...base, method: 'REQUEST' })).toBe(first);
    expect(first).not.toContain('2030');
  });

  it('refuses a zone that is not IANA and a bad SEQUENCE', () => {
    expect(() => bookingIcs({ ...base, method: 'REQUEST', organizerTimezone: 'Mars/Olympus\r\nX-EVIL:1' })).toThrow(RangeError);
    expect(() => bookingIcs({ ...base, method: 'REQUEST', sequence: -1 })).toThrow(RangeError);
  });
});
