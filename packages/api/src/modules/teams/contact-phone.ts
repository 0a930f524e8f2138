import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { ContactPhone } from '@waqt/contracts';
import { asciiDigits } from '@waqt/contracts/rules';

/**
 * A team's contact phone as typed, read with the team's country (a clinic types its landline the way it is
 * dialled there: `011 234 5678`): E.164, or null when libphonenumber-js knows no such number.
 */
export function contactPhoneE164(typed: string, country: string): string | null {
  const parsed = parsePhoneNumberFromString(asciiDigits(typed.replace(/[\u200e\u200f]/g, '')), country.trim() as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * Displays already formatted, by country and number: every uncached `public.slots` answer carries the
 * team's phone, and parsing it with libphonenumber's metadata was a sixth of computing the answer.
 * A pure function of the two strings, so a kept display is exact; emptied past DISPLAYS_MAX entries.
 */
const displays = new Map<string, string>();
const DISPLAYS_MAX = 10_000;

/**
 * The contact phone as visitors see it: E.164 for the `tel:` link, and the number as people of the team's
 * country dial it (national form; international for a number of another country). Formatted here, so the
 * public pages carry no phone-number library.
 */
export function contactPhoneOf(e164: string | null, country: string): ContactPhone | null {
  if (!e164) return null;
  const key = `${country} ${e164}`;
  let display = displays.get(key);
  if (display === undefined) {
    const parsed = parsePhoneNumberFromString(e164);
    display = !parsed ? e164 : parsed.country === country.trim() ? parsed.formatNational() : parsed.formatInternational();
    if (displays.size >= DISPLAYS_MAX) displays.clear();
    displays.set(key, display);
  }
  return { e164, display };
}

