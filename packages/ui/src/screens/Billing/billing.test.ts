import { afterEach, describe, expect, it, vi } from 'vitest';
import { AttemptKeys } from './attempt.ts';
import { brandWhileTyping, checkCard, type CardFields } from './card.ts';
import { createCardToken, nextUrlOf } from './gateway.ts';
import { cardTokenForm } from '../../fixtures/billing.ts';

const NOW = new Date('2026-03-01T09:00:00Z');
const good: CardFields = { name: 'Sara Al-Qahtani', number: '4111 1111 1111 1111', month: '08', year: '29', cvc: '123' };

describe('the card form checks', () => {
  it('recognises Visa, Mastercard and mada as the number is typed, and refuses other networks', () => {
    expect(brandWhileTyping('')).toBeUndefined();
    expect(brandWhileTyping('4')).toBe('visa');
    expect(brandWhileTyping('5421 08')).toBe('mastercard');
    expect(brandWhileTyping('2221 00')).toBe('mastercard');
    // mada's BINs win over Visa's 4 and Mastercard's 5.
    expect(brandWhileTyping('4201 32')).toBe('mada');
    expect(brandWhileTyping('5888 45')).toBe('mada');
    // Amex: not said before the BIN is known, then refused.
    expect(brandWhileTyping('3400')).toBeUndefined();
    expect(brandWhileTyping('3400 00')).toBeNull();
  });

  it('accepts a good card: digits only, a four-digit year, the name tidied', () => {
    expect(checkCard({ ...good, name: '  Sara   Al-Qahtani ' }, NOW)).toEqual({ ok: true, card: { name: 'Sara Al-Qahtani', number: '4111111111111111', month: 8, year: 2029, cvc: '123' } });
    expect(checkCard({ ...good, year: '2029' }, NOW)).toMatchObject({ ok: true, card: { year: 2029 } });
  });

  it('says what is wrong with each field', () => {
    expect(checkCard({ name: '', number: '', month: '', year: '', cvc: '' }, NOW)).toEqual({
      ok: false,
      errors: { name: 'required', number: 'required', month: 'required', year: 'required', cvc: 'required' },
    });
    const r = checkCard({ name: 'Sara', number: '4111 1111 1111 1112', month: '13', year: '2', cvc: '12' }, NOW);
    expect(r).toEqual({ ok: false, errors: { name: 'nameTwoWords', number: 'numberInvalid', month: 'monthInvalid', year: 'yearInvalid', cvc: 'cvcInvalid' } });
    expect(checkCard({ ...good, number: '3400 0000 0900 000' }, NOW)).toEqual({ ok: false, errors: { number: 'brandUnsupported' } });
  });

  it('takes a card through the last day of its expiry month', () => {
    expect(checkCard({ ...good, month: '03', year: '26' }, NOW).ok).toBe(true);
    expect(checkCard({ ...good, month: '02', year: '26' }, NOW)).toEqual({ ok: false, errors: { year: 'expired' } });
  });
});

describe('the gateway call', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the card to {baseUrl}/v1/tokens with the publishable key, never to Waqt', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 'token_1', status: 'initiated', verification_url: 'https://gateway.example/3ds' }), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const card = { name: 'Sara Al-Qahtani', number: '4111111111111111', month: 8, year: 2029, cvc: '123' };
    await expect(createCardToken(cardTokenForm, card)).resolves.toEqual({ ok: true, token: { id: 'token_1', status: 'initiated', verification_url: 'https://gateway.example/3ds' } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://gateway.example/v1/tokens');
    expect((init.headers as Record<string, string>).Authorization).toBe(`Basic ${btoa('pk_test_waqtBilling01:')}`);
    expect(JSON.parse(init.body as string)).toEqual({ ...card, callback_url: cardTokenForm.callbackUrl, metadata: cardTokenForm.metadata });
  });

  it('gives the gateway’s refusal with its message as it came', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ type: 'invalid_request_error', message: 'Validation Failed', errors: { number: ['is invalid'] } }), { status: 400 }));
    await expect(createCardToken(cardTokenForm, { name: 'A B', number: '4111111111111111', month: 1, year: 2030, cvc: '123' })).resolves.toEqual({ ok: false, status: 400, message: 'Validation Failed' });
  });

  it('goes to 3-D Secure, or straight to the callback when the token needed none', () => {
    expect(nextUrlOf(cardTokenForm, { id: 't', status: 'initiated', verification_url: 'https://g/3ds' })).toBe('https://g/3ds');
    const url = new URL(nextUrlOf(cardTokenForm, { id: 'token_2', status: 'active' }));
    expect(url.searchParams.get('request')).toBe(cardTokenForm.requestId);
    expect(url.searchParams.get('id')).toBe('token_2');
  });
});

describe('subscribe attempts', () => {
  it('keeps one key until the API answers or the choices change', () => {
    let n = 0;
    const keys = new AttemptKeys(() => `key-${++n}`);
    const choice = { planCode: 'team', period: 'monthly', extraCalendars: 0 };
    expect(keys.keyFor(choice)).toBe('key-1');
    // A retry after a lost answer: the same attempt.
    expect(keys.keyFor({ ...choice })).toBe('key-1');
    expect(keys.keyFor({ ...choice, period: 'annual' })).toBe('key-2');
    keys.answered();
    expect(keys.keyFor({ ...choice, period: 'annual' })).toBe('key-3');
  });
});
