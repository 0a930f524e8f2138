import type { DataSource } from 'typeorm';
import { DEFAULT_TIMEZONE } from '@waqt/contracts';
import { insertUser, userByEmail, userById, type User } from '../src/modules/auth/auth.queries.ts';
import { one } from '../src/db/sql.ts';
import { insertMember, insertTeam } from '../src/modules/teams/teams.queries.ts';
import { createSession } from '../src/modules/auth/session.service.ts';
import type { Clock } from '../src/clock.ts';
import { SESSION_COOKIE, type Context } from '../src/trpc/context.ts';
import { drainJobs, type TestApp } from './harness.ts';

let n = 0;
/** A verified account as sign-up and its code leave it: no team yet (the setup makes one), a session token. */
export async function makeAccount(db: DataSource, clock: Clock, over: Partial<User> = {}) {
  n++;
  const user = await insertUser(db, {
    email: `user${n}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    fullName: `User ${n}`,
    passwordHash: null,
    locale: 'en',
    timezone: DEFAULT_TIMEZONE,
    businessUse: false,
    emailVerifiedAt: clock.now(),
    createdAt: clock.now(),
    ...over,
  });
  const { token } = await createSession(db, clock, user.id);
  return { user, token };
}

/** A verified user with a personal team (as "just me" in the setup leaves it) and a session token. */
export async function makeUser(db: DataSource, clock: Clock, over: Partial<User> = {}) {
  const { user, token } = await makeAccount(db, clock, over);
  const personal = await insertTeam(db, { name: user.fullName, slug: `p-${user.id.slice(0, 8)}`, country: 'SA', currency: 'SAR', isPersonal: true, trialEndsAt: null, now: clock.now() });
  await insertMember(db, { teamId: personal.id, userId: user.id, role: 'owner', now: clock.now() });
  return { user, token, personal };
}

/** A user that must exist, by email or id (typed SQL, as the app reads it). */
export async function findUser(db: DataSource, by: { email: string } | { id: string }): Promise<User> {
  const user = 'email' in by ? await userByEmail(db, by.email) : await userById(db, by.id);
  if (!user) throw new Error(`no user ${JSON.stringify(by)}`);
  return user;
}

/** How many rows a table has. */
export async function countRows(db: DataSource, table: 'users' | 'teams' | 'team_members'): Promise<number> {
  return (await one<{ n: number }>(db, `SELECT count(*)::int AS n FROM ${table}`))!.n;
}

/** Latest mail to an address, from the dev mailbox (after the queue has sent what is due). */
export async function latestMailTo(db: DataSource, to: string) {
  await drainJobs(db);
  const rows = await db.query(`SELECT subject, text, html, locale FROM mail_messages WHERE to_address = $1 ORDER BY seq DESC LIMIT 1`, [to]);
  return rows[0] as { subject: string; text: string; html: string; locale: string } | undefined;
}

/** A caller that keeps the cookies the API sets (the session's as `jar.token`), like a browser on one IP. */
export function browserOn(app: { caller: (over?: Partial<Context>) => ReturnType<TestApp['caller']> }, ip: string) {
  const jar: { token?: string; cookies: Record<string, string> } = { cookies: {} };
  const caller = () =>
    app.caller({
      ip,
      sessionToken: jar.token,
      cookie: (name) => jar.cookies[name],
      setCookie: (name, v) => {
        if (name === SESSION_COOKIE) jar.token = v;
        else jar.cookies[name] = v;
      },
      clearCookie: (name) => {
        if (name === SESSION_COOKIE) delete jar.token;
        else delete jar.cookies[name];
      },
    });
  return { jar, caller };
}

/** The 6-digit code in a mail's text. */
export const codeOf = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

/** The stable error code a call fails with, or 'no error'. */
export async function errorCode(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    return (e as { message: string }).message;
  }
  return 'no error';
}
