import { zoneLabel, zoneOffset } from '../../format/index.ts';
import { DEFAULT_TIMEZONE } from '@waqt/contracts';

/**
 * The label `zoneItems` (zone-items.ts) gives the visitor's zone, without building the whole list (~420
 * zones, each an Intl formatter): what the time-zone field shows before its list has loaded.
 * zones.test.ts keeps the two equal.
 */
export function zoneItemLabel(timeZone: string, tag: string, now: number): string {
  let listed: boolean;
  try {
    const all = Intl.supportedValuesOf('timeZone');
    listed = all.includes(timeZone) || timeZone === 'UTC';
  } catch {
    listed = timeZone === 'UTC' || timeZone === DEFAULT_TIMEZONE;
  }
  if (!listed) return zoneLabel(timeZone, tag, new Date(now));
  const offset = zoneOffset(timeZone, tag, new Date(now));
  const name = timeZone.replaceAll('_', ' ');
  return offset ? `${name} · ${offset}` : name;
}
