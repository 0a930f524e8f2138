import type { PostHog } from 'posthog-js';
import { ANALYTICS } from '@waqt/contracts';
import type { PageConfig } from '../boot/config.ts';
import { redactEvent, redactStoredInitialUrl } from './redact.ts';

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
let starting: Promise<PostHog | null> | null = null;

/**
 * Starts posthog-js once, only when a key is configured; with no key nothing is loaded or sent
 * (the library itself is a lazy chunk). Automatic page views off, autocapture on, debug in test;
 * every event passes through `redactEvent` before it is sent.
 */
export function startAnalytics(config: PageConfig, opts: { optOutUserAgentFilter?: boolean } = {}): Promise<PostHog | null> {
  if (!config.posthogKey) {
    if (config.env === 'production') console.warn('Analytics: no token configured; analytics is off (misconfiguration?).');
    return Promise.resolve(null);
  }
  starting ??= import('posthog-js').then(({ default: posthog }) => {
    posthog.init(config.posthogKey, {
      api_host: config.posthogHost || undefined,
      ui_host: config.posthogUiHost || undefined,
      autocapture: true,
      capture_pageview: false,
      debug: config.env === 'test',
      person_profiles: 'identified_only',
      session_idle_timeout_seconds: ANALYTICS.sessionIdleTimeoutSeconds,
      cookie_expiration: ANALYTICS.cookieExpirationDays,
      feature_flag_request_timeout_ms: ANALYTICS.featureFlagRequestTimeoutMs,
      properties_string_max_length: ANALYTICS.propertyStringMaxLength,
      opt_out_useragent_filter: opts.optOutUserAgentFilter ?? config.env === 'test',
      // Reset tokens, codes and invite tokens never leave the browser (in any URL of any event).
      before_send: redactEvent,
      // The CSP allows scripts from this origin only: posthog-js must not fetch its extra bundles
      // (surveys, recorder, toolbar) from the PostHog asset host.
      disable_external_dependency_loading: true,
    });
    redactStoredInitialUrl(posthog);
    client = posthog;
    return posthog;
  });
  return starting;
}

export const analytics = {
  pageview(href: string = window.location.href) {
    if (!client) return;
    client.capture('$pageview', pageviewProperties(href));
    redactStoredInitialUrl(client);
  },
  track(event: string, properties?: Record<string, unknown>) {
    if (!client) return;
    client.capture(event, properties);
    redactStoredInitialUrl(client);
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
