import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_RESENDS_PER_DAY } from '@waqt/contracts';
import { createTestApp, drainJobs, type TestApp } from '../../../test/harness.ts';
import { errorCode, latestMailTo, makeUser } from '../../../test/fixtures.ts';
import { loadConfig } from '../../config.ts';

/** Invites that work for a clinic (issue 36, item 8; docs/decisions.md). */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const as = (token: string) => app.caller({ sessionToken: token });
const DAY = 24 * 3_600_000;
const tokenIn = (text: string) => /\/(?:en|ar)\/invite\/([A-Za-z0-9_-]+)/.exec(text)![1]!;
const linkIn = (text: string) => /https?:\/\/\S+\/(?:en|ar)\/invite\/[A-Za-z0-9_-]+/.exec(text)![0];

async function mailsTo(email: string): Promise<number> {
  await drainJobs(app.db);
  return Number((await app.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM mail_messages WHERE to_address = $1`, [email]))[0]!.n);
}

let seq = 0;
/** An owner with a business team (in its trial: members allowed) and `calendars` named calendars. */
async function clinic(calendars: string[] = []) {
  seq++;
  const owner = await makeUser(app.db, app.clock);
  const team = await as(owner.token).teams.create({ name: `Clinic ${seq}`, slug: `inv-clinic-${seq}` });
  const cals = [];
  for (const name of calendars) cals.push(await as(owner.token).calendars.create({ teamId: team.id, name, slug: `inv-${seq}-${name.toLowerCase().replace(/\W+/g, '-')}` }));
  return { owner, team, cals, c: as(owner.token) };
}

describe('calendars chosen in the invite', () => {
  it('an assistant invited with calendars sees exactly those on joining; one deleted meanwhile is skipped', async () => {
    const { team, cals, c } = await clinic(['Dr Sara', 'Dr Omar', 'X-ray room', 'Dr Huda']);
    const [sara, omar, xray, huda] = cals as [(typeof cals)[0], (typeof cals)[0], (typeof cals)[0], (typeof cals)[0]];
    const guest = await makeUser(app.db, app.clock);
    const invite = await c.invites.create({ teamId: team.id, email: guest.user.email, role: 'assistant', calendarIds: [sara.id, xray.id, huda.id] });
    expect([...invite.calendarIds].sort()).toEqual([sara.id, xray.id, huda.id].sort());
    // Dr Huda's calendar goes before the invite is accepted.
    await c.calendars.delete({ teamId: team.id, calendarId: huda.id });
    expect((await c.invites.list({ teamId: team.id })).at(0)?.calendarIds.sort()).toEqual([sara.id, xray.id].sort());

    await expect(as(guest.token).invites.accept({ token: tokenIn((await latestMailTo(app.db, guest.user.email))!.text) })).resolves.toEqual({ teamId: team.id });
    const seen = await as(guest.token).calendars.list({ teamId: team.id });
    expect(seen.map((x) => x.id).sort()).toEqual([sara.id, xray.id].sort());
    await expect(as(guest.token).calendars.byId({ teamId: team.id, calendarId: omar.id })).rejects.toMatchObject({ message: 'NOT_FOUND' });
    // The owner's members page shows the same assignment.
    const member = (await c.members.list({ teamId: team.id })).find((m) => m.userId === guest.user.id)!;
    const owned = await c.calendars.list({ teamId: team.id });
    expect(owned.filter((x) => x.memberIds.includes(member.id)).map((x) => x.name)).toEqual(['Dr Sara', 'X-ray room']);
  });

  it('without calendars the assistant sees none; an owner invite assigns none and sees all', async () => {
    const { team, cals, c } = await clinic(['Main chair', 'Second chair']);
    const assistant = await makeUser(app.db, app.clock);
    const owner2 = await makeUser(app.db, app.clock);
    await c.invites.create({ teamId: team.id, email: assistant.user.email });
    const ownerInvite = await c.invites.create({ teamId: team.id, email: owner2.user.email, role: 'owner', calendarIds: [cals[0]!.id] });
    expect(ownerInvite.calendarIds).toEqual([]);
    await as(assistant.token).invites.accept({ token: tokenIn((await latestMailTo(app.db, assistant.user.email))!.text) });
    await as(owner2.token).invites.accept({ token: tokenIn((await latestMailTo(app.db, owner2.user.email))!.text) });
    expect(await as(assistant.token).calendars.list({ teamId: team.id })).toEqual([]);
    expect((await as(owner2.token).calendars.list({ teamId: team.id })).length).toBe(2);
    expect(await app.db.query(`SELECT 1 FROM calendar_members cm JOIN team_members tm ON tm.id = cm.member_id WHERE tm.team_id = $1`, [team.id])).toEqual([]);
  });

  it("another team's calendar (or one deleted while the dialog was open) is refused with INVITE_CALENDAR_NOT_FOUND; nothing is sent", async () => {
    const { team, cals, c } = await clinic(['Room 1']);
    const other = await clinic(['Elsewhere']);
    const email = `cal-refused-${seq}@example.com`;
    expect(await errorCode(c.invites.create({ teamId: team.id, email, calendarIds: [cals[0]!.id, other.cals[0]!.id] }))).toBe('INVITE_CALENDAR_NOT_FOUND');
    expect(await c.invites.list({ teamId: team.id })).toEqual([]);
    expect(await mailsTo(email)).toBe(0);
  });
});

describe("the invitee's language", () => {
  it('the inviter picks it: the mail, its link and the stored invite are in that language, whatever the accounts say', async () => {
    const { team, c } = await clinic();
    const guest = await makeUser(app.db, app.clock, { locale: 'en' });
    const invite = await c.invites.create({ teamId: team.id, email: guest.user.email, locale: 'ar' });
    expect(invite.locale).toBe('ar');
    const mail = (await latestMailTo(app.db, guest.user.email))!;
    expect(mail.locale).toBe('ar');
    expect(mail.subject).toContain('دعوة للانضمام إلى فريق');
    expect(mail.text).toContain('صالح لمدة 7 أيام');
    expect(mail.html).toContain('dir="rtl"');
    expect(linkIn(mail.text)).toContain('/ar/invite/');
    // The owner's list keeps the language and the same link to copy.
    const [listed] = await c.invites.list({ teamId: team.id });
    expect(listed).toMatchObject({ locale: 'ar', link: linkIn(mail.text) });

    // And English to someone whose account is Arabic.
    const arabic = await makeUser(app.db, app.clock, { locale: 'ar' });
    await c.invites.create({ teamId: team.id, email: arabic.user.email, locale: 'en' });
    const en = (await latestMailTo(app.db, arabic.user.email))!;
    expect(en.locale).toBe('en');
    expect(en.text).toContain('valid for 7 days');
    expect(linkIn(en.text)).toContain('/en/invite/');
  });
});

describe('resending', () => {
  it(`is limited: not within a minute of the last mail, ${INVITE_RESENDS_PER_DAY} a day; each resend mails the same link, valid anew`, async () => {
    const { team, c } = await clinic();
    const email = `resend-${seq}@example.com`;
    const invite = await c.invites.create({ teamId: team.id, email });
    const link = linkIn((await latestMailTo(app.db, email))!.text);
    expect(await errorCode(c.invites.resend({ teamId: team.id, inviteId: invite.id }))).toBe('INVITE_RESEND_LIMITED');
    expect(await mailsTo(email)).toBe(1);
    for (let i = 1; i <= INVITE_RESENDS_PER_DAY; i++) {
      app.clock.advance(61_000);
      const resent = await c.invites.resend({ teamId: team.id, inviteId: invite.id });
      expect(resent).toMatchObject({ status: 'pending', link, sentAt: app.clock.now().toISOString(), expiresAt: new Date(app.clock.now().getTime() + 7 * DAY).toISOString() });
      expect(linkIn((await latestMailTo(app.db, email))!.text)).toBe(link);
      // At once again: refused, whatever the daily count.
      expect(await errorCode(c.invites.resend({ teamId: team.id, inviteId: invite.id }))).toBe('INVITE_RESEND_LIMITED');
    }
    expect(await mailsTo(email)).toBe(1 + INVITE_RESENDS_PER_DAY);
    app.clock.advance(61_000);
    expect(await errorCode(c.invites.resend({ teamId: team.id, inviteId: invite.id }))).toBe('INVITE_RESEND_LIMITED');
    expect(await mailsTo(email)).toBe(1 + INVITE_RESENDS_PER_DAY);
    // A day after the first resend, one more is allowed.
    app.clock.advance(DAY);
    await expect(c.invites.resend({ teamId: team.id, inviteId: invite.id })).resolves.toMatchObject({ status: 'pending' });
  });

  it('ten resends at once send one mail', async () => {
    const { team, c } = await clinic();
    const email = `resend-race-${seq}@example.com`;
    const invite = await c.invites.create({ teamId: team.id, email });
    app.clock.advance(61_000);
    const codes = await Promise.all(Array.from({ length: 10 }, () => errorCode(c.invites.resend({ teamId: team.id, inviteId: invite.id }))));
    expect(codes.filter((x) => x === 'no error')).toHaveLength(1);
    expect(codes.filter((x) => x === 'INVITE_RESEND_LIMITED')).toHaveLength(9);
    expect(await mailsTo(email)).toBe(2);
  });

  it('an expired invite resent works again with its first link; a cancelled or accepted one cannot be resent; assistants cannot resend', async () => {
    const { team, c } = await clinic(['Chair']);
    const guest = await makeUser(app.db, app.clock);
    const invite = await c.invites.create({ teamId: team.id, email: guest.user.email, calendarIds: [] });
    const token = tokenIn((await latestMailTo(app.db, guest.user.email))!.text);
    app.clock.advance(7 * DAY + 1);
    expect(await errorCode(as(guest.token).invites.accept({ token }))).toBe('INVITE_EXPIRED');
    expect((await c.invites.list({ teamId: team.id, status: 'cancelled' })).map((i) => [i.status, i.link])).toEqual([['expired', null]]);
    await c.invites.resend({ teamId: team.id, inviteId: invite.id });
    expect(tokenIn((await latestMailTo(app.db, guest.user.email))!.text)).toBe(token);
    await expect(as(guest.token).invites.accept({ token })).resolves.toEqual({ teamId: team.id });
    app.clock.advance(61_000);
    expect(await errorCode(c.invites.resend({ teamId: team.id, inviteId: invite.id }))).toBe('NOT_FOUND');

    const other = await c.invites.create({ teamId: team.id, email: `cancelled-${seq}@example.com` });
    await c.invites.cancel({ teamId: team.id, inviteId: other.id });
    app.clock.advance(61_000);
    expect(await errorCode(c.invites.resend({ teamId: team.id, inviteId: other.id }))).toBe('NOT_FOUND');
    const third = await c.invites.create({ teamId: team.id, email: `third-${seq}@example.com` });
    app.clock.advance(61_000);
    expect(await errorCode(as(guest.token).invites.resend({ teamId: team.id, inviteId: third.id }))).toBe('PERMISSION_DISABLED');
  });
});

describe('validity', () => {
  it('is 7 days by default: valid until then, then INVITE_EXPIRED on the page and on accepting', async () => {
    const { team, c } = await clinic();
    const guest = await makeUser(app.db, app.clock);
    const invite = await c.invites.create({ teamId: team.id, email: guest.user.email });
    expect(Date.parse(invite.expiresAt) - app.clock.now().getTime()).toBe(7 * DAY);
    const token = tokenIn((await latestMailTo(app.db, guest.user.email))!.text);
    app.clock.advance(7 * DAY - 1000);
    await expect(app.caller().invites.preview({ token })).resolves.toMatchObject({ teamName: team.name, email: guest.user.email, expiresAt: invite.expiresAt });
    app.clock.advance(1000);
    expect(await errorCode(app.caller().invites.preview({ token }))).toBe('INVITE_EXPIRED');
    expect(await errorCode(as(guest.token).invites.accept({ token }))).toBe('INVITE_EXPIRED');
    // A cancelled or unknown one is still simply invalid.
    expect(await errorCode(app.caller().invites.preview({ token: `${token}x` }))).toBe('INVITE_INVALID');
  });

  it('follows INVITE_VALID_DAYS, in the mail too', async () => {
    const { team, owner } = await clinic();
    const config = { ...app.config, inviteValidMs: loadConfig({ INVITE_VALID_DAYS: '2' }).inviteValidMs };
    const c = app.caller({ sessionToken: owner.token, config });
    const guest = await makeUser(app.db, app.clock);
    const invite = await c.invites.create({ teamId: team.id, email: guest.user.email });
    expect(Date.parse(invite.expiresAt) - app.clock.now().getTime()).toBe(2 * DAY);
    const mail = (await latestMailTo(app.db, guest.user.email))!;
    expect(mail.text).toContain('valid for 2 days');
    app.clock.advance(2 * DAY);
    expect(await errorCode(app.caller({ config }).invites.preview({ token: tokenIn(mail.text) }))).toBe('INVITE_EXPIRED');
  });
});
