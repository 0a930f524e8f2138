import { createHmac, timingSafeEqual } from 'node:crypto';
import express, { Router, type Request } from 'express';
import type { PhoneChannel } from '@waqt/contracts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/tx.ts';
import { clip } from '../../messaging/http.ts';
import { graphErrorWords } from '../../messaging/whatsapp-cloud.ts';
import type { AppDeps } from '../../trpc/context.ts';
import { clientKey } from '../../http/client-key.ts';
import { countSignatureCheck, countWebhookRefusal } from '../../ops/metrics.ts';
import { failuresReached, recordFailures, type AttemptLimit } from '../auth/rate-limit.ts';
import { appSecretOf } from './channels.service.ts';
import { channelByWebhookToken, markMessageDelivered, markMessageSent, markMessageUndeliverable, whatsappChannelsByPhoneNumberIds, type ChannelRow } from './messaging.queries.ts';
import { E164, isStopReply, optOut } from './opt-outs.ts';

/**
 * The providers' delivery callbacks (issue 24), server to server (exempt from the CSRF origin check
 * like every /hook/ route):
 * - `POST /hook/unifonic/{webhook token}` — Unifonic's DLR webhook (support.unifonic.com/hc/en-us/articles/205049882:
 *   MessageID, DLR "Delivered" / "Undeliverable", Recipient, TimeCreated, SCTS, DLRTimestamp), JSON or
 *   form-encoded. Unifonic signs nothing: the channel's secret token in the path is the check.
 * - `GET /hook/whatsapp[/{webhook token}]` — Meta's verification request (hub.mode=subscribe,
 *   hub.verify_token = the channel's webhook token, echo hub.challenge):
 *   https://developers.facebook.com/docs/graph-api/webhooks/getting-started#verification-requests
 * - `POST /hook/whatsapp[/{webhook token}]` — Meta's webhooks (https://developers.facebook.com/docs/whatsapp/cloud-api/webhooks/components):
 *   `entry[].changes[].value.statuses[]` (sent, delivered, read, failed with `errors`) and `.messages[]`
 *   (a visitor's reply: STOP opts the number out). Signed: `X-Hub-Signature-256: sha256=HMAC-SHA256(app
 *   secret, raw body)`, checked with the app secret of the channel that owns `metadata.phone_number_id`.
 *
 * An unsigned body costs nothing secret (docs/decisions.md, "WhatsApp webhooks: one account, limited
 * failures"): a body naming more than one business account (`entry[].id`), or on the bare path more than
 * one of our phone numbers, is refused (400) before any channel's secret is unsealed; and a client
 * (`clientKey`: an IPv6 client is its /64) whose signatures failed WEBHOOK_SIGNATURE_FAILURES times for a
 * number in the window — or ten times that for any numbers — gets 429 before its next one is checked.
 *
 * The delivery log moves forward only: queued → sent → delivered | failed, never back (a late `sent`
 * after `delivered` changes nothing). A provider id we do not know (another system's message, or one
 * whose row is gone) is answered 200 — there is nothing to retry.
 */

type DeliveryEvent = 'sent' | 'delivered' | 'failed';

export interface StatusUpdate {
  teamId: string;
  channel: PhoneChannel;
  providerMessageId: string;
  event: DeliveryEvent;
  /** When the provider says it happened. */
  at: Date;
  /** The provider's words for a failure. */
  detail?: string | undefined;
}

/** Applies one provider status to the delivery log; answers whether a row moved. */
export async function applyDeliveryStatus(db: Db, clock: Clock, u: StatusUpdate): Promise<boolean> {
  const now = clock.now();
  const moved =
    u.event === 'sent'
      ? await markMessageSent(db, u, u.at, now)
      : u.event === 'delivered'
        ? await markMessageDelivered(db, u, u.at, now)
        : await markMessageUndeliverable(db, u, clip(u.detail?.trim() || 'Undeliverable'), now);
  return moved > 0;
}

// ——— Unifonic ———

/** Unifonic's DLR words → our events ("Delivered" / "Undeliverable" in the docs; the others as their status names go). */
function unifonicEvent(dlr: string): DeliveryEvent | null {
  const v = dlr.trim().toLowerCase();
  if (v === 'delivered' || v === 'delivrd') return 'delivered';
  if (['undeliverable', 'undelivered', 'failed', 'rejected', 'expired', 'undeliv'].includes(v)) return 'failed';
  if (v === 'sent') return 'sent';
  return null;
}

/** `yyyy-mm-dd hh:mm:ss` (taken as UTC); null when it is not that. */
function unifonicTime(v: unknown): Date | null {
  if (typeof v !== 'string') return null;
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)$/.exec(v.trim());
  if (!m) return null;
  const d = new Date(`${m[1]}T${m[2]}Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

function parseBody(req: Request): Record<string, unknown> | null {
  const raw = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
  if (!raw.trim()) return {};
  if (req.is('application/json') || /^\s*[{[]/.test(raw)) {
    try {
      const v = JSON.parse(raw) as unknown;
      return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

/** A field by any of its spellings (Unifonic's old form posts and newer JSON differ in case). */
const field = (b: Record<string, unknown>, ...names: string[]): string | undefined => {
  for (const n of names) {
    const v = b[n];
    if (typeof v === 'string' && v !== '') return v;
    if (typeof v === 'number') return String(v);
  }
  return undefined;
};

// ——— WhatsApp ———

interface MetaStatus {
  id?: string;
  status?: string;
  timestamp?: string;
  recipient_id?: string;
  errors?: { code?: number; title?: string; message?: string; error_data?: { details?: string } }[];
}
interface MetaMessage {
  from?: string;
  id?: string;
  type?: string;
  text?: { body?: string };
  button?: { text?: string; payload?: string };
  interactive?: { button_reply?: { title?: string } };
}
interface MetaValue {
  metadata?: { phone_number_id?: string };
  statuses?: MetaStatus[];
  messages?: MetaMessage[];
}

const metaEvent = (s: string | undefined): DeliveryEvent | null => (s === 'sent' ? 'sent' : s === 'delivered' || s === 'read' ? 'delivered' : s === 'failed' ? 'failed' : null);

/** The failure in Meta's words: "(#131026) Message undeliverable — details". */
function metaFailure(errors: MetaStatus['errors']): string {
  const e = errors?.[0];
  if (!e) return 'Undeliverable';
  return graphErrorWords({ message: e.message ?? e.title ?? '', ...(e.code !== undefined ? { code: e.code } : {}), ...(e.error_data ? { error_data: e.error_data } : {}) }, 200);
}

function signatureMatches(secret: string | undefined, raw: Buffer, header: string | undefined): boolean {
  if (!secret || !header) return false;
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`);
  const given = Buffer.from(header.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The one place a channel's app secret is unsealed for a webhook: checks `raw` against it, counted (`/metrics`). */
function signedBy(config: AppDeps['config'], channel: ChannelRow, raw: Buffer, header: string): boolean {
  const ok = signatureMatches(appSecretOf(config, channel), raw, header);
  countSignatureCheck(ok ? 'match' : 'mismatch');
  return ok;
}

/** Bad signatures per client key for one phone number in the attempt window (15 min); ten times that across numbers. */
export const WEBHOOK_SIGNATURE_FAILURES = 20;

/**
 * The keys a client's bad signatures count under (auth_attempts, as every per-client limit): per number,
 * so one team's wrong app secret — whose genuine deliveries fail from Meta's own addresses, and are
 * retried — spends only its own number's allowance, never the other teams' deliveries from there; and
 * per client across numbers, so naming number after number does not multiply it.
 */
const signatureLimits = (client: string, phoneNumberId: string): AttemptLimit[] => [
  { key: `whatsapp_sig:ip_number:${client}|${phoneNumberId}`, max: WEBHOOK_SIGNATURE_FAILURES },
  { key: `whatsapp_sig:ip:${client}`, max: WEBHOOK_SIGNATURE_FAILURES * 10 },
];

/** The business accounts (`entry[].id`) a body names; an entry without one counts as an account of its own. */
function businessAccounts(body: Record<string, unknown>): Set<string> {
  const entries = Array.isArray(body.entry) ? (body.entry as { id?: unknown }[]) : [];
  return new Set(entries.map((e) => (typeof e?.id === 'string' || typeof e?.id === 'number' ? String(e.id) : '')));
}

/** What a Meta webhook body says, change by change: the business number and its value. */
function metaChanges(body: Record<string, unknown>): { phoneNumberId: string; value: MetaValue }[] {
  const out: { phoneNumberId: string; value: MetaValue }[] = [];
  const entries = Array.isArray(body.entry) ? (body.entry as { changes?: unknown }[]) : [];
  for (const e of entries) {
    for (const c of Array.isArray(e?.changes) ? (e.changes as { value?: MetaValue }[]) : []) {
      const id = c?.value?.metadata?.phone_number_id;
      if (typeof id === 'string' && c.value) out.push({ phoneNumberId: id, value: c.value });
    }
  }
  return out;
}

const replyText = (m: MetaMessage) => m.text?.body ?? m.button?.text ?? m.button?.payload ?? m.interactive?.button_reply?.title ?? '';

type WebhookOutcome = 'ok' | 'refused' | 'invalid' | 'limited';

/**
 * Handles one Meta webhook delivery (raw body, its signature header, the path's token if any, the
 * client's key). In order, so nothing secret is touched for a body that cannot be genuine: the body
 * names one business account (Meta sends one per delivery); its channel is found — the path's token,
 * or on the bare path the one phone number of ours the body names (several teams may share that number:
 * each of their channels is tried); the client has not used up its bad signatures; then the secret.
 */
async function whatsappWebhook(deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'log'>, raw: Buffer, signature: string | undefined, pathToken: string | undefined, client: string): Promise<WebhookOutcome> {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
    if (!body || typeof body !== 'object') return 'invalid';
  } catch {
    return 'invalid';
  }
  if (businessAccounts(body).size > 1) {
    countWebhookRefusal('several_accounts');
    return 'invalid';
  }
  const changes = metaChanges(body);
  let channels: ChannelRow[];
  if (pathToken !== undefined) {
    const c = await channelByWebhookToken(deps.db, 'whatsapp', pathToken);
    if (!c) return 'refused';
    channels = [c];
  } else {
    channels = await whatsappChannelsByPhoneNumberIds(deps.db, [...new Set(changes.map((c) => c.phoneNumberId))]);
    if (!channels.length) return 'ok'; // no business number of ours: nothing to do, nothing to retry
    if (new Set(channels.map((c) => c.phone_number_id)).size > 1) {
      countWebhookRefusal('several_numbers');
      return 'invalid';
    }
  }
  const limits = signatureLimits(client, channels[0]!.phone_number_id ?? channels[0]!.id);
  if (await failuresReached(deps.db, deps.clock, limits)) {
    countWebhookRefusal('limited');
    return 'limited';
  }
  // Only channels whose app secret signed this very body are trusted with it (no signature: no secret opened).
  const trusted = signature ? channels.filter((c) => signedBy(deps.config, c, raw, signature)) : [];
  if (!trusted.length) {
    await recordFailures(deps.db, deps.clock, limits);
    countWebhookRefusal('bad_signature');
    return 'refused';
  }
  for (const { phoneNumberId, value } of changes) {
    const channel = trusted.find((c) => c.phone_number_id === phoneNumberId);
    if (!channel) continue;
    for (const s of value.statuses ?? []) {
      const event = metaEvent(s.status);
      if (!event || typeof s.id !== 'string') continue;
      const seconds = Number(s.timestamp);
      const at = Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : deps.clock.now();
      await applyDeliveryStatus(deps.db, deps.clock, { teamId: channel.team_id, channel: 'whatsapp', providerMessageId: s.id, event, at, detail: event === 'failed' ? metaFailure(s.errors) : undefined });
    }
    for (const m of value.messages ?? []) {
      const phone = `+${(m.from ?? '').replace(/^\+/, '')}`;
      if (E164.test(phone) && isStopReply(replyText(m))) {
        await optOut(deps.db, deps.clock, channel.team_id, phone, 'reply');
        deps.log.info({ team: channel.team_id }, 'a WhatsApp reply opted a number out');
      }
    }
  }
  return 'ok';
}

/** Handles one Unifonic DLR for the channel whose webhook token is in the path. */
async function unifonicWebhook(deps: Pick<AppDeps, 'db' | 'clock'>, token: string, body: Record<string, unknown>): Promise<WebhookOutcome> {
  const channel = await channelByWebhookToken(deps.db, 'sms', token);
  if (!channel) return 'refused';
  const id = field(body, 'MessageID', 'messageId', 'MessageId', 'message_id');
  const dlr = field(body, 'DLR', 'Status', 'status', 'dlr');
  const event = dlr ? unifonicEvent(dlr) : null;
  if (!id || !event) return 'ok';
  const at = unifonicTime(field(body, 'SCTS', 'DLRTimestamp')) ?? deps.clock.now();
  const comments = field(body, 'Comments', 'comments', 'ErrorDescription');
  await applyDeliveryStatus(deps.db, deps.clock, { teamId: channel.team_id, channel: 'sms', providerMessageId: id, event, at, detail: event === 'failed' ? [dlr, comments].filter(Boolean).join(' — ') : undefined });
  return 'ok';
}

/**
 * 200 for a delivery handled or not ours; 401 for a bad signature and 429 for a client past its bad
 * signatures — Meta retries both, so a genuine delivery refused while its team's app secret was wrong gets
 * in once it is fixed and the window has passed; 400 for a body Meta never sends (several accounts).
 */
const STATUS: Record<WebhookOutcome, number> = { ok: 200, refused: 401, invalid: 400, limited: 429 };

/** The webhook routes, each reading its body raw (signatures are over the exact bytes). */
export function messagingWebhookRouter(deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'log'>): Router {
  const r = Router();
  const raw = express.raw({ type: () => true, limit: '256kb' });

  // Meta's verification: the verify token is a channel's webhook token (the one in the path, when given).
  r.get(['/hook/whatsapp', '/hook/whatsapp/:token'], async (req, res, next) => {
    try {
      const q = (k: string) => {
        const v = req.query[k];
        return typeof v === 'string' ? v : undefined;
      };
      const verify = q('hub.verify_token');
      const challenge = q('hub.challenge');
      const path = typeof req.params.token === 'string' ? req.params.token : undefined;
      const ok = q('hub.mode') === 'subscribe' && !!verify && !!challenge && (path === undefined || path === verify) && !!(await channelByWebhookToken(deps.db, 'whatsapp', verify));
      if (!ok) return void res.status(403).set('Cache-Control', 'no-store').json({ ok: false });
      res.status(200).set('Cache-Control', 'no-store').type('text/plain').send(challenge);
    } catch (err) {
      next(err);
    }
  });

  r.post(['/hook/whatsapp', '/hook/whatsapp/:token'], raw, async (req, res, next) => {
    try {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const client = clientKey(req.ip ?? req.socket.remoteAddress ?? 'unknown');
      const outcome = await whatsappWebhook(deps, body, req.get('x-hub-signature-256'), typeof req.params.token === 'string' ? req.params.token : undefined, client);
      res.status(STATUS[outcome]).json({ ok: outcome === 'ok' });
    } catch (err) {
      next(err); // 500: Meta retries
    }
  });

  r.post('/hook/unifonic/:token', raw, async (req, res, next) => {
    try {
      const body = parseBody(req);
      const outcome = body ? await unifonicWebhook(deps, req.params.token, body) : 'invalid';
      res.status(STATUS[outcome]).json({ ok: outcome === 'ok' });
    } catch (err) {
      next(err);
    }
  });
  return r;
}
