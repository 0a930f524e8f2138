import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.ts';

describe('redactUrl', () => {
  it.each([
    ['/en/auth/password/resetsubmit?token=abc123', '/en/auth/password/resetsubmit?token=[redacted]'],
    ['/ar/auth/email/undo?token=abc123', '/ar/auth/email/undo?token=[redacted]'],
    ['/en/book/confirmed/0b1c?token=abc&action=cancel', '/en/book/confirmed/0b1c?token=[redacted]&action=cancel'],
    ['/en/clinic/checkup?reschedule=0b1c&token=abc', '/en/clinic/checkup?reschedule=0b1c&token=[redacted]'],
    ['/en/book/attend/0b1c?t=abc', '/en/book/attend/0b1c?t=[redacted]'],
    ['/en/stop?m=42&t=abc', '/en/stop?m=[redacted]&t=[redacted]'],
    ['/ics/booking/0b1c.ics?token=abc', '/ics/booking/0b1c.ics?token=[redacted]'],
    ['/auth/google/callback?code=abc&state=def', '/auth/google/callback?code=[redacted]&state=[redacted]'],
    ['/trpc/public.booking?input=%7B%22token%22%3A%22abc%22%7D', '/trpc/public.booking?input=[redacted]'],
    ['/trpc/public.booking,public.slots?batch=1&input=%7B%7D', '/trpc/public.booking,public.slots?batch=1&input=[redacted]'],
    ['/s/Ab3dEf9', '/s/[redacted]'],
    ['/S/Ab3dEf9/', '/S/[redacted]/'],
    ['/s/Ab3dEf9?x=1', '/s/[redacted]?x=[redacted]'],
    ['/en/invite/abc123', '/en/invite/[redacted]'],
    ['/hook/unifonic/abc123', '/hook/unifonic/[redacted]'],
    ['/hook/whatsapp/abc123?hub.mode=subscribe&hub.verify_token=abc', '/hook/whatsapp/[redacted]?hub.mode=[redacted]&hub.verify_token=[redacted]'],
    ['/dev/mailbox?format=json&to=a%40b.c', '/dev/mailbox?format=json&to=[redacted]'],
    ['/?abc123-secret-token-that-is-long-and-looks-like-a-key=1', '/?[redacted]'],
    ['/health', '/health'],
    ['/en/dashboard?', '/en/dashboard'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('keeps undefined', () => {
    expect(redactUrl(undefined)).toBeUndefined();
  });
});
