import type { PostHog } from 'posthog-js';
import { ANALYTICS } from '@waqt/contracts';
import type { PageConfig } from '../boot/config.ts';

const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

/** SPEC §3: a page view carries the full URL and the five utm_* fields of the query string. */
export function pageviewProperties(href: string): Record<string, string | null> {
  const url = new URL(href);
  const props: Record<string, string | null> = { current_url: url.href };
  for (const f of UTM_FIELDS) props[f] = url.searchParams.get(f);
  return props;
}

/** SPEC §5: identify ignores an empty id and rejects the literal ids distinct_id and distinctid. */
export function isIdentifiableId(id: string | null | undefined): id is string {
  if (!id || !id.trim()) return false;
  return !(ANALYTICS.rejectedDistinctIds as readonly string[]).includes(id.trim().toLowerCase());
}

let client: PostHog | null = null;
/** Cleans posthog's stored first URL after a capture (redact.ts, loaded with posthog-js). */
let afterCapture: (c: PostHog) => void = () => {};
let starting: Promise<PostHog | null> | null = null;

/**
 * Starts posthog-js once, only when a key is configured; with no key nothing is loaded or sent.
 * posthog-js, its set-up and the redaction are a lazy chunk (posthog.ts); the boots call this (start.ts)
 * once the first page is usable, so none of it competes with the page.
 */
export function startAnalytics(config: PageConfig, opts: { optOutUserAgentFilter?: boolean } = {}): Promise<PostHog | null> {
  if (!config.posthogKey) {
    if (config.env === 'production') console.warn('Analytics: no token configured; analytics is off (misconfiguration?).');
    return Promise.resolve(null);
  }
  starting ??= import('./posthog.ts').then(({ initPosthog, redactStoredInitialUrl }) => {
    client = initPosthog(config, opts.optOutUserAgentFilter ?? config.env === 'test');
    afterCapture = redactStoredInitialUrl;
    return client;
  });
  return starting;
}

export const analytics = {
  pageview(href: string = window.location.href) {
    if (!client) return;
    client.capture('$pageview', pageviewProperties(href));
    afterCapture(client);
  },
  track(event: string, properties?: Record<string, unknown>) {
    if (!client) return;
    client.capture(event, properties);
    afterCapture(client);
  },
  identify(id: string | null | undefined, traits?: Record<string, unknown>) {
    if (!isIdentifiableId(id)) return;
    client?.identify(id, traits);
  },
  /** On logout: back to an anonymous identity. */
  reset() {
    client?.reset();
  },
  /** Consent: opt in or out of capturing; remembered by posthog. */
  setConsent(granted: boolean) {
    if (!client) return;
    if (granted) client.opt_in_capturing();
    else client.opt_out_capturing();
  },
  hasConsent(): boolean | null {
    return client ? !client.has_opted_out_capturing() : null;
  },
  get enabled() {
    return client !== null;
  },
};
