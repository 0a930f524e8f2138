import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { workloadQuery, type SlotsWorkload } from './bench-workload.ts';
import { referenceSlots } from './reference.ts';
import { computeSlots } from './slots.ts';

const workload = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../bench/slots-workload.json'), 'utf8')) as SlotsWorkload;

describe('the bench workload (not timed)', () => {
  it('gives the same slots as the reference engine: 218, a count also checked by hand in Python', () => {
    const q = workloadQuery(workload);
    const slots = computeSlots(q);
    expect(slots).toEqual(referenceSlots(q));
    // The file states no expected count; 218 is the reference's, and an independent Python loop
    // over the same rules (Riyadh is UTC+3 all year) also finds 218.
    expect(slots.flatMap((d) => d.slots)).toHaveLength(workload.expectedSlotCount ?? 218);
    // The 2-hour notice from 09:10 Riyadh cuts the first morning: the first slot is 12:30 Riyadh.
    expect(slots[0]!.slots[0]).toBe('2026-12-01T09:30:00.000Z');
  }, 60_000);
});
