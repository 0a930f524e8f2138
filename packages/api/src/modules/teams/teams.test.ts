import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drainJobs, type TestApp } from '../../../test/harness.ts';
import { INVITES_PER_TEAM_PER_HOUR, TEAM_NAME_IN_SUBJECT_MAX } from '@waqt/contracts';
import { latestMailTo, makeUser } from '../../../test/fixtures.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const as = (token: string) => app.caller({ sessionToken: token });

describe('teams', () => {
  it('lists the personal team first, then teams by name', async () => {
    const owner = await makeUser(app.db, app.clock);
    await as(owner.token).teams.create({ name: 'Zeta Studio', slug: 'zeta-studio' });
    await as(owner.token).teams.create({ name: 'Alpha Clinic', slug: 'alpha-clinic', country: 'ae', currency: 'aed' });
    const teams = await as(owner.token).teams.list();
    expect(teams.map((t) => [t.name, t.isPersonal, t.role])).toEqual([
      [owner.user.fullName, true, 'owner'],
      ['Alpha Clinic', false, 'owner'],
      ['Zeta Studio', false, 'owner'],
    ]);
    expect(teams[1]).toMatchObject({ country: 'AE', currency: 'AED', paymentExpirationMinutes: 15 });
  });

  it('refuses a taken slug (case-insensitively) with TEAM_SLUG_TAKEN and writes nothing', async () => {
    const owner = await makeUser(app.db, app.clock);
    await as(owner.token).teams.create({ name: 'Taken', slug: 'taken-slug' });
    const before = (await as(owner.token).teams.list()).length;
    await expect(as(owner.token).teams.create({ name: 'Other', slug: 'TAKEN-slug' })).rejects.toMatchObject({ message: 'TEAM_SLUG_TAKEN' });
    expect((await as(owner.token).teams.list()).length).toBe(before);
  });

  it('slugAvailable: taken/free for anyone; "your own link is free" only for a team the caller belongs to', async () => {
    const owner = await makeUser(app.db, app.clock);
    const team = await as(owner.token).teams.create({ name: 'Secret Clinic', slug: 'secret-clinic' });
    const stranger = await makeUser(app.db, app.clock);
    // A stranger guessing team ids learns nothing: with the right id or a wrong one, the link is just taken.
    expect(await as(stranger.token).teams.slugAvailable({ slug: 'secret-clinic', teamId: team.id })).toEqual({ available: false });
    expect(await as(stranger.token).teams.slugAvailable({ slug: 'secret-clinic', teamId: stranger.personal.id })).toEqual({ available: false });
    expect(await as(stranger.token).teams.slugAvailable({ slug: 'secret-clinic' })).toEqual({ available: false });
    expect(await as(stranger.token).teams.slugAvailable({ slug: 'free-link-x', teamId: team.id })).toEqual({ available: true });
    // The team's own members editing its settings see their link as free.
    expect(await as(owner.token).teams.slugAvailable({ slug: 'SECRET-clinic', teamId: team.id })).toEqual({ available: true });
    expect(await as(owner.token).teams.slugAvailable({ slug: 'secret-clinic' })).toEqual({ available: false });
    // A removed member is a stranger again.
    const helper = await makeUser(app.db, app.clock);
    await app.db.query(`INSERT INTO team_members (team_id, user_id, role, deleted_at, created_at) VALUES ($1, $2, 'assistant', $3, $3)`, [team.id, helper.user.id, app.clock.now()]);
    expect(await as(helper.token).teams.slugAvailable({ slug: 'secret-clinic', teamId: team.id })).toEqual({ available: false });
  });

  it('validates the payment expiration period (1–1440) and updates it', async () => {
    const owner = await makeUser(app.db, app.clock);
    const team = await as(owner.token).teams.create({ name: 'Pay', slug: 'pay-team' });
    await expect(as(owner.token).teams.setPaymentExpiration({ teamId: team.id, minutes: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(as(owner.token).teams.setPaymentExpiration({ teamId: team.id, minutes: 1441 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await as(owner.token).teams.setPaymentExpiration({ teamId: team.id, minutes: 30 })).toMatchObject({ paymentExpirationMinutes: 30 });
    expect((await as(owner.token).teams.byId({ teamId: team.id })).paymentExpirationMinutes).toBe(30);
  });
});

describe('teams per user (TEAMS_PER_USER_MAX)', () => {
  /** Runs `fn` with the cap set to `max` (the config is read per request). */
  async function withCap<T>(max: number, fn: () => Promise<T>): Promise<T> {
    const before = app.deps.config.teamsPerUserMax;
    app.deps.config.teamsPerUserMax = max;
    try {
      return await fn();
    } finally {
      app.deps.config.teamsPerUserMax = before;
    }
  }

  it('is 10 by default', () => {
    expect(app.config.teamsPerUserMax).toBe(10);
  });

  it('counts the business teams the user owns: then TEAM_LIMIT_REACHED, nothing written; the personal team and teams joined as assistant do not count', async () => {
    await withCap(2, async () => {
      const owner = await makeUser(app.db, app.clock);
      const other = await makeUser(app.db, app.clock);
      const elsewhere = await as(other.token).teams.create({ name: 'Elsewhere', slug: `elsewhere-${owner.user.id.slice(0, 8)}` });
      await app.db.query(`INSERT INTO team_members (team_id, user_id, role, created_at) VALUES ($1, $2, 'assistant', $3)`, [elsewhere.id, owner.user.id, app.clock.now()]);
      await as(owner.token).teams.create({ name: 'One', slug: `one-${owner.user.id.slice(0, 8)}` });
      await as(owner.token).teams.create({ name: 'Two', slug: `two-${owner.user.id.slice(0, 8)}` });
      await expect(as(owner.token).teams.create({ name: 'Three', slug: `three-${owner.user.id.slice(0, 8)}` })).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'TEAM_LIMIT_REACHED' });
      expect((await as(owner.token).teams.list()).map((t) => [t.name, t.role])).toEqual([
        [owner.user.fullName, 'owner'],
        ['Elsewhere', 'assistant'],
        ['One', 'owner'],
        ['Two', 'owner'],
      ]);
      expect(await as(owner.token).teams.slugAvailable({ slug: `three-${owner.user.id.slice(0, 8)}` })).toEqual({ available: true });
    });
  });

  it('does not stop joining: an owner invite accepted at the cap makes one more team owned', async () => {
    await withCap(1, async () => {
      const owner = await makeUser(app.db, app.clock);
      const guest = await makeUser(app.db, app.clock);
      const team = await as(owner.token).teams.create({ name: 'Handover', slug: `handover-${owner.user.id.slice(0, 8)}` });
      await as(guest.token).teams.create({ name: 'Own', slug: `own-${guest.user.id.slice(0, 8)}` });
      await as(owner.token).invites.create({ teamId: team.id, email: guest.user.email, role: 'owner' });
      const token = /\/en\/invite\/([A-Za-z0-9_-]+)/.exec((await latestMailTo(app.db, guest.user.email))!.text)![1]!;
      await expect(as(guest.token).invites.accept({ token })).resolves.toEqual({ teamId: team.id });
      await expect(as(guest.token).teams.create({ name: 'More', slug: `more-${guest.user.id.slice(0, 8)}` })).rejects.toMatchObject({ message: 'TEAM_LIMIT_REACHED' });
    });
  });

  it('concurrent creates cannot pass the cap: 6 at once with a cap of 3 end with exactly 3', async () => {
    await withCap(3, async () => {
      const owner = await makeUser(app.db, app.clock);
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, (_, i) => as(owner.token).teams.create({ name: `Race ${i}`, slug: `race-${i}-${owner.user.id.slice(0, 8)}` })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(rejected.map((r) => (r.reason as Error).message)).toEqual(['TEAM_LIMIT_REACHED', 'TEAM_LIMIT_REACHED', 'TEAM_LIMIT_REACHED']);
      const [{ n }] = await app.db.query(
        `SELECT count(*)::int AS n FROM team_members m JOIN teams t ON t.id = m.team_id WHERE m.user_id = $1 AND m.role = 'owner' AND NOT t.is_personal`,
        [owner.user.id],
      );
      expect(n).toBe(3);
    });
  });
});

describe('members and invites', () => {
  it('invite → mail with link → accept with another account → member; single use', async () => {
    const owner = await makeUser(app.db, app.clock);
    const team = await as(owner.token).teams.create({ name: 'Riyadh Dental', slug: 'riyadh-dental-inv' });
    const guest = await makeUser(app.db, app.clock, { locale: 'ar' });
    await as(owner.token).invites.create({ teamId: team.id, email: guest.user.email.toUpperCase(), role: 'assistant' });
    const mail = await latestMailTo(app.db, guest.user.email);
    expect(mail?.locale).toBe('ar'); // the invitee's language
    expect(mail?.html).toContain('dir="rtl"');
    const token = /\/ar\/invite\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect(await app.caller().invites.preview({ token })).toEqual({ teamName: 'Riyadh Dental', role: 'assistant', email: guest.user.email, expiresAt: expect.any(String) });
    app.clock.advance(1000); // members list by joining time
    await expect(as(guest.token).invites.accept({ token })).resolves.toEqual({ teamId: team.id });
    await expect(as(guest.token).invites.accept({ token })).rejects.toMatchObject({ message: 'INVITE_INVALID' });
    const members = await as(owner.token).members.list({ teamId: team.id });
    expect(members.map((m) => [m.email, m.role])).toEqual([
      [owner.user.email, 'owner'],
      [guest.user.email, 'assistant'],
    ]);
    // The plain token is not stored.
    const rows = await app.db.query(`SELECT encode(token_hash, 'hex') AS h FROM invites`);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('inviting someone already in the team says ALREADY_MEMBER (any case of the email), sends no mail; once removed, they may be invited again', async () => {
    const owner = await makeUser(app.db, app.clock);
    const team = await as(owner.token).teams.create({ name: 'Members Only', slug: 'members-only-inv' });
    const guest = await makeUser(app.db, app.clock);
    await as(owner.token).invites.create({ teamId: team.id, email: guest.user.email });
    const token = /invite\/([A-Za-z0-9_-]+)/.exec((await latestMailTo(app.db, guest.user.email))!.text)![1]!;
    await as(guest.token).invites.accept({ token });
    const mails = async () => {
      await drainJobs(app.db);
      return Number((await app.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM mail_messages WHERE to_address = $1`, [guest.user.email]))[0]!.n);
    };
    const before = await mails();
    await expect(as(owner.token).invites.create({ teamId: team.id, email: guest.user.email.toUpperCase() })).rejects.toMatchObject({ message: 'ALREADY_MEMBER', code: 'CONFLICT' });
    // The owner, too, is a member.
    await expect(as(owner.token).invites.create({ teamId: team.id, email: owner.user.email })).rejects.toMatchObject({ message: 'ALREADY_MEMBER' });
    expect(await mails()).toBe(before);
    expect(await as(owner.token).invites.list({ teamId: team.id, status: 'pending' })).toEqual([]);
    const member = (await as(owner.token).members.list({ teamId: team.id })).find((m) => m.userId === guest.user.id)!;
    await as(owner.token).members.remove({ teamId: team.id, memberId: member.id });
    await expect(as(owner.token).invites.create({ teamId: team.id, email: guest.user.email })).resolves.toMatchObject({ status: 'pending' });
  });

  it('a cancelled invite is invalid; an expired one says it expired', async () => {
    const owner = await makeUser(app.db, app.clock);
    const team = await as(owner.token).teams.create({ name: 'Exp', slug: 'exp-team' });
    const guest = await makeUser(app.db, app.clock);
    const inv = await as(owner.token).invites.create({ teamId: team.id, email: guest.user.email });
    const token1 = /invite\/([A-Za-z0-9_-]+)/.exec((await latestMailTo(app.db, guest.user.email))!.text)![1]!;
    await as(owner.token).invites.cancel({ teamId: team.id, inviteId: inv.id });
    await expect(as(guest.token).invites.accept({ token: token1 })).rejects.toMatchObject({ message: 'INVITE_INVALID' });
    expect((await as(owner.token).invites.list({ teamId: team.id, status: 'cancelled' })).map((i) => i.status)).toEqual(['cancelled']);

    await as(owner.token).invites.create({ teamId: team.id, email: guest.user.email });
    const token2 = /invite\/([A-Za-z0-9_-]+)/.exec((await latestMailTo(app.db, guest.user.email))!.text)![1]!;
    app.clock.advance(7 * 24 * 3600 * 1000 + 1);
    await expect(app.caller().invites.preview({ token: token2 })).rejects.toMatchObject({ message: 'INVITE_EXPIRED' });
    await expect(as(guest.token).invites.accept({ token: token2 })).rejects.toMatchObject({ message: 'INVITE_EXPIRED' });
  });

  it('the last owner can be neither demoted nor removed; others can', async () => {
    const owner = await makeUser(app.db, app.clock);
    const team = await as(owner.token).teams.create({ name: 'Own', slug: 'own-team' });
    const [me] = await as(owner.token).members.list({ teamId: team.id });
    await expect(as(owner.token).members.changeRole({ teamId: team.id, memberId: me!.id, role: 'assistant' })).rejects.toMatchObject({ message: 'LAST_OWNER' });
    await expect(as(owner.token).members.remove({ teamId: team.id, memberId: me!.id })).rejects.toMatchObject({ message: 'LAST_OWNER' });

    const helper = await makeUser(app.db, app.clock);
    await as(owner.token).invites.create({ teamId: team.id, email: helper.user.email });
    const token = /invite\/([A-Za-z0-9_-]+)/.exec((await latestMailTo(app.db, helper.user.email))!.text)![1]!;
    await as(helper.token).invites.accept({ token });
    const helperMember = (await as(owner.token).members.list({ teamId: team.id })).find((m) => m.userId === helper.user.id)!;
    await as(owner.token).members.remove({ teamId: team.id, memberId: helperMember.id });
    expect((await as(owner.token).members.list({ teamId: team.id, status: 'deleted' })).map((m) => m.userId)).toEqual([helper.user.id]);
    // A deleted member loses access at once.
    await expect(as(helper.token).teams.byId({ teamId: team.id })).rejects.toMatchObject({ message: 'NOT_FOUND' });
  });

  it('only the invited, verified account may accept; a stranger holding the link gets INVITE_INVALID', async () => {
    const owner = await makeUser(app.db, app.clock);
    const team = await as(owner.token).teams.create({ name: 'Bearer', slug: 'bearer-team' });
    const invitee = await makeUser(app.db, app.clock);
    await as(owner.token).invites.create({ teamId: team.id, email: invitee.user.email, role: 'owner' });
    const token = /invite\/([A-Za-z0-9_-]+)/.exec((await latestMailTo(app.db, invitee.user.email))!.text)![1]!;

    const stranger = await makeUser(app.db, app.clock);
    await expect(as(stranger.token).invites.accept({ token })).rejects.toMatchObject({ message: 'INVITE_INVALID' });
    // Same address, but never verified (anyone can register any address): refused too.
    await app.db.query(`UPDATE users SET email_verified_at = NULL WHERE id = $1`, [invitee.user.id]);
    await expect(as(invitee.token).invites.accept({ token })).rejects.toMatchObject({ message: 'INVITE_INVALID' });
    expect((await as(owner.token).members.list({ teamId: team.id })).map((m) => m.userId)).toEqual([owner.user.id]);
    expect((await as(owner.token).invites.list({ teamId: team.id })).map((i) => i.status)).toEqual(['pending']);

    await app.db.query(`UPDATE users SET email_verified_at = $2 WHERE id = $1`, [invitee.user.id, app.clock.now()]);
    await expect(as(invitee.token).invites.accept({ token })).resolves.toEqual({ teamId: team.id });
    expect((await as(owner.token).members.list({ teamId: team.id })).map((m) => `${m.userId}:${m.role}`).sort()).toEqual(
      [`${owner.user.id}:owner`, `${invitee.user.id}:owner`].sort(),
    );
  });

  it(`limits invites to ${INVITES_PER_TEAM_PER_HOUR} per team per hour, even sent all at once`, async () => {
    const owner = await makeUser(app.db, app.clock);
    const team = await as(owner.token).teams.create({ name: 'Spammy', slug: 'spammy-team' });
    const results = await Promise.allSettled(
      Array.from({ length: INVITES_PER_TEAM_PER_HOUR + 5 }, (_, i) => as(owner.token).invites.create({ teamId: team.id, email: `spam${i}@example.com` })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(INVITES_PER_TEAM_PER_HOUR);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => (r.reason as Error).message);
    expect(refused).toEqual(Array(5).fill('INVITE_LIMIT_REACHED'));
    expect((await as(owner.token).invites.list({ teamId: team.id })).length).toBe(INVITES_PER_TEAM_PER_HOUR);
    // Another team is not affected; an hour later this one may invite again.
    const other = await as(owner.token).teams.create({ name: 'Calm', slug: 'calm-team' });
    await expect(as(owner.token).invites.create({ teamId: other.id, email: 'calm@example.com' })).resolves.toMatchObject({ status: 'pending' });
    app.clock.advance(3_600_000);
    await expect(as(owner.token).invites.create({ teamId: team.id, email: 'later@example.com' })).resolves.toMatchObject({ status: 'pending' });
  }, 60_000);

  it("a team name cannot pose as the product's words in the invite mail", async () => {
    const owner = await makeUser(app.db, app.clock);
    const name = 'Waqt Security: your account is locked, confirm at https://evil.example <b>now</b> or lose access';
    const team = await as(owner.token).teams.create({ name, slug: 'posing-team' });
    for (const locale of ['en', 'ar'] as const) {
      const guest = await makeUser(app.db, app.clock, { locale });
      await as(owner.token).invites.create({ teamId: team.id, email: guest.user.email });
      const mail = (await latestMailTo(app.db, guest.user.email))!;
      // The subject quotes a clipped name: it never carries the whole sentence.
      const quoted = locale === 'en' ? /“([^”]*)”/.exec(mail.subject)![1]! : /«([^»]*)»/.exec(mail.subject)![1]!;
      expect(quoted.length).toBeLessThanOrEqual(TEAM_NAME_IN_SUBJECT_MAX);
      expect(quoted.endsWith('…')).toBe(true);
      expect(mail.subject).not.toContain('evil.example');
      // Text and HTML quote the full name; HTML escapes it.
      expect(mail.text).toContain(locale === 'en' ? `“${name}”` : `«${name}»`);
      expect(mail.html).not.toContain('<b>now</b>');
      expect(mail.html).toContain('&lt;b&gt;now&lt;/b&gt;');
    }
  });

  it('the personal team has no members or invites', async () => {
    const owner = await makeUser(app.db, app.clock);
    const c = as(owner.token);
    const teamId = owner.personal.id;
    await expect(c.invites.create({ teamId, email: 'x@example.com' })).rejects.toMatchObject({ message: 'PERSONAL_TEAM' });
    expect(await c.invites.list({ teamId })).toEqual([]);
    // Its owner alone, whose role cannot change (PERSONAL_TEAM before LAST_OWNER is even asked).
    const members = await c.members.list({ teamId });
    expect(members.map((m) => [m.userId, m.role])).toEqual([[owner.user.id, 'owner']]);
    await expect(c.members.changeRole({ teamId, memberId: members[0]!.id, role: 'assistant' })).rejects.toMatchObject({ message: 'PERSONAL_TEAM' });
  });
});

describe('authorization matrix', () => {
  it('a user of team A sees nothing of team B, and an assistant cannot use owner-only procedures', async () => {
    const a = await makeUser(app.db, app.clock);
    const b = await makeUser(app.db, app.clock);
    const teamB = await as(b.token).teams.create({ name: 'Team B', slug: 'team-b-matrix' });
    const asst = await makeUser(app.db, app.clock);
    await as(b.token).invites.create({ teamId: teamB.id, email: asst.user.email, role: 'assistant' });
    const token = /invite\/([A-Za-z0-9_-]+)/.exec((await latestMailTo(app.db, asst.user.email))!.text)![1]!;
    await as(asst.token).invites.accept({ token });
    const [ownerMember] = await as(b.token).members.list({ teamId: teamB.id });
    const [invite] = await as(b.token).invites.list({ teamId: teamB.id, status: 'pending' }).then(async (l) => (l.length ? l : [await as(b.token).invites.create({ teamId: teamB.id, email: 'z@example.com' })]));

    const teamId = teamB.id;
    const calls: [string, (c: ReturnType<typeof as>) => Promise<unknown>, 'owner' | 'member'][] = [
      ['teams.byId', (c) => c.teams.byId({ teamId }), 'member'],
      ['teams.update', (c) => c.teams.update({ teamId, name: 'X', slug: 'x-x', country: 'SA', currency: 'SAR' }), 'owner'],
      ['teams.setPaymentExpiration', (c) => c.teams.setPaymentExpiration({ teamId, minutes: 5 }), 'owner'],
      ['members.list', (c) => c.members.list({ teamId }), 'member'],
      ['members.changeRole', (c) => c.members.changeRole({ teamId, memberId: ownerMember!.id, role: 'assistant' }), 'owner'],
      ['members.remove', (c) => c.members.remove({ teamId, memberId: ownerMember!.id }), 'owner'],
      ['invites.list', (c) => c.invites.list({ teamId }), 'owner'],
      ['invites.create', (c) => c.invites.create({ teamId, email: 'q@example.com' }), 'owner'],
      ['invites.resend', (c) => c.invites.resend({ teamId, inviteId: invite!.id }), 'owner'],
      ['invites.cancel', (c) => c.invites.cancel({ teamId, inviteId: invite!.id }), 'owner'],
    ];
    for (const [name, call, needs] of calls) {
      await expect(call(as(a.token)), `${name} from another team`).rejects.toMatchObject({ message: 'NOT_FOUND' });
      await expect(call(app.caller()), `${name} logged out`).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      if (needs === 'owner') await expect(call(as(asst.token)), `${name} as assistant`).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'PERMISSION_DISABLED' });
      else await expect(call(as(asst.token)), `${name} as assistant`).resolves.toBeDefined();
    }
    // Nothing changed for team B.
    expect((await as(b.token).teams.byId({ teamId })).name).toBe('Team B');
    expect((await as(b.token).members.list({ teamId })).length).toBe(2);
  });
});
