import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { zatcaQrBase64 } from '@waqt/contracts';
import { BILLING_DEV_KEYS } from '../../config.ts';
import { BILLING_DEV_PUBLISHABLE_KEY, BILLING_DEV_SECRET_KEY } from '@waqt/sandbox';
import { latestMailTo, makeUser } from '../../../test/fixtures.ts';
import { paymentsSuite } from '../../../test/paid-booking.ts';
import { insertMember } from '../teams/teams.queries.ts';
import { enqueue } from '../../jobs/queue.ts';
import { billingReconcileJob } from './charges.ts';
import { issueInvoice } from './invoices.ts';

const s = paymentsSuite();
const MADA = '4201320111111010';
const INSUFFICIENT_FUNDS = '4201320000311101';

let seq = 0;
async function businessOwner() {
  const u = await makeUser(s.app.db, s.app.clock);
  const c = s.app.caller({ sessionToken: u.token });
  const team = await c.teams.create({ name: `Billing ${++seq}`, slug: `bill-${seq}-${u.user.id.slice(0, 6)}` });
  return { ...u, c, team };
}
type Owner = Awaited<ReturnType<typeof businessOwner>>;
/** The team's trial over now: subscribing charges at once (in the trial it charges nothing: trial.test.ts). */
const endTrial = (o: Owner) => s.app.db.query(`UPDATE teams SET trial_ends_at = $2 WHERE id = $1`, [o.team.id, s.app.clock.now()]);

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

/** What the card form does in the browser: post the card to the gateway's tokens endpoint with Waqt's publishable key. */
async function postCard(form: { publishableKey: string; callbackUrl: string; metadata: Record<string, string> }, number: string, over: Record<string, unknown> = {}) {
  const res = await fetch(`${s.h.sandbox.url}/v1/tokens`, {
    method: 'POST',
    headers: { Authorization: basic(form.publishableKey), 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Sara Al-Qahtani', number, cvc: '123', month: '09', year: '2031', callback_url: form.callbackUrl, metadata: form.metadata, ...over }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; status: string; verification_url: string | null };
}

/** The payer on the gateway's verification page: "Authenticate" (or "Fail"); returns the gateway's redirect to our callback. */
async function verify(url: string, action: 'authenticate' | 'fail' = 'authenticate'): Promise<URL> {
  const res = await fetch(url, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ action }) });
  expect([302, 303]).toContain(res.status);
  return new URL(res.headers.get('location')!);
}

/** The browser following the gateway's redirect to our callback (on the API we started), not following ours. */
async function callback(api: string, gatewayRedirect: URL, method: 'GET' | 'POST' = 'GET') {
  const url = `${api}${gatewayRedirect.pathname}${gatewayRedirect.search}`;
  const res = await fetch(url, { method, redirect: 'manual', ...(method === 'POST' ? { headers: { 'Content-Type': 'application/json' }, body: '{}' } : {}) });
  return res;
}

async function addCard(o: Owner, number = MADA) {
  const api = await s.app.listen();
  const form = await o.c.billing.startAddPaymentMethod({ teamId: o.team.id });
  const token = await postCard(form, number);
  const res = await callback(api, await verify(token.verification_url!));
  return { form, token, res, api };
}

const count = async (sql: string, params: unknown[]) => Number((await s.app.db.query<{ n: number }[]>(sql, params))[0]!.n);

describe('cards on file (issue 20)', () => {
  it("the sandbox's billing account has the keys the API uses outside production", () => {
    expect(BILLING_DEV_KEYS).toMatchObject({ publishableKey: BILLING_DEV_PUBLISHABLE_KEY, secretKey: BILLING_DEV_SECRET_KEY });
    expect(s.app.config.billing.publishableKey).toBe(BILLING_DEV_PUBLISHABLE_KEY);
  });

  it('adds a mada card through 3-D Secure: saved from the fetched token, the 1 SAR verification released, replays change nothing', async () => {
    const o = await businessOwner();
    const { form, token, res, api } = await addCard(o);
    // Waqt's own publishable key, never a team's; the callback names the request.
    expect(form.publishableKey).toBe(BILLING_DEV_PUBLISHABLE_KEY);
    expect(form.callbackUrl).toBe(`${s.app.config.apiOrigin}/hook/billing/paymentmethods/moyasar/verify-callback?request=${form.requestId}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${s.app.config.appOrigin}/en/dashboard/team/${o.team.id}/billing?card=added`);
    const overview = await o.c.billing.overview({ teamId: o.team.id });
    expect(overview.paymentMethods).toEqual([
      expect.objectContaining({ brand: 'mada', lastFour: '1010', expMonth: 9, expYear: 2031, name: 'Sara Al-Qahtani', isDefault: true }),
    ]);
    // The verification: a 1.00 SAR operation at the gateway, voided at once.
    const ops = await fetch(`${s.h.sandbox.url}/v1/payments?${new URLSearchParams({ 'metadata[token_id]': token.id }).toString()}`, { headers: { Authorization: basic(BILLING_DEV_SECRET_KEY) } });
    expect(((await ops.json()) as { payments: { amount: number; status: string }[] }).payments).toEqual([expect.objectContaining({ amount: 100, status: 'voided' })]);
    // The browser redirect again, and the gateway's server-to-server call: the same answer, one card.
    const gatewayRedirect = new URL(form.callbackUrl);
    gatewayRedirect.searchParams.set('id', token.id);
    expect((await callback(api, gatewayRedirect)).headers.get('location')).toMatch(/card=added$/);
    const post = await callback(api, gatewayRedirect, 'POST');
    expect(await post.json()).toEqual({ ok: true, outcome: 'added' });
    expect(await count(`SELECT count(*)::int AS n FROM payment_methods WHERE team_id = $1`, [o.team.id])).toBe(1);
  });

  it('a card that fails its check (declined, or 3-D Secure failed) is not saved: "Payment Method Add Failed!"', async () => {
    const o = await businessOwner();
    const declined = await addCard(o, INSUFFICIENT_FUNDS);
    expect(declined.res.headers.get('location')).toMatch(/billing\?card=failed$/);
    const form = await o.c.billing.startAddPaymentMethod({ teamId: o.team.id, returnTo: 'subscribe' });
    const token = await postCard(form, MADA);
    const res = await callback(declined.api, await verify(token.verification_url!, 'fail'));
    expect(res.headers.get('location')).toBe(`${s.app.config.appOrigin}/en/dashboard/team/${o.team.id}/billing/subscription/add?card=failed`);
    expect((await o.c.billing.overview({ teamId: o.team.id })).paymentMethods).toEqual([]);
  });

  it('never trusts the query string: a forged token id, a token of another request or team, an unknown request save nothing', async () => {
    const o = await businessOwner();
    const other = await businessOwner();
    const api = await s.app.listen();
    // Another team's active card token, replayed against this team's request.
    const theirs = await addCard(other);
    const form = await o.c.billing.startAddPaymentMethod({ teamId: o.team.id });
    const forged = new URL(form.callbackUrl);
    forged.searchParams.set('id', theirs.token.id);
    expect((await callback(api, forged)).headers.get('location')).toMatch(/card=failed$/);
    // The request is settled (failed): its own real token cannot be attached afterwards either.
    const mine = await postCard(form, MADA);
    expect((await callback(api, await verify(mine.verification_url!))).headers.get('location')).toMatch(/card=failed$/);
    const made = new URL(form.callbackUrl);
    made.searchParams.set('request', randomUUID());
    made.searchParams.set('id', 'token_doesnotexist');
    expect((await callback(api, made)).headers.get('location')).toBe(`${s.app.config.appOrigin}/`);
    const form2 = await o.c.billing.startAddPaymentMethod({ teamId: o.team.id });
    const unknown = new URL(form2.callbackUrl);
    unknown.searchParams.set('id', 'token_doesnotexist');
    expect((await callback(api, unknown)).headers.get('location')).toMatch(/card=failed$/);
    expect(await count(`SELECT count(*)::int AS n FROM payment_methods WHERE team_id = $1`, [o.team.id])).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM payment_methods WHERE team_id = $1`, [other.team.id])).toBe(1);
  });

  it('set default, remove (the default moves), and the only card of a renewing subscription stays', async () => {
    const o = await businessOwner();
    await addCard(o);
    await addCard(o, '5421080101000000');
    let cards = (await o.c.billing.overview({ teamId: o.team.id })).paymentMethods;
    const visa = cards.find((c) => c.lastFour === '0000')!;
    expect(visa).toMatchObject({ brand: 'mastercard', isDefault: false });
    cards = await o.c.billing.setDefaultPaymentMethod({ teamId: o.team.id, paymentMethodId: visa.id });
    expect(cards.map((c) => [c.lastFour, c.isDefault])).toEqual([['0000', true], ['1010', false]]);
    await o.c.billing.subscribe({ teamId: o.team.id, planCode: 'team', period: 'monthly', requestKey: randomUUID() });
    cards = await o.c.billing.removePaymentMethod({ teamId: o.team.id, paymentMethodId: visa.id });
    expect(cards.map((c) => [c.lastFour, c.isDefault])).toEqual([['1010', true]]);
    await expect(o.c.billing.removePaymentMethod({ teamId: o.team.id, paymentMethodId: cards[0]!.id })).rejects.toMatchObject({ message: 'PAYMENT_METHOD_IN_USE' });
  });

  it("assistants see the permission-disabled message; another team's card is not found", async () => {
    const o = await businessOwner();
    const other = await businessOwner();
    await addCard(other);
    const theirCard = (await other.c.billing.overview({ teamId: other.team.id })).paymentMethods[0]!;
    const assistant = await makeUser(s.app.db, s.app.clock);
    await insertMember(s.app.db, { teamId: o.team.id, userId: assistant.user.id, role: 'assistant', now: s.app.clock.now() });
    const a = s.app.caller({ sessionToken: assistant.token });
    await expect(a.billing.overview({ teamId: o.team.id })).rejects.toMatchObject({ message: 'PERMISSION_DISABLED' });
    await expect(a.billing.startAddPaymentMethod({ teamId: o.team.id })).rejects.toMatchObject({ message: 'PERMISSION_DISABLED' });
    expect(await a.billing.entitlements({ teamId: o.team.id })).toMatchObject({ state: 'trial', planCode: 'business' });
    await expect(o.c.billing.setDefaultPaymentMethod({ teamId: o.team.id, paymentMethodId: theirCard.id })).rejects.toMatchObject({ message: 'NOT_FOUND' });
    await expect(o.c.billing.removePaymentMethod({ teamId: o.team.id, paymentMethodId: theirCard.id })).rejects.toMatchObject({ message: 'NOT_FOUND' });
  });
});

describe('subscribing (issue 20)', () => {
  it('20 concurrent identical requests charge once: one record, one gateway payment, one invoice; the plan applies once paid', async () => {
    const o = await businessOwner();
    await addCard(o);
    expect(await o.c.billing.entitlements({ teamId: o.team.id })).toMatchObject({ state: 'trial', calendarLimit: 5 });
    await endTrial(o);
    const requestKey = randomUUID();
    const input = { teamId: o.team.id, planCode: 'team' as const, period: 'monthly' as const, extraCalendars: 1, requestKey };
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => o.c.billing.subscribe(input)));
    const answers = results.map((r) => (r.status === 'fulfilled' ? r.value.record! : (r.reason as Error).message));
    expect(new Set(answers.map((a) => (typeof a === 'string' ? a : a.orderId))).size).toBe(1);
    const record = answers[0] as Exclude<(typeof answers)[number], string>;
    // 99.00 + 39.00 = 138.00, VAT 20.70, total 158.70.
    expect(record).toMatchObject({ status: 'activated', planCode: 'team', period: 'monthly', extraCalendars: 1, subtotal: 13_800, vat: 2_070, total: 15_870, cardLastFour: '1010' });
    expect(record.invoiceNumber).toMatch(/^INV-\d{6}$/);
    expect(await count(`SELECT count(*)::int AS n FROM billing_records WHERE team_id = $1`, [o.team.id])).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM invoices WHERE team_id = $1`, [o.team.id])).toBe(1);
    const charges = await fetch(`${s.h.sandbox.url}/v1/payments?${new URLSearchParams({ 'metadata[team_id]': o.team.id }).toString()}`, { headers: { Authorization: basic(BILLING_DEV_SECRET_KEY) } });
    expect(((await charges.json()) as { payments: { amount: number; status: string }[] }).payments).toEqual([expect.objectContaining({ amount: 15_870, status: 'paid' })]);
    // The same key later (a retried request) answers the same record and charges nothing more.
    expect((await o.c.billing.subscribe(input)).record?.orderId).toBe(record.orderId);
    const overview = await o.c.billing.overview({ teamId: o.team.id });
    expect(overview.entitlements).toMatchObject({ state: 'active', planCode: 'team', calendarLimit: 3, features: ['event_types', 'members', 'payments'] });
    expect(overview.subscription).toMatchObject({ planCode: 'team', period: 'monthly', extraCalendars: 1, status: 'active', currentPeriodEnd: '2026-12-22T09:00:00.000Z', nextCharge: { at: '2026-12-22T09:00:00.000Z', total: 15_870 } });
    // Another attempt (a new key) is refused: the team has a subscription.
    await expect(o.c.billing.subscribe({ ...input, requestKey: randomUUID() })).rejects.toMatchObject({ message: 'SUBSCRIPTION_EXISTS' });
    // The receipt, in the owner's language, links to the printable invoice.
    const mail = await latestMailTo(s.app.db, o.user.email);
    expect(mail).toMatchObject({ subject: `Your Waqt receipt ${record.invoiceNumber}`, locale: 'en' });
    expect(mail!.text).toContain(`/en/dashboard/team/${o.team.id}/billing/print/subscription/${record.orderId}`);
  });

  it("a declined card shows the gateway's reason and changes nothing", async () => {
    const o = await businessOwner();
    await endTrial(o);
    // A card saved without its check (save_only): active, but charging it fails with INSUFFICIENT FUNDS.
    const api = await s.app.listen();
    const form = await o.c.billing.startAddPaymentMethod({ teamId: o.team.id });
    const token = await postCard(form, INSUFFICIENT_FUNDS, { save_only: true });
    const back = new URL(form.callbackUrl);
    back.searchParams.set('id', token.id);
    expect((await callback(api, back)).headers.get('location')).toMatch(/card=added$/);
    const refused = await o.c.billing.subscribe({ teamId: o.team.id, planCode: 'business', period: 'annual', requestKey: randomUUID() }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ message: 'BILLING_CHARGE_FAILED', cause: { gatewayMessage: 'INSUFFICIENT FUNDS' } });
    const overview = await o.c.billing.overview({ teamId: o.team.id });
    expect(overview.subscription).toBeNull();
    expect(overview.entitlements).toMatchObject({ state: 'ended', planCode: 'personal' });
    expect(overview.records).toEqual([expect.objectContaining({ status: 'failed', failureMessage: 'INSUFFICIENT FUNDS', invoiceNumber: null, paidAt: null })]);
    expect(await count(`SELECT count(*)::int AS n FROM invoices WHERE team_id = $1`, [o.team.id])).toBe(0);
  });

  it('cannot buy fewer calendars than the team uses (SPEC §5): CALENDARS_BELOW_USED names both numbers', async () => {
    const o = await businessOwner();
    await addCard(o);
    for (let i = 1; i <= 3; i++) await o.c.calendars.create({ teamId: o.team.id, name: `Room ${i}`, slug: `below-${seq}-${i}` });
    await expect(o.c.billing.subscribe({ teamId: o.team.id, planCode: 'team', period: 'monthly', requestKey: randomUUID() })).rejects.toMatchObject({
      message: 'CALENDARS_BELOW_USED',
      cause: { needs: { limit: 2, used: 3 } },
    });
    expect(await count(`SELECT count(*)::int AS n FROM billing_records WHERE team_id = $1`, [o.team.id])).toBe(0);
    // Enough calendars bought: subscribed (in the trial: nothing charged yet, the limit the plan's).
    await expect(o.c.billing.subscribe({ teamId: o.team.id, planCode: 'team', period: 'monthly', extraCalendars: 1, requestKey: randomUUID() })).resolves.toMatchObject({
      record: null,
      subscription: { status: 'trialing', planCode: 'team', extraCalendars: 1 },
    });
    expect(await o.c.billing.entitlements({ teamId: o.team.id })).toMatchObject({ state: 'trial', calendarLimit: 3, calendarsUsed: 3 });
  });

  it('needs a card; the personal team cannot subscribe', async () => {
    const o = await businessOwner();
    await expect(o.c.billing.subscribe({ teamId: o.team.id, planCode: 'team', period: 'monthly', requestKey: randomUUID() })).rejects.toMatchObject({ message: 'PAYMENT_METHOD_REQUIRED' });
    await expect(o.c.billing.subscribe({ teamId: o.personal.id, planCode: 'team', period: 'monthly', requestKey: randomUUID() })).rejects.toMatchObject({ message: 'PERSONAL_TEAM' });
    expect(await count(`SELECT count(*)::int AS n FROM billing_records WHERE team_id = $1`, [o.team.id])).toBe(0);
  });
});

describe('a charge the request did not see through (issue 20)', () => {
  /** A record committed as pending whose charge reached the gateway, as if the API stopped mid-charge. */
  async function chargedBehindOurBack(o: Owner) {
    await addCard(o);
    const card = (await s.app.db.query<{ id: string; gateway_token_id: string }[]>(`SELECT id, gateway_token_id FROM payment_methods WHERE team_id = $1`, [o.team.id]))[0]!;
    const [orderId, givenId, now] = [randomUUID(), randomUUID(), s.app.clock.now()];
    await s.app.db.query(
      `INSERT INTO billing_records (id, team_id, kind, request_key, given_id, plan_code, period, extra_calendars, lines, subtotal, vat, total, payment_method_id, card_last_four, period_start, period_end, anchor_day, created_at)
       VALUES ($1, $2, 'subscribe', $3, $4, 'team', 'monthly', 0, '[{"kind":"plan","quantity":1,"unitHalalas":9900,"amountHalalas":9900}]', 9900, 1485, 11385, $5, '1010', $6, $7, 22, $6)`,
      [orderId, o.team.id, randomUUID(), givenId, card.id, now, new Date(now.getTime() + 30 * 86_400_000)],
    );
    const res = await fetch(`${s.h.sandbox.url}/v1/payments`, {
      method: 'POST',
      headers: { Authorization: basic(BILLING_DEV_SECRET_KEY), 'Content-Type': 'application/json' },
      body: JSON.stringify({ given_id: givenId, amount: 11_385, currency: 'SAR', callback_url: 'http://127.0.0.1/x', source: { type: 'token', token: card.gateway_token_id }, metadata: { waqt_order: orderId, team_id: o.team.id } }),
    });
    const payment = (await res.json()) as { id: string; status: string };
    expect(payment.status).toBe('paid');
    return { orderId, payment };
  }

  it("Waqt's billing webhook settles it from the gateway; a wrong secret is refused; replays change nothing", async () => {
    const o = await businessOwner();
    const { orderId, payment } = await chargedBehindOurBack(o);
    const api = await s.app.listen();
    const post = (secret: string) =>
      fetch(`${api}/hook/billing/moyasar`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        // Only the ids matter: the record is settled from the gateway's answer, not from this body.
        body: JSON.stringify({ type: 'payment_paid', secret_token: secret, data: { id: payment.id, status: 'failed', metadata: { waqt_order: orderId, team_id: o.team.id } } }),
      });
    expect((await post('not-the-secret')).status).toBe(401);
    expect((await o.c.billing.overview({ teamId: o.team.id })).records[0]).toMatchObject({ orderId, status: 'pending' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(BILLING_DEV_KEYS.webhookSecret)));
    expect(new Set(answers.map((r) => r.status))).toEqual(new Set([200]));
    const overview = await o.c.billing.overview({ teamId: o.team.id });
    expect(overview.records[0]).toMatchObject({ orderId, status: 'activated', invoiceNumber: expect.stringMatching(/^INV-/) });
    expect(overview.entitlements).toMatchObject({ state: 'active', planCode: 'team' });
    expect(await count(`SELECT count(*)::int AS n FROM invoices WHERE billing_record_id = $1`, [orderId])).toBe(1);
  });

  it('the reconcile job settles it when no one else does', async () => {
    const o = await businessOwner();
    const { orderId } = await chargedBehindOurBack(o);
    await enqueue(s.app.db, s.app.clock, { job: billingReconcileJob, payload: { teamId: o.team.id, recordId: orderId } });
    await s.app.jobs.drain();
    expect((await o.c.billing.overview({ teamId: o.team.id })).records[0]).toMatchObject({ orderId, status: 'activated' });
  });
});

describe('invoices (issue 20)', () => {
  it('are numbered without gaps under concurrency, and a rolled-back issue gives its number back', async () => {
    const owners = await Promise.all(Array.from({ length: 6 }, () => businessOwner()));
    for (const o of owners) {
      await addCard(o);
      await endTrial(o);
    }
    const before = Number((await s.app.db.query<{ last: string }[]>(`SELECT last FROM invoice_counters WHERE series = 'INV'`))[0]!.last);
    // A transaction that issues a number and then fails returns it.
    const [anyRecord] = await s.app.db.query(`SELECT * FROM billing_records LIMIT 1`);
    if (anyRecord) {
      await expect(
        s.app.db.transaction(async (tx) => {
          await issueInvoice(tx, s.app.config.seller, { ...anyRecord, id: randomUUID(), lines: [] }, s.app.clock.now());
        }),
      ).rejects.toThrow();
    }
    const records = await Promise.all(owners.map(async (o) => (await o.c.billing.subscribe({ teamId: o.team.id, planCode: 'business', period: 'monthly', requestKey: randomUUID() })).record!));
    const numbers = records.map((r) => Number(r.invoiceNumber!.slice(4))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 6 }, (_, i) => before + 1 + i));
  });

  it('the printable invoice: simplified, or a tax invoice with the buyer; its QR reproduces the totals; never edited afterwards', async () => {
    const o = await businessOwner();
    await addCard(o);
    await o.c.billing.saveDetails({ teamId: o.team.id, legalName: 'Riyadh Dental Clinic LLC', vatNumber: '310122393500003', address: 'Olaya St, Riyadh' });
    await expect(o.c.billing.saveDetails({ teamId: o.team.id, legalName: '', vatNumber: '123', address: '' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await endTrial(o);
    const { record } = await o.c.billing.subscribe({ teamId: o.team.id, planCode: 'business', period: 'annual', extraCalendars: 2, requestKey: randomUUID() });
    if (!record) throw new Error('charged at once after the trial');
    const invoice = await o.c.billing.invoice({ teamId: o.team.id, orderId: record.orderId });
    expect(invoice).toMatchObject({
      number: record.invoiceNumber,
      type: 'tax',
      buyer: { name: 'Riyadh Dental Clinic LLC', vatNumber: '310122393500003', address: 'Olaya St, Riyadh' },
      seller: s.app.config.seller,
      subtotal: 257_000,
      vat: 38_550,
      total: 295_550,
      currency: 'SAR',
      lines: [
        { kind: 'plan', planCode: 'business', period: 'annual', quantity: 1, unitHalalas: 199_000, amountHalalas: 199_000 },
        { kind: 'extra_calendars', planCode: 'business', period: 'annual', quantity: 2, unitHalalas: 29_000, amountHalalas: 58_000 },
      ],
    });
    expect(invoice.qr).toBe(zatcaQrBase64({ sellerName: s.app.config.seller.nameAr, vatNumber: s.app.config.seller.vatNumber, timestamp: new Date(invoice.issuedAt), totalHalalas: 295_550, vatHalalas: 38_550 }));
    // The database keeps issued invoices final.
    await expect(s.app.db.query(`UPDATE invoices SET total = 1 WHERE number = $1`, [invoice.number])).rejects.toThrow(/never edited/);
    await expect(s.app.db.query(`DELETE FROM invoices WHERE number = $1`, [invoice.number])).rejects.toThrow(/never edited/);
    // Another team's order is not found; details saved later do not change an issued invoice.
    const other = await businessOwner();
    await expect(other.c.billing.invoice({ teamId: other.team.id, orderId: record.orderId })).rejects.toMatchObject({ message: 'NOT_FOUND' });
    await o.c.billing.saveDetails({ teamId: o.team.id, legalName: '', vatNumber: '', address: '' });
    expect((await o.c.billing.invoice({ teamId: o.team.id, orderId: record.orderId })).buyer.vatNumber).toBe('310122393500003');
  });

  it('without a VAT number and address it is a simplified tax invoice to the team', async () => {
    const o = await businessOwner();
    await addCard(o);
    await endTrial(o);
    const { record } = await o.c.billing.subscribe({ teamId: o.team.id, planCode: 'team', period: 'monthly', requestKey: randomUUID() });
    expect(await o.c.billing.invoice({ teamId: o.team.id, orderId: record!.orderId })).toMatchObject({ type: 'simplified', buyer: { name: o.team.name, vatNumber: null, address: null }, total: 11_385, vat: 1_485 });
  });
});

describe('gating by plan (issue 20)', () => {
  it('the Team plan: members and bank transfer yes; card payments and the customers export need Business', async () => {
    const o = await businessOwner();
    await addCard(o);
    await endTrial(o);
    await o.c.billing.subscribe({ teamId: o.team.id, planCode: 'team', period: 'monthly', requestKey: randomUUID() });
    await expect(o.c.invites.create({ teamId: o.team.id, email: `new-${seq}@example.com` })).resolves.toBeTruthy();
    await expect(o.c.paymentProviders.save({ teamId: o.team.id, provider: { kind: 'bank_transfer', bankName: 'Al Rajhi', iban: 'SA03 8000 0000 6080 1016 7519', accountHolder: 'Clinic' } })).resolves.toBeTruthy();
    const card = await o.c.paymentProviders.save({ teamId: o.team.id, provider: { kind: 'card', publishableKey: 'pk_test_abc', secretKey: 'sk_test_abc' } }).catch((e: unknown) => e);
    expect(card).toMatchObject({ message: 'FEATURE_BLOCKED', cause: { needs: { feature: 'card_payments', plan: 'business' } } });
    await expect(o.c.customers.exportCsv({ teamId: o.team.id })).rejects.toMatchObject({ message: 'FEATURE_BLOCKED', cause: { needs: { feature: 'customers_export', plan: 'business' } } });
  });

  it('an ended trial falls back to the Personal limits: no invites, one event type, no payments; nothing deleted', async () => {
    const o = await businessOwner();
    const calendar = await o.c.calendars.create({ teamId: o.team.id, name: 'Desk', slug: `ended-desk-${seq}` });
    const [schedule] = await s.app.db.query<{ id: string }[]>(`SELECT id FROM schedules WHERE calendar_id = $1 LIMIT 1`, [calendar.id]);
    const et = (slug: string, over = {}) => ({ teamId: o.team.id, calendarId: calendar.id, scheduleId: schedule!.id, title: slug, slug, durationMinutes: 30, ...over });
    await o.c.eventTypes.create(et('one'));
    await o.c.eventTypes.create(et('two'));
    await s.app.db.query(`UPDATE teams SET trial_ends_at = $2 WHERE id = $1`, [o.team.id, new Date(s.app.clock.now().getTime() - 1)]);
    expect(await o.c.billing.entitlements({ teamId: o.team.id })).toMatchObject({ state: 'ended', planCode: 'personal', calendarLimit: 1, calendarsUsed: 1, features: [] });
    await expect(o.c.invites.create({ teamId: o.team.id, email: 'late@example.com' })).rejects.toMatchObject({ message: 'FEATURE_BLOCKED', cause: { needs: { feature: 'members', plan: 'team' } } });
    await expect(o.c.eventTypes.create(et('three'))).rejects.toMatchObject({ message: 'EVENT_TYPE_LIMIT_REACHED', cause: { needs: { feature: 'event_types', plan: 'team' } } });
    await expect(o.c.eventTypes.create(et('paid', { paymentEnabled: true, priceHalalas: 5000 }))).rejects.toMatchObject({ message: 'PAYMENTS_NOT_AVAILABLE', cause: { needs: { feature: 'payments', plan: 'team' } } });
    expect((await o.c.eventTypes.list({ teamId: o.team.id, calendarId: calendar.id })).map((e) => e.slug).sort()).toEqual(['one', 'two']);
  });

  it('the codes reach the browser with what is needed (HTTP)', async () => {
    const o = await businessOwner();
    await s.app.db.query(`UPDATE teams SET trial_ends_at = $2 WHERE id = $1`, [o.team.id, new Date(s.app.clock.now().getTime() - 1)]);
    await o.c.calendars.create({ teamId: o.team.id, name: 'Only', slug: `only-${seq}` });
    const api = await s.app.listen();
    const res = await fetch(`${api}/trpc/calendars.create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie: `waqt_session=${o.token}`, origin: s.app.config.appOrigin },
      body: JSON.stringify({ teamId: o.team.id, name: 'Two', slug: `two-${seq}` }),
    });
    expect(res.status).toBe(403);
    const body = (await res.json()) as { error: { data: { appError: unknown } } };
    expect(body.error.data.appError).toEqual({ code: 'CALENDAR_LIMIT_REACHED', needs: { limit: 1, used: 1, plan: 'team' } });
  });
});
