import { timezoneOptions } from '../../forms/timezones.ts';
import { zoneLabel } from '../../format/index.ts';

/** The zone list, with the visitor's zone in it even when the runtime lists it under another name. */
export function zoneItems(timeZone: string, tag: string, now: number) {
  const items = timezoneOptions(tag, new Date(now));
  return items.some((i) => i.id === timeZone) ? items : [{ id: timeZone, label: zoneLabel(timeZone, tag, new Date(now)) }, ...items];
}
