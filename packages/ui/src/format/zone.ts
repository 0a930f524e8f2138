// Time zones: the visitor's, and a zone's name with its offset.
import { DEFAULT_TIMEZONE, isKnownTimeZone } from '@waqt/contracts';

/** The visitor's zone as the browser reports it; the product's home zone when it says nothing usable. */
export function detectTimeZone(): string {
  try {
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return tz && isKnownTimeZone(tz) ? tz : DEFAULT_TIMEZONE;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

/** A zone's offset from UTC at `at`, in the locale's words: "GMT+3" / "غرينتش+٣"; '' for a zone this runtime does not know. */
export function zoneOffset(timeZone: string, tag: string, at: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat(tag, { timeZone, timeZoneName: 'shortOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** "Asia/Riyadh (GMT+3)": a zone's name and its offset at `at`; the name alone when the offset is unknown. */
export function zoneLabel(timeZone: string, tag: string, at: Date = new Date()): string {
  const offset = zoneOffset(timeZone, tag, at);
  const name = timeZone.replaceAll('_', ' ');
  return offset ? `${name} (${offset})` : name;
}
