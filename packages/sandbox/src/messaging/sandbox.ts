import { createHash, randomBytes, randomUUID } from 'node:crypto';
import express, { type ErrorRequestHandler, type Express, type Request, type Response } from 'express';
import { SANDBOX_TEXT_HEADER, TEMPLATE_NAME } from '@waqt/contracts';
import { silentLog, type SandboxLog } from '../log.ts';
import { listen, openPool, serve, type PoolOptions, type Served } from '../server.ts';
import { CallbackDispatcher } from './callbacks.ts';
import { fromPool, listSandboxMessages, MessagingStore, type CallbackEvent, type SandboxChannel, type SandboxMessage } from './store.ts';

/**
 * The phone sandbox (issue 24; README.md in this folder): Unifonic's SMS API and Meta's WhatsApp Cloud
 * API as far as Waqt uses them, on one local server (the two APIs' paths do not overlap, so both base
 * URLs are its origin). Every message is stored in order, delivery callbacks follow "a moment later",
 * and the API's dev phone inbox (/dev/phone) lists them.
 */

/** `databaseUrl`: the app's PostgreSQL database; state lives in the `messaging_sandbox` schema. */
export interface MessagingSandboxOptions extends PoolOptions {
  /** The clock for what messages and callbacks say (tests move it). Default: the system clock. */
  now?: () => Date;
  log?: SandboxLog;
  /** How long after a send its first callback fires (`sent`, or Unifonic's DLR); the next one after twice that. Default 1 500 ms. */
  callbackDelayMs?: number;
  /** Wait before a refused callback's first retry, doubling after each (default 5 000 ms). */
  callbackRetryMs?: number;
  /** A hook must answer within this (default 10 000 ms). */
  callbackTimeoutMs?: number;
  fetch?: typeof fetch;
}

export interface MessagingSandbox extends Served {
  app: Express;
  store: MessagingStore;
  callbacks: CallbackDispatcher;
}

/** Unifonic's send endpoint (https://docs.unifonic.com/docs/sending-your-first-sms-via-unifonic-api). */
const UNIFONIC_SEND_PATH = '/rest/SMS/messages';

/** The number's ending decides the outcome (README "Magic numbers"). */
const MAGIC = { undeliverable: '0000', serverError: '0500', invalidNumber: '0400' } as const;
/** A WhatsApp template whose name starts with this does not exist (error 132001). */
const MISSING_TEMPLATE_PREFIX = 'missing_';

/** An SMS account is known by a hash of its AppSid: the AppSid itself (a secret) is not stored. */
const smsAccountKey = (appSid: string) => createHash('sha256').update(`unifonic-appsid\n${appSid}`).digest('hex');

/** AppSids as Unifonic issues them (letters and digits); anything else is refused like an unknown one. */
const APP_SID = /^[A-Za-z0-9]{8,64}$/;
/** An access token's form (Meta's are long letters, digits, `_`, `-`, `.`). */
const ACCESS_TOKEN = /^[A-Za-z0-9_.-]{8,1024}$/;

const fbtrace = () => randomBytes(8).toString('base64url');

class SandboxRefusal extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    super(`sandbox refusal ${status}`);
    this.status = status;
    this.body = body;
  }
}

/** Unifonic's error shape (docs' example: `{"success": false, "message": "Dest num is too short", "errorCode": "ER-04", "data": {}}`). */
const unifonicError = (status: number, errorCode: string, message: string) => new SandboxRefusal(status, { success: false, message, errorCode, data: {} });

/** Graph API's error shape (https://developers.facebook.com/docs/graph-api/guides/error-handling). */
const graphError = (status: number, code: number, message: string, details?: string, type = 'OAuthException') =>
  new SandboxRefusal(status, { error: { message, type, code, ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}), fbtrace_id: fbtrace() } });

/** SMS parts: GSM-7 160 / 153 per part, UCS-2 (Arabic) 70 / 67. */
function smsUnits(body: string): number {
  const gsm = /^[\x20-\x7E\n\r]*$/.test(body);
  const [single, part] = gsm ? [160, 153] : [70, 67];
  return body.length <= single ? 1 : Math.ceil(body.length / part);
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const unifonicCreated = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}`;

/** Parameters from the form body, a JSON body or the query string (Unifonic's bulk examples use the query). */
function param(req: Request, name: string): string | undefined {
  const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
  const v = body[name] ?? req.query[name];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
}

export async function createMessagingSandbox(opts: MessagingSandboxOptions): Promise<MessagingSandbox> {
  const log = opts.log ?? silentLog;
  const now = opts.now ?? (() => new Date());
  const { pool, close } = openPool({ ...opts, name: 'messaging-sandbox', max: 4, log });
  const store = new MessagingStore(pool);
  try {
    await store.migrate();
  } catch (err) {
    await close();
    throw err;
  }
  const delay = opts.callbackDelayMs ?? 1_500;
  const callbacks = new CallbackDispatcher({ store, now, log, retryMs: opts.callbackRetryMs ?? 5_000, timeoutMs: opts.callbackTimeoutMs ?? 10_000, fetch: opts.fetch ?? fetch });

  /** Stores an outgoing message with its callbacks (`events`, one `delay` apart) and schedules them. */
  async function accept(m: Omit<SandboxMessage, 'seq' | 'created_at' | 'updated_at' | 'error' | 'status'>, events: CallbackEvent[]) {
    const start = Date.now();
    const planned = events.map((event, i) => ({ id: randomUUID(), event, dueAt: new Date(start + delay * (i + 1)) }));
    const saved = await store.insertMessage({ ...m, status: 'accepted' }, planned, now());
    if (saved.created) for (const p of planned) callbacks.schedule(p.id, p.dueAt);
    return saved;
  }

  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '100kb' }));
  app.use(express.urlencoded({ extended: false, limit: '100kb' }));
  app.get('/health', (_req, res) => void res.json({ status: 'ok', service: 'messaging-sandbox' }));

  // ——— Unifonic: POST /rest/SMS/messages ———
  app.post(UNIFONIC_SEND_PATH, async (req, res, next) => {
    try {
      const appSid = param(req, 'AppSid');
      if (!appSid || !APP_SID.test(appSid)) throw unifonicError(401, 'ER-01', 'Invalid AppSid');
      const body = param(req, 'Body');
      const recipient = param(req, 'Recipient');
      if (!recipient) throw unifonicError(400, 'ER-02', 'Missing parameter: Recipient');
      if (!body) throw unifonicError(400, 'ER-02', 'Missing parameter: Body');
      // International without 00 or + (the docs' rule): anything else is a wrong destination.
      if (!/^\d+$/.test(recipient)) throw unifonicError(400, 'ER-04', 'Invalid destination number (international format without 00 or +)');
      if (recipient.length < 8) throw unifonicError(400, 'ER-04', 'Dest num is too short');
      if (recipient.length > 15 || recipient.startsWith('0') || recipient.endsWith(MAGIC.invalidNumber)) throw unifonicError(400, 'ER-04', 'Invalid destination number');
      if (recipient.endsWith(MAGIC.serverError)) throw new SandboxRefusal(500, { message: 'Internal Server Error' });
      const correlationId = param(req, 'CorrelationID') || null;
      const account = smsAccountKey(appSid);
      if (correlationId) {
        const first = await store.byCorrelation(account, correlationId);
        if (first) return void res.json(first.response);
      }
      const created = now();
      const id = String(42_000_000_000_000 + Number(BigInt.asUintN(40, BigInt(`0x${randomBytes(5).toString('hex')}`))));
      const answer = {
        success: true,
        message: '',
        errorCode: 'ER-00',
        data: {
          MessageID: Number(id),
          CorrelationID: correlationId ?? '',
          Status: 'Sent',
          NumberOfUnits: smsUnits(body),
          Cost: 0,
          Balance: 0,
          Recipient: recipient,
          TimeCreated: unifonicCreated(created),
          CurrencyCode: 'SAR',
        },
      };
      // Unifonic reports the operator's DLR only (Delivered or Undeliverable): one callback.
      const saved = await accept(
        { id, channel: 'sms', direction: 'out', account_key: account, sender: param(req, 'SenderID') || 'Unifonic', phone: `+${recipient}`, body, template: null, correlation_id: correlationId, response: answer },
        [recipient.endsWith(MAGIC.undeliverable) ? 'failed' : 'delivered'],
      );
      res.json(saved.message.response);
    } catch (err) {
      next(err);
    }
  });

  // ——— WhatsApp Cloud API: POST /{version}/{phone-number-id}/messages ———
  app.post('/:version/:phoneNumberId/messages', async (req, res, next) => {
    try {
      if (!/^v\d+\.\d+$/.test(req.params.version)) throw graphError(400, 2500, `Unknown path components: /${req.params.version}/${req.params.phoneNumberId}/messages`);
      const auth = req.get('authorization');
      if (!auth) throw graphError(401, 104, 'An access token is required to request this resource.');
      const token = /^Bearer\s+(\S+)\s*$/i.exec(auth)?.[1];
      if (!token || !ACCESS_TOKEN.test(token)) throw graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
      const phoneNumberId = req.params.phoneNumberId;
      if (!/^\d{5,20}$/.test(phoneNumberId)) {
        throw graphError(400, 100, `Unsupported post request. Object with ID '${phoneNumberId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, undefined, 'GraphMethodException');
      }
      const b = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
      if (b.messaging_product !== 'whatsapp') throw graphError(400, 100, '(#100) The parameter messaging_product is required.');
      const rawTo = typeof b.to === 'string' ? b.to : undefined;
      if (!rawTo) throw graphError(400, 100, '(#100) The parameter to is required.');
      const to = rawTo.replace(/^\+/, '');
      if (!/^[1-9]\d{6,14}$/.test(to) || to.endsWith(MAGIC.invalidNumber)) throw graphError(400, 131009, '(#131009) Parameter value is not valid', 'Recipient phone number is not a valid WhatsApp number');
      if (to.endsWith(MAGIC.serverError)) throw graphError(500, 131000, '(#131000) Something went wrong', 'Something went wrong (sandbox: a number ending 0500)');
      let template: SandboxMessage['template'] = null;
      let text: string | null = null;
      if (b.type === 'template') {
        const t = (b.template ?? {}) as { name?: unknown; language?: { code?: unknown }; components?: unknown };
        if (typeof t.name !== 'string' || !TEMPLATE_NAME.test(t.name)) throw graphError(400, 100, "(#100) Param template['name'] is required and must be a valid template name");
        const language = typeof t.language?.code === 'string' ? t.language.code : undefined;
        if (!language) throw graphError(400, 100, "(#100) Param template['language']['code'] is required");
        if (t.name.startsWith(MISSING_TEMPLATE_PREFIX)) throw graphError(404, 132001, '(#132001) Template name does not exist in the translation', `template name (${t.name}) does not exist in ${language}`);
        const components = Array.isArray(t.components) ? (t.components as { type?: string; parameters?: { type?: string; text?: unknown }[] }[]) : [];
        const params = components.filter((c) => c.type === 'body').flatMap((c) => (c.parameters ?? []).map((p) => (typeof p.text === 'string' ? p.text : '')));
        template = { name: t.name, language, params };
        const shown = req.get(SANDBOX_TEXT_HEADER);
        text = shown ? Buffer.from(shown, 'base64').toString('utf8') : null;
      } else if (b.type === 'text' || b.type === undefined) {
        const body = (b.text as { body?: unknown } | undefined)?.body;
        if (typeof body !== 'string' || !body) throw graphError(400, 100, "(#100) Param text['body'] is required");
        text = body;
      } else {
        throw graphError(400, 100, `(#100) Param type must be one of {TEXT, TEMPLATE} in the sandbox — got ${JSON.stringify(b.type)}`);
      }
      const id = `wamid.${randomBytes(30).toString('base64url')}`;
      const answer = { messaging_product: 'whatsapp', contacts: [{ input: rawTo, wa_id: to }], messages: [{ id, message_status: 'accepted' }] };
      const opaque = typeof b.biz_opaque_callback_data === 'string' ? b.biz_opaque_callback_data.slice(0, 512) : null;
      await accept(
        { id, channel: 'whatsapp', direction: 'out', account_key: phoneNumberId, sender: phoneNumberId, phone: `+${to}`, body: text, template, correlation_id: opaque, response: answer },
        ['sent', to.endsWith(MAGIC.undeliverable) ? 'failed' : 'delivered'],
      );
      res.json(answer);
    } catch (err) {
      next(err);
    }
  });

  // ——— Admin (loopback, no auth) ———
  const hookKey = (b: Record<string, unknown>): { channel: SandboxChannel; key: string } => {
    if (b.channel === 'sms' && typeof b.app_sid === 'string' && b.app_sid) return { channel: 'sms', key: smsAccountKey(b.app_sid) };
    if (b.channel === 'whatsapp' && typeof b.phone_number_id === 'string' && /^\d{5,20}$/.test(b.phone_number_id)) return { channel: 'whatsapp', key: b.phone_number_id };
    throw new SandboxRefusal(400, { error: 'channel sms with app_sid, or whatsapp with phone_number_id' });
  };
  /** Where an account's callbacks go: `{channel: 'sms', app_sid, url}` or `{channel: 'whatsapp', phone_number_id, app_secret, url}`. */
  app.put('/_sandbox/hooks', async (req, res, next) => {
    try {
      const b = (req.body ?? {}) as Record<string, unknown>;
      const { channel, key } = hookKey(b);
      const url = typeof b.url === 'string' && /^https?:\/\//.test(b.url) ? b.url : undefined;
      if (!url) throw new SandboxRefusal(400, { error: 'url: an http(s) URL' });
      const appSecret = typeof b.app_secret === 'string' && b.app_secret ? b.app_secret : null;
      if (channel === 'whatsapp' && !appSecret) throw new SandboxRefusal(400, { error: 'app_secret: WhatsApp callbacks are signed with it' });
      await store.upsertHook({ channel, account_key: key, url, app_secret: appSecret }, now());
      res.json({ channel, url });
    } catch (err) {
      next(err);
    }
  });
  app.delete('/_sandbox/hooks', async (req, res, next) => {
    try {
      const { channel, key } = hookKey((req.body ?? {}) as Record<string, unknown>);
      res.status((await store.deleteHook(channel, key)) ? 204 : 404).end();
    } catch (err) {
      next(err);
    }
  });
  app.get('/_sandbox/messages', async (req, res, next) => {
    try {
      const to = typeof req.query.to === 'string' ? req.query.to.replace(/\s/g, '') : undefined;
      const channel = req.query.channel === 'sms' || req.query.channel === 'whatsapp' ? req.query.channel : undefined;
      res.json(await listSandboxMessages(fromPool(pool), { phone: to ? `+${to.replace(/^\+/, '')}` : undefined, channel }));
    } catch (err) {
      next(err);
    }
  });
  /**
   * A visitor answers on WhatsApp: `{from: '+9665…', text, phone_number_id?}` → Meta's inbound-message
   * webhook to the business that wrote to `from` last (or `phone_number_id`). Answers after the first
   * delivery attempt: `{message_id, callback: {state, last_status, last_error}}`.
   */
  app.post('/_sandbox/whatsapp/reply', async (req, res, next) => {
    try {
      const b = (req.body ?? {}) as Record<string, unknown>;
      const from = typeof b.from === 'string' ? `+${b.from.replace(/^\+/, '')}` : '';
      const text = typeof b.text === 'string' ? b.text : '';
      if (!/^\+[1-9]\d{6,14}$/.test(from) || !text) throw new SandboxRefusal(400, { error: 'from (E.164) and text are required' });
      const business = typeof b.phone_number_id === 'string' ? b.phone_number_id : (await store.lastWhatsAppTo(from))?.account_key;
      if (!business) throw new SandboxRefusal(404, { error: `no WhatsApp message was sent to ${from}: give phone_number_id` });
      const id = `wamid.${randomBytes(30).toString('base64url')}`;
      const cbId = randomUUID();
      await store.insertMessage(
        { id, channel: 'whatsapp', direction: 'in', account_key: business, sender: from, phone: from, body: text, template: null, correlation_id: null, status: 'received', response: null },
        [{ id: cbId, event: 'inbound', dueAt: new Date() }],
        now(),
      );
      await callbacks.fireNow(cbId);
      const cb = await store.callback(cbId);
      res.json({ message_id: id, callback: { state: cb?.state, last_status: cb?.last_status ?? null, last_error: cb?.last_error ?? null } });
    } catch (err) {
      next(err);
    }
  });

  app.use((_req, res) => void res.status(404).json({ error: { message: 'Unknown path (messaging sandbox)', type: 'GraphMethodException', code: 100 } }));
  const onError: ErrorRequestHandler = (err: unknown, _req, res: Response, _next) => {
    if (err instanceof SandboxRefusal) return void res.status(err.status).json(err.body);
    const status = typeof err === 'object' && err && 'status' in err && typeof err.status === 'number' ? err.status : 500;
    if (status >= 400 && status < 500) return void res.status(status).json({ success: false, message: 'Bad request', errorCode: 'ER-02', error: { message: 'Bad request', code: 100 } });
    log.error({ err }, 'messaging sandbox: unexpected error');
    res.status(500).json({ message: 'Internal Server Error' });
  };
  app.use(onError);

  const resumed = await callbacks.resume();
  if (resumed) log.info({ callbacks: resumed }, 'messaging sandbox: resuming callbacks');

  return {
    app,
    store,
    callbacks,
    ...serve(app, async () => {
      await callbacks.stop();
      await close();
    }),
  };
}

export interface StartMessagingSandboxOptions extends MessagingSandboxOptions {
  port?: number;
  host?: string;
}

/** Starts the phone sandbox on host:port (default 127.0.0.1:5041), as `npm start` runs it outside production. */
export async function startMessagingSandbox(opts: StartMessagingSandboxOptions): Promise<{ url: string; stop: () => Promise<void>; sandbox: MessagingSandbox }> {
  const sandbox = await createMessagingSandbox(opts);
  const url = await listen(sandbox, opts.port ?? 5041, opts.host ?? '127.0.0.1');
  opts.log?.info({ url, unifonic: `${url}${UNIFONIC_SEND_PATH}`, whatsapp: `${url}/v{n}.{m}/{phone-number-id}/messages` }, 'messaging sandbox listening');
  return { url, stop: () => sandbox.stop(), sandbox };
}
