import type { Locale } from '@waqt/contracts';

/**
 * One small interface in front of the phone providers (issue 24): SMS through Unifonic, WhatsApp through
 * Meta's WhatsApp Business Cloud API. The reminder job (modules/reminders) builds the message and calls
 * `send`; the providers' delivery callbacks come back through webhooks (http routes) and update the
 * delivery log by the provider's message id.
 */

/** A team's channel with its secrets opened (server side only; never logged). */
export type PhoneChannelCredentials =
  | { channel: 'sms'; provider: 'unifonic'; senderName: string; appSid: string }
  | {
      channel: 'whatsapp';
      provider: 'whatsapp_cloud';
      senderName: string;
      phoneNumberId: string;
      accessToken: string;
      /** The approved reminder template per locale of ours (Meta's name and language code). */
      templates: Record<Locale, { name: string; language: string }>;
    };

export interface PhoneMessage {
  /** E.164, with the plus. */
  to: string;
  locale: Locale;
  /** The whole text (SMS body; what the WhatsApp template renders to, for the dev inbox and logs of length only). */
  text: string;
  /** The WhatsApp template's body parameters, in order ({{1}}, {{2}}, …). */
  templateParams: string[];
  /** Our message id: Unifonic's CorrelationID, WhatsApp's biz_opaque_callback_data; a retry sends the same. */
  correlationId: string;
}

export interface SendResult {
  /** The provider's id of the message (Unifonic MessageID, WhatsApp wamid): delivery callbacks name it. */
  providerMessageId: string;
}

/**
 * A provider call that failed. `permanent`: the provider refused this message and a retry would be
 * refused too (an invalid number, a template that does not exist, credentials refused) — the message is
 * marked failed at once. Otherwise (5xx, timeouts, unreachable) the job retries with backoff.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    /** The provider's own words, for the delivery log (e.g. "ER-05 Insufficient balance", "(#131026) Message undeliverable"). */
    readonly detail: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Sends one message through a team's channel. Throws ProviderError. */
export interface PhoneMessenger {
  send(credentials: PhoneChannelCredentials, message: PhoneMessage): Promise<SendResult>;
}


/** A provider account of a team's channel: its Unifonic AppSid, or its WhatsApp phone number id. */
export type PhoneAccount = { channel: 'sms'; appSid: string | undefined } | { channel: 'whatsapp'; phoneNumberId: string | null };
/** Where an account's delivery callbacks go (WhatsApp's are signed with the app secret). */
export type PhoneHook = ({ channel: 'sms'; appSid: string | undefined } | { channel: 'whatsapp'; phoneNumberId: string | null; appSecret: string | undefined }) & { url: string };

/**
 * What an owner does in Unifonic's and Meta's consoles — pointing an account's delivery callbacks at the
 * API — for a provider at `providerUrl` that takes it over an API: outside production, the phone sandbox
 * (src/dev/sandboxes.ts gives @waqt/sandbox's). Each call answers the HTTP status; unreachable, it throws.
 */
export interface PhoneHookRegistry {
  set(providerUrl: string, hook: PhoneHook): Promise<number>;
  remove(providerUrl: string, account: PhoneAccount): Promise<number>;
}
