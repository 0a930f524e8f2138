import { describe, expect, it } from 'vitest';
import { createCalendarInput, createEventTypeInput, eventTypeIn, fieldIssuesFromZod, localized, updateCalendarInput } from './index.ts';

const ids = { teamId: '00000000-0000-4000-8000-000000000001', calendarId: '00000000-0000-4000-8000-000000000002' };
const eventType = { ...ids, title: 'Consultation', slug: 'consultation', durationMinutes: 30, scheduleId: '00000000-0000-4000-8000-000000000003' };

describe('names in both languages', () => {
  it("shows the reader's language's text, else the default", () => {
    const calendar = { name: 'Dr. Sara', nameAr: 'د. سارة', nameEn: null };
    expect(localized(calendar, 'name', 'ar')).toBe('د. سارة');
    expect(localized(calendar, 'name', 'en')).toBe('Dr. Sara');
    expect(localized({ name: 'عيادة النور', nameAr: null, nameEn: 'Al Noor Clinic' }, 'name', 'en')).toBe('Al Noor Clinic');
    // Not given (null, undefined or empty): the default.
    expect(localized({ name: 'Dr. Sara', nameAr: undefined, nameEn: undefined }, 'name', 'ar')).toBe('Dr. Sara');
    expect(localized({ name: 'Dr. Sara', nameAr: '', nameEn: null }, 'name', 'ar')).toBe('Dr. Sara');
    expect(localized({ organizer: 'Dr. Sara', organizerAr: 'د. سارة', organizerEn: null }, 'organizer', 'ar')).toBe('د. سارة');
  });

  it('gives an event type its title and description in a language, each falling back on its own', () => {
    const et = { title: 'Consultation', description: 'A first visit.', titleAr: 'استشارة', titleEn: null, descriptionAr: null, descriptionEn: null, slug: 'consultation' };
    expect(eventTypeIn(et, 'ar')).toEqual({ ...et, title: 'استشارة', description: 'A first visit.' });
    expect(eventTypeIn(et, 'en')).toEqual(et);
  });

  it('takes an empty or blank text as not given (null), trims, and bounds it like the default text', () => {
    const cal = { ...ids, name: 'Dr. Sara', slug: 'dr-sara', timezone: 'Asia/Riyadh' };
    expect(updateCalendarInput.parse({ ...cal, nameAr: '  د. سارة ', nameEn: '  ' })).toMatchObject({ nameAr: 'د. سارة', nameEn: null });
    expect(createCalendarInput.parse({ teamId: ids.teamId, name: 'Dr. Sara', slug: 'dr-sara' })).toMatchObject({ nameAr: null, nameEn: null });
    expect(createEventTypeInput.parse({ ...eventType, titleAr: 'استشارة', descriptionAr: '', descriptionEn: null })).toMatchObject({
      titleAr: 'استشارة',
      titleEn: null,
      descriptionAr: null,
      descriptionEn: null,
    });
    const long = updateCalendarInput.safeParse({ ...cal, nameAr: 'س'.repeat(121) });
    expect(fieldIssuesFromZod(long.error!.issues)).toEqual([{ path: 'nameAr', issue: 'too_big', params: { max: 120 } }]);
    const bad = createEventTypeInput.safeParse({ ...eventType, titleEn: 'Bad\u0000' });
    expect(fieldIssuesFromZod(bad.error!.issues)).toEqual([{ path: 'titleEn', issue: 'invalid_characters' }]);
    // A description in another language keeps its lines, as the default one does.
    expect(createEventTypeInput.parse({ ...eventType, descriptionAr: 'سطر\nوسطر' }).descriptionAr).toBe('سطر\nوسطر');
  });
});
