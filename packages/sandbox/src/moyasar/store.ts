import type pg from 'pg';
import { SCHEMA, createMoyasarSchema } from './schema.ts';
import type { Account, Delivery, DeliveryStatus, Payment, PaymentPrivate, Token, TokenPrivate, Webhook, WebhookEvent } from './types.ts';

export type Queryable = pg.Pool | pg.PoolClient;

interface PaymentRow {
  account_id: string;
  data: Payment;
  private: PaymentPrivate;
}
interface TokenRow {
  account_id: string;
  data: Token;
  private: TokenPrivate;
}
interface AuthRow {
  id: string;
  token: string;
  kind: 'payment' | 'token';
  target_id: string;
  completed_at: Date | null;
}
interface WebhookRow {
  id: string;
  account_id: string;
  url: string;
  shared_secret: string;
  events: WebhookEvent[];
  created_at: Date;
}
interface DeliveryRow {
  id: string;
  event_id: string;
  webhook_id: string;
  payment_id: string;
  type: WebhookEvent;
  url: string;
  shared_secret: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: Date | null;
  last_status: number | null;
  last_error: string | null;
  created_at: Date;
  delivered_at: Date | null;
  payload: Record<string, unknown>;
}

export interface PaymentFilters {
  id?: string;
  status?: string;
  source?: string;
  createdGt?: Date;
  createdLt?: Date;
  metadata?: Record<string, string>;
}

export interface DeliveryFilters {
  paymentId?: string;
  accountId?: string;
  webhookId?: string;
  status?: DeliveryStatus;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Everything the sandbox keeps, in its own schema; every write takes its time from the caller's clock. */
export class SandboxStore {
  readonly pool: pg.Pool;
  constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  /** Creates the schema and tables if missing (see schema.ts). */
  migrate(): Promise<void> {
    return createMoyasarSchema(this.pool);
  }

  async tx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const c = await this.pool.connect();
    try {
      await c.query('BEGIN');
      const result = await fn(c);
      await c.query('COMMIT');
      return result;
    } catch (err) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      c.release();
    }
  }

  // ── accounts ──────────────────────────────────────────────────────────────────────────────────
  /** Creates or re-keys an account by id (a configured account keeps its id across restarts). */
  async upsertAccount(a: Account, now: Date): Promise<'created' | 'existing'> {
    const r = await this.pool.query<{ created: boolean }>(
      `INSERT INTO ${SCHEMA}.accounts (id, name, publishable_key, secret_key, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, publishable_key = EXCLUDED.publishable_key, secret_key = EXCLUDED.secret_key
       RETURNING (xmax = 0) AS created`,
      [a.id, a.name, a.publishable_key, a.secret_key, now],
    );
    return r.rows[0]!.created ? 'created' : 'existing';
  }

  async accountByKey(key: string): Promise<Account | null> {
    const r = await this.pool.query<Account>(
      `SELECT id, name, publishable_key, secret_key FROM ${SCHEMA}.accounts WHERE publishable_key = $1 OR secret_key = $1`,
      [key],
    );
    return r.rows[0] ?? null;
  }

  async accountById(id: string): Promise<Account | null> {
    const r = await this.pool.query<Account>(`SELECT id, name, publishable_key, secret_key FROM ${SCHEMA}.accounts WHERE id = $1`, [id]);
    return r.rows[0] ?? null;
  }

  // ── payments ──────────────────────────────────────────────────────────────────────────────────
  async insertPayment(q: Queryable, accountId: string, p: Payment, priv: PaymentPrivate): Promise<boolean> {
    const r = await q.query(
      `INSERT INTO ${SCHEMA}.payments (id, account_id, status, data, private, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO NOTHING`,
      [p.id, accountId, p.status, p, priv, new Date(p.created_at)],
    );
    return r.rowCount === 1;
  }

  async payment(q: Queryable, id: string, opts: { forUpdate?: boolean } = {}): Promise<PaymentRow | null> {
    const r = await q.query<PaymentRow>(
      `SELECT account_id, data, private FROM ${SCHEMA}.payments WHERE id = $1${opts.forUpdate ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return r.rows[0] ?? null;
  }

  async updatePayment(q: Queryable, p: Payment, priv?: PaymentPrivate): Promise<void> {
    await q.query(`UPDATE ${SCHEMA}.payments SET status = $2, data = $3, private = COALESCE($4, private) WHERE id = $1`, [
      p.id,
      p.status,
      p,
      priv ?? null,
    ]);
  }

  async listPayments(accountId: string, f: PaymentFilters, page: number, size: number): Promise<{ payments: Payment[]; total: number }> {
    const where = ['account_id = $1'];
    const params: unknown[] = [accountId];
    const add = (sql: (n: string) => string, v: unknown) => {
      params.push(v);
      where.push(sql(`$${params.length}`));
    };
    if (f.id) add((n) => `id = ${n}`, f.id);
    if (f.status) add((n) => `status = ${n}`, f.status);
    if (f.source) add((n) => `data->'source'->>'type' = ${n}`, f.source);
    if (f.createdGt) add((n) => `created_at > ${n}`, f.createdGt);
    if (f.createdLt) add((n) => `created_at < ${n}`, f.createdLt);
    for (const [k, v] of Object.entries(f.metadata ?? {})) add((n) => `(data->'metadata')::jsonb @> ${n}::jsonb`, JSON.stringify({ [k]: v }));
    const w = where.join(' AND ');
    const total = await this.pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${SCHEMA}.payments WHERE ${w}`, params);
    const rows = await this.pool.query<{ data: Payment }>(
      `SELECT data FROM ${SCHEMA}.payments WHERE ${w} ORDER BY created_at DESC, id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`,
      params,
    );
    return { payments: rows.rows.map((r) => r.data), total: Number(total.rows[0]!.n) };
  }

  // ── tokens ────────────────────────────────────────────────────────────────────────────────────
  async insertToken(q: Queryable, accountId: string, t: Token, priv: TokenPrivate): Promise<void> {
    await q.query(`INSERT INTO ${SCHEMA}.tokens (id, account_id, data, private, created_at) VALUES ($1, $2, $3, $4, $5)`, [
      t.id,
      accountId,
      t,
      priv,
      new Date(t.created_at),
    ]);
  }

  async token(q: Queryable, id: string, opts: { forUpdate?: boolean } = {}): Promise<TokenRow | null> {
    const r = await q.query<TokenRow>(`SELECT account_id, data, private FROM ${SCHEMA}.tokens WHERE id = $1${opts.forUpdate ? ' FOR UPDATE' : ''}`, [id]);
    return r.rows[0] ?? null;
  }

  async updateToken(q: Queryable, t: Token): Promise<void> {
    await q.query(`UPDATE ${SCHEMA}.tokens SET data = $2 WHERE id = $1`, [t.id, t]);
  }

  async deleteToken(id: string): Promise<void> {
    await this.pool.query(`DELETE FROM ${SCHEMA}.tokens WHERE id = $1`, [id]);
  }

  // ── 3-D Secure pages ──────────────────────────────────────────────────────────────────────────
  async insertAuth(q: Queryable, a: { id: string; token: string; kind: 'payment' | 'token'; targetId: string }, now: Date): Promise<void> {
    await q.query(`INSERT INTO ${SCHEMA}.auths (id, token, kind, target_id, created_at) VALUES ($1, $2, $3, $4, $5)`, [a.id, a.token, a.kind, a.targetId, now]);
  }

  async auth(q: Queryable, id: string, opts: { forUpdate?: boolean } = {}): Promise<AuthRow | null> {
    const r = await q.query<AuthRow>(
      `SELECT id, token, kind, target_id, completed_at FROM ${SCHEMA}.auths WHERE id = $1${opts.forUpdate ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return r.rows[0] ?? null;
  }

  async completeAuth(q: Queryable, id: string, now: Date): Promise<void> {
    await q.query(`UPDATE ${SCHEMA}.auths SET completed_at = $2 WHERE id = $1`, [id, now]);
  }

  // ── webhooks ──────────────────────────────────────────────────────────────────────────────────
  async insertWebhook(w: Webhook): Promise<void> {
    await this.pool.query(`INSERT INTO ${SCHEMA}.webhooks (id, account_id, url, shared_secret, events, created_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
      w.id,
      w.account_id,
      w.url,
      w.shared_secret,
      w.events,
      new Date(w.created_at),
    ]);
  }

  async webhooks(q: Queryable, accountId: string): Promise<Webhook[]> {
    const r = await q.query<WebhookRow>(`SELECT * FROM ${SCHEMA}.webhooks WHERE account_id = $1 ORDER BY created_at, id`, [accountId]);
    return r.rows.map((w) => ({ ...w, created_at: w.created_at.toISOString() }));
  }

  async deleteWebhook(accountId: string, id: string): Promise<boolean> {
    const r = await this.pool.query(`DELETE FROM ${SCHEMA}.webhooks WHERE account_id = $1 AND id = $2`, [accountId, id]);
    return r.rowCount === 1;
  }

  // ── events and deliveries ─────────────────────────────────────────────────────────────────────
  async insertEvent(q: Queryable, e: { id: string; accountId: string; paymentId: string; type: WebhookEvent; payload: Record<string, unknown> }, now: Date): Promise<void> {
    await q.query(`INSERT INTO ${SCHEMA}.events (id, account_id, payment_id, type, payload, created_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
      e.id,
      e.accountId,
      e.paymentId,
      e.type,
      e.payload,
      now,
    ]);
  }

  async lastEvent(paymentId: string): Promise<{ id: string; account_id: string; type: WebhookEvent } | null> {
    const r = await this.pool.query<{ id: string; account_id: string; type: WebhookEvent }>(
      `SELECT id, account_id, type FROM ${SCHEMA}.events WHERE payment_id = $1 ORDER BY seq DESC LIMIT 1`,
      [paymentId],
    );
    return r.rows[0] ?? null;
  }

  async insertDelivery(q: Queryable, d: { id: string; eventId: string; webhookId: string }, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO ${SCHEMA}.deliveries (id, event_id, webhook_id, status, attempts, next_attempt_at, created_at) VALUES ($1, $2, $3, 'pending', 0, $4, $4)`,
      [d.id, d.eventId, d.webhookId, now],
    );
  }

  private readonly deliverySelect = `SELECT d.id, d.event_id, d.webhook_id, e.payment_id, e.type, w.url, w.shared_secret, d.status, d.attempts,
      d.next_attempt_at, d.last_status, d.last_error, d.created_at, d.delivered_at, e.payload
    FROM ${SCHEMA}.deliveries d JOIN ${SCHEMA}.events e ON e.id = d.event_id JOIN ${SCHEMA}.webhooks w ON w.id = d.webhook_id`;

  async delivery(id: string): Promise<(Delivery & { shared_secret: string }) | null> {
    const r = await this.pool.query<DeliveryRow>(`${this.deliverySelect} WHERE d.id = $1`, [id]);
    return r.rows[0] ? { ...toDelivery(r.rows[0]), shared_secret: r.rows[0].shared_secret } : null;
  }

  async deliveries(f: DeliveryFilters): Promise<Delivery[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (col: string, v: unknown) => {
      params.push(v);
      where.push(`${col} = $${params.length}`);
    };
    if (f.paymentId) add('e.payment_id', f.paymentId);
    if (f.accountId) add('e.account_id', f.accountId);
    if (f.webhookId) add('d.webhook_id', f.webhookId);
    if (f.status) add('d.status', f.status);
    const r = await this.pool.query<DeliveryRow>(
      `${this.deliverySelect}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY d.seq DESC LIMIT 500`,
      params,
    );
    return r.rows.map(toDelivery);
  }

  async pendingDeliveries(): Promise<{ id: string; next_attempt_at: Date | null }[]> {
    const r = await this.pool.query<{ id: string; next_attempt_at: Date | null }>(
      `SELECT id, next_attempt_at FROM ${SCHEMA}.deliveries WHERE status = 'pending' ORDER BY next_attempt_at, seq`,
    );
    return r.rows;
  }

  /** Takes attempt number `attempts + 1` of a pending delivery; false when another process took it first. */
  async claimAttempt(id: string, attempts: number): Promise<boolean> {
    const r = await this.pool.query(`UPDATE ${SCHEMA}.deliveries SET attempts = attempts + 1 WHERE id = $1 AND status = 'pending' AND attempts = $2`, [
      id,
      attempts,
    ]);
    return r.rowCount === 1;
  }

  /** Gives back an attempt that stop() cut short, due again at once on the next start. */
  async releaseAttempt(id: string, now: Date): Promise<void> {
    await this.pool.query(`UPDATE ${SCHEMA}.deliveries SET attempts = attempts - 1, next_attempt_at = $2 WHERE id = $1 AND status = 'pending'`, [id, now]);
  }

  async recordAttempt(
    id: string,
    r: { status: DeliveryStatus; lastStatus: number | null; lastError: string | null; nextAttemptAt: Date | null; deliveredAt: Date | null },
  ): Promise<void> {
    await this.pool.query(
      `UPDATE ${SCHEMA}.deliveries SET status = $2, last_status = $3, last_error = $4, next_attempt_at = $5, delivered_at = $6 WHERE id = $1`,
      [id, r.status, r.lastStatus, r.lastError, r.nextAttemptAt, r.deliveredAt],
    );
  }
}

function toDelivery(r: DeliveryRow): Delivery {
  return {
    id: r.id,
    event_id: r.event_id,
    webhook_id: r.webhook_id,
    payment_id: r.payment_id,
    type: r.type,
    url: r.url,
    status: r.status,
    attempts: r.attempts,
    next_attempt_at: r.status === 'pending' ? iso(r.next_attempt_at) : null,
    last_status: r.last_status,
    last_error: r.last_error,
    created_at: r.created_at.toISOString(),
    delivered_at: iso(r.delivered_at),
    payload: webhookBody(r.payload, r.shared_secret),
  };
}

/** The body a receiver gets: the event's fields with the webhook's secret_token before `data`. */
function webhookBody(payload: Record<string, unknown>, secretToken: string): Record<string, unknown> {
  const { data, ...head } = payload;
  return { ...head, secret_token: secretToken, data };
}
