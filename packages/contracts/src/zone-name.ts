// A time zone as people read it, the same on the pages and in the mails: its city in the reader's
// language and its offset from UTC, "Riyadh time (UTC+3)" / "توقيت الرياض (UTC+3)". Intl's own long
// names read oddly in Arabic ("التوقيت العربي الرسمي", "Arabian Standard Time") and name no place the
// reader knows; its generic names name a country ("توقيت المملكة العربية السعودية"). See
// docs/glossary.md ("time zone").
import type { Locale } from './constants.ts';

/**
 * Arabic names of the zones' cities (CLDR's exemplar cities, as Arabic news and Saudi sites write them)
 * for the zones Waqt's users are most likely in. Any other zone takes the place name ICU gives for it in
 * Arabic (its city, or its country when the country has one zone), else its Latin city.
 */
const AR_CITIES: Record<string, string> = {
  'Asia/Riyadh': 'الرياض',
  'Asia/Dubai': 'دبي',
  'Asia/Kuwait': 'الكويت',
  'Asia/Qatar': 'الدوحة',
  'Asia/Bahrain': 'المنامة',
  'Asia/Muscat': 'مسقط',
  'Asia/Aden': 'عدن',
  'Asia/Baghdad': 'بغداد',
  'Asia/Amman': 'عمّان',
  'Asia/Damascus': 'دمشق',
  'Asia/Beirut': 'بيروت',
  'Asia/Jerusalem': 'القدس',
  'Asia/Gaza': 'غزة',
  'Asia/Hebron': 'الخليل',
  'Asia/Tehran': 'طهران',
  'Asia/Karachi': 'كراتشي',
  'Asia/Kolkata': 'كولكاتا',
  'Asia/Calcutta': 'كولكاتا',
  'Asia/Dhaka': 'دكا',
  'Asia/Kabul': 'كابل',
  'Asia/Jakarta': 'جاكرتا',
  'Asia/Kuala_Lumpur': 'كوالالمبور',
  'Asia/Singapore': 'سنغافورة',
  'Asia/Manila': 'مانيلا',
  'Asia/Shanghai': 'شنغهاي',
  'Asia/Hong_Kong': 'هونغ كونغ',
  'Asia/Tokyo': 'طوكيو',
  'Asia/Seoul': 'سول',
  'Africa/Cairo': 'القاهرة',
  'Africa/Khartoum': 'الخرطوم',
  'Africa/Tripoli': 'طرابلس',
  'Africa/Tunis': 'تونس',
  'Africa/Algiers': 'الجزائر',
  'Africa/Casablanca': 'الدار البيضاء',
  'Africa/El_Aaiun': 'العيون',
  'Africa/Nouakchott': 'نواكشوط',
  'Africa/Mogadishu': 'مقديشو',
  'Africa/Djibouti': 'جيبوتي',
  'Africa/Addis_Ababa': 'أديس أبابا',
  'Africa/Nairobi': 'نيروبي',
  'Africa/Lagos': 'لاغوس',
  'Africa/Johannesburg': 'جوهانسبرغ',
  'Europe/Istanbul': 'إسطنبول',
  'Europe/London': 'لندن',
  'Europe/Dublin': 'دبلن',
  'Europe/Paris': 'باريس',
  'Europe/Berlin': 'برلين',
  'Europe/Madrid': 'مدريد',
  'Europe/Rome': 'روما',
  'Europe/Amsterdam': 'أمستردام',
  'Europe/Brussels': 'بروكسل',
  'Europe/Vienna': 'فيينا',
  'Europe/Zurich': 'زيورخ',
  'Europe/Stockholm': 'ستوكهولم',
  'Europe/Athens': 'أثينا',
  'Europe/Moscow': 'موسكو',
  'America/New_York': 'نيويورك',
  'America/Chicago': 'شيكاغو',
  'America/Denver': 'دنفر',
  'America/Los_Angeles': 'لوس أنجلوس',
  'America/Toronto': 'تورنتو',
  'America/Sao_Paulo': 'ساو باولو',
  'Australia/Sydney': 'سيدني',
  'Pacific/Auckland': 'أوكلاند',
};

/**
 * Zones that are an offset, not a place: UTC, GMT, Etc/GMT+5… (named by their offset alone). What a
 * browser on a cloud desktop or a laptop set up abroad reports; never a clinic's own zone (issue 36).
 */
export const isOffsetZone = (timeZone: string) => /^(?:Etc\/)?(?:UTC|GMT|UCT|Universal|Zulu|Greenwich)(?:[+-]\d+)?$|^Etc\//.test(timeZone);

/**
 * A zone's offset from UTC at `at`, the same in both languages and in Latin digits: "UTC+3",
 * "UTC-5", "UTC+5:30", "UTC" at zero; '' for a zone this runtime does not know.
 */
export function utcOffset(timeZone: string, at: Date = new Date()): string {
  let gmt: string;
  try {
    gmt = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
  const m = /^GMT([+-])(\d{2}):(\d{2})$/.exec(gmt);
  if (!m) return gmt === 'GMT' ? 'UTC' : '';
  const [, sign, hh, mm] = m;
  if (hh === '00' && mm === '00') return 'UTC';
  return `UTC${sign}${Number(hh)}${mm === '00' ? '' : `:${mm}`}`;
}

/** The zone's city as its IANA name spells it: 'America/Argentina/Buenos_Aires' → "Buenos Aires". */
const latinCity = (timeZone: string) => (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');

/** The place ICU names for a zone in Arabic (its generic location name, "توقيت X"), or ''. */
function icuArabicPlace(timeZone: string): string {
  try {
    const name = new Intl.DateTimeFormat('ar', { timeZone, timeZoneName: 'shortGeneric' }).formatToParts(new Date(0)).find((p) => p.type === 'timeZoneName')?.value ?? '';
    const place = /^توقيت (.+)$/.exec(name)?.[1] ?? '';
    return /غرينتش|GMT|UTC|\d/.test(place) ? '' : place;
  } catch {
    return '';
  }
}

/** The city (or place) a zone is named after, in the language: "Riyadh" / "الرياض"; '' for an offset zone (UTC, Etc/GMT+5). */
export function zoneCity(timeZone: string, locale: Locale): string {
  if (isOffsetZone(timeZone)) return '';
  if (locale === 'en') return latinCity(timeZone);
  return AR_CITIES[timeZone] ?? (icuArabicPlace(timeZone) || latinCity(timeZone));
}

/**
 * A zone as the pages and the mails name it: "Riyadh time (UTC+3)" / "توقيت الرياض (UTC+3)", the offset
 * the one it has at `at` (daylight saving included: "London time (UTC+1)" in summer). An offset zone is
 * its offset ("UTC", "UTC-5"); a zone this runtime does not know, its IANA name.
 */
export function zoneName(timeZone: string, locale: Locale, at: Date = new Date()): string {
  const offset = utcOffset(timeZone, at);
  if (!offset) return timeZone.replaceAll('_', ' ');
  const city = zoneCity(timeZone, locale);
  if (!city) return offset;
  return locale === 'ar' ? `توقيت ${city} (${offset})` : `${city} time (${offset})`;
}
