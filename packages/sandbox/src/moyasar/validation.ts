import { cardCompany, luhnValid, type CardCompany } from './cards.ts';
import { ErrorBag } from './errors.ts';

/**
 * Request parsing for payments and tokens. Bodies arrive as JSON or as form-encoded bracket keys
 * (`source[number]=…`), where every value is a string: numbers and booleans are read from either.
 */

interface CardInput {
  name: string;
  /** Digits only; kept in memory for the call, never stored or logged. */
  number: string;
  company: CardCompany;
  month: number;
  year: number;
}

type SourceInput =
  | { type: 'creditcard'; card: CardInput; threeDs: boolean; manual: boolean; saveCard: boolean }
  | { type: 'token'; token: string; threeDs: boolean; manual: boolean };

export interface CreatePaymentInput {
  amount: number;
  currency: string;
  description: string | null;
  callbackUrl: string | null;
  givenId: string | null;
  invoiceId: string | null;
  metadata: Record<string, string> | null;
  source: SourceInput;
}

export interface CreateTokenInput {
  card: CardInput;
  callbackUrl: string | null;
  saveOnly: boolean;
  metadata: Record<string, string> | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const blank = (v: unknown) => v === undefined || v === null || v === '';

/** An integer given as a number or a string of digits; `undefined` when it is neither. */
export function readInt(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (typeof v === 'string' && /^-?\d{1,15}$/.test(v.trim())) return Number(v.trim());
  return undefined;
}

function readBool(v: unknown, fallback: boolean, field: string, bag: ErrorBag): boolean {
  if (blank(v)) return fallback;
  if (v === true || v === 'true' || v === '1' || v === 1) return true;
  if (v === false || v === 'false' || v === '0' || v === 0) return false;
  bag.add(field, 'must be a boolean');
  return fallback;
}

function readString(v: unknown, field: string, bag: ErrorBag, opts: { required?: boolean; max?: number } = {}): string | null {
  if (blank(v)) {
    if (opts.required) bag.add(field, "can't be blank");
    return null;
  }
  if (typeof v !== 'string' && typeof v !== 'number') {
    bag.add(field, 'must be a string');
    return null;
  }
  const s = String(v);
  if (opts.max !== undefined && s.length > opts.max) bag.add(field, `is too long (maximum is ${opts.max} characters)`);
  return s;
}

function readUrl(v: unknown, field: string, bag: ErrorBag, required: boolean): string | null {
  const s = readString(v, field, bag, { required, max: 2048 });
  if (s === null) return null;
  let ok = false;
  try {
    const u = new URL(s);
    ok = u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    ok = false;
  }
  if (!ok) bag.add(field, 'must be a valid http or https URL');
  return s;
}

/** At most 30 keys, key ≤ 40 and value ≤ 500 characters; numbers and booleans become strings, nulls are dropped. */
export function readMetadata(v: unknown, bag: ErrorBag): Record<string, string> | null {
  if (v === undefined || v === null) return null;
  if (!isObj(v)) {
    bag.add('metadata', 'must be an object');
    return null;
  }
  const out: Record<string, string> = {};
  for (const [k, raw] of Object.entries(v)) {
    if (raw === null || raw === undefined) continue;
    if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') {
      bag.add(`metadata.${k}`, 'must be a string');
      continue;
    }
    if (k.length > 40) bag.add('metadata', `key ${k.slice(0, 40)}… is too long (maximum is 40 characters)`);
    const s = String(raw);
    if (s.length > 500) bag.add(`metadata.${k}`, 'is too long (maximum is 500 characters)');
    out[k] = s;
  }
  if (Object.keys(out).length > 30) bag.add('metadata', 'must have at most 30 keys');
  return out;
}

/** name (2+ words), number (Luhn, a known network), month, year (2 or 4 digits, not past), cvc (3, or 4 for Amex). */
function readCard(src: Obj, prefix: string, bag: ErrorBag, now: Date): CardInput | null {
  const errorsBefore = Object.keys(bag.fields).length;
  const name = readString(src.name, `${prefix}name`, bag, { required: true, max: 255 });
  if (name !== null && name.trim().split(/\s+/).length < 2) bag.add(`${prefix}name`, 'must be at least two words');

  const rawNumber = readString(src.number, `${prefix}number`, bag, { required: true });
  const number = rawNumber === null ? '' : rawNumber.replace(/[\s-]/g, '');
  let company: CardCompany | null = null;
  if (rawNumber !== null) {
    if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) bag.add(`${prefix}number`, 'is invalid');
    else if (!(company = cardCompany(number))) bag.add(`${prefix}number`, 'card type is not supported');
  }

  const month = readInt(src.month);
  if (blank(src.month)) bag.add(`${prefix}month`, "can't be blank");
  else if (month === undefined || month < 1 || month > 12) bag.add(`${prefix}month`, 'is invalid');

  let year = readInt(src.year);
  const yearText = typeof src.year === 'number' ? String(src.year) : typeof src.year === 'string' ? src.year.trim() : '';
  if (blank(src.year)) bag.add(`${prefix}year`, "can't be blank");
  else if (year === undefined || !/^(\d{2}|\d{4})$/.test(yearText)) bag.add(`${prefix}year`, 'is invalid');
  else if (yearText.length === 2) year = 2000 + year;

  if (month !== undefined && year !== undefined && month >= 1 && month <= 12 && /^(\d{2}|\d{4})$/.test(yearText)) {
    // Valid through the last day of the expiry month.
    const ym = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (year * 12 + (month - 1) < ym) bag.add(`${prefix}year`, 'card has expired');
  }

  const cvc = readString(src.cvc, `${prefix}cvc`, bag, { required: true });
  if (cvc !== null && !(company === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(cvc)) bag.add(`${prefix}cvc`, 'is invalid');

  if (Object.keys(bag.fields).length > errorsBefore || name === null || company === null) return null;
  return { name: name.trim(), number, company, month: month!, year: year! };
}

/** `POST /v1/payments` (PAYMENTS.md §1.3); throws a 400 Validation Failed listing every bad field. */
export function parseCreatePayment(body: unknown, now: Date): CreatePaymentInput {
  const bag = new ErrorBag();
  const b: Obj = isObj(body) ? body : {};

  const amount = readInt(b.amount);
  if (blank(b.amount)) bag.add('amount', "can't be blank");
  else if (amount === undefined) bag.add('amount', 'must be an integer');
  else if (amount < 100) bag.add('amount', 'must be greater than or equal to 100');

  const currency = blank(b.currency) ? 'SAR' : typeof b.currency === 'string' ? b.currency.trim().toUpperCase() : '';
  if (!/^[A-Z]{3}$/.test(currency) || !CURRENCIES.has(currency)) bag.add('currency', 'is not a valid ISO 4217 currency code');

  const description = readString(b.description, 'description', bag, { max: 1000 });
  const invoiceId = readString(b.invoice_id, 'invoice_id', bag, { max: 64 });
  const givenId = readString(b.given_id, 'given_id', bag);
  if (givenId !== null && !UUID.test(givenId)) bag.add('given_id', 'must be a UUID');
  const metadata = readMetadata(b.metadata, bag);

  let source: SourceInput | null = null;
  let needsCallback = false;
  if (!isObj(b.source)) bag.add('source', "can't be blank");
  else {
    const s = b.source;
    // A card payment asks for 3-D Secure unless told not to; a token payment only when asked (BILLING.md §3).
    const threeDs = readBool(s['3ds'], s.type !== 'token', 'source.3ds', bag);
    const manual = readBool(s.manual, false, 'source.manual', bag);
    if (s.type === 'creditcard') {
      needsCallback = true;
      const saveCard = readBool(s.save_card, false, 'source.save_card', bag);
      const sd = readString(s.statement_descriptor, 'source.statement_descriptor', bag);
      if (sd !== null && !/^[\w\s\-~]{1,64}$/.test(sd)) bag.add('source.statement_descriptor', 'is invalid');
      const card = readCard(s, 'source.', bag, now);
      if (card) source = { type: 'creditcard', card, threeDs, manual, saveCard };
    } else if (s.type === 'token') {
      needsCallback = true;
      // Whether a token payment needs the CVC is unverified (PAYMENTS.md §6): the sandbox does not ask for it.
      const token = readString(s.token, 'source.token', bag, { required: true });
      if (token !== null && !/^token_\w+$/.test(token)) bag.add('source.token', 'is invalid');
      else if (token !== null) source = { type: 'token', token, threeDs, manual };
    } else if (blank(s.type)) bag.add('source.type', "can't be blank");
    else bag.add('source.type', 'is not supported by the sandbox (creditcard or token)');
  }
  const callbackUrl = readUrl(b.callback_url, 'callback_url', bag, needsCallback);

  bag.throwIfAny();
  return { amount: amount!, currency, description, callbackUrl, givenId: givenId?.toLowerCase() ?? null, invoiceId, metadata, source: source! };
}

/** `POST /v1/tokens` (PAYMENTS.md §1.7). */
export function parseCreateToken(body: unknown, now: Date): CreateTokenInput {
  const bag = new ErrorBag();
  const b: Obj = isObj(body) ? body : {};
  const saveOnly = readBool(b.save_only, false, 'save_only', bag);
  const callbackUrl = readUrl(b.callback_url, 'callback_url', bag, !saveOnly);
  const metadata = readMetadata(b.metadata, bag);
  const card = readCard(b, '', bag, now);
  bag.throwIfAny();
  return { card: card!, callbackUrl, saveOnly, metadata };
}
