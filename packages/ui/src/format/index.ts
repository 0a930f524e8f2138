// Every number, amount, date, time and duration the UI shows goes through here: Intl in the page's
// locale (en-US / ar-SA with Latin digits, LOCALE_TAGS), Gregorian dates with the Hijri date beside them in Arabic.
export { formatCountdown, formatDuration, minutesBetween } from './duration.ts';
export { currencySymbol, formatMoney, formatVatRate, halalasFromSar } from './money.ts';
export { formatList, formatNumber, formatPercent, formatTimeLeft, pageCount } from './number.ts';
export { addMonths, formatDay, formatHijri, formatHijriMonths, formatMonth, gregorianTag, localDateOf, monthOf, monthRange } from './date.ts';
export { formatDateTime, formatDateTimeRange, formatDayWithHijri, formatTime, formatTimeRange, formatWhen } from './time.ts';
export { detectTimeZone, zoneLabel, zoneOffset } from './zone.ts';
export { bookingReference, groupIban } from './reference.ts';
export { formatEventPrice } from './price.ts';
