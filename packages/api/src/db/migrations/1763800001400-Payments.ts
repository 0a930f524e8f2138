import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Paid bookings: a team's payment providers (one per kind: a card gateway, a bank transfer, pay on
 * arrival; one default) and each booking's payments. The card provider's secret key is stored
 * encrypted (AES-256-GCM, key from config); the webhook secret is what the gateway's webhook must
 * carry. A gateway payment is recorded once (unique gateway id), and a booking holds at most one
 * payment that counts (paid, partly refunded, due on arrival, transfer awaited): a second payment
 * for the same booking cannot be recorded as paid — it is refunded instead.
 */
export class Payments1763800001400 implements MigrationInterface {
  name = 'Payments1763800001400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payment_providers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('card', 'bank_transfer', 'on_arrival')),
        is_default boolean NOT NULL DEFAULT false,
        publishable_key text,
        secret_key_enc text,
        webhook_secret text,
        bank_name text CHECK (length(bank_name) BETWEEN 1 AND 120),
        iban text CHECK (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$'),
        account_holder text CHECK (length(account_holder) BETWEEN 1 AND 120),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CONSTRAINT payment_providers_team_kind_key UNIQUE (team_id, kind),
        CONSTRAINT payment_providers_card_check CHECK (kind <> 'card' OR (publishable_key IS NOT NULL AND secret_key_enc IS NOT NULL AND webhook_secret IS NOT NULL)),
        CONSTRAINT payment_providers_bank_check CHECK (kind <> 'bank_transfer' OR (bank_name IS NOT NULL AND iban IS NOT NULL AND account_holder IS NOT NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX payment_providers_one_default_uq ON payment_providers (team_id) WHERE is_default`);

    await q.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('card', 'bank_transfer', 'on_arrival')),
        status text NOT NULL CHECK (status IN ('initiated', 'paid', 'failed', 'refunded', 'partially_refunded', 'voided', 'on_arrival', 'transfer_pending')),
        amount_halalas integer NOT NULL CHECK (amount_halalas > 0),
        refunded_halalas integer NOT NULL DEFAULT 0 CHECK (refunded_halalas >= 0 AND refunded_halalas <= amount_halalas),
        currency char(3) NOT NULL,
        gateway_id text,
        card_brand text,
        card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$'),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        paid_at timestamptz,
        CONSTRAINT payments_gateway_id_key UNIQUE (gateway_id)
      )`);
    await q.query(`CREATE INDEX payments_booking_idx ON payments (booking_id)`);
    await q.query(`CREATE UNIQUE INDEX payments_one_counting_uq ON payments (booking_id) WHERE status IN ('paid', 'partially_refunded', 'on_arrival', 'transfer_pending')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payments`);
    await q.query(`DROP TABLE payment_providers`);
  }
}
