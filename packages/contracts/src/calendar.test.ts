import { describe, expect, it } from 'vitest';
import {
  calendarSchema,
  calendarSlugAvailableInput,
  createCalendarInput,
  setCalendarMemberAssignedInput,
  setCalendarMembersInput,
  updateCalendarInput,
} from './index.ts';

const teamId = '7b1f2a3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const calendarId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

describe('calendar contracts', () => {
  it('create: trims the name, lower-cases the link, defaults the time zone', () => {
    expect(createCalendarInput.parse({ teamId, name: '  Main ', slug: ' Clinic-A ' })).toEqual({ teamId, name: 'Main', nameAr: null, nameEn: null, slug: 'clinic-a', timezone: 'Asia/Riyadh' });
  });

  it('create/update: refuses empty or long names, bad links and unknown time zones', () => {
    const good = { teamId, calendarId, name: 'Main', slug: 'main', timezone: 'Europe/London' };
    expect(updateCalendarInput.safeParse(good).success).toBe(true);
    for (const bad of [{ name: ' ' }, { name: 'x'.repeat(121) }, { slug: 'a b' }, { slug: 'x-' }, { slug: '' }, { timezone: 'Mars/Olympus' }]) {
      expect(updateCalendarInput.safeParse({ ...good, ...bad }).success, JSON.stringify(bad)).toBe(false);
      expect(createCalendarInput.safeParse({ ...good, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('setMembers: uuids only, at most 200', () => {
    expect(setCalendarMembersInput.safeParse({ teamId, calendarId, memberIds: [] }).success).toBe(true);
    expect(setCalendarMembersInput.safeParse({ teamId, calendarId, memberIds: ['x'] }).success).toBe(false);
    expect(setCalendarMembersInput.safeParse({ teamId, calendarId, memberIds: Array(201).fill(teamId) }).success).toBe(false);
  });

  it('slugAvailable: calendarId is optional', () => {
    expect(calendarSlugAvailableInput.parse({ teamId, slug: 'A' })).toEqual({ teamId, slug: 'a' });
  });

  it('setMemberAssigned: one member id and an explicit boolean', () => {
    const good = { teamId, calendarId, memberId: teamId, assigned: true };
    expect(setCalendarMemberAssignedInput.parse(good)).toEqual(good);
    for (const bad of [{ memberId: 'x' }, { assigned: 'true' }, { assigned: undefined }, { calendarId: undefined }]) {
      expect(setCalendarMemberAssignedInput.safeParse({ ...good, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('calendar view: createdAt must be an ISO date-time', () => {
    const view = { id: calendarId, teamId, name: 'Main', nameAr: 'الرئيسية', nameEn: null, slug: 'main', timezone: 'Asia/Riyadh', createdAt: '2026-11-22T09:00:00.000Z', memberIds: [], place: null };
    expect(calendarSchema.parse(view)).toEqual(view);
    expect(calendarSchema.safeParse({ ...view, createdAt: 'yesterday' }).success).toBe(false);
  });
});
