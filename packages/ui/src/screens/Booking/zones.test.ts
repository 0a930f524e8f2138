import { describe, expect, it } from 'vitest';
import { zoneItems } from './zone-items.ts';
import { zoneItemLabel } from './zones.ts';

describe('the time-zone field before its list has loaded', () => {
  it('shows the zone as the list labels it', () => {
    const now = Date.parse('2026-03-01T09:00:00Z');
    for (const tag of ['en-US', 'ar-SA'])
      for (const zone of ['Asia/Riyadh', 'Europe/London', 'America/New_York', 'America/Argentina/Buenos_Aires', 'UTC', 'Asia/Kolkata', 'Etc/GMT+5', 'Asia/Calcutta']) {
        const listed = zoneItems(zone, tag, now).find((i) => i.id === zone)?.label;
        expect(zoneItemLabel(zone, tag, now), `${tag} ${zone}`).toBe(listed);
      }
  });
});
