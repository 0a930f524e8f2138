import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessagingSandbox, startMessagingSandbox, whatsappSignature, type ListedMessage, type MessagingSandbox } from '@waqt/sandbox';
import { fixedClock } from '../../test/clock.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createPhoneMessenger, ProviderError, type PhoneChannelCredentials, type PhoneMessage } from './index.ts';

/**
 * The phone sandbox (@waqt/sandbox) in Unifonic's and the WhatsApp Cloud API's own request and answer
 * shapes (the docs' URLs are in unifonic.ts and whatsapp-cloud.ts), driven through the real clients over
 * HTTP, and its callbacks as the providers send them: the clients and the sandbox agree.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are read as loose JSON: these tests check the wire format itself
const json = (res: Response): Promise<any> => res.json();

const clock = fixedClock('2026-11-22T09:00:00Z');
let app: TestApp;
let sandbox: MessagingSandbox;
let url: string;

beforeAll(async () => {
  app = await createTestApp();
  sandbox = await createMessagingSandbox({ databaseUrl: app.databaseUrl, now: () => clock.now(), callbackDelayMs: 20, callbackRetryMs: 40 });
  url = await sandbox.start();
});
afterAll(async () => {
  await sandbox?.stop();
  await app?.close();
});

/** A hook on 127.0.0.1 keeping each request's raw body and headers; answers `answers` in turn (the last repeats). */
async function receiver(answers: number[] = [200]) {
  const got: { raw: string; body: Record<string, unknown>; headers: http.IncomingHttpHeaders; path: string }[] = [];
  let n = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      got.push({ raw, body: JSON.parse(raw) as Record<string, unknown>, headers: req.headers, path: req.url ?? '' });
      res.writeHead(answers[Math.min(n++, answers.length - 1)]!).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    got,
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

const hook = (body: Record<string, unknown>) => fetch(`${url}/_sandbox/hooks`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const listed = async (to: string): Promise<ListedMessage[]> => json(await fetch(`${url}/_sandbox/messages?to=${encodeURIComponent(to)}`));

let seq = 0;
/** A fresh Saudi mobile number ending in `end` (4 digits). */
const number = (end = '1234') => `+9665${String(++seq).padStart(4, '0')}${end}`;
const message = (to: string, over: Partial<PhoneMessage> = {}): PhoneMessage => ({
  to,
  locale: 'ar',
  text: 'تذكير: موعدك غداً الساعة ١٠:٠٠ صباحاً',
  templateParams: ['نورة', 'غداً ١٠:٠٠'],
  correlationId: crypto.randomUUID(),
  ...over,
});
const sms = (appSid = 'AppSidSandbox0001'): Extract<PhoneChannelCredentials, { channel: 'sms' }> => ({ channel: 'sms', provider: 'unifonic', senderName: 'Waqt Clinic', appSid });
const whatsapp = (phoneNumberId = '1098765432101', accessToken = 'EAAGsandboxAccessToken'): Extract<PhoneChannelCredentials, { channel: 'whatsapp' }> => ({
  channel: 'whatsapp',
  provider: 'whatsapp_cloud',
  senderName: 'Waqt Clinic',
  phoneNumberId,
  accessToken,
  templates: { en: { name: 'booking_reminder', language: 'en' }, ar: { name: 'booking_reminder', language: 'ar' } },
});

/** The error a send threw (a ProviderError expected). */
async function refusal(p: Promise<unknown>): Promise<ProviderError> {
  const err = await p.then(
    () => {
      throw new Error('expected a ProviderError');
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
}

/** A messenger against the sandbox whose fetch keeps every request (to check what went on the wire). */
function watchedMessenger(timeoutMs?: number) {
  const requests: { url: string; init: RequestInit }[] = [];
  const messenger = createPhoneMessenger({
    unifonicBaseUrl: url,
    whatsappBaseUrl: url,
    sandbox: true,
    ...(timeoutMs ? { timeoutMs } : {}),
    fetch: (input, init) => {
      requests.push({ url: input instanceof Request ? input.url : input.toString(), init: init! });
      return fetch(input, init);
    },
  });
  return { messenger, requests };
}

describe('Unifonic SMS (POST /rest/SMS/messages)', () => {
  it('takes the documented form and answers the documented JSON; a repeated CorrelationID sends nothing new', async () => {
    const { messenger, requests } = watchedMessenger();
    const to = number();
    const m = message(to, { text: 'Reminder: your appointment is tomorrow at 10:00. Stop: https://waqt.app/en/stop' });
    const sent = await messenger.send(sms(), m);
    expect(sent.providerMessageId).toMatch(/^\d{14}$/);
    // The request: form-encoded, the number without +, our message id as CorrelationID.
    expect(requests[0]!.url).toBe(`${url}/rest/SMS/messages`);
    expect((requests[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(requests[0]!.init.body as string))).toEqual({
      AppSid: 'AppSidSandbox0001',
      SenderID: 'Waqt Clinic',
      Recipient: to.slice(1),
      Body: m.text,
      responseType: 'JSON',
      CorrelationID: m.correlationId,
    });

    // The answer, in the docs' shape (raw, without the client).
    const form = new URLSearchParams({ AppSid: 'AppSidSandbox0001', SenderID: 'Waqt', Recipient: to.slice(1), Body: 'مرحبا', responseType: 'JSON', CorrelationID: m.correlationId });
    const res = await fetch(`${url}/rest/SMS/messages`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ success: true, message: '', errorCode: 'ER-00', data: { MessageID: Number(sent.providerMessageId), CorrelationID: m.correlationId, Status: 'Sent', NumberOfUnits: 1, Recipient: to.slice(1) } });
    expect(body.data.TimeCreated).toBe('2026-11-22 09:00:00.000');

    // The client again with the same message (a retry): the same MessageID, still one message.
    expect(await messenger.send(sms(), m)).toEqual(sent);
    // Another account may use the same CorrelationID: its own message.
    expect((await messenger.send(sms('AppSidSandbox0002'), m)).providerMessageId).not.toBe(sent.providerMessageId);
    const stored = await listed(to);
    expect(stored.map((s) => [s.channel, s.sender, s.body, s.correlation_id])).toEqual([
      ['sms', 'Waqt Clinic', m.text, m.correlationId],
      ['sms', 'Waqt Clinic', m.text, m.correlationId],
    ]);
  });

  it('refusals are permanent with Unifonic’s code and words; a 500, a timeout or no server are transient', async () => {
    const { messenger } = watchedMessenger();
    const invalid = await refusal(messenger.send(sms(), message(number('0400'))));
    expect(invalid).toMatchObject({ permanent: true, detail: 'ER-04 Invalid destination number' });
    const appSid = await refusal(messenger.send(sms('bad sid!'), message(number())));
    expect(appSid).toMatchObject({ permanent: true, detail: 'ER-01 Invalid AppSid' });
    const down = await refusal(messenger.send(sms(), message(number('0500'))));
    expect(down.permanent).toBe(false);
    // The raw shapes: a missing AppSid is 401 in Unifonic's error shape; the number with its + is refused.
    const missing = await fetch(`${url}/rest/SMS/messages`, { method: 'POST', body: new URLSearchParams({ Recipient: '966500000001', Body: 'x' }) });
    expect([missing.status, await json(missing)]).toEqual([401, { success: false, message: 'Invalid AppSid', errorCode: 'ER-01', data: {} }]);
    const plus = await fetch(`${url}/rest/SMS/messages`, { method: 'POST', body: new URLSearchParams({ AppSid: 'AppSidSandbox0001', Recipient: '+966500000001', Body: 'x' }) });
    expect((await json(plus)).errorCode).toBe('ER-04');
    // Nothing listening, and a server that never answers (the 10 s limit, shortened here).
    const closed = createPhoneMessenger({ unifonicBaseUrl: 'http://127.0.0.1:9', whatsappBaseUrl: 'http://127.0.0.1:9' });
    expect(await refusal(closed.send(sms(), message(number())))).toMatchObject({ permanent: false });
    const silent = http.createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    try {
      const base = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const slow = createPhoneMessenger({ unifonicBaseUrl: base, whatsappBaseUrl: base, timeoutMs: 150 });
      const timedOut = await refusal(slow.send(sms(), message(number())));
      expect(timedOut).toMatchObject({ permanent: false });
      expect(timedOut.detail).toContain('no answer within');
    } finally {
      silent.closeAllConnections();
      await new Promise((r) => silent.close(r));
    }
    // None of the refused ones was stored.
    expect(await listed(number('0400'))).toEqual([]);
  });
});

describe('WhatsApp Cloud API (POST /v21.0/{phone-number-id}/messages)', () => {
  it('sends the documented template message and answers contacts and a wamid; the inbox keeps template, params and text', async () => {
    const { messenger, requests } = watchedMessenger();
    const to = number();
    const m = message(to);
    const sent = await messenger.send(whatsapp(), m);
    expect(sent.providerMessageId).toMatch(/^wamid\.[A-Za-z0-9_-]+$/);
    expect(requests[0]!.url).toBe(`${url}/v21.0/1098765432101/messages`);
    const headers = requests[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer EAAGsandboxAccessToken');
    expect(JSON.parse(requests[0]!.init.body as string)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: to.slice(1),
      type: 'template',
      template: {
        name: 'booking_reminder',
        language: { code: 'ar' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'نورة' }, { type: 'text', text: 'غداً ١٠:٠٠' }] }],
      },
      biz_opaque_callback_data: m.correlationId,
    });
    const [stored] = await listed(to);
    expect(stored).toMatchObject({ id: sent.providerMessageId, channel: 'whatsapp', direction: 'out', sender: '1098765432101', body: m.text, correlation_id: m.correlationId });
    expect(stored!.template).toEqual({ name: 'booking_reminder', language: 'ar', params: ['نورة', 'غداً ١٠:٠٠'] });
    expect(stored!.response).toEqual({ messaging_product: 'whatsapp', contacts: [{ input: to.slice(1), wa_id: to.slice(1) }], messages: [{ id: sent.providerMessageId, message_status: 'accepted' }] });
  });

  it('refusals in Meta’s error shape: invalid number, unknown template, token refused are permanent; 131000 / 500 transient', async () => {
    const { messenger } = watchedMessenger();
    expect(await refusal(messenger.send(whatsapp(), message(number('0400'))))).toMatchObject({
      permanent: true,
      detail: '(#131009) Parameter value is not valid — Recipient phone number is not a valid WhatsApp number',
    });
    const missing = { ...whatsapp(), templates: { en: { name: 'missing_reminder', language: 'en' }, ar: { name: 'missing_reminder', language: 'ar' } } };
    const template = await refusal(messenger.send(missing, message(number())));
    expect(template).toMatchObject({ permanent: true });
    expect(template.detail).toBe('(#132001) Template name does not exist in the translation — template name (missing_reminder) does not exist in ar');
    expect(await refusal(messenger.send(whatsapp('1098765432101', 'not a token'), message(number())))).toMatchObject({ permanent: true, detail: '(#190) Invalid OAuth access token - Cannot parse access token' });
    expect(await refusal(messenger.send(whatsapp(), message(number('0500'))))).toMatchObject({ permanent: false, detail: '(#131000) Something went wrong — Something went wrong (sandbox: a number ending 0500)' });
    // Raw: no Authorization header is Meta's 401 with code 104 and an fbtrace_id.
    const res = await fetch(`${url}/v21.0/1098765432101/messages`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ messaging_product: 'whatsapp', to: '966500000001', type: 'text', text: { body: 'x' } }) });
    expect(res.status).toBe(401);
    const body = await json(res);
    expect(body.error).toMatchObject({ message: 'An access token is required to request this resource.', type: 'OAuthException', code: 104 });
    expect(body.error.fbtrace_id).toEqual(expect.any(String));
  });
});

describe('delivery callbacks', () => {
  it('WhatsApp: sent then delivered (or failed for a number ending 0000), in Meta’s webhook shape, signed with the app secret', async () => {
    const hooks = await receiver();
    try {
      const phoneNumberId = '1098765432202';
      expect((await hook({ channel: 'whatsapp', phone_number_id: phoneNumberId, app_secret: 'sandbox-app-secret', url: `${hooks.url}/hook/whatsapp` })).status).toBe(200);
      const { messenger } = watchedMessenger();
      const ok = message(number());
      const bad = message(number('0000'));
      const a = await messenger.send(whatsapp(phoneNumberId), ok);
      const b = await messenger.send(whatsapp(phoneNumberId), bad);
      await sandbox.callbacks.settle();
      expect(hooks.got).toHaveLength(4);
      for (const g of hooks.got) {
        expect(g.path).toBe('/hook/whatsapp');
        expect(g.headers['x-hub-signature-256']).toBe(whatsappSignature('sandbox-app-secret', g.raw));
      }
      const statuses = hooks.got.map((g) => {
        const value = (g.body.entry as { changes: { field: string; value: { metadata: { phone_number_id: string }; statuses: Record<string, unknown>[] } }[] }[])[0]!.changes[0]!;
        expect(value.field).toBe('messages');
        expect(value.value.metadata.phone_number_id).toBe(phoneNumberId);
        expect(g.body.object).toBe('whatsapp_business_account');
        return value.value.statuses[0]!;
      });
      const of = (id: string) => statuses.filter((s) => s.id === id).map((s) => s.status);
      expect(of(a.providerMessageId)).toEqual(['sent', 'delivered']);
      expect(of(b.providerMessageId)).toEqual(['sent', 'failed']);
      const failed = statuses.find((s) => s.status === 'failed')!;
      expect(failed).toMatchObject({ recipient_id: bad.to.slice(1), biz_opaque_callback_data: bad.correlationId, timestamp: String(Date.parse('2026-11-22T09:00:00Z') / 1000) });
      expect((failed.errors as { code: number; title: string }[])[0]).toMatchObject({ code: 131026, title: 'Message undeliverable' });
      // The sandbox's own view moved with them.
      expect((await listed(ok.to))[0]).toMatchObject({ status: 'delivered', callbacks: [{ event: 'sent', state: 'delivered' }, { event: 'delivered', state: 'delivered' }] });
      expect((await listed(bad.to))[0]).toMatchObject({ status: 'failed', error: '(#131026) Message undeliverable' });
    } finally {
      await hooks.close();
    }
  });

  it('Unifonic: one DLR (Delivered / Undeliverable); a refused delivery is retried; without a hook nothing is sent', async () => {
    const hooks = await receiver([500, 200]);
    try {
      expect((await hook({ channel: 'sms', app_sid: 'AppSidSandboxDlr1', url: `${hooks.url}/hook/unifonic/tok` })).status).toBe(200);
      const { messenger } = watchedMessenger();
      const ok = message(number());
      const sent = await messenger.send(sms('AppSidSandboxDlr1'), ok);
      await sandbox.callbacks.settle();
      // The first delivery got a 500: the same DLR again.
      expect(hooks.got.map((g) => g.body)).toEqual([
        expect.objectContaining({ MessageID: sent.providerMessageId, CorrelationID: ok.correlationId, DLR: 'Delivered', Recipient: ok.to.slice(1), SCTS: '2026-11-22 09:00:00' }),
        expect.objectContaining({ MessageID: sent.providerMessageId, DLR: 'Delivered' }),
      ]);
      expect((await listed(ok.to))[0]!.callbacks).toMatchObject([{ event: 'delivered', state: 'delivered', attempts: 2, last_status: 200 }]);
      const bad = message(number('0000'));
      await messenger.send(sms('AppSidSandboxDlr1'), bad);
      await sandbox.callbacks.settle();
      expect(hooks.got.at(-1)!.body).toMatchObject({ DLR: 'Undeliverable', Recipient: bad.to.slice(1) });
      // An account nobody registered: the message is delivered in the sandbox, its DLR goes nowhere.
      const lonely = message(number());
      await messenger.send(sms('AppSidNoHookAtAll'), lonely);
      await sandbox.callbacks.settle();
      expect((await listed(lonely.to))[0]).toMatchObject({ status: 'delivered', callbacks: [{ event: 'delivered', state: 'no_hook' }] });
    } finally {
      await hooks.close();
    }
  });

  it('a visitor’s reply goes to the business that wrote last, as Meta’s inbound-message webhook', async () => {
    const hooks = await receiver();
    try {
      const phoneNumberId = '1098765432303';
      await hook({ channel: 'whatsapp', phone_number_id: phoneNumberId, app_secret: 'reply-secret', url: `${hooks.url}/hook/whatsapp` });
      const to = number();
      await watchedMessenger().messenger.send(whatsapp(phoneNumberId), message(to));
      await sandbox.callbacks.settle();
      const before = hooks.got.length;
      const res = await fetch(`${url}/_sandbox/whatsapp/reply`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ from: to, text: 'إيقاف' }) });
      expect(res.status).toBe(200);
      expect((await json(res)).callback).toEqual({ state: 'delivered', last_status: 200, last_error: null });
      const got = hooks.got[before]!;
      expect(got.headers['x-hub-signature-256']).toBe(whatsappSignature('reply-secret', got.raw));
      const value = (got.body.entry as { changes: { value: Record<string, unknown> }[] }[])[0]!.changes[0]!.value;
      expect(value.metadata).toMatchObject({ phone_number_id: phoneNumberId });
      expect(value.contacts).toEqual([{ profile: { name: 'Sandbox visitor' }, wa_id: to.slice(1) }]);
      expect(value.messages).toEqual([expect.objectContaining({ from: to.slice(1), type: 'text', text: { body: 'إيقاف' } })]);
      expect((await listed(to)).map((m) => [m.direction, m.status])).toEqual([
        ['in', 'received'],
        ['out', 'delivered'],
      ]);
      // Nobody wrote to this number: nowhere to answer.
      expect((await fetch(`${url}/_sandbox/whatsapp/reply`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ from: number(), text: 'hi' }) })).status).toBe(404);
    } finally {
      await hooks.close();
    }
  });

  it('callbacks still due when the sandbox stops are sent by the next one on the same database', async () => {
    const hooks = await receiver();
    const first = await startMessagingSandbox({ databaseUrl: app.databaseUrl, port: 0, now: () => clock.now(), callbackDelayMs: 400 });
    let second: Awaited<ReturnType<typeof startMessagingSandbox>> | undefined;
    try {
      await hook({ channel: 'sms', app_sid: 'AppSidRestart001', url: `${hooks.url}/dlr` });
      const m = createPhoneMessenger({ unifonicBaseUrl: first.url, whatsappBaseUrl: first.url });
      const to = number();
      await m.send(sms('AppSidRestart001'), message(to));
      await first.stop();
      expect(hooks.got).toHaveLength(0);
      second = await startMessagingSandbox({ databaseUrl: app.databaseUrl, port: 0, now: () => clock.now() });
      await second.sandbox.callbacks.settle();
      expect(hooks.got.map((g) => g.body.DLR)).toEqual(['Delivered']);
    } finally {
      await first.stop();
      await second?.stop();
      await hooks.close();
    }
  });
});
