// Which translations the app loads up front, and which with the signed-in part of the app.
//
// Each language's messages are split in two chunks by the app's build (packages/app/vite.config.ts):
// `public` — what the public pages (a calendar's page, the booking flow, its confirmation), the error
// pages and the app's frame need — is fetched before the first render; `app` — the shell, the landing
// page, sign-in and the dashboard — comes with the pages that use it (the routes inside the app shell).
// A key the public pages use must be under a path listed here (i18n.test.ts follows the public screens'
// imports and checks every key they name); whatever is not listed is `app`. A page outside the shell
// with words of its own may instead load the `app` part through its route (the pay page does:
// packages/app/src/routes.tsx, `withMessages`). Stories and tests load everything (createI18n).

/** Namespaces (top-level keys of en.json / ar.json), or single keys of one, the public pages need. */
export const PUBLIC_MESSAGES = [
  'app',
  'common',
  'errorPage',
  'update',
  'errors',
  'success',
  'validation',
  'booking',
  // The pay page (/book/pay/{id}) and its copy buttons.
  'payments.pay',
  'payments.copy',
  // The code field's default label (the booking flow's verification step).
  'auth.code',
  // The other language's name, in the public pages' footer.
  'shell.localeName',
] as const;

/**
 * Keys inside a public namespace that only the dashboard shows: billing's refusals and successes. No
 * public procedure answers these codes, so the public pages do not carry their words.
 */
export const APP_ONLY_MESSAGES = [
  'errors.SUBSCRIPTION_EXISTS',
  'errors.PAYMENT_METHOD_REQUIRED',
  'errors.PAYMENT_METHOD_IN_USE',
  'errors.PAYMENT_METHODS_LIMIT',
  'errors.PAYMENT_METHOD_ADD_FAILED',
  'errors.BILLING_CHARGE_FAILED',
  'errors.BILLING_IN_PROGRESS',
  'errors.CALENDARS_BELOW_USED',
  'errors.SUBSCRIPTION_REQUIRED',
  'errors.SUBSCRIPTION_UNCHANGED',
  'errors.SUBSCRIPTION_ENDED',
  'errors.BILLING_QUOTE_CHANGED',
  'errors.BILLING_SOFT_BLOCKED',
  'errors.NOTHING_TO_PAY',
  'success.PAYMENT_METHOD_ADDED',
  'success.SUBSCRIPTION_REENABLED',
  // A team's Moyasar keys and its invites: the dashboard's own refusals.
  'errors.MOYASAR_KEY_NOT_RECOGNISED',
  'errors.MOYASAR_KEY_MODE_MISMATCH',
  'errors.MOYASAR_SECRET_CANNOT_LIST',
  'errors.ALREADY_MEMBER',
  'validation.moyasar_key_not_recognised',
  'validation.moyasar_key_is_live',
  'validation.moyasar_key_is_test',
  'validation.moyasar_secret_cannot_list',
] as const;

export type MessagesPart = 'public' | 'app';

type Tree = { [key: string]: unknown };
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a key (or a key prefix, 'errors') is in the public part. */
export const isPublicKey = (key: string): boolean =>
  !APP_ONLY_MESSAGES.some((p) => key === p || key.startsWith(`${p}.`)) && PUBLIC_MESSAGES.some((p) => key === p || key.startsWith(`${p}.`));

/** The part of `messages` that belongs to `part` (deep: a public key inside an app namespace goes alone). */
export function messagesPart<T extends Tree>(messages: T, part: MessagesPart): Partial<T> {
  const pick = (tree: Tree, prefix: string): Tree | undefined => {
    const out: Tree = {};
    for (const [k, v] of Object.entries(tree)) {
      const key = prefix + k;
      const covered = isPublicKey(key);
      // A subtree with a key of the other part somewhere below it (auth → auth.code public, errors →
      // errors.BILLING_CHARGE_FAILED not) is split further down.
      const mixed = isTree(v) && (covered ? APP_ONLY_MESSAGES : PUBLIC_MESSAGES).some((p) => p.startsWith(`${key}.`));
      if (mixed) {
        const sub = pick(v, `${key}.`);
        if (sub) out[k] = sub;
      } else if (covered === (part === 'public')) out[k] = v;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  };
  return (pick(messages, '') ?? {}) as Partial<T>;
}
