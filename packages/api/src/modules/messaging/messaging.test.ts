import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PhoneChannel } from '@waqt/contracts';
import { errorCode, makeUser } from '../../../test/fixtures.ts';
import { phoneSandboxSuite } from '../../../test/messaging.ts';
import { insertMember } from '../teams/teams.queries.ts';
import { channelCredentials } from './channels.service.ts';
import { isOptedOut, isStopReply, optOutToken } from './opt-outs.ts';
import { applyDeliveryStatus } from './webhooks.ts';

/**
 * The phone channels through the API (issue 24): settings with sealed secrets, real sends through the
 * clients to the phone sandbox, its delivery callbacks arriving at the API's webhooks and moving the
 * delivery log forward only, STOP replies and the opt-out link, and the dev phone inbox.
 */

const suite = phoneSandboxSuite();
const app = () => suite.app;
const phone = () => suite.phone;

let seq = 0;
const visitor = () => app().caller({ ip: `10.41.${Math.floor(seq / 250) % 250}.${(++seq % 250) + 1}` });
const sign = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const WHATSAPP = (n: number) => ({
  channel: 'whatsapp' as const,
  senderName: 'عيادة الرياض',
  phoneNumberId: `10987654${String(n).padStart(5, '0')}`,
  accessToken: `EAAGtestAccessToken${n}`,
  appSecret: `app-secret-of-clinic-${n}`,
  templates: { en: { name: 'booking_reminder', language: 'en_US' }, ar: { name: 'booking_reminder', language: 'ar' } },
});

/** A business team with a calendar, a free event type and a confirmed booking by `bookerPhone` (a local Saudi number). */
async function clinic(bookerPhone = '0501234567') {
  app().clock.set('2026-11-22T09:00:00Z');
  const n = ++seq;
  const owner = await makeUser(app().db, app().clock);
  const c = app().caller({ sessionToken: owner.token });
  const team = await c.teams.create({ name: `Clinic ${n}`, slug: `clinic-${n}-${owner.user.id.slice(0, 6)}` });
  const calendar = await c.calendars.create({ teamId: team.id, name: `Room ${n}`, slug: `room-${n}-${owner.user.id.slice(0, 6)}` });
  const [schedule] = await app().db.query<{ id: string }[]>(`SELECT id FROM schedules WHERE calendar_id = $1 LIMIT 1`, [calendar.id]);
  await c.eventTypes.create({ teamId: team.id, calendarId: calendar.id, scheduleId: schedule!.id, title: 'Visit', slug: 'visit', durationMinutes: 30 });
  const booked = await visitor().public.book({
    calendarSlug: calendar.slug,
    eventTypeSlug: 'visit',
    start: `2026-11-24T0${6 + (n % 4)}:00:00.000Z`,
    timezone: 'Asia/Riyadh',
    locale: 'ar',
    booker: { name: 'نورة', email: `noura${n}@example.com`, phone: bookerPhone, messagingConsent: true },
  });
  return { n, owner, c, team, bookingId: booked.bookingId };
}

let offset = 30;
/**
 * A phone message of the booking sent for real through the team's channel (the messenger → the sandbox),
 * as the reminder job records it: `sent`, with the provider's id.
 */
async function sendFor(cl: Awaited<ReturnType<typeof clinic>>, channel: PhoneChannel, to: string) {
  const now = app().clock.now();
  const [row] = await app().db.query<{ id: string }[]>(
    `INSERT INTO booking_messages (booking_id, team_id, sequence, channel, offset_minutes, due_at, status, recipient, attempts, created_at, updated_at)
     VALUES ($1, $2, 0, $3, $4, $5, 'queued', $6, 1, $5, $5) RETURNING id`,
    [cl.bookingId, cl.team.id, channel, ++offset, now, to],
  );
  const credentials = await channelCredentials(app().deps, app().db, cl.team.id, channel);
  expect(credentials).not.toBeNull();
  const sent = await app().deps.messenger.send(credentials!, { to, locale: 'ar', text: `تذكير بموعدك <غداً> ${offset}`, templateParams: ['نورة', 'غداً'], correlationId: row!.id });
  await app().db.query(`UPDATE booking_messages SET status = 'sent', sent_at = $2, provider_message_id = $3 WHERE id = $1`, [row!.id, now, sent.providerMessageId]);
  return { id: row!.id, providerMessageId: sent.providerMessageId };
}

const logRow = async (id: string) =>
  (await app().db.query<{ status: string; reason: string | null; detail: string | null; sent_at: Date | null; delivered_at: Date | null }[]>(`SELECT status, reason, detail, sent_at, delivered_at FROM booking_messages WHERE id = $1`, [id]))[0]!;

/** A Meta status webhook for one message of `phoneNumberId`. */
const statusBody = (phoneNumberId: string, id: string, status: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '15550001', phone_number_id: phoneNumberId }, statuses: [{ id, status, timestamp: '1795338060', recipient_id: '966501234567', ...extra }] } }] }],
  });
const postMeta = (path: string, body: string, signature?: string) =>
  fetch(`${phone().api}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(signature ? { 'X-Hub-Signature-256': signature } : {}) }, body });

describe('channel settings', () => {
  it('owners save SMS and WhatsApp channels: secrets sealed at rest, never shown, kept on edits; first saves need them', async () => {
    const { c, team, owner } = await clinic();
    // A first save without the secret: which fields are missing.
    const first = await c.messaging.saveChannel({ teamId: team.id, settings: { channel: 'sms', senderName: 'Clinic' } }).catch((e: { message: string; cause?: { fields?: unknown } }) => e);
    expect([(first as { message: string }).message, (first as { cause?: { fields?: unknown } }).cause?.fields]).toEqual(['MESSAGING_CHANNEL_CONFIG', [{ path: 'settings.appSid', issue: 'required' }]]);
    const w = WHATSAPP(1);
    const noSecrets = await c.messaging.saveChannel({ teamId: team.id, settings: { ...w, accessToken: undefined, appSecret: undefined } }).catch((e: { cause?: { fields?: unknown } }) => e.cause?.fields);
    expect(noSecrets).toEqual([{ path: 'settings.accessToken', issue: 'required' }, { path: 'settings.appSecret', issue: 'required' }]);

    const sms = await c.messaging.saveChannel({ teamId: team.id, settings: { channel: 'sms', senderName: 'Clinic', appSid: 'AppSidOfTheClinic01' } });
    expect(sms).toMatchObject({ channel: 'sms', provider: 'unifonic', enabled: true, senderName: 'Clinic', phoneNumberId: null, templates: null, hasSecrets: true });
    expect(sms.webhookUrl).toMatch(new RegExp(`^${phone().api}/hook/unifonic/[A-Za-z0-9_-]{32}$`));
    const wa = await c.messaging.saveChannel({ teamId: team.id, settings: w });
    expect(wa).toMatchObject({ channel: 'whatsapp', provider: 'whatsapp_cloud', phoneNumberId: w.phoneNumberId, templates: w.templates, hasSecrets: true });
    expect(wa.webhookUrl).toMatch(new RegExp(`^${phone().api}/hook/whatsapp/[A-Za-z0-9_-]{32}$`));
    const listed = JSON.stringify(await c.messaging.channels({ teamId: team.id }));
    for (const secret of ['AppSidOfTheClinic01', w.accessToken, w.appSecret]) expect(listed).not.toContain(secret);
    const rows = await app().db.query<{ channel: string; secrets_enc: string }[]>(`SELECT channel, secrets_enc FROM messaging_channels WHERE team_id = $1`, [team.id]);
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r.secrets_enc).toMatch(/^v1\./);
      for (const secret of ['AppSidOfTheClinic01', w.accessToken, w.appSecret]) expect(r.secrets_enc).not.toContain(secret);
    }

    // An edit without secrets keeps them; a new sender name is taken; switched off, nothing sends.
    await c.messaging.saveChannel({ teamId: team.id, settings: { channel: 'sms', senderName: 'Clinic RUH' } });
    expect(await channelCredentials(app().deps, app().db, team.id, 'sms')).toEqual({ channel: 'sms', provider: 'unifonic', senderName: 'Clinic RUH', appSid: 'AppSidOfTheClinic01' });
    await c.messaging.saveChannel({ teamId: team.id, settings: { ...w, accessToken: 'EAAGrotatedAccessToken', appSecret: undefined } });
    expect(await channelCredentials(app().deps, app().db, team.id, 'whatsapp')).toMatchObject({ accessToken: 'EAAGrotatedAccessToken', phoneNumberId: w.phoneNumberId });
    await c.messaging.saveChannel({ teamId: team.id, settings: { channel: 'sms', senderName: 'Clinic RUH' }, enabled: false });
    expect(await channelCredentials(app().deps, app().db, team.id, 'sms')).toBeNull();

    // Another team's id, a personal team, an assistant, removal.
    const other = await clinic();
    expect(await errorCode(other.c.messaging.channels({ teamId: team.id }))).toBe('NOT_FOUND');
    expect(await errorCode(other.c.messaging.removeChannel({ teamId: team.id, channel: 'sms' }))).toBe('NOT_FOUND');
    expect(await errorCode(c.messaging.saveChannel({ teamId: owner.personal.id, settings: { channel: 'sms', senderName: 'Myself', appSid: 'AppSidPersonal001' } }))).toBe('MESSAGING_NOT_AVAILABLE');
    const assistant = await makeUser(app().db, app().clock);
    await insertMember(app().db, { teamId: team.id, userId: assistant.user.id, role: 'assistant', now: app().clock.now() });
    expect(await errorCode(app().caller({ sessionToken: assistant.token }).messaging.channels({ teamId: team.id }))).toBe('PERMISSION_DISABLED');
    await c.messaging.removeChannel({ teamId: team.id, channel: 'sms' });
    expect((await c.messaging.channels({ teamId: team.id })).map((v) => v.channel)).toEqual(['whatsapp']);
    expect(await errorCode(c.messaging.removeChannel({ teamId: team.id, channel: 'sms' }))).toBe('NOT_FOUND');
  });
});

describe('delivery callbacks reach the delivery log', () => {
  it('WhatsApp: the sandbox’s signed statuses mark delivered and failed (with Meta’s words); forward only; bad signatures refused', async () => {
    const cl = await clinic();
    const w = WHATSAPP(cl.n);
    const view = await cl.c.messaging.saveChannel({ teamId: cl.team.id, settings: w });
    const ok = await sendFor(cl, 'whatsapp', '+966501234567');
    const bad = await sendFor(cl, 'whatsapp', '+966501230000');
    await phone().settle();
    expect(await logRow(ok.id)).toMatchObject({ status: 'delivered', reason: null, delivered_at: new Date('2026-11-22T09:00:00Z') });
    expect(await logRow(bad.id)).toMatchObject({ status: 'failed', reason: 'undeliverable', delivered_at: null });
    expect((await logRow(bad.id)).detail).toMatch(/^\(#131026\) Message undeliverable — Message failed to send/);

    // Forward only: a late `sent`, then a `failed`, leave the delivered message as it is.
    const path = new URL(view.webhookUrl).pathname;
    for (const status of ['sent', 'failed']) {
      const body = statusBody(w.phoneNumberId, ok.providerMessageId, status, status === 'failed' ? { errors: [{ code: 131026, title: 'Message undeliverable' }] } : {});
      expect((await postMeta(path, body, sign(w.appSecret, body))).status).toBe(200);
    }
    expect(await logRow(ok.id)).toMatchObject({ status: 'delivered', reason: null });
    const update = { teamId: cl.team.id, channel: 'whatsapp' as const, providerMessageId: ok.providerMessageId, at: app().clock.now() };
    expect(await applyDeliveryStatus(app().db, app().clock, { ...update, event: 'failed', detail: 'late' })).toBe(false);
    // Another team's id for the same provider message moves nothing.
    expect(await applyDeliveryStatus(app().db, app().clock, { ...update, teamId: crypto.randomUUID(), providerMessageId: bad.providerMessageId, event: 'delivered' })).toBe(false);
    // An id that is none of ours: 200, nothing to retry. On the bare path, found by the phone number id.
    const unknown = statusBody(w.phoneNumberId, 'wamid.unknown', 'delivered');
    expect((await postMeta('/hook/whatsapp', unknown, sign(w.appSecret, unknown))).status).toBe(200);

    // A message still `sent`: a wrong signature, a missing one, another channel's path — refused, unchanged.
    const pending = await sendFor(cl, 'whatsapp', '+966501234567');
    await app().db.query(`UPDATE booking_messages SET provider_message_id = $2 WHERE id = $1`, [pending.id, `${pending.providerMessageId}.mine`]);
    const delivered = statusBody(w.phoneNumberId, `${pending.providerMessageId}.mine`, 'delivered');
    expect((await postMeta(path, delivered, sign('not-the-app-secret', delivered))).status).toBe(401);
    expect((await postMeta('/hook/whatsapp', delivered)).status).toBe(401);
    const other = await clinic();
    const otherView = await other.c.messaging.saveChannel({ teamId: other.team.id, settings: WHATSAPP(other.n) });
    expect((await postMeta(new URL(otherView.webhookUrl).pathname, delivered, sign(w.appSecret, delivered))).status).toBe(401);
    expect((await postMeta(path, '{not json', sign(w.appSecret, '{not json'))).status).toBe(400);
    await phone().settle();
    expect((await logRow(pending.id)).status).toBe('sent');
    // Signed right: delivered ("read" counts as delivered too: Meta may skip "delivered").
    const read = statusBody(w.phoneNumberId, `${pending.providerMessageId}.mine`, 'read');
    expect((await postMeta(path, read, sign(w.appSecret, read))).status).toBe(200);
    expect(await applyDeliveryStatus(app().db, app().clock, { ...update, providerMessageId: `${pending.providerMessageId}.mine`, event: 'delivered' })).toBe(false);
    expect(await logRow(pending.id)).toMatchObject({ status: 'delivered', delivered_at: new Date(1795338060 * 1000) });
  });

  it('WhatsApp: Meta’s verification request echoes the challenge for the channel’s token only', async () => {
    const cl = await clinic();
    const view = await cl.c.messaging.saveChannel({ teamId: cl.team.id, settings: WHATSAPP(cl.n) });
    const token = view.webhookUrl.split('/').pop()!;
    const verify = (path: string, t: string) => fetch(`${phone().api}${path}?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(t)}&hub.challenge=1158201444`);
    const good = await verify(`/hook/whatsapp/${token}`, token);
    expect([good.status, await good.text()]).toEqual([200, '1158201444']);
    expect((await verify('/hook/whatsapp', token)).status).toBe(200);
    expect((await verify(`/hook/whatsapp/${token}`, 'wrong-token')).status).toBe(403);
    expect((await verify('/hook/whatsapp', 'wrong-token')).status).toBe(403);
  });

  it('Unifonic: DLRs on the channel’s token path mark delivered and undeliverable; a wrong token is refused', async () => {
    const cl = await clinic();
    const view = await cl.c.messaging.saveChannel({ teamId: cl.team.id, settings: { channel: 'sms', senderName: 'Clinic', appSid: `AppSidClinic${cl.n}x` } });
    const ok = await sendFor(cl, 'sms', '+966501234567');
    const bad = await sendFor(cl, 'sms', '+966501230000');
    await phone().settle();
    expect(await logRow(ok.id)).toMatchObject({ status: 'delivered', delivered_at: new Date('2026-11-22T09:00:00Z') });
    expect(await logRow(bad.id)).toMatchObject({ status: 'failed', reason: 'undeliverable', detail: 'Undeliverable' });

    // Form-encoded works too; a token no channel has gets 401 and changes nothing.
    const pending = await sendFor(cl, 'sms', '+966501234567');
    await app().db.query(`UPDATE booking_messages SET provider_message_id = $2 WHERE id = $1`, [pending.id, `9${pending.providerMessageId}`]);
    const dlr = new URLSearchParams({ MessageID: `9${pending.providerMessageId}`, DLR: 'Delivered', Recipient: '966501234567', SCTS: '2026-11-22 09:05:00' });
    const wrong = await fetch(`${phone().api}/hook/unifonic/not-a-channel-token`, { method: 'POST', body: dlr });
    expect(wrong.status).toBe(401);
    expect((await logRow(pending.id)).status).toBe('sent');
    const right = await fetch(`${new URL(view.webhookUrl).href}`, { method: 'POST', body: dlr });
    expect(right.status).toBe(200);
    expect(await logRow(pending.id)).toMatchObject({ status: 'delivered', delivered_at: new Date('2026-11-22T09:05:00Z') });
  });
});

describe('opt-outs', () => {
  it('a STOP reply on WhatsApp opts the number out of that team only; other replies do not', async () => {
    const cl = await clinic('0501239876');
    await cl.c.messaging.saveChannel({ teamId: cl.team.id, settings: WHATSAPP(cl.n) });
    await sendFor(cl, 'whatsapp', '+966501239876');
    await phone().settle();
    expect((await phone().reply('+966501239876', 'شكراً، سأحضر')).body.callback).toMatchObject({ state: 'delivered', last_status: 200 });
    expect(await isOptedOut(app().db, cl.team.id, '+966501239876')).toBe(false);
    expect((await phone().reply('+966501239876', ' إلغاء. ')).body.callback).toMatchObject({ state: 'delivered', last_status: 200 });
    expect(await isOptedOut(app().db, cl.team.id, '+966501239876')).toBe(true);
    const [row] = await app().db.query<{ source: string }[]>(`SELECT source FROM message_opt_outs WHERE team_id = $1 AND phone = $2`, [cl.team.id, '+966501239876']);
    expect(row!.source).toBe('reply');
    const other = await clinic();
    expect(await isOptedOut(app().db, other.team.id, '+966501239876')).toBe(false);
    expect(['STOP', 'stop!', 'Unsubscribe', 'إيقاف', 'ايقاف', 'الغاء', 'إلغاء'].map(isStopReply)).toEqual([true, true, true, true, true, true, true]);
    expect(['stop by at 5', 'لا', 'إلغاء الموعد'].map(isStopReply)).toEqual([false, false, false]);
  });

  it('the opt-out link: the message’s token opts its number out and names the team; a wrong token is refused', async () => {
    const cl = await clinic('0501237777');
    await cl.c.messaging.saveChannel({ teamId: cl.team.id, settings: { channel: 'sms', senderName: 'Clinic', appSid: `AppSidClinic${cl.n}y` } });
    const m = await sendFor(cl, 'sms', '+966501237777');
    const token = optOutToken(app().config.authSecret, m.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await errorCode(visitor().messaging.optOut({ messageId: m.id, token: optOutToken('another-secret', m.id) }))).toBe('BOOKING_TOKEN_INVALID');
    expect(await errorCode(visitor().messaging.optOut({ messageId: crypto.randomUUID(), token }))).toBe('BOOKING_TOKEN_INVALID');
    expect(await isOptedOut(app().db, cl.team.id, '+966501237777')).toBe(false);
    expect(await visitor().messaging.optOut({ messageId: m.id, token })).toEqual({ ok: true, team: cl.team.name });
    expect(await visitor().messaging.optOut({ messageId: m.id, token })).toEqual({ ok: true, team: cl.team.name });
    expect(await isOptedOut(app().db, cl.team.id, '+966501237777')).toBe(true);
  });
});

describe('the dev phone inbox', () => {
  it('lists a number’s messages newest first, both channels, with template, text, status and callbacks; HTML is escaped and bidi-safe', async () => {
    const cl = await clinic('0501235555');
    await cl.c.messaging.saveChannel({ teamId: cl.team.id, settings: WHATSAPP(cl.n) });
    await cl.c.messaging.saveChannel({ teamId: cl.team.id, settings: { channel: 'sms', senderName: 'Clinic', appSid: `AppSidClinic${cl.n}z` } });
    const wa = await sendFor(cl, 'whatsapp', '+966501235555');
    const sms = await sendFor(cl, 'sms', '+966501235555');
    await phone().settle();
    const inbox = await phone().inbox('+966501235555');
    expect(inbox.map((m) => [m.channel, m.status, m.correlationId])).toEqual([
      ['sms', 'delivered', sms.id],
      ['whatsapp', 'delivered', wa.id],
    ]);
    expect(inbox[1]).toMatchObject({
      direction: 'out',
      to: '+966501235555',
      from: WHATSAPP(cl.n).phoneNumberId,
      template: { name: 'booking_reminder', language: 'ar', params: ['نورة', 'غداً'] },
      callbacks: [
        { event: 'sent', state: 'delivered', lastStatus: 200 },
        { event: 'delivered', state: 'delivered', lastStatus: 200 },
      ],
    });
    expect(inbox[1]!.text).toMatch(/^تذكير بموعدك <غداً> \d+$/);
    expect(inbox[0]).toMatchObject({ from: 'Clinic', callbacks: [{ event: 'delivered', state: 'delivered' }] });
    // `+` unencoded in a query reads as a space: still the number.
    const plain = await fetch(`${phone().api}/dev/phone?format=json&to=+966501235555`);
    expect(((await plain.json()) as unknown[]).length).toBe(2);
    expect((await fetch(`${phone().api}/dev/phone?format=json&to=not-a-number`)).status).toBe(400);
    const html = await (await fetch(`${phone().api}/dev/phone`)).text();
    expect(html).toContain('<div class="text" dir="auto">تذكير بموعدك &lt;غداً&gt;');
    expect(html).not.toContain('<غداً>');
  });
});
