import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Payment } from './types.ts';

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `n` random characters of [A-Za-z0-9] (ids and keys in Moyasar's style). */
export function randomBase62(n: number): string {
  let out = '';
  while (out.length < n) {
    for (const b of randomBytes(n * 2)) {
      // 248 = 4 × 62: drop the top of the byte range so every character is equally likely.
      if (b < 248 && out.length < n) out += BASE62[b % 62];
    }
  }
  return out;
}

const digitsCache = new Map<string, number>();
/** Minor-unit digits of a currency (SAR 2, KWD 3, JPY 0), from the platform's ISO 4217 data. */
function currencyDigits(currency: string): number {
  let d = digitsCache.get(currency);
  if (d === undefined) {
    d = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, d);
  }
  return d;
}

/** `"48.66 SAR"`: the major amount with the currency's decimals, then the code (PAYMENTS.md §1.4). */
export function formatMoney(minor: number, currency: string): string {
  const d = currencyDigits(currency);
  return `${(minor / 10 ** d).toFixed(d)} ${currency}`;
}

/** Recomputes the `*_format` fields and `updated_at` after a change. */
export function touch(p: Payment, now: Date): Payment {
  return {
    ...p,
    amount_format: formatMoney(p.amount, p.currency),
    fee_format: formatMoney(p.fee, p.currency),
    refunded_format: formatMoney(p.refunded, p.currency),
    captured_format: formatMoney(p.captured, p.currency),
    updated_at: now.toISOString(),
  };
}

/** `sk_test_abcd…wxyz`: enough to recognise a key in a log, never enough to use it. */
export function maskKey(key: string): string {
  const prefix = /^(pk|sk)_(test|live)_/.exec(key)?.[0] ?? '';
  return key.length <= prefix.length + 8 ? `${prefix}…` : `${prefix}${key.slice(prefix.length, prefix.length + 4)}…${key.slice(-4)}`;
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * `callback_url?id=…&status=…&message=…` as Moyasar redirects (PAYMENTS.md §1.6): appended with `&`
 * when the callback already has a query, before any `#fragment`, leaving the existing query as it was.
 */
export function callbackRedirect(callbackUrl: string, params: { id: string; status: string; message: string | null }): string {
  const hash = callbackUrl.indexOf('#');
  const base = hash === -1 ? callbackUrl : callbackUrl.slice(0, hash);
  const fragment = hash === -1 ? '' : callbackUrl.slice(hash);
  const query = new URLSearchParams({ id: params.id, status: params.status, message: params.message ?? '' }).toString();
  const sep = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${sep}${query}${fragment}`;
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
