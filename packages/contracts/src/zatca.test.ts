import { describe, expect, it } from 'vitest';
import { zatcaAmount, zatcaQrBase64, zatcaTlv } from './zatca.ts';

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

// The three vectors of PAYMENTS.md §4.
describe('ZATCA phase-1 QR', () => {
  it('reproduces worked example 1 (Bobs Records), byte for byte and in base64', () => {
    const fields = { sellerName: 'Bobs Records', vatNumber: '310122393500003', timestamp: new Date('2022-04-25T15:30:00Z'), totalHalalas: 100_000, vatHalalas: 15_000 };
    expect(hex(zatcaTlv(fields))).toBe(
      '010c426f6273205265636f726473' + '020f333130313232333933353030303033' + '0314323032322d30342d32355431353a33303a30305a' + '0407313030302e3030' + '05063135302e3030',
    );
    expect(zatcaQrBase64(fields)).toBe('AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==');
  });

  it('reproduces example 2 (Salla)', () => {
    expect(zatcaQrBase64({ sellerName: 'Salla', vatNumber: '1234567891', timestamp: new Date('2021-07-12T14:25:09Z'), totalHalalas: 10_000, vatHalalas: 1_500 })).toBe(
      'AQVTYWxsYQIKMTIzNDU2Nzg5MQMUMjAyMS0wNy0xMlQxNDoyNTowOVoEBjEwMC4wMAUFMTUuMDA=',
    );
  });

  it('counts UTF-8 bytes, not characters, for an Arabic seller name (example 3)', () => {
    const fields = { sellerName: 'وقت للحجوزات', vatNumber: '300000000000003', timestamp: new Date('2026-11-22T09:30:00.000Z'), totalHalalas: 23_000, vatHalalas: 3_000 };
    expect(zatcaTlv(fields)[1]).toBe(0x17);
    expect(zatcaQrBase64(fields)).toBe('ARfZiNmC2Kog2YTZhNit2KzZiNiy2KfYqgIPMzAwMDAwMDAwMDAwMDAzAxQyMDI2LTExLTIyVDA5OjMwOjAwWgQGMjMwLjAwBQUzMC4wMA==');
  });

  it('writes amounts with two decimals and refuses fractions of a halala', () => {
    expect(zatcaAmount(5)).toBe('0.05');
    expect(zatcaAmount(228_850)).toBe('2288.50');
    expect(() => zatcaAmount(1.5)).toThrow(RangeError);
  });

  it('refuses a value too long for its one length byte', () => {
    expect(() => zatcaTlv({ sellerName: 'x'.repeat(256), vatNumber: '1', timestamp: new Date(0), totalHalalas: 0, vatHalalas: 0 })).toThrow(RangeError);
  });
});
