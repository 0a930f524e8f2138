import { randomInt } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import { routes } from '@waqt/contracts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/tx.ts';
import { defineJob } from '../../jobs/define.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { AppDeps } from '../../trpc/context.ts';
import { insertShortLink, purgeExpiredShortLinkBatch, shortLinkTarget } from './reminders.queries.ts';

/**
 * Short links for phone messages: `{origin}/s/{code}` answers a redirect to a signed link of ours (the
 * booking's manage page, the opt-out page). A full signed link is about 110 characters — an SMS of three
 * parts in English and five in Arabic; with short links one and two (docs/reminders.md). The code is 10
 * random base-62 characters (≈ 59 bits: not guessable at any request rate the API allows), stored with
 * its target. Only our own app's URLs are stored, so the redirect can never point elsewhere.
 *
 * A link lasts as long as its booking's links act (`expires_at`: BOOKING_LINK_DAYS after the booking's end,
 * booking-tokens.ts `linksEndAt`); then it answers the app's "this link has expired" page — as an unknown
 * code does, so nothing tells the two apart — and the hourly `short-links-purge` job deletes it.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SHORT_CODE = /^[A-Za-z0-9]{10}$/;

const newCode = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Stores `target` (an absolute URL under `origin`) until `expiresAt` and answers its short form. */
export async function shortLink(db: Db, clock: Clock, origin: string, target: string, expiresAt: Date): Promise<string> {
  if (!target.startsWith(`${origin}/`)) throw new Error('short links only point into the app');
  for (;;) {
    const code = newCode();
    if (await insertShortLink(db, code, target, clock.now(), expiresAt)) return `${origin}/s/${code}`;
  }
}

/** `GET /s/:code` → 302 to the stored link while it lasts; else to the "link has expired" page (nothing to learn from a wrong code). */
export function shortLinkRouter(deps: { db: Db; clock: Clock; config: { appOrigin: string } }): Router {
  const r = Router();
  r.get('/s/:code', async (req, res, next) => {
    try {
      const code = req.params.code;
      const row = SHORT_CODE.test(code) ? await shortLinkTarget(deps.db, code, deps.clock.now()) : undefined;
      res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }).redirect(302, row?.target ?? `${deps.config.appOrigin}${routes.linkExpired()}`);
    } catch (err) {
      next(err);
    }
  });
  return r;
}

// ——— The purge ———

const SHORT_LINKS_PURGE = 'short-links-purge';
/** How often expired short links are deleted. */
const PURGE_EVERY_MS = 60 * 60 * 1000;
/** Rows deleted per statement, so one purge after a long pause never holds a long lock. */
const PURGE_BATCH = 5_000;

/**
 * Deletes every short link expired at `now` — those of bookings that ended more than BOOKING_LINK_DAYS
 * ago (their targets hold manage and opt-out tokens, kept no longer than they act). Idempotent: a second
 * run finds nothing. Answers how many went.
 */
export async function purgeShortLinks(db: Db, now: Date): Promise<number> {
  let purged = 0;
  for (;;) {
    const n = await purgeExpiredShortLinkBatch(db, now, PURGE_BATCH);
    purged += n;
    if (n < PURGE_BATCH) return purged;
  }
}

/** Queues the next purge at the next whole PURGE_EVERY_MS (one job per slot, whoever asks: every process at start, each purge). */
export async function scheduleShortLinkPurge(db: Db, clock: Clock): Promise<void> {
  const next = (Math.floor(clock.now().getTime() / PURGE_EVERY_MS) + 1) * PURGE_EVERY_MS;
  await enqueue(db, clock, { job: shortLinkPurgeJob, payload: {}, runAt: new Date(next), uniqueKey: `${SHORT_LINKS_PURGE}:${next / 1000}` });
}

/** The periodic purge: queues its successor first (a purge that fails still has one), then purges. */
export const shortLinkPurgeJob = defineJob(SHORT_LINKS_PURGE, z.object({}), async (_payload, deps: AppDeps) => {
  await scheduleShortLinkPurge(deps.db, deps.clock);
  const purged = await purgeShortLinks(deps.db, deps.clock.now());
  if (purged > 0) deps.log.info({ purged }, 'expired short links purged');
});
