// Time zones: the visitor's, and a zone's name with its offset.
import { DEFAULT_TIMEZONE, isKnownTimeZone, zoneName, type Locale } from '@waqt/contracts';

/** The visitor's zone as the browser reports it; the product's home zone when it says nothing usable. */
export function detectTimeZone(): string {
  try {
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return tz && isKnownTimeZone(tz) ? tz : DEFAULT_TIMEZONE;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

/**
 * A zone's offset from UTC at `at`, in the locale's words: "GMT+3" / "غرينتش+3" (as the time-zone
 * list labels its zones); '' for a zone this runtime does not know.
 */
export function zoneOffset(timeZone: string, tag: string, at: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat(tag, { timeZone, timeZoneName: 'shortOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** The page's language from its Intl tag ('ar-SA-u-nu-latn' → 'ar'). */
const localeOfTag = (tag: string): Locale => (tag.toLowerCase().startsWith('ar') ? 'ar' : 'en');

/**
 * A zone as the pages and the mails name it, at `at`: "Riyadh time (UTC+3)" / "توقيت الرياض (UTC+3)"
 * (contracts' `zoneName`, so a booking page and its mails agree); the IANA name for a zone this runtime
 * does not know. Arabic reads right to left: show it in an isolate that takes its own direction (`<bdi>`).
 */
export function zoneLabel(timeZone: string, tag: string, at: Date = new Date()): string {
  return zoneName(timeZone, localeOfTag(tag), at);
}
