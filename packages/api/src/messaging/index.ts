import { createUnifonicClient } from './unifonic.ts';
import { createWhatsAppCloudClient } from './whatsapp-cloud.ts';
import type { PhoneMessenger } from './types.ts';

export * from './types.ts';

export interface PhoneMessengerOptions {
  /** Unifonic's origin (config.unifonicBaseUrl: the real one, or the phone sandbox). */
  unifonicBaseUrl: string;
  /** Meta's Graph API origin (config.whatsappBaseUrl). */
  whatsappBaseUrl: string;
  /** The providers are the local sandbox (config.messagingSandbox): WhatsApp sends carry the rendered text for the dev inbox. */
  sandbox?: boolean;
  /** Per request (default 10 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** SMS through Unifonic, WhatsApp through the Cloud API, behind one `send`. */
export function createPhoneMessenger(o: PhoneMessengerOptions): PhoneMessenger {
  const http = { ...(o.timeoutMs !== undefined ? { timeoutMs: o.timeoutMs } : {}), ...(o.fetch ? { fetch: o.fetch } : {}) };
  const sms = createUnifonicClient(o.unifonicBaseUrl, http);
  const whatsapp = createWhatsAppCloudClient(o.whatsappBaseUrl, { ...http, sandboxText: o.sandbox === true });
  return {
    send: (credentials, message) => (credentials.channel === 'sms' ? sms.send(credentials, message) : whatsapp.send(credentials, message)),
  };
}
