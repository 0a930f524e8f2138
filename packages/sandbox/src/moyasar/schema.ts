import type pg from 'pg';
import { createSchema } from '../server.ts';

/** The sandbox's own schema in the app's database: never touched by the app's migrations, and vice versa. */
export const SCHEMA = 'moyasar_sandbox';
/** Advisory lock key around creating the schema, so two sandboxes starting together do not race. */
export const SCHEMA_LOCK_KEY = 0x4d6f_7973; // "Moys"

// The objects are kept as `json`, not `jsonb`: json keeps their keys in Moyasar's order for the answers.
const ddl = [
  `CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`,
  `CREATE TABLE IF NOT EXISTS ${SCHEMA}.accounts (
    id text PRIMARY KEY,
    name text NOT NULL,
    publishable_key text NOT NULL UNIQUE,
    secret_key text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS ${SCHEMA}.payments (
    id text PRIMARY KEY,
    account_id text NOT NULL REFERENCES ${SCHEMA}.accounts (id) ON DELETE CASCADE,
    status text NOT NULL,
    data json NOT NULL,
    private jsonb NOT NULL,
    created_at timestamptz NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS payments_account_created_idx ON ${SCHEMA}.payments (account_id, created_at DESC, id DESC)`,
  `CREATE TABLE IF NOT EXISTS ${SCHEMA}.tokens (
    id text PRIMARY KEY,
    account_id text NOT NULL REFERENCES ${SCHEMA}.accounts (id) ON DELETE CASCADE,
    data json NOT NULL,
    private jsonb NOT NULL,
    created_at timestamptz NOT NULL)`,
  // A 3-D Secure page (transaction_url / verification_url): for a payment or a token.
  `CREATE TABLE IF NOT EXISTS ${SCHEMA}.auths (
    id uuid PRIMARY KEY,
    token text NOT NULL,
    kind text NOT NULL CHECK (kind IN ('payment', 'token')),
    target_id text NOT NULL,
    created_at timestamptz NOT NULL,
    completed_at timestamptz)`,
  `CREATE TABLE IF NOT EXISTS ${SCHEMA}.webhooks (
    id uuid PRIMARY KEY,
    account_id text NOT NULL REFERENCES ${SCHEMA}.accounts (id) ON DELETE CASCADE,
    url text NOT NULL,
    shared_secret text NOT NULL,
    events text[] NOT NULL,
    created_at timestamptz NOT NULL)`,
  // One row per status change; its payload is the body without the webhook's secret_token.
  `CREATE TABLE IF NOT EXISTS ${SCHEMA}.events (
    id uuid PRIMARY KEY,
    account_id text NOT NULL,
    payment_id text NOT NULL,
    type text NOT NULL,
    payload json NOT NULL,
    created_at timestamptz NOT NULL,
    seq bigserial NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS events_payment_idx ON ${SCHEMA}.events (payment_id, seq DESC)`,
  `CREATE TABLE IF NOT EXISTS ${SCHEMA}.deliveries (
    id uuid PRIMARY KEY,
    event_id uuid NOT NULL REFERENCES ${SCHEMA}.events (id) ON DELETE CASCADE,
    webhook_id uuid NOT NULL REFERENCES ${SCHEMA}.webhooks (id) ON DELETE CASCADE,
    status text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
    attempts integer NOT NULL,
    next_attempt_at timestamptz,
    last_status integer,
    last_error text,
    created_at timestamptz NOT NULL,
    delivered_at timestamptz,
    seq bigserial NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS deliveries_pending_idx ON ${SCHEMA}.deliveries (next_attempt_at) WHERE status = 'pending'`,
];

/** Creates the schema and tables if missing, under an advisory lock on a connection of its own. */
export function createMoyasarSchema(pool: pg.Pool): Promise<void> {
  return createSchema(pool, SCHEMA_LOCK_KEY, ddl);
}
