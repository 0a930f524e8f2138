import { describe, expect, it } from 'vitest';
import { externalHrefsKept, isExternalHref } from './UiProvider.tsx';

describe('UiProvider hrefs', () => {
  it('leaves tel:, mailto:, https: and protocol-relative hrefs as written and resolves app paths through the router', () => {
    const calls: string[] = [];
    const useHref = externalHrefsKept((href) => {
      calls.push(href);
      return `/en/dashboard/team/t1/customers/${href}`;
    });
    expect(useHref('tel:+966551234567')).toBe('tel:+966551234567');
    expect(useHref('mailto:nora@example.com')).toBe('mailto:nora@example.com');
    expect(useHref('https://example.com/x')).toBe('https://example.com/x');
    expect(useHref('//cdn.example.com/x')).toBe('//cdn.example.com/x');
    expect(useHref('bookings')).toBe('/en/dashboard/team/t1/customers/bookings');
    // The router's hook runs for every href (a hook is called unconditionally).
    expect(calls).toHaveLength(5);
    expect(isExternalHref('/en/dashboard')).toBe(false);
  });
});
