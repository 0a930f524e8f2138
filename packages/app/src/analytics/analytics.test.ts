import { describe, expect, it, vi } from 'vitest';
import { analytics, isIdentifiableId, pageviewProperties, startAnalytics } from './analytics.ts';

describe('analytics helpers', () => {
  it('page view carries the full URL and the five utm fields', () => {
    expect(pageviewProperties('https://waqt.app/ar/riyadh-dental?utm_source=x&utm_medium=sms&utm_campaign=eid&ref=1')).toEqual({
      current_url: 'https://waqt.app/ar/riyadh-dental?utm_source=x&utm_medium=sms&utm_campaign=eid&ref=1',
      utm_source: 'x',
      utm_medium: 'sms',
      utm_campaign: 'eid',
      utm_content: null,
      utm_term: null,
    });
  });

  it('identify ignores empty ids and rejects distinct_id / distinctid', () => {
    expect(isIdentifiableId('')).toBe(false);
    expect(isIdentifiableId('   ')).toBe(false);
    expect(isIdentifiableId(undefined)).toBe(false);
    expect(isIdentifiableId('distinct_id')).toBe(false);
    expect(isIdentifiableId('DistinctID')).toBe(false);
    expect(isIdentifiableId('2f6c1a52-6f0e-4d7b-9c1e-7f1a2b3c4d5e')).toBe(true);
  });

  it('with no key, nothing is loaded', async () => {
    // posthog.ts is the lazy chunk with posthog-js: a stand-in that records being loaded and capturing.
    const loaded = vi.fn();
    const capture = vi.fn();
    vi.doMock('./posthog.ts', () => {
      loaded();
      return { initPosthog: () => ({ capture }), redactStoredInitialUrl: () => {} };
    });
    try {
      await expect(
        startAnalytics({ apiUrl: '', env: 'test', posthogKey: '', posthogHost: '', posthogUiHost: '', version: 'x' }),
      ).resolves.toBeNull();
      analytics.track('booking_started');
      expect(loaded).not.toHaveBeenCalled();
      expect(capture).not.toHaveBeenCalled();
    } finally {
      vi.doUnmock('./posthog.ts');
    }
  });
});
