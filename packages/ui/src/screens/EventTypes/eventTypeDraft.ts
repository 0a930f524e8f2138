import { CalendarDate, parseAbsolute, toCalendarDate, toZoned } from '@internationalized/date';
import { placeDraftOf, placeInputOf, type PlaceDraft } from '../../patterns/PlaceFields.tsx';
import type { FieldErrors } from '../../forms/validation.ts';
import { DEFAULT_REMINDERS, fieldsOfPricing, pricingOf, sar, slugFromName, type EventTypeFields, type EventTypeView, type NoticeUnit, type Pricing, type ReminderRule } from '@waqt/contracts';

/** The number of no-shows the option starts at when it is turned on. */
const NO_SHOW_PREPAY_DEFAULT = 2;

/** The form's state: numbers as typed (NaN when empty), dates as plain days, the price in SAR. */
export interface EventTypeDraft {
  title: string;
  description: string;
  /** The title and description in Arabic and English as typed ('' when not given: sent as none). */
  titleAr: string;
  titleEn: string;
  descriptionAr: string;
  descriptionEn: string;
  slug: string;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  noticeValue: number;
  noticeUnit: NoticeUnit;
  activeFrom: CalendarDate | null;
  activeTo: CalendarDate | null;
  bookerVerificationRequired: boolean;
  /** The one price choice (free, pay when booking, pay on arrival); the API's three fields come from it. */
  pricing: Pricing;
  /** SAR as typed (1.5 = 1.50 SAR); becomes integer halalas on submit (a free event type sends 0). */
  priceSar: number;
  scheduleId: string;
  enabled: boolean;
  /** Up to three reminders before the start (issue 24). */
  reminders: ReminderRule[];
  /** "Customers with N or more no-shows must pay in advance": on or off, and N as typed (NaN when empty). */
  noShowPrepay: boolean;
  noShowPrepayAfter: number;
  /** Its own place (issue 36); 'none': the calendar's. */
  place: PlaceDraft;
}

export function emptyDraft(scheduleId = ''): EventTypeDraft {
  return {
    title: '',
    description: '',
    titleAr: '',
    titleEn: '',
    descriptionAr: '',
    descriptionEn: '',
    slug: '',
    durationMinutes: 30,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    noticeValue: 0,
    noticeUnit: 'minutes',
    activeFrom: null,
    activeTo: null,
    bookerVerificationRequired: false,
    pricing: 'free',
    priceSar: 0,
    scheduleId,
    enabled: true,
    reminders: DEFAULT_REMINDERS.map((r) => ({ ...r, channels: [...r.channels] })),
    noShowPrepay: false,
    noShowPrepayAfter: NO_SHOW_PREPAY_DEFAULT,
    place: placeDraftOf(null),
  };
}

/*
 * Active from/to are instants in the API and plain days in the form, read in the calendar's time zone:
 * "active from 1 March" starts at 00:00 on 1 March there, and "active to 31 March" includes that whole
 * day, so the instant sent is 00:00 on 1 April (the API's end is exclusive: to must be after from).
 */
const dayStart = (d: CalendarDate, tz: string) => toZoned(d, tz).toAbsoluteString();
const dayOf = (iso: string, tz: string) => toCalendarDate(parseAbsolute(iso, tz));

export function draftFrom(et: EventTypeView, timeZone: string): EventTypeDraft {
  return {
    title: et.title,
    description: et.description,
    titleAr: et.titleAr ?? '',
    titleEn: et.titleEn ?? '',
    descriptionAr: et.descriptionAr ?? '',
    descriptionEn: et.descriptionEn ?? '',
    slug: et.slug,
    durationMinutes: et.durationMinutes,
    bufferBeforeMinutes: et.bufferBeforeMinutes,
    bufferAfterMinutes: et.bufferAfterMinutes,
    // The form offers no seconds (issue 23): an older notice in seconds shows as whole minutes, rounded up (a notice is a minimum).
    noticeValue: et.minimumNotice.unit === 'seconds' ? Math.ceil(et.minimumNotice.value / 60) : et.minimumNotice.value,
    noticeUnit: et.minimumNotice.unit === 'seconds' ? 'minutes' : et.minimumNotice.unit,
    activeFrom: et.activeFrom ? dayOf(et.activeFrom, timeZone) : null,
    activeTo: et.activeTo ? dayOf(et.activeTo, timeZone).subtract({ days: 1 }) : null,
    bookerVerificationRequired: et.bookerVerificationRequired,
    pricing: pricingOf(et),
    priceSar: et.priceHalalas / 100,
    scheduleId: et.scheduleId,
    enabled: et.enabled,
    reminders: et.reminders,
    noShowPrepay: et.noShowPrepayAfter !== null,
    noShowPrepayAfter: et.noShowPrepayAfter ?? NO_SHOW_PREPAY_DEFAULT,
    place: placeDraftOf(et.place),
  };
}

/** Numbers left empty stay NaN so the schema reports them instead of a silent 0. */
export function fieldsFrom(d: EventTypeDraft, timeZone: string): EventTypeFields {
  const price = Number.isFinite(d.priceSar) ? sar(d.priceSar) : Number.NaN;
  return {
    title: d.title,
    description: d.description,
    titleAr: d.titleAr,
    titleEn: d.titleEn,
    descriptionAr: d.descriptionAr,
    descriptionEn: d.descriptionEn,
    slug: d.slug,
    durationMinutes: d.durationMinutes,
    bufferBeforeMinutes: d.bufferBeforeMinutes,
    bufferAfterMinutes: d.bufferAfterMinutes,
    minimumNotice: { value: d.noticeValue, unit: d.noticeUnit },
    activeFrom: d.activeFrom ? dayStart(d.activeFrom, timeZone) : null,
    activeTo: d.activeTo ? dayStart(d.activeTo.add({ days: 1 }), timeZone) : null,
    bookerVerificationRequired: d.bookerVerificationRequired,
    ...fieldsOfPricing(d.pricing, price),
    scheduleId: d.scheduleId,
    enabled: d.enabled,
    reminders: d.reminders,
    // Paying in advance needs a price: a free event type sends the option off (it stays in the form).
    noShowPrepayAfter: d.noShowPrepay && d.pricing !== 'free' ? d.noShowPrepayAfter : null,
    place: placeInputOf(d.place),
  };
}

/** The link suggested for a title (until the user edits the link). */
export const suggestedSlug = (title: string) => slugFromName(title);

/** What each part of the event type form gets: the draft, a setter for one of its fields, and the issues shown (by path). */
export interface DraftPart {
  draft: EventTypeDraft;
  set: <K extends keyof EventTypeDraft>(key: K, value: EventTypeDraft[K]) => void;
  errors: FieldErrors;
}
