import { DEFAULT_TIMEZONE } from '@waqt/contracts';

/** The IANA zones the runtime knows, labelled with their current UTC offset, for a searchable list. */
export interface TimezoneOption {
  id: string;
  label: string;
}

const cache = new Map<string, TimezoneOption[]>();

function zones(): string[] {
  try {
    const list = Intl.supportedValuesOf('timeZone');
    return list.includes('UTC') ? list : ['UTC', ...list];
  } catch {
    return ['UTC', DEFAULT_TIMEZONE];
  }
}

/** "Asia/Riyadh · GMT+3": the offset at `at`, in the locale's words (so Arabic reads "غرينتش+3"). */
export function timezoneOptions(locale: string, at: Date = new Date()): TimezoneOption[] {
  const key = `${locale}|${at.toISOString().slice(0, 10)}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const out = zones().map((id) => {
    let offset = '';
    try {
      offset =
        new Intl.DateTimeFormat(locale, { timeZone: id, timeZoneName: 'shortOffset' })
          .formatToParts(at)
          .find((p) => p.type === 'timeZoneName')?.value ?? '';
    } catch {
      /* unknown to this runtime: label without offset */
    }
    return { id, label: offset ? `${id.replaceAll('_', ' ')} · ${offset}` : id.replaceAll('_', ' ') };
  });
  cache.set(key, out);
  return out;
}
