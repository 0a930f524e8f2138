import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '@waqt/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { subscriptionRow, type SubscriptionRow } from './billing.queries.ts';
import { cancelAtPeriodEnd, endSubscription, markPastDue, reenable, type EndReason } from './subscription-lifecycle.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let seq = 0;
/** A team whose subscription is in `status`, past due since a day ago and with a downgrade scheduled (as a subscription may be when it ends). */
async function subscription(status: SubscriptionStatus): Promise<{ sub: SubscriptionRow; email: string }> {
  const u = await makeUser(app.db, app.clock);
  const team = await app.caller({ sessionToken: u.token }).teams.create({ name: `Lifecycle ${++seq}`, slug: `lifecycle-${seq}-${u.user.id.slice(0, 6)}` });
  const now = app.clock.now();
  const start = new Date(now.getTime() - 20 * 86_400_000);
  const end = new Date(now.getTime() + 10 * 86_400_000);
  await app.db.query(
    `INSERT INTO subscriptions (team_id, plan_code, period, extra_calendars, status, anchor_day, current_period_start, current_period_end, cancel_at_period_end,
       scheduled_plan_code, scheduled_period, scheduled_extra_calendars, past_due_since, trial_request_key, created_at, updated_at)
     VALUES ($1, 'business', 'monthly', 0, $2, 1, $3, $4, $5, 'team', 'monthly', 0, $6, $7, $3, $3)`,
    [team.id, status, start, end, status === 'cancelled', status === 'past_due' ? new Date(now.getTime() - 86_400_000) : null, status === 'trialing' ? randomUUID() : null],
  );
  return { sub: (await subscriptionRow(app.db, team.id))!, email: u.user.email };
}

const endedMails = async (to: string) => {
  await app.jobs.drain();
  return Number((await app.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM mail_messages WHERE to_address = $1 AND subject LIKE '%has ended%'`, [to]))[0]!.n);
};

describe('transitions on the database (issue 37)', () => {
  it('each applies only from the statuses it starts from, and says whether it applied', async () => {
    const now = app.clock.now();
    const active = (await subscription('active')).sub;
    expect(await reenable(app.db, active.id, now)).toBe(false);
    expect(await markPastDue(app.db, active.id, now, now)).toBe(true);
    expect(await markPastDue(app.db, active.id, now, now)).toBe(false);
    expect(await cancelAtPeriodEnd(app.db, active.id, now)).toBe(false); // past due: cancelling ends it (changes.ts)
    expect((await subscriptionRow(app.db, active.team_id))?.status).toBe('past_due');

    const cancelled = (await subscription('cancelled')).sub;
    expect(await markPastDue(app.db, cancelled.id, now, now)).toBe(false);
    expect(await reenable(app.db, cancelled.id, now)).toBe(true);
    expect(await reenable(app.db, cancelled.id, now)).toBe(false);
    expect(await cancelAtPeriodEnd(app.db, cancelled.id, now)).toBe(true);
    expect(await subscriptionRow(app.db, cancelled.team_id)).toMatchObject({ status: 'cancelled', cancel_at_period_end: true });
  });

  it.each<[SubscriptionStatus, EndReason, number]>([
    ['past_due', 'cancelled', 1],
    ['past_due', 'unpaid', 1],
    ['cancelled', 'cancelled', 1],
    ['active', 'cancelled', 1],
    ['trialing', 'cancelled_in_trial', 0],
  ])('ending a %s subscription (%s) leaves nothing pending on it, once; the owners told %i time(s)', async (status, reason, mails) => {
    const { sub, email } = await subscription(status);
    expect(await app.db.transaction((tx) => endSubscription(app.deps, tx, sub, reason))).toBe(true);
    const ended = await subscriptionRow(app.db, sub.team_id);
    // The same end whoever ends it: no past-due date, no cancellation flag, no scheduled change (issue 37 —
    // cancelling while past due used to keep the scheduled change); the trial's request key stays.
    expect(ended).toMatchObject({
      status: 'ended',
      past_due_since: null,
      cancel_at_period_end: false,
      scheduled_plan_code: null,
      scheduled_period: null,
      scheduled_extra_calendars: null,
      trial_request_key: sub.trial_request_key,
    });
    expect(await app.db.transaction((tx) => endSubscription(app.deps, tx, ended!, reason))).toBe(false);
    expect(await endedMails(email)).toBe(mails);
  });
});

describe('one module writes a subscription’s status (issue 37)', () => {
  const src = fileURLToPath(new URL('../../', import.meta.url));
  /** An UPDATE of subscriptions (any alias) whose SET list, before WHERE/FROM/RETURNING, assigns the status column. */
  const SETS_STATUS = /UPDATE\s+(?:ONLY\s+)?"?subscriptions"?(?:\s+(?:AS\s+)?\w+)?\s+SET\b(?:(?!\bWHERE\b|\bFROM\b|\bRETURNING\b)[^;`])*?"?\bstatus"?\s*=/is;
  /** An INSERT into subscriptions: a new row has a status (and an upsert's DO UPDATE may set it). */
  const INSERTS = /INSERT\s+INTO\s+"?subscriptions"?[\s(]/i;
  const writesStatus = (text: string) => SETS_STATUS.test(text) || INSERTS.test(text);
  const EXEMPT = [/^db\/migrations\//, /^db\/seed\.ts$/, /\.test\.ts$/, /^modules\/billing\/subscription-lifecycle\.ts$/];

  function sources(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
  }

  it('the patterns find such SQL (so the scan below can fail)', () => {
    expect(writesStatus("tx.query(`UPDATE subscriptions SET status = 'ended', updated_at = $2 WHERE id = $1`)")).toBe(true);
    expect(writesStatus('`UPDATE subscriptions\n   SET updated_at = $2,\n       status = $3 WHERE id = $1`')).toBe(true);
    expect(writesStatus('`UPDATE subscriptions AS s SET "status" = $2 WHERE s.id = $1`')).toBe(true);
    expect(writesStatus('`INSERT INTO subscriptions (team_id, plan_code, status) VALUES ($1, $2, $3)`')).toBe(true);
    expect(writesStatus("`UPDATE subscriptions SET scheduled_plan_code = NULL WHERE team_id = $1 AND status = 'active'`")).toBe(false);
    expect(writesStatus("`UPDATE subscriptions SET past_due_since = NULL WHERE id = $1`")).toBe(false);
    expect(writesStatus("`UPDATE subscriptions_log SET status = 'x'`")).toBe(false);
    expect(writesStatus('`SELECT * FROM subscriptions WHERE team_id = $1 FOR UPDATE`')).toBe(false);
  });

  it('no source file but subscription-lifecycle.ts sets subscriptions.status (migrations, the seed and tests excepted)', () => {
    const offenders = sources(src)
      .map((f) => relative(src, f).split('\\').join('/'))
      .filter((f) => !EXEMPT.some((re) => re.test(f)))
      .filter((f) => writesStatus(readFileSync(join(src, f), 'utf8')));
    expect(offenders).toEqual([]);
    const lifecycle = readFileSync(join(src, 'modules/billing/subscription-lifecycle.ts'), 'utf8');
    expect(SETS_STATUS.test(lifecycle) && INSERTS.test(lifecycle)).toBe(true);
  });
});
