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
 * The contact phone as visitors see it: E.164 for the `tel:` link, and the number as people of the team's
 * country dial it (national form; international for a number of another country). Formatted here, so the
 * public pages carry no phone-number library.
 */
export function contactPhoneOf(e164: string | null, country: string): ContactPhone | null {
  if (!e164) return null;
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return { e164, display: e164 };
  return { e164, display: parsed.country === country.trim() ? parsed.formatNational() : parsed.formatInternational() };
}
