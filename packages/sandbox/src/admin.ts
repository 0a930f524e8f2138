/**
 * Clients of the sandboxes' admin APIs (`/_sandbox/…`, README.md), for the API's development wiring
 * (packages/api/src/dev/sandboxes.ts): the paths and bodies are the sandbox's to know. What they do is
 * what an owner does in a provider's dashboard — pointing its webhooks at the API.
 */

const basic = (secretKey: string) => `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

/** Makes `url` the one webhook of a Moyasar sandbox account (known by its secret key), with `sharedSecret`. */
export async function pointMoyasarWebhook(sandboxUrl: string, secretKey: string, url: string, sharedSecret: string): Promise<void> {
  const auth = basic(secretKey);
  const existing = (await (await fetch(`${sandboxUrl}/_sandbox/webhooks`, { headers: { Authorization: auth } })).json()) as { id: string; url: string }[] | { webhooks?: { id: string; url: string }[] };
  const list = Array.isArray(existing) ? existing : (existing.webhooks ?? []);
  for (const w of list) if (w.url !== url) await fetch(`${sandboxUrl}/_sandbox/webhooks/${w.id}`, { method: 'DELETE', headers: { Authorization: auth } });
  if (!list.some((w) => w.url === url)) {
    await fetch(`${sandboxUrl}/_sandbox/webhooks`, { method: 'POST', headers: { Authorization: auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ url, shared_secret: sharedSecret }) });
  }
}

/** A phone provider account: a Unifonic AppSid, or a WhatsApp phone number id. */
export type PhoneAccount = { channel: 'sms'; appSid: string | undefined } | { channel: 'whatsapp'; phoneNumberId: string | null };
/** Where an account's delivery callbacks go (WhatsApp's signed with the app secret). */
export type PhoneHook = ({ channel: 'sms'; appSid: string | undefined } | { channel: 'whatsapp'; phoneNumberId: string | null; appSecret: string | undefined }) & { url: string };

async function hookCall(providerUrl: string, method: 'PUT' | 'DELETE', body: Record<string, unknown>): Promise<number> {
  const res = await fetch(`${providerUrl}/_sandbox/hooks`, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(3_000) });
  await res.body?.cancel();
  return res.status;
}

const accountKeys = (a: PhoneAccount) => (a.channel === 'sms' ? { channel: 'sms', app_sid: a.appSid } : { channel: 'whatsapp', phone_number_id: a.phoneNumberId });

/**
 * The phone sandbox's hook registry at `providerUrl` (the channel's configured provider origin), as the
 * API sets it for each saved channel — what an owner does in Unifonic's and Meta's consoles. Each call
 * answers the sandbox's HTTP status (404 from `remove`: no such hook); unreachable: it throws.
 */
export const phoneHooks = {
  set: (providerUrl: string, hook: PhoneHook): Promise<number> =>
    hookCall(providerUrl, 'PUT', hook.channel === 'sms' ? { ...accountKeys(hook), url: hook.url } : { ...accountKeys(hook), app_secret: hook.appSecret, url: hook.url }),
  remove: (providerUrl: string, account: PhoneAccount): Promise<number> => hookCall(providerUrl, 'DELETE', accountKeys(account)),
};
