import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBusy } from './public.service.ts';

/** The reading parseBusy replaced (split, then Number of each piece): it must answer exactly the same. */
function splitThenNumber(list: string | null) {
  if (!list) return [];
  const n = list.split(',').map(Number);
  const out: { start: number; end: number }[] = [];
  for (let i = 0; i + 1 < n.length; i += 2) out.push({ start: n[i]!, end: n[i + 1]! });
  return out;
}

describe('parseBusy', () => {
  it('reads the busy list as epoch-ms pairs', () => {
    expect(parseBusy(null)).toEqual([]);
    expect(parseBusy('')).toEqual([]);
    expect(parseBusy('1764576000000,1764579600000,1764583200000,1764586800000')).toEqual([
      { start: 1764576000000, end: 1764579600000 },
      { start: 1764583200000, end: 1764586800000 },
    ]);
  });

  it('answers what splitting and Number gave, for any list (odd counts, signs, empty and odd pieces)', () => {
    const piece = fc.oneof(
      fc.integer({ min: -1e15, max: 1e15 }).map(String),
      fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map(String),
      fc.constantFrom('', '-', '+5', ' 7', '007', '-0', '1e3', 'x', '12a', '9007199254740993'),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 9 }), (pieces) => {
        const list = pieces.join(',');
        expect(parseBusy(list)).toEqual(splitThenNumber(list));
      }),
      { numRuns: 2000 },
    );
  });
});
