import { describe, expect, it, vi } from 'vitest';
import type { CaptureResult } from 'posthog-js';
import { INITIAL_PERSON_INFO, REDACTED, redactEvent, redactStoredInitialUrl, redactUrl } from './redact.ts';

const RESET_TOKEN = 'rst_9f8e7d6c5b4a39281706f5e4d3c2b1a0';
const INVITE_TOKEN = 'tok_3b8f1c2d9e7a6b5c4d3e2f1a0b9c8d7e';
const CODE = '4/0AbCdEfGh-oauth-code';

const event = (properties: CaptureResult['properties'], extra: Partial<CaptureResult> = {}): CaptureResult => ({
  uuid: '0190f0a0-0000-7000-8000-000000000000',
  event: '$pageview',
  properties,
  ...extra,
});
/** Everything the event would send, as one string: no secret may appear anywhere in it. */
const sent = (e: CaptureResult | null) => JSON.stringify(e);

describe('analytics redaction (before_send)', () => {
  it('removes the reset token from ?token= in $current_url, current_url and $initial_current_url', () => {
    const url = `https://waqt.app/en/auth/password/resetsubmit?token=${RESET_TOKEN}&utm_source=mail`;
    const out = redactEvent(event({ $current_url: url, current_url: url }, { $set_once: { $initial_current_url: url } }));
    expect(out?.properties.$current_url).toBe(`https://waqt.app/en/auth/password/resetsubmit?token=${REDACTED}&utm_source=mail`);
    expect(out?.properties.current_url).toBe(out?.properties.$current_url);
    expect(out?.$set_once?.$initial_current_url).toBe(out?.properties.$current_url);
    expect(sent(out)).not.toContain(RESET_TOKEN);
  });

  it('removes the invite token from /invite/{token} in the URL, $pathname and $referrer', () => {
    const out = redactEvent(
      event({
        $current_url: `https://waqt.app/ar/invite/${INVITE_TOKEN}?utm_campaign=team`,
        $pathname: `/ar/invite/${INVITE_TOKEN}`,
        $referrer: `https://waqt.app/en/invite/${INVITE_TOKEN}`,
        $session_entry_url: `https://waqt.app/en/invite/${INVITE_TOKEN}/`,
      }),
    );
    expect(out?.properties.$current_url).toBe(`https://waqt.app/ar/invite/${REDACTED}?utm_campaign=team`);
    expect(out?.properties.$pathname).toBe(`/ar/invite/${REDACTED}`);
    expect(out?.properties.$referrer).toBe(`https://waqt.app/en/invite/${REDACTED}`);
    expect(sent(out)).not.toContain(INVITE_TOKEN);
  });

  it('removes ?code= (first, middle or last parameter, or after #) and keeps the other parameters', () => {
    expect(redactUrl(`https://waqt.app/en/googleAuth?code=${CODE}&state=s1`)).toBe(`https://waqt.app/en/googleAuth?code=${REDACTED}&state=s1`);
    expect(redactUrl(`https://waqt.app/en/x?a=1&code=${CODE}&b=2`)).toBe(`https://waqt.app/en/x?a=1&code=${REDACTED}&b=2`);
    expect(redactUrl(`https://waqt.app/en/x#code=${CODE}`)).toBe(`https://waqt.app/en/x#code=${REDACTED}`);
    expect(redactUrl(`https://waqt.app/en/x?TOKEN=${RESET_TOKEN}`)).toBe(`https://waqt.app/en/x?TOKEN=${REDACTED}`);
  });

  it('removes the email address the one-time-code page carries (?email=)', () => {
    expect(redactUrl('https://waqt.app/ar/auth/otp?email=sara%40example.sa&purpose=login')).toBe(`https://waqt.app/ar/auth/otp?email=${REDACTED}&purpose=login`);
    expect(redactUrl('https://waqt.app/en/dashboard/team/t1/customers?archived=1&q=nora%40example.sa')).toBe(`https://waqt.app/en/dashboard/team/t1/customers?archived=1&q=${REDACTED}`);
    expect(redactUrl('https://waqt.app/en/dashboard/team/t1/customers?q=%D9%86%D9%88%D8%B1%D8%A9&customer=c1')).toBe(`https://waqt.app/en/dashboard/team/t1/customers?q=${REDACTED}&customer=c1`);
    expect(redactUrl('https://waqt.app/en/x?faq=1')).toBe('https://waqt.app/en/x?faq=1');
  });

  it('removes secrets percent-encoded inside another parameter (?next=…)', () => {
    const nextInvite = `https://waqt.app/en?next=${encodeURIComponent(`/en/invite/${INVITE_TOKEN}`)}&utm_source=x`;
    const nextReset = `https://waqt.app/en?next=${encodeURIComponent(`/en/auth/password/resetsubmit?token=${RESET_TOKEN}&a=1`)}`;
    expect(redactUrl(nextInvite)).toBe(`https://waqt.app/en?next=%2Fen%2Finvite%2F${REDACTED}&utm_source=x`);
    expect(redactUrl(nextReset)).toBe(`https://waqt.app/en?next=%2Fen%2Fauth%2Fpassword%2Fresetsubmit%3Ftoken%3D${REDACTED}%26a%3D1`);
  });

  it('removes secrets from autocaptured link hrefs and person properties ($set)', () => {
    const out = redactEvent(
      event(
        { $elements_chain: `a:attr__href="/en/invite/${INVITE_TOKEN}"nth-child="1";div:nth-child="2"` },
        { event: '$autocapture', $set: { $current_url: `https://waqt.app/en/invite/${INVITE_TOKEN}`, nested: { urls: [`/x?token=${RESET_TOKEN}`] } } },
      ),
    );
    expect(out?.properties.$elements_chain).toBe(`a:attr__href="/en/invite/${REDACTED}"nth-child="1";div:nth-child="2"`);
    expect(sent(out)).not.toContain(INVITE_TOKEN);
    expect(sent(out)).not.toContain(RESET_TOKEN);
  });

  it('leaves URLs without secrets, other values and the event itself untouched', () => {
    const props = {
      $current_url: 'https://waqt.app/ar/dashboard/team/22222222-2222-4222-8222-222222222222/invites?tab=pending',
      $pathname: '/en/riyadh-dental',
      utm_source: 'x',
      count: 3,
      flag: true,
      none: null,
    };
    const out = redactEvent(event(props));
    expect(out).toEqual(event(props));
  });
});

/** A stand-in for posthog's persisted properties. */
function fakeClient(stored: Record<string, unknown>) {
  return {
    stored,
    get_property: (key: string) => stored[key],
    register: vi.fn((props: Record<string, unknown>) => Object.assign(stored, props)),
    init: vi.fn(),
    capture: vi.fn(),
  };
}

describe('the first URL posthog keeps for feature-flag requests', () => {
  it('loses its invite or reset token', () => {
    const client = fakeClient({
      [INITIAL_PERSON_INFO]: { u: `https://waqt.app/en/invite/${INVITE_TOKEN}`, r: `https://mail.example/?next=/en/auth/password/resetsubmit?token=${RESET_TOKEN}` },
    });
    redactStoredInitialUrl(client);
    expect(client.stored[INITIAL_PERSON_INFO]).toEqual({ u: `https://waqt.app/en/invite/${REDACTED}`, r: `https://mail.example/?next=/en/auth/password/resetsubmit?token=${REDACTED}` });
  });

  it('is left alone (not re-registered) when it holds no secret, or is not there yet', () => {
    const clean = fakeClient({ [INITIAL_PERSON_INFO]: { u: 'https://waqt.app/en/riyadh-dental?utm_source=x', r: '$direct' } });
    redactStoredInitialUrl(clean);
    const empty = fakeClient({});
    redactStoredInitialUrl(empty);
    expect(clean.register).not.toHaveBeenCalled();
    expect(empty.register).not.toHaveBeenCalled();
  });
});

describe('startAnalytics', () => {
  it('gives posthog-js the redaction as its before_send hook, and cleans the stored first URL after each page view', async () => {
    const client = fakeClient({});
    vi.doMock('posthog-js', () => ({ default: client }));
    const { startAnalytics, analytics } = await import('./analytics.ts');
    await startAnalytics({ apiUrl: '', env: 'test', posthogKey: 'phc_test', posthogHost: '', posthogUiHost: '', version: 'x' });
    expect(client.init).toHaveBeenCalledTimes(1);
    expect(client.init.mock.calls[0]?.[1]).toMatchObject({ before_send: redactEvent });

    // The first capture is when posthog records the landing URL.
    client.capture.mockImplementation(() => {
      client.stored[INITIAL_PERSON_INFO] ??= { u: `https://waqt.app/ar/invite/${INVITE_TOKEN}`, r: '$direct' };
    });
    analytics.pageview(`https://waqt.app/ar/invite/${INVITE_TOKEN}`);
    expect(JSON.stringify(client.stored)).not.toContain(INVITE_TOKEN);
    vi.doUnmock('posthog-js');
  });
});
