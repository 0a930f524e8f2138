import { SANDBOX_TEXT_HEADER } from '@waqt/contracts';
import { clip, internationalDigits, providerRequest, type ProviderHttpOptions } from './http.ts';
import { ProviderError, type PhoneChannelCredentials, type PhoneMessage, type SendResult } from './types.ts';

/**
 * WhatsApp through Meta's WhatsApp Business Cloud API: a template message, since the business writes
 * first (docs/decisions.md "Phone channels: Unifonic and WhatsApp Cloud API").
 *
 * Request — https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages:
 *   POST {base}/v21.0/{phone-number-id}/messages, `Authorization: Bearer <access token>`,
 *   { "messaging_product": "whatsapp", "recipient_type": "individual", "to": "966501234567",
 *     "type": "template",
 *     "template": { "name": "…", "language": { "code": "ar" },
 *                   "components": [{ "type": "body", "parameters": [{ "type": "text", "text": "…" }, …] }] },
 *     "biz_opaque_callback_data": "<our message id>" }   (echoed in the status webhooks)
 * Answer:
 *   { "messaging_product": "whatsapp", "contacts": [{ "input": "966501234567", "wa_id": "966501234567" }],
 *     "messages": [{ "id": "wamid.…", "message_status": "accepted" }] }
 * Errors — https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes:
 *   { "error": { "message": "(#132001) Template name does not exist in the translation", "type": "OAuthException",
 *                "code": 132001, "error_subcode": …, "error_data": { "messaging_product": "whatsapp", "details": "…" },
 *                "fbtrace_id": "…" } }
 * Transient: HTTP 429 / 5xx, and the codes Meta lists as temporary or throttling (1, 2, 4, 80007, 130429,
 * 131000, 131016, 131048, 131056, 133004). Any other refusal (an invalid number, a template that does not
 * exist, an access token refused — 190) is permanent.
 */
const GRAPH_API_VERSION = 'v21.0';

/** Meta's codes that mean "try again later" (error-codes page: throttling, service unavailable, unknown). */
const TRANSIENT_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

interface GraphError {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_data?: { details?: string };
  fbtrace_id?: string;
}

/** "(#132001) Template name does not exist in the translation — details", as the delivery log shows it. */
export function graphErrorWords(e: GraphError | undefined, status: number): string {
  if (!e) return `HTTP ${status}`;
  const msg = (e.message ?? '').trim();
  const head = msg.startsWith('(#') || e.code === undefined ? msg : `(#${e.code}) ${msg}`;
  const details = e.error_data?.details?.trim();
  return clip([head || `HTTP ${status}`, details && details !== msg ? details : ''].filter(Boolean).join(' — '));
}

export interface WhatsAppClientOptions extends ProviderHttpOptions {
  /** Only with the local sandbox: send the rendered text along (SANDBOX_TEXT_HEADER) for the dev phone inbox. */
  sandboxText?: boolean;
}

export function createWhatsAppCloudClient(baseUrl: string, opts: WhatsAppClientOptions = {}) {
  const base = baseUrl.replace(/\/$/, '');
  return {
    async send(credentials: Extract<PhoneChannelCredentials, { channel: 'whatsapp' }>, message: PhoneMessage): Promise<SendResult> {
      const template = credentials.templates[message.locale];
      if (!template) throw new ProviderError(`no WhatsApp template for ${message.locale}`, true, `No approved template for "${message.locale}"`);
      const to = internationalDigits(message.to);
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to,
        type: 'template',
        template: {
          name: template.name,
          language: { code: template.language },
          ...(message.templateParams.length
            ? { components: [{ type: 'body', parameters: message.templateParams.map((text) => ({ type: 'text', text })) }] }
            : {}),
        },
        biz_opaque_callback_data: message.correlationId,
      };
      const headers: Record<string, string> = { Authorization: `Bearer ${credentials.accessToken}`, 'Content-Type': 'application/json', Accept: 'application/json' };
      // A WhatsApp body holds at most 1,024 characters: base64 keeps the header ASCII and small.
      if (opts.sandboxText) headers[SANDBOX_TEXT_HEADER] = Buffer.from(message.text.slice(0, 1024), 'utf8').toString('base64');
      const url = `${base}/${GRAPH_API_VERSION}/${encodeURIComponent(credentials.phoneNumberId)}/messages`;
      const answer = await providerRequest('WhatsApp', url, { method: 'POST', headers, body: JSON.stringify(body) }, opts);
      const json = (answer.json && typeof answer.json === 'object' ? answer.json : {}) as { messages?: { id?: string }[]; error?: GraphError };
      const id = json.messages?.[0]?.id;
      if (answer.status >= 200 && answer.status < 300 && typeof id === 'string' && id) return { providerMessageId: id };
      const words = graphErrorWords(json.error, answer.status);
      const code = json.error?.code;
      if (answer.status === 429 || answer.status >= 500 || (code !== undefined && TRANSIENT_CODES.has(code)) || (answer.status < 300 && !json.error)) {
        throw new ProviderError(`WhatsApp answered HTTP ${answer.status}: ${words}`, false, words);
      }
      throw new ProviderError(`WhatsApp refused the message: ${words}`, true, words);
    },
  };
}
