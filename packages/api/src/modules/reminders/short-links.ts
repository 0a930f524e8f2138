import { randomInt } from 'node:crypto';
import { Router } from 'express';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/tx.ts';

/**
 * Short links for phone messages: `{origin}/s/{code}` answers a redirect to a signed link of ours (the
 * booking's manage page, the opt-out page). A full signed link is about 110 characters — an SMS of three
 * parts in English and five in Arabic; with short links one and two (docs/reminders.md). The code is 10
 * random base-62 characters (≈ 59 bits: not guessable at any request rate the API allows), stored with
 * its target; a link expires (a week after the booking) and is then answered like an unknown one, with
 * the home page. Only our own app's URLs are stored, so the redirect can never point elsewhere.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SHORT_CODE = /^[A-Za-z0-9]{10}$/;

const newCode = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Stores `target` (an absolute URL under `origin`) and answers its short form. */
export async function shortLink(db: Db, clock: Clock, origin: string, target: string, expiresAt: Date): Promise<string> {
  if (!target.startsWith(`${origin}/`)) throw new Error('short links only point into the app');
  for (;;) {
    const code = newCode();
    const rows: { code: string }[] = await db.query(
      `INSERT INTO short_links (code, target, created_at, expires_at) VALUES ($1, $2, $3, $4) ON CONFLICT (code) DO NOTHING RETURNING code`,
      [code, target, clock.now(), expiresAt],
    );
    if (rows[0]) return `${origin}/s/${code}`;
  }
}

/** `GET /s/:code` → 302 to the stored link while it lasts; else to the home page (nothing to learn from a wrong code). */
export function shortLinkRouter(deps: { db: Db; clock: Clock; config: { appOrigin: string } }): Router {
  const r = Router();
  r.get('/s/:code', async (req, res, next) => {
    try {
      const code = req.params.code;
      const [row]: { target: string }[] = SHORT_CODE.test(code)
        ? await deps.db.query(`SELECT target FROM short_links WHERE code = $1 AND expires_at > $2`, [code, deps.clock.now()])
        : [];
      res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }).redirect(302, row?.target ?? `${deps.config.appOrigin}/`);
    } catch (err) {
      next(err);
    }
  });
  return r;
}
