import { Router } from 'express';
import type { DataSource } from 'typeorm';
import { isStorableText } from '@waqt/contracts';
import { MailMessage } from '../db/entities/index.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Dev-only: lists the dev mailbox as HTML, or JSON with ?format=json (tests read codes here). */
export function devMailboxRouter(db: DataSource): Router {
  const r = Router();
  r.get('/dev/mailbox', async (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    // PostgreSQL refuses NUL and invalid text: a bad filter is the caller's mistake, not a 500.
    if (to !== undefined && (to.length > 254 || !isStorableText(to))) {
      res.status(400).json({ error: { code: 'INVALID_REQUEST' } });
      return;
    }
    const messages = await db.getRepository(MailMessage).find({
      where: to ? { to } : {},
      // seq breaks ties: mails written at one clock instant (tests) keep their order.
      order: { createdAt: 'DESC', seq: 'DESC' },
      take: 100,
    });
    if (req.query.format === 'json') {
      res.json(messages.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, html: m.html, locale: m.locale, createdAt: m.createdAt })));
      return;
    }
    const rows = messages
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p><b>To:</b> ${escapeHtml(m.to)} · ${m.createdAt.toISOString()} · ${m.locale}</p><pre>${escapeHtml(m.text)}</pre></article><hr>`,
      )
      .join('');
    res.type('html').send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Waqt dev mailbox</title></head><body><h1>Dev mailbox (${messages.length})</h1>${rows || '<p>No messages yet.</p>'}</body></html>`,
    );
  });
  return r;
}
