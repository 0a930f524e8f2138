import type { BeforeSendFn, CaptureResult, PostHog } from 'posthog-js';

/** What a secret becomes in an event. */
export const REDACTED = 'REDACTED';

/**
 * Query parameters that carry a secret or personal data: the password-reset token, OAuth/one-time
 * codes, the email address the one-time-code page carries (`/auth/otp?email=…`), and a list's search
 * (`/customers?q=…`: a customer's name, email or phone).
 */
const SECRET_PARAMS = ['token', 'code', 'email', 'q'] as const;

// A separator before a parameter: raw (`?`, `&`, `#`) or percent-encoded inside another parameter
// (`next=%2Fen%2Fauth%2Fpassword%2Fresetsubmit%3Ftoken%3D…`).
const PARAM = new RegExp(`((?:[?&#]|%3F|%26|%23)(?:${SECRET_PARAMS.join('|')})(?:=|%3D))(?:(?!%26|%23)[^&#\\s"'<>])+`, 'gi');
// The invite link `/{lang}/invite/{token}` (and `/invite/{token}` encoded inside `next=`).
const INVITE = /((?:\/|%2F)invite(?:\/|%2F))(?:(?!%2F|%3F|%23)[^/?#&\s"'<>])+/gi;

/** A string with every secret in the URLs it contains replaced by REDACTED. */
export function redactUrl(value: string): string {
  return value.replace(PARAM, `$1${REDACTED}`).replace(INVITE, `$1${REDACTED}`);
}

type Props = CaptureResult['properties'];

function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redactUrl(value);
  if (Array.isArray(value)) return value.map(redactValue);
  if (value !== null && typeof value === 'object') return redactProps(value as Props);
  return value;
}

function redactProps(props: Props): Props {
  const out: Props = {};
  for (const [k, v] of Object.entries(props)) out[k] = redactValue(v);
  return out;
}

/**
 * posthog-js `before_send`: the last step before an event leaves the browser. Every string property
 * (`$current_url`, `$pathname`, `$referrer`, `$initial_current_url`, `$session_entry_url`, the
 * autocaptured `$elements_chain` with its hrefs, our own `current_url`…) and the person properties
 * (`$set`, `$set_once`) lose the reset token, codes and invite tokens. Walking every value instead of
 * naming the URL properties keeps a property posthog adds later from leaking.
 */
export const redactEvent: BeforeSendFn = (event) => {
  if (!event) return event;
  const out: CaptureResult = { ...event, properties: redactProps(event.properties ?? {}) };
  if (event.$set) out.$set = redactProps(event.$set);
  if (event.$set_once) out.$set_once = redactProps(event.$set_once);
  return out;
};

/** Where posthog-js keeps the first URL and referrer it saw (persisted across visits). */
export const INITIAL_PERSON_INFO = '$initial_person_info';

/**
 * posthog-js remembers the first page a visitor saw (`$initial_person_info`: URL and referrer, in
 * cookie/localStorage) and sends it as person properties with every feature-flag request — a request
 * `before_send` never sees. A first visit to an invite or reset link would keep its token there for a
 * year. Call after each capture (the first one records it) and at start (a value stored earlier).
 */
export function redactStoredInitialUrl(client: Pick<PostHog, 'get_property' | 'register'>): void {
  const info: unknown = client.get_property(INITIAL_PERSON_INFO);
  if (info === null || typeof info !== 'object') return;
  const clean = redactValue(info);
  if (JSON.stringify(clean) !== JSON.stringify(info)) client.register({ [INITIAL_PERSON_INFO]: clean });
}
