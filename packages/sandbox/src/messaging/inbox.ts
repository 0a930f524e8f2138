import { Router } from 'express';
import { listSandboxMessages, type ListedMessage, type RunSql } from './store.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One message of the dev phone inbox as `?format=json` answers it (tests read it; see packages/app/e2e). */
export interface DevPhoneMessage {
  id: string;
  channel: 'sms' | 'whatsapp';
  direction: 'out' | 'in';
  /** The visitor's number (E.164): who it went to, or who replied. */
  phone: string;
  to: string;
  from: string;
  /** The SMS body; the text a WhatsApp template renders to (when the API sent it along); a reply's text. */
  text: string | null;
  template: { name: string; language: string; params: string[] } | null;
  status: 'accepted' | 'sent' | 'delivered' | 'failed' | 'received';
  error: string | null;
  /** Our message id (Unifonic's CorrelationID, WhatsApp's biz_opaque_callback_data). */
  correlationId: string | null;
  createdAt: string;
  callbacks: { event: string; state: string; attempts: number; lastStatus: number | null; lastError: string | null; firedAt: string | null; deliveredAt: string | null }[];
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

function toDevPhoneMessage(m: ListedMessage): DevPhoneMessage {
  return {
    id: m.id,
    channel: m.channel,
    direction: m.direction,
    phone: m.phone,
    to: m.direction === 'out' ? m.phone : m.account_key,
    from: m.direction === 'out' ? m.sender : m.phone,
    text: m.body,
    template: m.template,
    status: m.status,
    error: m.error,
    correlationId: m.correlation_id,
    createdAt: iso(m.created_at)!,
    callbacks: m.callbacks.map((c) => ({
      event: c.event,
      state: c.state,
      attempts: c.attempts,
      lastStatus: c.last_status,
      lastError: c.last_error,
      firedAt: iso(c.fired_at),
      deliveredAt: iso(c.delivered_at),
    })),
  };
}

/** `?to=` as typed in a URL: `+9665…`, ` 9665…` (a `+` read as a space) or `9665…` → E.164. */
function phoneFilter(raw: unknown): string | undefined | null {
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const digits = raw.replace(/[\s+]/g, '');
  return /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : null;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:1.5rem;max-width:60rem}article{border:1px solid #ccc;border-radius:.5rem;padding:.75rem 1rem;margin-block:.75rem}
.meta{color:#555;font-size:.9rem}.text{white-space:pre-wrap;background:#f6f6f6;padding:.5rem;border-radius:.25rem;unicode-bidi:plaintext}
.s-delivered{color:#07622a}.s-failed{color:#a00}.s-sent,.s-accepted{color:#555}.in{border-inline-start:.35rem solid #2a6ad0}
ol{margin:0;padding-inline-start:1.25rem;font-size:.85rem}`;

const CALLBACK_STATE: Record<string, string> = {
  scheduled: 'due shortly',
  pending: 'being delivered (retrying)',
  delivered: 'delivered to the webhook',
  failed: 'webhook refused it (gave up)',
  no_hook: 'not sent (no webhook registered for this account)',
};

function html(messages: DevPhoneMessage[]): string {
  const rows = messages
    .map((m) => {
      const tmpl = m.template
        ? `<p><b>Template:</b> <code>${escapeHtml(m.template.name)}</code> (${escapeHtml(m.template.language)}) · params: ${m.template.params.map((p) => `<bdi dir="auto">${escapeHtml(p)}</bdi>`).join(' | ') || '—'}</p>`
        : '';
      const text = m.text !== null ? `<div class="text" dir="auto">${escapeHtml(m.text)}</div>` : m.template ? '<p class="meta">(rendered text not given)</p>' : '';
      const cbs = m.callbacks
        .map((c) => `<li>${escapeHtml(c.event)}: ${escapeHtml(CALLBACK_STATE[c.state] ?? c.state)}${c.lastStatus !== null ? ` (HTTP ${c.lastStatus})` : ''}${c.lastError ? ` — ${escapeHtml(c.lastError)}` : ''}${c.firedAt ? ` · ${c.firedAt}` : ''}</li>`)
        .join('');
      const way = m.direction === 'out' ? `To <bdi dir="ltr">${escapeHtml(m.to)}</bdi> from <bdi dir="auto">${escapeHtml(m.from)}</bdi>` : `Reply from <bdi dir="ltr">${escapeHtml(m.from)}</bdi> to ${escapeHtml(m.to)}`;
      return `<article class="${m.direction === 'in' ? 'in' : ''}"><p><b>${m.channel === 'sms' ? 'SMS' : 'WhatsApp'}</b> · ${way} · <span class="s-${m.status}">${escapeHtml(m.status)}</span>${m.error ? ` (${escapeHtml(m.error)})` : ''}</p>
<p class="meta">${m.createdAt}${m.correlationId ? ` · message ${escapeHtml(m.correlationId)}` : ''}</p>${tmpl}${text}${cbs ? `<p class="meta">Callbacks:</p><ol>${cbs}</ol>` : ''}</article>`;
    })
    .join('');
  return `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Waqt dev phone</title><style>${STYLE}</style></head><body><h1>Dev phone (${messages.length})</h1><p class="meta">SMS (Unifonic) and WhatsApp (Cloud API) messages the phone sandbox received, newest first; <code>?format=json&amp;to=+9665…</code> for tests. Beside it: <a href="/dev/mailbox">the dev mailbox</a>.</p>${rows || '<p>No messages yet.</p>'}</body></html>`;
}

/**
 * The dev phone inbox (the API mounts it at /dev/phone beside its dev mailbox, for loopback clients only):
 * the phone sandbox's messages, newest first, as HTML or, with `?format=json`, as DevPhoneMessage[];
 * `?to=+9665…` keeps one number's (both ways), `?channel=sms|whatsapp`. Read through `run` (the API's own
 * database connection) from the sandbox's schema: an empty list before the sandbox ever ran.
 */
export function phoneInbox(run: RunSql): Router {
  const r = Router();
  r.get('/', async (req, res, next) => {
    try {
      const phone = phoneFilter(req.query.to);
      if (phone === null) return void res.status(400).json({ error: { code: 'INVALID_REQUEST' } });
      const channel = req.query.channel === 'sms' || req.query.channel === 'whatsapp' ? req.query.channel : undefined;
      const messages = (await listSandboxMessages(run, { phone, channel, limit: 100 })).map(toDevPhoneMessage);
      res.set('Cache-Control', 'no-store');
      if (req.query.format === 'json') return void res.json(messages);
      res.type('html').send(html(messages));
    } catch (err) {
      next(err);
    }
  });
  return r;
}
