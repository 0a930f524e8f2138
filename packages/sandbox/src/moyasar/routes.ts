import { Router, type Request } from 'express';
import { ErrorBag, notFound, validationFailed } from './errors.ts';
import { randomBase62 } from './format.ts';
import { authenticate, requestContext, TEST_KEY } from './http.ts';
import type { PaymentService } from './payments.ts';
import type { SandboxStore } from './store.ts';
import type { TokenService } from './tokens.ts';
import { WEBHOOK_EVENTS, type Account, type Webhook, type WebhookEvent } from './types.ts';
import { parseCreatePayment, parseCreateToken } from './validation.ts';
import { normalizeEvent, type WebhookDispatcher } from './webhooks.ts';
import { randomUUID } from 'node:crypto';

export interface RouteDeps {
  store: SandboxStore;
  now: () => Date;
  payments: PaymentService;
  tokens: TokenService;
  webhooks: WebhookDispatcher;
  publicUrl: string | undefined;
}

const bodyOf = (req: Request) => (typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {});

/** Moyasar's REST API under /v1 (PAYMENTS.md §1). */
export function apiRouter(d: RouteDeps): Router {
  const r = Router();
  const secret = async (req: Request) => (await authenticate(d.store, req, { publishableAllowed: false })).account;

  r.post('/v1/payments', async (req, res) => {
    const { account } = await authenticate(d.store, req, { publishableAllowed: true });
    const input = parseCreatePayment(req.body, d.now());
    res.status(201).json(await d.payments.create(account, input, requestContext(req, d.publicUrl)));
  });
  r.get('/v1/payments', async (req, res) => {
    res.json(await d.payments.list(await secret(req), req.query));
  });
  r.get('/v1/payments/:id', async (req, res) => {
    res.json(await d.payments.get(await secret(req), req.params.id));
  });
  r.put('/v1/payments/:id', async (req, res) => {
    res.json(await d.payments.update(await secret(req), req.params.id, bodyOf(req)));
  });
  r.post('/v1/payments/:id/refund', async (req, res) => {
    res.json(await d.payments.refund(await secret(req), req.params.id, bodyOf(req)));
  });
  r.post('/v1/payments/:id/capture', async (req, res) => {
    res.json(await d.payments.capture(await secret(req), req.params.id, bodyOf(req)));
  });
  r.post('/v1/payments/:id/void', async (req, res) => {
    res.json(await d.payments.void(await secret(req), req.params.id));
  });

  r.post('/v1/tokens', async (req, res) => {
    const { account } = await authenticate(d.store, req, { publishableAllowed: true });
    const input = parseCreateToken(req.body, d.now());
    res.status(201).json(await d.tokens.create(account, input, requestContext(req, d.publicUrl)));
  });
  r.get('/v1/tokens/:id', async (req, res) => {
    res.json(await d.tokens.get(await secret(req), req.params.id));
  });
  r.delete('/v1/tokens/:id', async (req, res) => {
    await d.tokens.delete(await secret(req), req.params.id);
    res.status(204).end();
  });

  // Webhooks through the API as well (secret key), beside the /_sandbox admin form below.
  r.get('/v1/webhooks/available_events', (_req, res) => {
    res.json({ events: WEBHOOK_EVENTS });
  });
  r.post('/v1/webhooks', async (req, res) => {
    res.status(201).json(publicWebhook(await createWebhook(d, await secret(req), bodyOf(req))));
  });
  r.get('/v1/webhooks', async (req, res) => {
    res.json({ webhooks: (await d.store.webhooks(d.store.pool, (await secret(req)).id)).map(publicWebhook) });
  });
  r.delete('/v1/webhooks/:id', async (req, res) => {
    if (!(await d.store.deleteWebhook((await secret(req)).id, req.params.id))) throw notFound();
    res.status(204).end();
  });
  return r;
}

/** The sandbox's own controls under /_sandbox (no auth: it listens on loopback, for dev and tests). */
export function adminRouter(d: RouteDeps): Router {
  const r = Router();

  /** An isolated account: random test keys, or the well-formed ones given. */
  r.post('/_sandbox/accounts', async (req, res) => {
    const b = bodyOf(req);
    const bag = new ErrorBag();
    const key = (field: 'publishable_key' | 'secret_key', prefix: string) => {
      const v = b[field];
      if (v === undefined || v === null || v === '') return `${prefix}_test_${randomBase62(40)}`;
      if (typeof v !== 'string' || !TEST_KEY.test(v) || !v.startsWith(`${prefix}_`)) bag.add(field, `must look like ${prefix}_test_ followed by 8–80 letters or digits`);
      return typeof v === 'string' ? v : '';
    };
    const account: Account = {
      id: `acct_${randomBase62(16)}`,
      name: typeof b.name === 'string' && b.name.trim() ? b.name.trim().slice(0, 100) : 'Sandbox merchant',
      publishable_key: key('publishable_key', 'pk'),
      secret_key: key('secret_key', 'sk'),
    };
    bag.throwIfAny();
    if ((await d.store.accountByKey(account.publishable_key)) || (await d.store.accountByKey(account.secret_key))) {
      throw validationFailed({ keys: ['are already used by another account'] });
    }
    await d.store.upsertAccount(account, d.now());
    res.status(201).json(account);
  });

  /** The account of a webhook call: a secret key (Basic) or `account_id`. */
  const accountOf = async (req: Request) => {
    const id = bodyOf(req).account_id ?? req.query.account_id;
    if (typeof id === 'string' && id && !req.get('authorization')) {
      const account = await d.store.accountById(id);
      if (!account) throw notFound();
      return account;
    }
    return (await authenticate(d.store, req, { publishableAllowed: false })).account;
  };

  r.post('/_sandbox/webhooks', async (req, res) => {
    res.status(201).json(await createWebhook(d, await accountOf(req), bodyOf(req)));
  });
  r.get('/_sandbox/webhooks', async (req, res) => {
    res.json({ webhooks: await d.store.webhooks(d.store.pool, (await accountOf(req)).id) });
  });
  r.delete('/_sandbox/webhooks/:id', async (req, res) => {
    if (!(await d.store.deleteWebhook((await accountOf(req)).id, req.params.id))) throw notFound();
    res.status(204).end();
  });

  /** Sends the payment's last event again to its account's webhooks (one attempt now, retries after). */
  r.post('/_sandbox/payments/:id/webhook', async (req, res) => {
    const event = await d.store.lastEvent(req.params.id);
    if (!event) throw notFound();
    const ids = await d.store.tx((c) => d.webhooks.fanOut(c, event.account_id, event.id, event.type, d.now()));
    const deliveries = [];
    for (const id of ids) deliveries.push(await d.webhooks.attemptNow(id));
    res.json({ event_id: event.id, type: event.type, deliveries });
  });

  r.get('/_sandbox/deliveries', async (req, res) => {
    const q = req.query;
    const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
    const status = str(q.status);
    if (status && !['pending', 'delivered', 'failed'].includes(status)) throw validationFailed({ status: ['must be pending, delivered or failed'] });
    const deliveries = await d.store.deliveries({
      paymentId: str(q.payment_id),
      accountId: str(q.account_id),
      webhookId: str(q.webhook_id),
      status: status as 'pending' | 'delivered' | 'failed' | undefined,
    });
    res.json({ deliveries });
  });
  return r;
}

async function createWebhook(d: RouteDeps, account: Account, b: Record<string, unknown>): Promise<Webhook> {
  const bag = new ErrorBag();
  let url = '';
  if (typeof b.url !== 'string' || !b.url) bag.add('url', "can't be blank");
  else {
    url = b.url;
    // Moyasar wants HTTPS; the sandbox delivers to local receivers, so http is fine here.
    if (!/^https?:\/\//.test(url) || !URL.canParse(url)) bag.add('url', 'must be a valid http or https URL');
  }
  const sharedSecret = typeof b.shared_secret === 'string' ? b.shared_secret : '';
  if (!sharedSecret) bag.add('shared_secret', "can't be blank");
  let events: WebhookEvent[] = [...WEBHOOK_EVENTS];
  if (b.events !== undefined && b.events !== null && b.events !== '') {
    const list = Array.isArray(b.events) ? b.events : typeof b.events === 'string' ? b.events.split(',') : null;
    if (!list) bag.add('events', 'must be a list of event names');
    else {
      events = [];
      for (const e of list) {
        const n = typeof e === 'string' ? normalizeEvent(e.trim()) : undefined;
        if (n) events.push(n);
        else bag.add('events', `${String(e)} is not an event (${WEBHOOK_EVENTS.join(', ')})`);
      }
    }
  }
  bag.throwIfAny();
  const webhook: Webhook = { id: randomUUID(), account_id: account.id, url, shared_secret: sharedSecret, events: [...new Set(events)], created_at: d.now().toISOString() };
  await d.store.insertWebhook(webhook);
  return webhook;
}

/** Moyasar's webhook object: the shared secret is not read back. */
const publicWebhook = (w: Webhook) => ({ id: w.id, http_method: 'post', url: w.url, events: w.events, created_at: w.created_at });
