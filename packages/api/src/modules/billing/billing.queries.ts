import { END_AFTER_DAYS, type BillingPeriod, type BillingRecordKind, type BillingRecordView, type CreditNoteReason, type CreditNoteView, type InvoiceView, type Locale, type PaymentMethodView, type PlanCode, type PlanFeature, type PlanUsage, type QuoteLine, type SubscriptionStatus } from '@waqt/contracts';
import type { Db } from '../../db/tx.ts';
import { affected, many, one } from '../../db/sql.ts';

/**
 * The billing module's SQL (typed rows): subscriptions as read, billing records, cards on file, and what
 * billing reads of teams, members and calendars, plans, invoices and credit notes, card requests. A
 * subscription is written only in subscription-lifecycle.ts; invoices and credit notes only through
 * invoices.ts, card requests only through payment-methods.ts (their statements are here).
 */

/**
 * What billing reads of a team. Billing sits below the teams module (teams gate invites by entitlements
 * and queue a new team's trial end), so it never imports it: teams.queries' `Team` fits this shape.
 */
export interface BillingTeam {
  id: string;
  isPersonal: boolean;
  trialEndsAt: Date | null;
}

// ——— Subscriptions (read here, written only by subscription-lifecycle.ts) ———

export interface SubscriptionRow {
  id: string;
  team_id: string;
  plan_code: PlanCode;
  period: BillingPeriod;
  extra_calendars: number;
  status: SubscriptionStatus;
  anchor_day: number;
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  payment_method_id: string | null;
  scheduled_plan_code: PlanCode | null;
  scheduled_period: BillingPeriod | null;
  scheduled_extra_calendars: number | null;
  carried_halalas: number;
  past_due_since: Date | null;
  /** The owner's request key that subscribed during the trial (`trialing`): the same request answers the same. */
  trial_request_key: string | null;
}

/** The team's subscription (one at most); `lock` takes its row lock. */
export const subscriptionRow = (db: Db, teamId: string, lock = false) =>
  one<SubscriptionRow>(db, `SELECT * FROM subscriptions WHERE team_id = $1${lock ? ' FOR UPDATE' : ''}`, [teamId]);

/** The subscription's row lock alone (lock order everywhere: team, subscription, record). */
export async function lockSubscription(tx: Db, teamId: string): Promise<void> {
  await many(tx, `SELECT id FROM subscriptions WHERE team_id = $1 FOR UPDATE`, [teamId]);
}

/** A subscription that still gives its plan (as entitlements decide): a new one is refused (plan changes are their own flow). */
export async function hasLiveSubscription(db: Db, teamId: string, now: Date): Promise<boolean> {
  const row = await one(
    db,
    `SELECT 1 FROM subscriptions WHERE team_id = $1
       AND ((status IN ('active', 'trialing') AND current_period_end > $2::timestamptz - make_interval(days => $3)) OR (status = 'past_due' AND past_due_since > $2::timestamptz - make_interval(days => $3)) OR (status = 'cancelled' AND current_period_end > $2))`,
    [teamId, now, END_AFTER_DAYS],
  );
  return row !== undefined;
}

export async function isPastDue(db: Db, teamId: string): Promise<boolean> {
  return (await one(db, `SELECT 1 FROM subscriptions WHERE team_id = $1 AND status = 'past_due'`, [teamId])) !== undefined;
}

/** A subscription that will charge the team's cards again (its only card cannot be removed). */
export async function renewsOnCards(db: Db, teamId: string, now: Date): Promise<boolean> {
  const row = await one(
    db,
    `SELECT id FROM subscriptions WHERE team_id = $1 AND ((status IN ('active', 'trialing') AND NOT cancel_at_period_end AND current_period_end > $2) OR status = 'past_due')`,
    [teamId, now],
  );
  return row !== undefined;
}

/** Subscriptions past their period's end still to be renewed or ended, with no renewal pending (the sweep). */
export const overdueRenewals = (db: Db, now: Date) =>
  many<{ team_id: string; current_period_end: Date }>(
    db,
    `SELECT s.team_id, s.current_period_end FROM subscriptions s
      WHERE s.status IN ('trialing', 'active', 'cancelled') AND s.current_period_end <= $1
        AND NOT EXISTS (SELECT 1 FROM billing_records r WHERE r.team_id = s.team_id AND r.kind = 'renewal' AND r.status = 'pending')
      ORDER BY s.current_period_end, s.team_id`,
    [now],
  );

// ——— Billing records ———

/**
 * Who made a record's request key (issue 35): 'client' — an owner's request, under a key the browser
 * chose; 'server' — a renewal job's attempt, under a key derived from (subscription, period, attempt),
 * facts the owner can read. A key is unique per (team, origin), so a client key never finds, blocks or
 * stands for a server record, whatever it is.
 */
export type RecordOrigin = 'client' | 'server';

export interface RecordRow {
  id: string;
  team_id: string;
  kind: BillingRecordKind;
  status: BillingRecordView['status'];
  plan_code: PlanCode;
  period: BillingPeriod;
  extra_calendars: number;
  lines: QuoteLine[];
  subtotal: number;
  vat: number;
  total: number;
  currency: string;
  given_id: string;
  payment_method_id: string | null;
  card_last_four: string | null;
  failure_message: string | null;
  period_start: Date;
  period_end: Date;
  anchor_day: number;
  refunded_halalas: number;
  gateway_payment_id: string | null;
  created_by: string | null;
  created_at: Date;
  paid_at: Date | null;
  invoice_number?: string | null;
}

const RECORD_COLUMNS = `r.*, (SELECT number FROM invoices i WHERE i.billing_record_id = r.id) AS invoice_number`;

export async function recordById(db: Db, teamId: string, id: string, lock = false): Promise<RecordRow | undefined> {
  // Locked first, then read by a statement of its own: a lock that waited for another transaction sees
  // the row as that one left it, but a subquery in the same statement would still see the old snapshot
  // (an activated record without its invoice number).
  if (lock) await many(db, `SELECT id FROM billing_records WHERE team_id = $1 AND id = $2 FOR UPDATE`, [teamId, id]);
  return one<RecordRow>(db, `SELECT ${RECORD_COLUMNS} FROM billing_records r WHERE r.team_id = $1 AND r.id = $2`, [teamId, id]);
}

/** The team's latest records (the billing page). */
export const latestRecords = (db: Db, teamId: string) =>
  many<RecordRow>(db, `SELECT ${RECORD_COLUMNS} FROM billing_records r WHERE r.team_id = $1 ORDER BY r.created_at DESC, r.id LIMIT 100`, [teamId]);

/** The record made under (origin, request key), if any: an owner's key never finds the server's record. */
export const recordByKey = (db: Db, teamId: string, origin: RecordOrigin, requestKey: string) =>
  one<{ id: string; status: RecordRow['status'] }>(db, `SELECT id, status FROM billing_records WHERE team_id = $1 AND origin = $2 AND request_key = $3`, [teamId, origin, requestKey]);

/** The owner's record made under `requestKey` (a repeated or retried request), if any: never one the server made. */
export const clientRecordId = async (db: Db, teamId: string, requestKey: string) => (await recordByKey(db, teamId, 'client', requestKey))?.id;

/** One of the team's charges is pending (one at a time: `billing_records_one_pending`). */
export async function hasPendingRecord(db: Db, teamId: string): Promise<boolean> {
  return (await one(db, `SELECT id FROM billing_records WHERE team_id = $1 AND status = 'pending'`, [teamId])) !== undefined;
}

/** Charges an owner started that were declined since `since`. */
export async function declinedChargesSince(db: Db, teamId: string, since: Date): Promise<number> {
  const row = await one<{ n: number }>(db, `SELECT count(*)::int AS n FROM billing_records WHERE team_id = $1 AND status = 'failed' AND created_by IS NOT NULL AND created_at > $2`, [teamId, since]);
  return row?.n ?? 0;
}

export interface NewRecordRow {
  id: string;
  teamId: string;
  kind: BillingRecordKind;
  origin: RecordOrigin;
  requestKey: string;
  givenId: string;
  planCode: PlanCode;
  period: BillingPeriod;
  extraCalendars: number;
  quote: { lines: QuoteLine[]; subtotal: number; vat: number; total: number };
  currency: string;
  card: { id: string | null; last_four: string | null };
  periodStart: Date;
  periodEnd: Date;
  anchorDay: number;
  createdBy: string | null;
  createdAt: Date;
}

/** Inserts a pending record under a savepoint: a unique violation (thrown as is) leaves the caller's transaction usable. */
export async function insertRecordRow(tx: Db, r: NewRecordRow): Promise<void> {
  try {
    await many(tx, `SAVEPOINT insert_record`);
    await many(
      tx,
      `INSERT INTO billing_records (id, team_id, kind, origin, request_key, given_id, plan_code, period, extra_calendars, lines, subtotal, vat, total, currency,
         payment_method_id, card_last_four, period_start, period_end, anchor_day, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)`,
      [r.id, r.teamId, r.kind, r.origin, r.requestKey, r.givenId, r.planCode, r.period, r.extraCalendars, JSON.stringify(r.quote.lines), r.quote.subtotal, r.quote.vat, r.quote.total, r.currency,
        r.card.id, r.card.last_four, r.periodStart, r.periodEnd, r.anchorDay, r.createdBy, r.createdAt],
    );
    await many(tx, `RELEASE SAVEPOINT insert_record`);
  } catch (err) {
    await many(tx, `ROLLBACK TO SAVEPOINT insert_record`);
    throw err;
  }
}

export async function markRecordFailed(tx: Db, id: string, message: string): Promise<void> {
  await affected(tx, `UPDATE billing_records SET status = 'failed', failure_message = $2 WHERE id = $1`, [id, message]);
}

export async function markRecordPaid(tx: Db, id: string, paidAt: Date, gatewayPaymentId: string): Promise<void> {
  await affected(tx, `UPDATE billing_records SET status = 'paid', paid_at = $2, gateway_payment_id = $3 WHERE id = $1`, [id, paidAt, gatewayPaymentId]);
}

export async function markRecordActivated(tx: Db, id: string, at: Date): Promise<void> {
  await affected(tx, `UPDATE billing_records SET status = 'activated', activated_at = $2 WHERE id = $1`, [id, at]);
}

// ——— Cards on file ———

export interface PaymentMethodRow {
  id: string;
  brand: PaymentMethodView['brand'];
  last_four: string;
  exp_month: number;
  exp_year: number;
  name: string;
  is_default: boolean;
  created_at: Date;
  gateway_token_id: string;
}

/** The team's cards: the default first, then the newest. */
export const paymentMethodRows = (db: Db, teamId: string) =>
  many<PaymentMethodRow>(db, `SELECT * FROM payment_methods WHERE team_id = $1 ORDER BY is_default DESC, created_at DESC, id`, [teamId]);

export const paymentMethodRow = (db: Db, teamId: string, id: string) => one<PaymentMethodRow>(db, `SELECT * FROM payment_methods WHERE team_id = $1 AND id = $2`, [teamId, id]);

/** The team's default card (what renewals and changes charge when none is named). */
export const defaultCard = (db: Db, teamId: string) =>
  one<{ id: string; last_four: string; exp_month: number; exp_year: number }>(db, `SELECT id, last_four, exp_month, exp_year FROM payment_methods WHERE team_id = $1 AND is_default`, [teamId]);

export async function cardCount(db: Db, teamId: string): Promise<number> {
  return (await one<{ cards: number }>(db, `SELECT count(*)::int AS cards FROM payment_methods WHERE team_id = $1`, [teamId]))!.cards;
}

/** The gateway token a card is charged with (none: the card was removed). */
export const gatewayTokenOf = (db: Db, paymentMethodId: string | null) =>
  one<{ gateway_token_id: string }>(db, `SELECT gateway_token_id FROM payment_methods WHERE id = $1`, [paymentMethodId]);

/** The team's default card becomes `id` (one default per team: `payment_methods_one_default`). */
export async function makeDefaultCard(tx: Db, teamId: string, id: string): Promise<void> {
  await affected(tx, `UPDATE payment_methods SET is_default = false WHERE team_id = $1 AND is_default AND id <> $2`, [teamId, id]);
  await affected(tx, `UPDATE payment_methods SET is_default = true WHERE team_id = $1 AND id = $2 AND NOT is_default`, [teamId, id]);
}

/** Removes a card; a removed default passes to the newest other card. */
export async function deletePaymentMethod(tx: Db, teamId: string, row: PaymentMethodRow): Promise<void> {
  await affected(tx, `DELETE FROM payment_methods WHERE id = $1`, [row.id]);
  if (row.is_default) {
    await affected(tx, `UPDATE payment_methods SET is_default = true WHERE id = (SELECT id FROM payment_methods WHERE team_id = $1 ORDER BY created_at DESC, id LIMIT 1)`, [teamId]);
  }
}

// ——— Teams, members and calendars, as billing reads them ———

/** Takes the team's row lock (one billing write at a time per team), answering its trial's end. */
export const lockTeam = (tx: Db, teamId: string) => one<{ trial_ends_at: Date | null }>(tx, `SELECT trial_ends_at FROM teams WHERE id = $1 FOR NO KEY UPDATE`, [teamId]);

export async function billingTeam(db: Db, teamId: string): Promise<BillingTeam | undefined> {
  const t = await one<{ id: string; is_personal: boolean; trial_ends_at: Date | null }>(db, `SELECT id, is_personal, trial_ends_at FROM teams WHERE id = $1`, [teamId]);
  return t && { id: t.id, isPersonal: t.is_personal, trialEndsAt: t.trial_ends_at ? new Date(t.trial_ends_at) : null };
}

export async function updateBillingDetails(db: Db, teamId: string, d: { legalName: string; vatNumber: string; address: string }): Promise<void> {
  await affected(db, `UPDATE teams SET billing_legal_name = $2, billing_vat_number = $3, billing_address = $4 WHERE id = $1`, [teamId, d.legalName, d.vatNumber, d.address]);
}

export async function calendarsUsed(db: Db, teamId: string): Promise<number> {
  return (await one<{ used: number }>(db, `SELECT count(*)::int AS used FROM calendars WHERE team_id = $1`, [teamId]))!.used;
}

/**
 * What the team uses that a plan may leave out (the plan picker's warning): read here, in one statement,
 * from the tables of the modules that own them (payment providers, event types, members, calendars).
 */
export async function planUsage(db: Db, teamId: string): Promise<PlanUsage> {
  const u = await one<{ card_provider: boolean; payment_providers: number; paid_event_types: number; assistants: number; calendars: number }>(
    db,
    `SELECT EXISTS (SELECT 1 FROM payment_providers WHERE team_id = $1 AND kind = 'card') AS card_provider,
            (SELECT count(*)::int FROM payment_providers WHERE team_id = $1) AS payment_providers,
            (SELECT count(*)::int FROM event_types e JOIN calendars c ON c.id = e.calendar_id
              WHERE c.team_id = $1 AND (e.payment_enabled OR e.payment_required OR e.price_halalas > 0)) AS paid_event_types,
            (SELECT count(*)::int FROM team_members WHERE team_id = $1 AND role = 'assistant' AND deleted_at IS NULL) AS assistants,
            (SELECT count(*)::int FROM calendars WHERE team_id = $1) AS calendars`,
    [teamId],
  );
  return { cardProvider: u!.card_provider, paymentProviders: u!.payment_providers, paidEventTypes: u!.paid_event_types, assistants: u!.assistants, calendars: u!.calendars };
}

export interface Owner {
  email: string;
  locale: Locale;
  full_name: string;
}

/** The team's owners: who every billing mail goes to, each in their language. */
export const ownersOf = (db: Db, teamId: string) =>
  many<Owner>(db, `SELECT u.email, u.locale, u.full_name FROM team_members m JOIN users u ON u.id = m.user_id WHERE m.team_id = $1 AND m.role = 'owner' AND m.deleted_at IS NULL`, [teamId]);

// ——— Plans and entitlements (entitlements.ts) ———

export interface PlanRow {
  code: PlanCode;
  name_en: string;
  name_ar: string;
  monthly_halalas: number;
  annual_halalas: number;
  included_calendars: number;
  extra_calendar_monthly_halalas: number;
  extra_calendar_annual_halalas: number;
  features: PlanFeature[];
}

/** The plan catalogue, in price order (personal first). */
export const planRows = (db: Db) => many<PlanRow>(db, `SELECT * FROM plans ORDER BY sort, code`);

/** The team's subscription (one at most, every column null without one) with its calendar count, in one row. */
export const subscriptionStateOf = (db: Db, teamId: string) =>
  one<{
    plan_code: PlanCode | null;
    extra_calendars: number;
    status: SubscriptionStatus;
    current_period_end: Date;
    past_due_since: Date | null;
    calendars_used: number;
  }>(
    db,
    `SELECT s.plan_code, s.extra_calendars, s.status, s.current_period_end, s.past_due_since,
            (SELECT count(*)::int FROM calendars WHERE team_id = $1) AS calendars_used
       FROM (SELECT 1) AS one LEFT JOIN subscriptions s ON s.team_id = $1`,
    [teamId],
  );

/** Pauses the team's calendars beyond `limit` (the oldest stay open) at `now`, and reopens the rest. */
export const pauseCalendarsBeyond = (tx: Db, teamId: string, limit: number, now: Date) =>
  affected(
    tx,
    `WITH ranked AS (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM calendars WHERE team_id = $1)
     UPDATE calendars c SET billing_paused_at = CASE WHEN r.n > $2 THEN $3::timestamptz ELSE NULL END
     FROM ranked r WHERE r.id = c.id AND (r.n > $2) <> (c.billing_paused_at IS NOT NULL)`,
    [teamId, limit, now],
  );

/** The calendar limit a scheduled change of an active subscription brings at its period's end, if any. */
export const scheduledCalendarLimit = (db: Db, teamId: string) =>
  one<{ limit: number }>(
    db,
    `SELECT p.included_calendars + s.scheduled_extra_calendars AS limit FROM subscriptions s JOIN plans p ON p.code = s.scheduled_plan_code
     WHERE s.team_id = $1 AND s.status = 'active'`,
    [teamId],
  );

// ——— Invoices and credit notes (written only through invoices.ts) ———

/** Takes the next number of a series (its counter row stays locked until the transaction ends). */
export const bumpInvoiceCounter = (tx: Db, series: 'INV' | 'CN') =>
  one<{ last: string }>(tx, `UPDATE invoice_counters SET last = last + 1 WHERE series = $1 RETURNING last`, [series]);

/** The hash of the last document of a table, the previous link of the next one's chain. */
export const lastDocumentHash = (tx: Db, table: 'invoices' | 'credit_notes') =>
  one<{ hash: string }>(tx, `SELECT hash FROM ${table} ORDER BY counter DESC LIMIT 1`);

/** What an invoice says of its buyer (the team). */
export const invoiceBuyerOf = (tx: Db, teamId: string) =>
  one<{ name: string; billing_legal_name: string; billing_vat_number: string; billing_address: string }>(
    tx,
    `SELECT name, billing_legal_name, billing_vat_number, billing_address FROM teams WHERE id = $1`,
    [teamId],
  );

/** Inserts an invoice: number, counter, billing_record_id, team_id, type, issued_at, seller, buyer, lines, subtotal, vat, total, currency, qr, hash, previous_hash. */
export const insertInvoice = (tx: Db, values: readonly unknown[]) =>
  many(
    tx,
    `INSERT INTO invoices (number, counter, billing_record_id, team_id, type, issued_at, seller, buyer, lines, subtotal, vat, total, currency, qr, hash, previous_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    values,
  );

export const invoiceRow = (db: Db, teamId: string, orderId: string) =>
  one<{
    number: string; billing_record_id: string; type: 'simplified' | 'tax'; issued_at: Date; seller: InvoiceView['seller']; buyer: InvoiceView['buyer'];
    lines: InvoiceView['lines']; subtotal: number; vat: number; total: number; currency: string; qr: string;
  }>(db, `SELECT * FROM invoices WHERE team_id = $1 AND billing_record_id = $2`, [teamId, orderId]);

/** The invoice of a billing record, as a credit note names it. */
export const invoiceOfRecord = (tx: Db, recordId: string) =>
  one<{ number: string; buyer: InvoiceView['buyer'] }>(tx, `SELECT number, buyer FROM invoices WHERE billing_record_id = $1`, [recordId]);

/** What the credit notes of a billing record already credited. */
export const creditedOfRecord = (tx: Db, recordId: string) =>
  one<{ subtotal: number; vat: number }>(
    tx,
    `SELECT coalesce(sum(subtotal), 0)::int AS subtotal, coalesce(sum(vat), 0)::int AS vat FROM credit_notes WHERE billing_record_id = $1`,
    [recordId],
  );

/** Inserts a credit note: number, counter, invoice_number, billing_record_id, team_id, gateway_refund_key, reason, issued_at, seller, buyer, lines, subtotal, vat, total, currency, qr, hash, previous_hash. */
export const insertCreditNote = (tx: Db, values: readonly unknown[]) =>
  many(
    tx,
    `INSERT INTO credit_notes (number, counter, invoice_number, billing_record_id, team_id, gateway_refund_key, reason, issued_at, seller, buyer, lines, subtotal, vat, total, currency, qr, hash, previous_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
    values,
  );

export const setRefunded = (tx: Db, recordId: string, refunded: number) =>
  affected(tx, `UPDATE billing_records SET refunded_halalas = $2 WHERE id = $1`, [recordId, refunded]);

export const creditNoteRows = (db: Db, teamId: string) =>
  many<{ number: string; invoice_number: string; billing_record_id: string; total: number; issued_at: Date; reason: CreditNoteReason }>(
    db,
    `SELECT number, invoice_number, billing_record_id, total, issued_at, reason FROM credit_notes WHERE team_id = $1 ORDER BY counter DESC LIMIT 100`,
    [teamId],
  );

export const creditNoteRow = (db: Db, teamId: string, number: string) =>
  one<{
    number: string; invoice_number: string; invoice_issued_at: Date; billing_record_id: string; reason: CreditNoteReason; issued_at: Date; seller: CreditNoteView['seller'];
    buyer: CreditNoteView['buyer']; lines: CreditNoteView['lines']; subtotal: number; vat: number; total: number; currency: string; qr: string;
  }>(db, `SELECT c.*, i.issued_at AS invoice_issued_at FROM credit_notes c JOIN invoices i ON i.number = c.invoice_number WHERE c.team_id = $1 AND c.number = $2`, [teamId, number]);

// ——— Card requests (written only through payment-methods.ts) ———

/** How many card forms the team started since `since`. */
export const cardRequestsSince = (tx: Db, teamId: string, since: Date) =>
  one<{ recent: number }>(
    tx,
    `SELECT count(*)::int AS recent FROM payment_method_requests WHERE team_id = $1 AND created_at > $2`,
    [teamId, since],
  );

/** Inserts a card request: id, team_id, user_id, return_to, locale, created_at, expires_at. */
export const insertCardRequest = (tx: Db, values: readonly unknown[]) =>
  many(
    tx,
    `INSERT INTO payment_method_requests (id, team_id, user_id, return_to, locale, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    values,
  );

/** A card request, locked until the transaction ends. */
export const lockCardRequest = (tx: Db, requestId: string) =>
  one<{ id: string; team_id: string; return_to: 'billing' | 'subscribe'; locale: Locale; status: string; expires_at: Date; gateway_token_id: string | null }>(
    tx,
    `SELECT id, team_id, return_to, locale, status, expires_at, gateway_token_id FROM payment_method_requests WHERE id = $1 FOR UPDATE`,
    [requestId],
  );

export const failCardRequest = (tx: Db, requestId: string, message: string, now: Date) =>
  affected(tx, `UPDATE payment_method_requests SET status = 'failed', failure_message = $2, completed_at = $3 WHERE id = $1`, [requestId, message, now]);

/**
 * Saves a request's card (team_id, gateway_token_id, brand, last_four, exp_month, exp_year, name, is_default,
 * created_at, request id); nothing when its token is already saved.
 */
export const insertCardOfRequest = (tx: Db, values: readonly unknown[]) =>
  many<{ id: string }>(
    tx,
    `INSERT INTO payment_methods (team_id, gateway_token_id, brand, last_four, exp_month, exp_year, name, is_default, created_by, created_at)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, user_id, $9 FROM payment_method_requests WHERE id = $10
       ON CONFLICT ON CONSTRAINT payment_methods_token_key DO NOTHING RETURNING id`,
    values,
  );

export const cardRequestAdded = (tx: Db, requestId: string, tokenId: string, paymentMethodId: string, now: Date) =>
  affected(tx, `UPDATE payment_method_requests SET status = 'added', gateway_token_id = $2, payment_method_id = $3, completed_at = $4 WHERE id = $1`, [requestId, tokenId, paymentMethodId, now]);
