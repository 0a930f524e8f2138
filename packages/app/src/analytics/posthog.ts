import posthog, { type PostHog } from 'posthog-js';
import { ANALYTICS } from '@waqt/contracts';
import type { PageConfig } from '../boot/config.ts';
import { redactEvent, redactStoredInitialUrl } from './redact.ts';

export { redactStoredInitialUrl };

/**
 * posthog-js and its set-up: a lazy chunk (analytics.ts loads it once the page is usable), with the
 * redaction, which only matters once posthog runs. Automatic page views off, autocapture on, debug in
 * test; every event passes through `redactEvent` before it is sent.
 */
export function initPosthog(config: PageConfig, optOutUserAgentFilter: boolean): PostHog {
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
    opt_out_useragent_filter: optOutUserAgentFilter,
    // Reset tokens, codes and invite tokens never leave the browser (in any URL of any event).
    before_send: redactEvent,
    // The CSP allows scripts from this origin only: posthog-js must not fetch its extra bundles
    // (surveys, recorder, toolbar) from the PostHog asset host.
    disable_external_dependency_loading: true,
  });
  redactStoredInitialUrl(posthog);
  return posthog;
}
