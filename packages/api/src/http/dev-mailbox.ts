import { Router } from 'express';
import type { DataSource } from 'typeorm';
import { isStorableText } from '@waqt/contracts';
import { latestMailMessages, mailMessageById } from '../mail/mailbox.queries.ts';
import { isLoopbackHost } from '../config.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where a stored mail's file is downloaded (e2e tests read invites here). */
const devAttachmentPath = (messageId: string, index: number) => `/dev/mailbox/${messageId}/attachments/${index}`;

/**
 * Dev-only: lists the dev mailbox as HTML, or JSON with ?format=json (tests read codes here), and
 * serves each mail's attachments at /dev/mailbox/{messageId}/attachments/{index}.
 */
export function devMailboxRouter(db: DataSource): Router {
  const r = Router();
  // Development listens on loopback only (config.ts), but a proxy on this machine could still forward
  // the world here: a client address (X-Forwarded-For from a trusted proxy) off this machine sees no mailbox.
  r.use('/dev/mailbox', (req, _res, next) => next(isLoopbackHost(req.ip ?? '') ? undefined : 'router'));
  r.get('/dev/mailbox', async (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    // PostgreSQL refuses NUL and invalid text: a bad filter is the caller's mistake, not a 500.
    if (to !== undefined && (to.length > 254 || !isStorableText(to))) {
      res.status(400).json({ error: { code: 'INVALID_REQUEST' } });
      return;
    }
    const messages = await latestMailMessages(db, to || undefined, 100);
    if (req.query.format === 'json') {
      res.json(
        messages.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          locale: m.locale,
          createdAt: m.createdAt,
          // The content too (an invite is a few KB), so a test can read it without a second request.
          attachments: m.attachments.map((a, i) => ({ filename: a.filename, contentType: a.contentType, url: devAttachmentPath(m.id, i), content: a.content })),
        })),
      );
      return;
    }
    const rows = messages
      .map((m) => {
        const files = m.attachments
          .map((a, i) => `<li><a href="${escapeHtml(devAttachmentPath(m.id, i))}" download>${escapeHtml(a.filename)}</a> (${escapeHtml(a.contentType)})</li>`)
          .join('');
        return `<article><h2>${escapeHtml(m.subject)}</h2><p><b>To:</b> ${escapeHtml(m.to)} · ${m.createdAt.toISOString()} · ${m.locale}</p><pre>${escapeHtml(m.text)}</pre>${files ? `<p><b>Attachments:</b></p><ul>${files}</ul>` : ''}</article><hr>`;
      })
      .join('');
    res.type('html').send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Waqt dev mailbox</title></head><body><h1>Dev mailbox (${messages.length})</h1>${rows || '<p>No messages yet.</p>'}</body></html>`,
    );
  });

  r.get('/dev/mailbox/:messageId/attachments/:index', async (req, res) => {
    const { messageId, index } = req.params;
    // Not a uuid or not an index: no such file (and no invalid uuid reaching PostgreSQL as a 500).
    const message = UUID.test(messageId) && /^\d{1,3}$/.test(index) ? (await mailMessageById(db, messageId)) : undefined;
    const file = message?.attachments[Number(index)];
    if (!file) {
      res.status(404).json({ error: { code: 'NOT_FOUND' } });
      return;
    }
    // A download, never a page of the API's origin: whatever the type says, the browser saves it.
    res.attachment(file.filename).set('Content-Type', file.contentType).set('Cache-Control', 'no-store').send(file.content);
  });
  return r;
}
