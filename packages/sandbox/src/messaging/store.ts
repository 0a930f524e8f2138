import type pg from 'pg';
import { createSchema } from '../server.ts';

/** The phone sandbox's own schema in the app's database (never touched by the app's migrations). */
const MESSAGING_SCHEMA = 'messaging_sandbox';
/** Advisory lock key around creating the schema ("Phon"). */
const SCHEMA_LOCK_KEY = 0x5068_6f6e;

const S = MESSAGING_SCHEMA;
const ddl = [
  `CREATE SCHEMA IF NOT EXISTS ${S}`,
  // Where an account's delivery callbacks go (what an owner sets in Unifonic's or Meta's console): the API
  // registers its channels here outside production. SMS accounts are keyed by a hash of the AppSid.
  `CREATE TABLE IF NOT EXISTS ${S}.hooks (
    channel text NOT NULL CHECK (channel IN ('sms', 'whatsapp')),
    account_key text NOT NULL,
    url text NOT NULL,
    app_secret text,
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (channel, account_key))`,
  // Every message, both ways, in order (`seq`). Outgoing: accepted → sent → delivered | failed; incoming: received.
  `CREATE TABLE IF NOT EXISTS ${S}.messages (
    id text PRIMARY KEY,
    seq bigserial NOT NULL,
    channel text NOT NULL CHECK (channel IN ('sms', 'whatsapp')),
    direction text NOT NULL CHECK (direction IN ('out', 'in')),
    account_key text NOT NULL,
    sender text NOT NULL,
    phone text NOT NULL,
    body text,
    template json,
    correlation_id text,
    status text NOT NULL CHECK (status IN ('accepted', 'sent', 'delivered', 'failed', 'received')),
    error text,
    response json,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL)`,
  // Unifonic's CorrelationID: a retried request gets the first answer back and sends nothing new.
  `CREATE UNIQUE INDEX IF NOT EXISTS messages_correlation_uq ON ${S}.messages (account_key, correlation_id) WHERE channel = 'sms' AND correlation_id IS NOT NULL`,
  `CREATE INDEX IF NOT EXISTS messages_phone_idx ON ${S}.messages (phone, seq DESC)`,
  // The callbacks a message leads to (status webhooks, DLRs, an inbound reply), each with its deliveries' outcome.
  `CREATE TABLE IF NOT EXISTS ${S}.callbacks (
    id uuid PRIMARY KEY,
    seq bigserial NOT NULL,
    message_id text NOT NULL REFERENCES ${S}.messages (id) ON DELETE CASCADE,
    event text NOT NULL CHECK (event IN ('sent', 'delivered', 'failed', 'inbound')),
    state text NOT NULL CHECK (state IN ('scheduled', 'pending', 'delivered', 'failed', 'no_hook')),
    due_at timestamptz NOT NULL,
    url text,
    payload json,
    attempts integer NOT NULL DEFAULT 0,
    last_status integer,
    last_error text,
    fired_at timestamptz,
    delivered_at timestamptz)`,
  `CREATE INDEX IF NOT EXISTS callbacks_message_idx ON ${S}.callbacks (message_id, seq)`,
  `CREATE INDEX IF NOT EXISTS callbacks_open_idx ON ${S}.callbacks (due_at) WHERE state IN ('scheduled', 'pending')`,
];

export type SandboxChannel = 'sms' | 'whatsapp';
export type SandboxMessageStatus = 'accepted' | 'sent' | 'delivered' | 'failed' | 'received';
export type CallbackEvent = 'sent' | 'delivered' | 'failed' | 'inbound';
export type CallbackState = 'scheduled' | 'pending' | 'delivered' | 'failed' | 'no_hook';

interface SandboxTemplate {
  name: string;
  language: string;
  params: string[];
}

export interface SandboxMessage {
  id: string;
  seq: string;
  channel: SandboxChannel;
  direction: 'out' | 'in';
  account_key: string;
  sender: string;
  /** E.164: the number written to (out) or written from (in). */
  phone: string;
  body: string | null;
  template: SandboxTemplate | null;
  correlation_id: string | null;
  status: SandboxMessageStatus;
  error: string | null;
  response: unknown;
  created_at: Date;
  updated_at: Date;
}

export interface SandboxCallback {
  id: string;
  message_id: string;
  event: CallbackEvent;
  state: CallbackState;
  due_at: Date;
  url: string | null;
  payload: unknown;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  fired_at: Date | null;
  delivered_at: Date | null;
}

export interface Hook {
  channel: SandboxChannel;
  account_key: string;
  url: string;
  app_secret: string | null;
}

/** Either a pg pool or a TypeORM data source: something that runs SQL and answers rows. */
export type RunSql = <T>(sql: string, params?: unknown[]) => Promise<T[]>;
export const fromPool = (pool: pg.Pool | pg.PoolClient): RunSql => async <T>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as T[];

const ORDER: Record<SandboxMessageStatus, number> = { accepted: 0, received: 0, sent: 1, delivered: 2, failed: 2 };

export class MessagingStore {
  private readonly pool: pg.Pool;
  private readonly q: RunSql;
  constructor(pool: pg.Pool) {
    this.pool = pool;
    this.q = fromPool(pool);
  }

  /** Creates the schema and tables if missing, under an advisory lock (two sandboxes may start together). */
  migrate(): Promise<void> {
    return createSchema(this.pool, SCHEMA_LOCK_KEY, ddl);
  }

  async upsertHook(h: Hook, now: Date): Promise<void> {
    await this.q(
      `INSERT INTO ${S}.hooks (channel, account_key, url, app_secret, updated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (channel, account_key) DO UPDATE SET url = EXCLUDED.url, app_secret = EXCLUDED.app_secret, updated_at = EXCLUDED.updated_at`,
      [h.channel, h.account_key, h.url, h.app_secret, now],
    );
  }

  async deleteHook(channel: SandboxChannel, accountKey: string): Promise<boolean> {
    return (await this.q(`DELETE FROM ${S}.hooks WHERE channel = $1 AND account_key = $2 RETURNING 1`, [channel, accountKey])).length > 0;
  }

  async hook(channel: SandboxChannel, accountKey: string): Promise<Hook | undefined> {
    return (await this.q<Hook>(`SELECT channel, account_key, url, app_secret FROM ${S}.hooks WHERE channel = $1 AND account_key = $2`, [channel, accountKey]))[0];
  }

  /** The earlier message of this SMS account with this CorrelationID, if any. */
  async byCorrelation(accountKey: string, correlationId: string): Promise<SandboxMessage | undefined> {
    return (await this.q<SandboxMessage>(`SELECT * FROM ${S}.messages WHERE channel = 'sms' AND account_key = $1 AND correlation_id = $2`, [accountKey, correlationId]))[0];
  }

  /**
   * Stores a message and its callbacks. An SMS whose CorrelationID this account already used is not
   * stored again: answers the first one (`created: false`), so two requests racing both get the first.
   */
  async insertMessage(
    m: Omit<SandboxMessage, 'seq' | 'created_at' | 'updated_at' | 'error'> & { error?: string | null },
    callbacks: { id: string; event: CallbackEvent; dueAt: Date }[],
    now: Date,
  ): Promise<{ message: SandboxMessage; created: boolean }> {
    const c = await this.pool.connect();
    try {
      await c.query('BEGIN');
      const rows = (
        await c.query<SandboxMessage>(
          `INSERT INTO ${S}.messages (id, channel, direction, account_key, sender, phone, body, template, correlation_id, status, error, response, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)
           ON CONFLICT (account_key, correlation_id) WHERE channel = 'sms' AND correlation_id IS NOT NULL DO NOTHING
           RETURNING *`,
          [m.id, m.channel, m.direction, m.account_key, m.sender, m.phone, m.body, m.template ? JSON.stringify(m.template) : null, m.correlation_id, m.status, m.error ?? null, JSON.stringify(m.response), now],
        )
      ).rows;
      if (!rows[0]) {
        await c.query('ROLLBACK');
        const first = await this.byCorrelation(m.account_key, m.correlation_id!);
        if (!first) throw new Error('messaging sandbox: a duplicate CorrelationID without its first message');
        return { message: first, created: false };
      }
      for (const cb of callbacks) {
        await c.query(`INSERT INTO ${S}.callbacks (id, message_id, event, state, due_at) VALUES ($1, $2, $3, 'scheduled', $4)`, [cb.id, m.id, cb.event, cb.dueAt]);
      }
      await c.query('COMMIT');
      return { message: rows[0], created: true };
    } catch (err) {
      await c.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      c.release();
    }
  }

  async message(id: string): Promise<SandboxMessage | undefined> {
    return (await this.q<SandboxMessage>(`SELECT * FROM ${S}.messages WHERE id = $1`, [id]))[0];
  }

  /** The latest outgoing WhatsApp message to a number (a reply answers the business that wrote last). */
  async lastWhatsAppTo(phone: string): Promise<SandboxMessage | undefined> {
    return (await this.q<SandboxMessage>(`SELECT * FROM ${S}.messages WHERE channel = 'whatsapp' AND direction = 'out' AND phone = $1 ORDER BY seq DESC LIMIT 1`, [phone]))[0];
  }

  /** Moves an outgoing message's status forward only (a late `sent` never undoes `delivered`). */
  async advance(id: string, status: SandboxMessageStatus, error: string | null, now: Date): Promise<void> {
    const lower = Object.entries(ORDER).filter(([, n]) => n < ORDER[status]).map(([s]) => s);
    await this.q(`UPDATE ${S}.messages SET status = $2, error = COALESCE($3, error), updated_at = $4 WHERE id = $1 AND status = ANY($5)`, [id, status, error, now, lower]);
  }

  async callback(id: string): Promise<(SandboxCallback & { channel: SandboxChannel; account_key: string }) | undefined> {
    return (
      await this.q<SandboxCallback & { channel: SandboxChannel; account_key: string }>(
        `SELECT c.*, m.channel, m.account_key FROM ${S}.callbacks c JOIN ${S}.messages m ON m.id = c.message_id WHERE c.id = $1`,
        [id],
      )
    )[0];
  }

  /** Callbacks still to fire or to retry (after a restart). */
  async openCallbacks(): Promise<{ id: string; due_at: Date }[]> {
    return this.q(`SELECT id, due_at FROM ${S}.callbacks WHERE state IN ('scheduled', 'pending') ORDER BY due_at, seq`);
  }

  /**
   * Whether an earlier callback of the same message has not made its first attempt yet: callbacks go out
   * in order (a `failed` never overtakes its `sent`), which Meta does not promise but keeps the inbox readable.
   */
  async earlierWaiting(id: string): Promise<boolean> {
    return (
      await this.q(
        `SELECT 1 FROM ${S}.callbacks e JOIN ${S}.callbacks c ON c.message_id = e.message_id AND e.seq < c.seq
         WHERE c.id = $1 AND (e.state = 'scheduled' OR (e.state = 'pending' AND e.last_status IS NULL AND e.last_error IS NULL)) LIMIT 1`,
        [id],
      )
    ).length > 0;
  }

  /** Claims the next attempt: only one sandbox on the database makes it. */
  async claim(id: string, attempts: number): Promise<boolean> {
    return (await this.q(`UPDATE ${S}.callbacks SET attempts = attempts + 1 WHERE id = $1 AND attempts = $2 AND state IN ('scheduled', 'pending') RETURNING 1`, [id, attempts])).length > 0;
  }

  /** Gives an attempt back (cut short by stop()). */
  async release(id: string): Promise<void> {
    await this.q(`UPDATE ${S}.callbacks SET attempts = attempts - 1 WHERE id = $1 AND attempts > 0`, [id]);
  }

  async fired(id: string, fields: { url: string | null; payload: unknown; state: CallbackState; firedAt: Date }): Promise<void> {
    await this.q(`UPDATE ${S}.callbacks SET url = $2, payload = $3, state = $4, fired_at = $5 WHERE id = $1`, [id, fields.url, JSON.stringify(fields.payload), fields.state, fields.firedAt]);
  }

  async recordAttempt(id: string, r: { state: CallbackState; lastStatus: number | null; lastError: string | null; dueAt: Date | null; deliveredAt: Date | null }): Promise<void> {
    await this.q(
      `UPDATE ${S}.callbacks SET state = $2, last_status = $3, last_error = $4, due_at = COALESCE($5, due_at), delivered_at = $6 WHERE id = $1`,
      [id, r.state, r.lastStatus, r.lastError, r.dueAt, r.deliveredAt],
    );
  }
}

export interface ListedMessage extends SandboxMessage {
  callbacks: Pick<SandboxCallback, 'event' | 'state' | 'attempts' | 'last_status' | 'last_error' | 'fired_at' | 'delivered_at' | 'url'>[];
}

/**
 * Every message (newest first) with its callbacks, for the sandbox's own list and the API's dev phone
 * inbox (which reads the schema through its data source). An empty list before the sandbox ever ran.
 */
export async function listSandboxMessages(q: RunSql, opts: { phone?: string | undefined; channel?: SandboxChannel | undefined; limit?: number } = {}): Promise<ListedMessage[]> {
  const [exists] = await q<{ t: string | null }>(`SELECT to_regclass('${S}.callbacks')::text AS t`);
  if (!exists?.t) return [];
  return q<ListedMessage>(
    `SELECT m.*, COALESCE((SELECT json_agg(json_build_object('event', c.event, 'state', c.state, 'attempts', c.attempts, 'last_status', c.last_status,
                'last_error', c.last_error, 'fired_at', c.fired_at, 'delivered_at', c.delivered_at, 'url', c.url) ORDER BY c.seq)
              FROM ${S}.callbacks c WHERE c.message_id = m.id), '[]'::json) AS callbacks
     FROM ${S}.messages m
     WHERE ($1::text IS NULL OR m.phone = $1) AND ($2::text IS NULL OR m.channel = $2)
     ORDER BY m.seq DESC LIMIT $3`,
    [opts.phone ?? null, opts.channel ?? null, opts.limit ?? 100],
  );
}
