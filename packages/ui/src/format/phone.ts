// libphonenumber-js is imported here only, and this file only by dashboard screens (Customers, team settings):
// not from format/index.ts, so its metadata (the small "min" set) never weighs on the public booking pages.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** The calling code of the team's home country: its numbers are shown the way people there dial them. */
const HOME_CALLING_CODE = '966';

/**
 * A stored E.164 number for reading and dialling: Saudi numbers in national form (055 123 4567), all
 * others in international form (+44 20 7946 0958); anything it cannot parse, as stored. Latin digits in
 * both languages: a phone number is copied and dialled, not read as prose.
 */
export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.countryCallingCode === HOME_CALLING_CODE ? parsed.formatNational() : parsed.formatInternational();
}

/** A stored E.164 number in international form (+966 11 234 5678) whatever its country: a field's value, read back as typed. */
export function formatPhoneInternational(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
