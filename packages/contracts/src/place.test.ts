import { describe, expect, it } from 'vitest';
import { createEventTypeInput, fieldIssuesFromZod, isHttpsUrl, PLACE_URL_ISSUE, setCalendarPlaceInput, setContactPhoneInput } from './index.ts';

const teamId = '7b1f2a3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const calendarId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const scheduleId = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

function issuesOf(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: Parameters<typeof fieldIssuesFromZod>[0] } } }, input: unknown): string[] {
  const r = schema.safeParse(input);
  return r.success ? [] : fieldIssuesFromZod(r.error!.issues).map((i) => `${i.path}:${i.issue}`);
}
const place = (p: unknown) => issuesOf(setCalendarPlaceInput, { teamId, calendarId, place: p });

describe('place contracts', () => {
  it('an address is trimmed and keeps its lines; a blank map link is none', () => {
    expect(setCalendarPlaceInput.parse({ teamId, calendarId, place: { kind: 'in_person', address: '  King Fahd Road\nRiyadh 12214 ', mapUrl: ' ' } }).place).toEqual({
      kind: 'in_person',
      address: 'King Fahd Road\nRiyadh 12214',
      mapUrl: null,
    });
    expect(setCalendarPlaceInput.parse({ teamId, calendarId, place: { kind: 'in_person', address: 'Olaya', mapUrl: ' https://maps.example.com/?q=olaya ' } }).place).toMatchObject({
      mapUrl: 'https://maps.example.com/?q=olaya',
    });
    expect(setCalendarPlaceInput.parse({ teamId, calendarId, place: null }).place).toBeNull();
    expect(setCalendarPlaceInput.parse({ teamId, calendarId, place: { kind: 'phone' } }).place).toEqual({ kind: 'phone' });
  });

  it('map and meeting links must be full https addresses: stable field issues', () => {
    for (const bad of ['http://maps.example.com/x', 'maps.example.com', 'javascript:alert(1)', 'https://localhost/x', 'https://user:pw@meet.example.com/x', 'https://meet.example.com/a b', 'https://meet.example.com/\u0000']) {
      expect(place({ kind: 'online', meetingUrl: bad }), bad).toEqual([`place.meetingUrl:${PLACE_URL_ISSUE}`]);
      expect(place({ kind: 'in_person', address: 'Olaya', mapUrl: bad }), bad).toEqual([`place.mapUrl:${PLACE_URL_ISSUE}`]);
    }
    expect(place({ kind: 'online', meetingUrl: `https://meet.example.com/${'x'.repeat(2000)}` })[0]).toBe('place.meetingUrl:too_big');
    expect(place({ kind: 'online', meetingUrl: '' })[0]).toBe('place.meetingUrl:too_small');
    expect(place({ kind: 'online', meetingUrl: 'https://meet.example.com/abc-defg-hij' })).toEqual([]);
    expect(isHttpsUrl('HTTPS://Meet.Example.com/x')).toBe(true);
  });

  it('an address is required in person, bounded and storable; an unknown kind is refused', () => {
    expect(place({ kind: 'in_person', address: '  ' })).toEqual(['place.address:too_small']);
    expect(place({ kind: 'in_person', address: 'x'.repeat(501) })).toEqual(['place.address:too_big']);
    expect(place({ kind: 'in_person', address: 'Olaya\u0007' })).toEqual(['place.address:invalid_characters']);
    expect(place({ kind: 'mars' })).toEqual(['place.kind:invalid_union']);
  });

  it('an event type has no place of its own by default (its calendar’s), or names one', () => {
    const good = { teamId, calendarId, scheduleId, title: 'Video consultation', slug: 'video', durationMinutes: 20 };
    expect(createEventTypeInput.parse(good).place).toBeNull();
    expect(createEventTypeInput.parse({ ...good, place: { kind: 'online', meetingUrl: 'https://meet.example.com/dr-sara' } }).place).toEqual({ kind: 'online', meetingUrl: 'https://meet.example.com/dr-sara' });
    expect(issuesOf(createEventTypeInput, { ...good, place: { kind: 'online', meetingUrl: 'zoom.us/j/1' } })).toEqual([`place.meetingUrl:${PLACE_URL_ISSUE}`]);
  });

  it('the team contact phone is taken as typed (the API reads it with the team’s country); blank clears it; letters are phone_invalid', () => {
    expect(setContactPhoneInput.parse({ teamId, phone: ' 011 234 5678 ' }).phone).toBe('011 234 5678');
    expect(setContactPhoneInput.parse({ teamId, phone: '+966 (11) 234-5678' }).phone).toBe('+966 (11) 234-5678');
    expect(setContactPhoneInput.parse({ teamId, phone: '٠١١٢٣٤٥٦٧٨' }).phone).toBe('٠١١٢٣٤٥٦٧٨');
    expect(setContactPhoneInput.parse({ teamId, phone: '  ' }).phone).toBeNull();
    for (const bad of ['call us', '+', '011 234 5678 ext. 2', `+${'1'.repeat(40)}`]) expect(issuesOf(setContactPhoneInput, { teamId, phone: bad }), bad).toEqual([bad.length > 40 ? 'phone:too_big' : 'phone:phone_invalid']);
  });
});
