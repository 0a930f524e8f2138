import { CalendarDate, parseAbsolute, toCalendarDate, toZoned } from '@internationalized/date';
import { sar, slugFromName, type EventTypeFields, type EventTypeView, type NoticeUnit } from '@waqt/contracts';

/** The form's state: numbers as typed (NaN when empty), dates as plain days, the price in SAR. */
export interface EventTypeDraft {
  title: string;
  description: string;
  slug: string;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  noticeValue: number;
  noticeUnit: NoticeUnit;
  activeFrom: CalendarDate | null;
  activeTo: CalendarDate | null;
  bookerVerificationRequired: boolean;
  paymentRequired: boolean;
  paymentEnabled: boolean;
  /** SAR as typed (1.5 = 1.50 SAR); becomes integer halalas on submit. */
  priceSar: number;
  scheduleId: string;
  enabled: boolean;
}

export function emptyDraft(scheduleId = ''): EventTypeDraft {
  return {
    title: '',
    description: '',
    slug: '',
    durationMinutes: 30,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    noticeValue: 0,
    noticeUnit: 'minutes',
    activeFrom: null,
    activeTo: null,
    bookerVerificationRequired: false,
    paymentRequired: false,
    paymentEnabled: false,
    priceSar: 0,
    scheduleId,
    enabled: true,
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
    slug: et.slug,
    durationMinutes: et.durationMinutes,
    bufferBeforeMinutes: et.bufferBeforeMinutes,
    bufferAfterMinutes: et.bufferAfterMinutes,
    noticeValue: et.minimumNotice.value,
    noticeUnit: et.minimumNotice.unit,
    activeFrom: et.activeFrom ? dayOf(et.activeFrom, timeZone) : null,
    activeTo: et.activeTo ? dayOf(et.activeTo, timeZone).subtract({ days: 1 }) : null,
    bookerVerificationRequired: et.bookerVerificationRequired,
    paymentRequired: et.paymentRequired,
    paymentEnabled: et.paymentEnabled,
    priceSar: et.priceHalalas / 100,
    scheduleId: et.scheduleId,
    enabled: et.enabled,
  };
}

/** Numbers left empty stay NaN so the schema reports them instead of a silent 0. */
export function fieldsFrom(d: EventTypeDraft, timeZone: string): EventTypeFields {
  const price = Number.isFinite(d.priceSar) ? sar(d.priceSar) : Number.NaN;
  return {
    title: d.title,
    description: d.description,
    slug: d.slug,
    durationMinutes: d.durationMinutes,
    bufferBeforeMinutes: d.bufferBeforeMinutes,
    bufferAfterMinutes: d.bufferAfterMinutes,
    minimumNotice: { value: d.noticeValue, unit: d.noticeUnit },
    activeFrom: d.activeFrom ? dayStart(d.activeFrom, timeZone) : null,
    activeTo: d.activeTo ? dayStart(d.activeTo.add({ days: 1 }), timeZone) : null,
    bookerVerificationRequired: d.bookerVerificationRequired,
    paymentRequired: d.paymentEnabled && d.paymentRequired,
    paymentEnabled: d.paymentEnabled,
    priceHalalas: d.paymentEnabled ? price : 0,
    scheduleId: d.scheduleId,
    enabled: d.enabled,
  };
}

/** The link suggested for a title (until the user edits the link). */
export const suggestedSlug = (title: string) => slugFromName(title);
