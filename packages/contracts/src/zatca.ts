/**
 * ZATCA phase-1 QR payload (PAYMENTS.md §4): tags 1–5 (seller name, VAT number, timestamp, total with
 * VAT, VAT total), each as tag byte + length byte (UTF-8 byte count) + UTF-8 value, concatenated and
 * base64-encoded. Amounts are decimal strings with two decimals; the timestamp is UTC without milliseconds.
 */
export interface ZatcaQrFields {
  sellerName: string;
  vatNumber: string;
  /** An instant; written as `2022-04-25T15:30:00Z`. */
  timestamp: Date;
  /** Halalas, VAT included. */
  totalHalalas: number;
  vatHalalas: number;
}

/** Halalas as the QR writes them: `100000` → `1000.00`. */
export function zatcaAmount(halalas: number): string {
  if (!Number.isSafeInteger(halalas) || halalas < 0) throw new RangeError(`not an amount in halalas: ${halalas}`);
  return `${Math.floor(halalas / 100)}.${String(halalas % 100).padStart(2, '0')}`;
}

function zatcaTimestamp(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The TLV bytes of tags 1–5. A value longer than 255 UTF-8 bytes cannot be written in one length byte. */
export function zatcaTlv(fields: ZatcaQrFields): Uint8Array {
  const values = [fields.sellerName, fields.vatNumber, zatcaTimestamp(fields.timestamp), zatcaAmount(fields.totalHalalas), zatcaAmount(fields.vatHalalas)];
  const encoder = new TextEncoder();
  const parts = values.map((v, i) => {
    const bytes = encoder.encode(v);
    if (bytes.length > 255) throw new RangeError(`ZATCA QR tag ${i + 1} is ${bytes.length} bytes (at most 255)`);
    const out = new Uint8Array(bytes.length + 2);
    out[0] = i + 1;
    out[1] = bytes.length;
    out.set(bytes, 2);
    return out;
  });
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  return all;
}

/** The base64 text the QR code carries. */
export function zatcaQrBase64(fields: ZatcaQrFields): string {
  let binary = '';
  for (const b of zatcaTlv(fields)) binary += String.fromCharCode(b);
  return btoa(binary);
}
