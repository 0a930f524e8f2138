import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Billing I (issue 20, BILLING.md):
 * - `plans`: the catalogue, seeded here (prices exclude VAT; annual = 10 × monthly); editable later.
 * - `teams.trial_ends_at`: a business team's 14-day trial of Business (existing business teams get
 *   theirs from their creation date); `teams.billing_*`: the buyer's details on a tax invoice.
 * - `payment_methods`: cards on file as gateway tokens (brand, last four, expiry, name; never a number);
 *   one default per team. `payment_method_requests`: one per card form, so the verify callback can tell
 *   a token belongs to a request someone started (and a replay finds it already done).
 * - `subscriptions`: one per team (its current plan, period and state).
 * - `billing_records` (orderId): pending → paid → activated, or failed; one per (team, request key)
 *   so a retried or doubled request charges once; `given_id` is the gateway payment's own id.
 * - `invoices`: issued in the transaction that marks a record paid, numbered from `invoice_counters`
 *   (a row lock, not a sequence: a rolled-back transaction leaves no gap). A trigger refuses UPDATE and
 *   DELETE: issued invoices are never edited. `uuid`, `counter` and `previous_hash` keep phase 2 open.
 */
export class Billing1763800002000 implements MigrationInterface {
  name = 'Billing1763800002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE plans (
        code text PRIMARY KEY CHECK (code IN ('personal', 'team', 'business')),
        name_en text NOT NULL,
        name_ar text NOT NULL,
        monthly_halalas integer NOT NULL CHECK (monthly_halalas >= 0),
        annual_halalas integer NOT NULL CHECK (annual_halalas >= 0),
        included_calendars integer NOT NULL CHECK (included_calendars >= 1),
        extra_calendar_monthly_halalas integer NOT NULL CHECK (extra_calendar_monthly_halalas >= 0),
        extra_calendar_annual_halalas integer NOT NULL CHECK (extra_calendar_annual_halalas >= 0),
        features text[] NOT NULL DEFAULT '{}' CHECK (features <@ ARRAY['event_types', 'members', 'payments', 'card_payments', 'customers_export']::text[]),
        sort integer NOT NULL
      )`);
    await q.query(`
      INSERT INTO plans (code, name_en, name_ar, monthly_halalas, annual_halalas, included_calendars, extra_calendar_monthly_halalas, extra_calendar_annual_halalas, features, sort) VALUES
        ('personal', 'Personal', 'شخصي', 0, 0, 1, 0, 0, '{}', 0),
        ('team', 'Team', 'الفريق', 9900, 99000, 2, 3900, 39000, '{event_types,members,payments}', 1),
        ('business', 'Business', 'الأعمال', 19900, 199000, 5, 2900, 29000, '{event_types,members,payments,card_payments,customers_export}', 2)`);

    await q.query(`ALTER TABLE teams ADD COLUMN trial_ends_at timestamptz`);
    await q.query(`UPDATE teams SET trial_ends_at = created_at + interval '14 days' WHERE NOT is_personal`);
    await q.query(`ALTER TABLE teams ADD CONSTRAINT teams_trial_business_check CHECK (NOT is_personal OR trial_ends_at IS NULL)`);
    await q.query(`ALTER TABLE teams ADD COLUMN billing_legal_name text NOT NULL DEFAULT '' CHECK (char_length(billing_legal_name) <= 200)`);
    await q.query(`ALTER TABLE teams ADD COLUMN billing_vat_number text NOT NULL DEFAULT '' CHECK (billing_vat_number = '' OR billing_vat_number ~ '^3[0-9]{13}3$')`);
    await q.query(`ALTER TABLE teams ADD COLUMN billing_address text NOT NULL DEFAULT '' CHECK (char_length(billing_address) <= 500)`);

    await q.query(`
      CREATE TABLE payment_methods (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
        gateway_token_id text NOT NULL CONSTRAINT payment_methods_token_key UNIQUE,
        brand text NOT NULL CHECK (brand IN ('visa', 'mastercard', 'mada')),
        last_four char(4) NOT NULL CHECK (last_four ~ '^[0-9]{4}$'),
        exp_month integer NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
        exp_year integer NOT NULL CHECK (exp_year BETWEEN 2000 AND 2200),
        name text NOT NULL DEFAULT '',
        is_default boolean NOT NULL DEFAULT false,
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX payment_methods_one_default ON payment_methods (team_id) WHERE is_default`);
    await q.query(`CREATE INDEX payment_methods_team_idx ON payment_methods (team_id, created_at)`);

    await q.query(`
      CREATE TABLE payment_method_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        return_to text NOT NULL CHECK (return_to IN ('billing', 'subscribe')),
        locale text NOT NULL CHECK (locale IN ('en', 'ar')),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'added', 'failed')),
        gateway_token_id text CONSTRAINT payment_method_requests_token_key UNIQUE,
        payment_method_id uuid REFERENCES payment_methods(id) ON DELETE SET NULL,
        failure_message text,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        completed_at timestamptz,
        CHECK ((status = 'pending') = (completed_at IS NULL))
      )`);
    await q.query(`CREATE INDEX payment_method_requests_team_idx ON payment_method_requests (team_id, created_at)`);

    await q.query(`
      CREATE TABLE subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        team_id uuid NOT NULL CONSTRAINT subscriptions_team_key UNIQUE REFERENCES teams(id) ON DELETE CASCADE,
        plan_code text NOT NULL REFERENCES plans(code) CHECK (plan_code <> 'personal'),
        period text NOT NULL CHECK (period IN ('monthly', 'annual')),
        extra_calendars integer NOT NULL DEFAULT 0 CHECK (extra_calendars BETWEEN 0 AND 100),
        status text NOT NULL CHECK (status IN ('active', 'past_due', 'cancelled', 'ended')),
        anchor_day integer NOT NULL CHECK (anchor_day BETWEEN 1 AND 31),
        current_period_start timestamptz NOT NULL,
        current_period_end timestamptz NOT NULL,
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        payment_method_id uuid REFERENCES payment_methods(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CHECK (current_period_end > current_period_start)
      )`);

    await q.query(`
      CREATE TABLE billing_records (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        team_id uuid NOT NULL REFERENCES teams(id) ON DELETE RESTRICT,
        kind text NOT NULL CHECK (kind IN ('subscribe')),
        request_key uuid NOT NULL,
        given_id uuid NOT NULL CONSTRAINT billing_records_given_id_key UNIQUE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'activated', 'failed')),
        plan_code text NOT NULL REFERENCES plans(code),
        period text NOT NULL CHECK (period IN ('monthly', 'annual')),
        extra_calendars integer NOT NULL CHECK (extra_calendars >= 0),
        lines jsonb NOT NULL,
        subtotal integer NOT NULL CHECK (subtotal >= 0),
        vat integer NOT NULL CHECK (vat >= 0),
        total integer NOT NULL CHECK (total = subtotal + vat),
        currency char(3) NOT NULL DEFAULT 'SAR',
        payment_method_id uuid REFERENCES payment_methods(id) ON DELETE SET NULL,
        card_last_four char(4),
        gateway_payment_id text CONSTRAINT billing_records_gateway_payment_key UNIQUE,
        failure_message text,
        period_start timestamptz NOT NULL,
        period_end timestamptz NOT NULL,
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL,
        paid_at timestamptz,
        activated_at timestamptz,
        CONSTRAINT billing_records_request_key UNIQUE (team_id, request_key),
        CHECK ((status IN ('paid', 'activated')) = (paid_at IS NOT NULL)),
        CHECK ((status = 'activated') = (activated_at IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX billing_records_team_idx ON billing_records (team_id, created_at DESC)`);

    await q.query(`CREATE TABLE invoice_counters (series text PRIMARY KEY, last bigint NOT NULL CHECK (last >= 0))`);
    await q.query(`INSERT INTO invoice_counters (series, last) VALUES ('INV', 0)`);
    await q.query(`
      CREATE TABLE invoices (
        number text PRIMARY KEY,
        counter bigint NOT NULL CONSTRAINT invoices_counter_key UNIQUE,
        uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
        billing_record_id uuid NOT NULL CONSTRAINT invoices_record_key UNIQUE REFERENCES billing_records(id) ON DELETE RESTRICT,
        team_id uuid NOT NULL REFERENCES teams(id) ON DELETE RESTRICT,
        type text NOT NULL CHECK (type IN ('simplified', 'tax')),
        issued_at timestamptz NOT NULL,
        seller jsonb NOT NULL,
        buyer jsonb NOT NULL,
        lines jsonb NOT NULL,
        subtotal integer NOT NULL,
        vat integer NOT NULL,
        total integer NOT NULL CHECK (total = subtotal + vat),
        currency char(3) NOT NULL,
        qr text NOT NULL,
        hash text NOT NULL,
        previous_hash text
      )`);
    await q.query(`CREATE INDEX invoices_team_idx ON invoices (team_id, issued_at)`);
    await q.query(`
      CREATE FUNCTION invoices_are_final() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'issued invoices are never edited or deleted' USING ERRCODE = 'restrict_violation', CONSTRAINT = 'invoices_final';
      END $$`);
    await q.query(`CREATE TRIGGER invoices_final BEFORE UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_are_final()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE invoices`);
    await q.query(`DROP FUNCTION invoices_are_final()`);
    await q.query(`DROP TABLE invoice_counters`);
    await q.query(`DROP TABLE billing_records`);
    await q.query(`DROP TABLE subscriptions`);
    await q.query(`DROP TABLE payment_method_requests`);
    await q.query(`DROP TABLE payment_methods`);
    await q.query(`ALTER TABLE teams DROP COLUMN billing_address, DROP COLUMN billing_vat_number, DROP COLUMN billing_legal_name`);
    await q.query(`ALTER TABLE teams DROP CONSTRAINT teams_trial_business_check, DROP COLUMN trial_ends_at`);
    await q.query(`DROP TABLE plans`);
  }
}
