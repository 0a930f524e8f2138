import { clip, internationalDigits, providerRequest, type ProviderHttpOptions } from './http.ts';
import { ProviderError, type PhoneChannelCredentials, type PhoneMessage, type SendResult } from './types.ts';

/**
 * SMS through Unifonic's REST API (docs/decisions.md "Phone channels: Unifonic and WhatsApp Cloud API").
 *
 * Request — https://docs.unifonic.com/docs/sending-your-first-sms-via-unifonic-api and
 * https://docs.unifonic.com/reference/sms-api:
 *   POST {base}/rest/SMS/messages, `Content-Type: application/x-www-form-urlencoded`,
 *   AppSid, SenderID, Recipient (international, without 00 or +), Body, responseType=JSON,
 *   CorrelationID ("unique identifier value that is attached to requests and messages": our message id,
 *   the same on a retry).
 * Answer:
 *   { "success": true, "message": "", "errorCode": "ER-00",
 *     "data": { "MessageID": 42000348806924, "CorrelationID": "…", "Status": "Sent", "NumberOfUnits": 1,
 *               "Cost": 0, "Balance": 0, "Recipient": "9660000000000", "TimeCreated": "2022-09-06 14:06:25.979",
 *               "CurrencyCode": "" } }
 *   { "success": false, "message": "Dest num is too short", "errorCode": "ER-04", "data": {} }
 * `success` is a boolean in the single-send examples and the string "true" in the bulk ones: both are read.
 *
 * Failures: a `success: false` answer (its errorCode and message: an invalid number, an AppSid Unifonic
 * does not know, no balance) and any other 4xx are permanent — sending it again gets the same answer.
 * 429, 5xx, timeouts and network errors are transient (the job retries with backoff).
 */
const UNIFONIC_SEND_PATH = '/rest/SMS/messages';

interface UnifonicAnswer {
  success?: boolean | string;
  message?: string;
  errorCode?: string;
  data?: { MessageID?: number | string; Status?: string } | null;
}

export function createUnifonicClient(baseUrl: string, opts: ProviderHttpOptions = {}) {
  const url = `${baseUrl.replace(/\/$/, '')}${UNIFONIC_SEND_PATH}`;
  return {
    async send(credentials: Extract<PhoneChannelCredentials, { channel: 'sms' }>, message: PhoneMessage): Promise<SendResult> {
      const form = new URLSearchParams({
        AppSid: credentials.appSid,
        SenderID: credentials.senderName,
        Recipient: internationalDigits(message.to),
        Body: message.text,
        responseType: 'JSON',
        CorrelationID: message.correlationId,
      });
      const answer = await providerRequest('Unifonic', url, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      }, opts);
      const body = (answer.json && typeof answer.json === 'object' ? answer.json : {}) as UnifonicAnswer;
      const words = [body.errorCode, body.message].filter((w) => typeof w === 'string' && w.trim()).join(' ');
      if (answer.status === 429 || answer.status >= 500) {
        throw new ProviderError(`Unifonic answered HTTP ${answer.status}`, false, clip(words || `HTTP ${answer.status}`));
      }
      const ok = body.success === true || body.success === 'true';
      const id = body.data?.MessageID;
      if (answer.status >= 200 && answer.status < 300 && ok && (typeof id === 'number' || (typeof id === 'string' && id !== ''))) {
        return { providerMessageId: String(id) };
      }
      if (body.success === false || body.success === 'false' || (answer.status >= 400 && answer.status < 500)) {
        throw new ProviderError(`Unifonic refused the message: ${words || `HTTP ${answer.status}`}`, true, clip(words || `HTTP ${answer.status}`));
      }
      // A 2xx we cannot read: whether it left is unknown; a retry carries the same CorrelationID.
      throw new ProviderError(`Unifonic answered something unexpected (HTTP ${answer.status})`, false, clip(`Unexpected answer (HTTP ${answer.status})`));
    },
  };
}
