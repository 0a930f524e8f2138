import { describe, expect, it } from 'vitest';
import { exportFileName } from './download.ts';

describe('exportFileName', () => {
  it('names the file after the day in the viewer’s zone, in ISO order with Latin digits', () => {
    // 22:30 UTC on 28 February is already 1 March in Riyadh (UTC+3).
    const at = new Date('2026-02-28T22:30:00Z');
    expect(exportFileName(at, 'Asia/Riyadh')).toBe('customers-2026-03-01.csv');
    expect(exportFileName(at, 'Europe/London')).toBe('customers-2026-02-28.csv');
  });
});
