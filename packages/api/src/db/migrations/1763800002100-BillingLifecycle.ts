import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Billing II (BILLING.md §4–§6): a subscription that lives.
 * - `billing_records.kind`: 'change' (a mid-period upgrade or monthly → annual) and 'renewal' (a period's
 *   charge and its retries); `anchor_day` is the day of month the record's period keeps (a renewal of a
 *   31st subscription that starts on 28 Feb still anchors on 31). At most one renewal record per period
 *   that has not failed (`billing_records_one_renewal`): a dunning retry and "retry now" cannot both charge.
 * - `subscriptions`: a change scheduled for the period's end (all three columns or none), a difference
 *   under 1 SAR carried to the next renewal, and since when it is past due (exactly when `past_due`).
 * - `calendars.billing_paused_at`: set on the calendars beyond the Personal limit when a subscription or a
 *   trial ends (they stop taking new bookings; nothing is deleted), cleared when the team subscribes again.
 *   The calendars trigger bumps the slot version, so kept public answers are dropped.
 * - `credit_notes`: refunds of an invoice, numbered from their own gap-free series ('CN' in
 *   `invoice_counters`), naming the invoice they correct; final like invoices. One per gateway refund.
 */
export class BillingLifecycle1763800002100 implements MigrationInterface {
  name = 'BillingLifecycle1763800002100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE billing_records DROP CONSTRAINT billing_records_kind_check`);
    await q.query(`ALTER TABLE billing_records ADD CONSTRAINT billing_records_kind_check CHECK (kind IN ('subscribe', 'change', 'renewal'))`);
    await q.query(`ALTER TABLE billing_records ADD COLUMN anchor_day integer CHECK (anchor_day BETWEEN 1 AND 31)`);
    await q.query(`UPDATE billing_records SET anchor_day = extract(day FROM period_start AT TIME ZONE 'Asia/Riyadh')::int`);
    await q.query(`ALTER TABLE billing_records ALTER COLUMN anchor_day SET NOT NULL`);
    await q.query(`ALTER TABLE billing_records ADD COLUMN refunded_halalas integer NOT NULL DEFAULT 0 CHECK (refunded_halalas >= 0 AND refunded_halalas <= total)`);
    await q.query(`CREATE UNIQUE INDEX billing_records_one_renewal ON billing_records (team_id, period_start) WHERE kind = 'renewal' AND status <> 'failed'`);
    await q.query(`CREATE UNIQUE INDEX billing_records_one_pending ON billing_records (team_id) WHERE status = 'pending'`);

    await q.query(`
      ALTER TABLE subscriptions
        ADD COLUMN scheduled_plan_code text REFERENCES plans(code) CHECK (scheduled_plan_code <> 'personal'),
        ADD COLUMN scheduled_period text CHECK (scheduled_period IN ('monthly', 'annual')),
        ADD COLUMN scheduled_extra_calendars integer CHECK (scheduled_extra_calendars BETWEEN 0 AND 100),
        ADD COLUMN carried_halalas integer NOT NULL DEFAULT 0 CHECK (carried_halalas >= 0),
        ADD COLUMN past_due_since timestamptz,
        ADD CONSTRAINT subscriptions_scheduled_check CHECK (
          (scheduled_plan_code IS NULL) = (scheduled_period IS NULL) AND (scheduled_period IS NULL) = (scheduled_extra_calendars IS NULL)),
        ADD CONSTRAINT subscriptions_past_due_check CHECK ((status = 'past_due') = (past_due_since IS NOT NULL))`);

    await q.query(`ALTER TABLE calendars ADD COLUMN billing_paused_at timestamptz`);

    await q.query(`INSERT INTO invoice_counters (series, last) VALUES ('CN', 0)`);
    await q.query(`
      CREATE TABLE credit_notes (
        number text PRIMARY KEY,
        counter bigint NOT NULL CONSTRAINT credit_notes_counter_key UNIQUE,
        uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
        invoice_number text NOT NULL REFERENCES invoices(number) ON DELETE RESTRICT,
        billing_record_id uuid NOT NULL REFERENCES billing_records(id) ON DELETE RESTRICT,
        team_id uuid NOT NULL REFERENCES teams(id) ON DELETE RESTRICT,
        gateway_refund_key text NOT NULL CONSTRAINT credit_notes_refund_key UNIQUE,
        reason text NOT NULL CHECK (reason IN ('refund', 'partial_refund')),
        issued_at timestamptz NOT NULL,
        seller jsonb NOT NULL,
        buyer jsonb NOT NULL,
        lines jsonb NOT NULL,
        subtotal integer NOT NULL CHECK (subtotal > 0),
        vat integer NOT NULL CHECK (vat >= 0),
        total integer NOT NULL CHECK (total = subtotal + vat),
        currency char(3) NOT NULL,
        qr text NOT NULL,
        hash text NOT NULL,
        previous_hash text
      )`);
    await q.query(`CREATE INDEX credit_notes_team_idx ON credit_notes (team_id, issued_at)`);
    await q.query(`CREATE TRIGGER credit_notes_final BEFORE UPDATE OR DELETE ON credit_notes FOR EACH ROW EXECUTE FUNCTION invoices_are_final()`);

    // Teams in their trial today: a job applies the Personal limits when it ends (new teams get theirs on creation).
    await q.query(`
      INSERT INTO jobs (kind, payload, state, attempts, max_attempts, run_at, created_at, unique_key)
      SELECT 'billing-limits', jsonb_build_object('teamId', id), 'queued', 0, 10, trial_ends_at, now(), 'billing-limits:' || id || ':' || extract(epoch FROM trial_ends_at)::bigint
      FROM teams WHERE NOT is_personal AND trial_ends_at IS NOT NULL
      ON CONFLICT DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM jobs WHERE kind LIKE 'billing-%'`);
    await q.query(`DROP TABLE credit_notes`);
    await q.query(`DELETE FROM invoice_counters WHERE series = 'CN'`);
    await q.query(`ALTER TABLE calendars DROP COLUMN billing_paused_at`);
    await q.query(`
      ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_past_due_check, DROP CONSTRAINT subscriptions_scheduled_check,
        DROP COLUMN past_due_since, DROP COLUMN carried_halalas, DROP COLUMN scheduled_extra_calendars, DROP COLUMN scheduled_period, DROP COLUMN scheduled_plan_code`);
    await q.query(`DROP INDEX billing_records_one_pending`);
    await q.query(`DROP INDEX billing_records_one_renewal`);
    await q.query(`ALTER TABLE billing_records DROP COLUMN refunded_halalas, DROP COLUMN anchor_day`);
    await q.query(`DELETE FROM billing_records WHERE kind <> 'subscribe'`);
    await q.query(`ALTER TABLE billing_records DROP CONSTRAINT billing_records_kind_check`);
    await q.query(`ALTER TABLE billing_records ADD CONSTRAINT billing_records_kind_check CHECK (kind IN ('subscribe'))`);
  }
}
