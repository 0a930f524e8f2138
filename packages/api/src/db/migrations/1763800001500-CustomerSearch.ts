import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The customer book at scale (50,000 customers in a team):
 * - `waqt_fold(text)`: the search form of a text — Latin accents dropped (unaccent), lower case,
 *   Arabic diacritics (harakat, superscript alef) and tatweel dropped, alef forms (أ إ آ ٱ) → ا,
 *   ى → ي, ة → ه, ؤ → و, ئ → ي. A search folds the term the same way.
 * - `customers.search_key`: folded name + folded email + the phone's digits, a generated column with
 *   a trigram index so `LIKE '%term%'` stays an index search.
 * - `bookings_count` and `last_booking_at` kept on the customer by a trigger on bookings (under the
 *   customer's row lock, so concurrent bookings count right) and indexed with the name, email and
 *   creation time for every sort of the active list (partial: archived_at IS NULL).
 * - `created_by_member_id`: who added a customer by hand, so an assistant sees the ones they added.
 */
export class CustomerSearch1763800001500 implements MigrationInterface {
  name = 'CustomerSearch1763800001500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // unaccent() is only STABLE (it reads a dictionary by name); naming the dictionary makes a fold
    // that is safe to declare IMMUTABLE, as a generated column and an index need.
    await q.query(`
      CREATE FUNCTION waqt_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      RETURN translate(
        regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, t)), '[\\u064B-\\u065F\\u0670\\u0640]', '', 'g'),
        'أإآٱىةؤئ', 'اااايهوي')`);

    await q.query(`
      ALTER TABLE customers
        ADD COLUMN search_key text GENERATED ALWAYS AS (
          waqt_fold(name) || ' ' || waqt_fold(email::text) || ' ' || COALESCE(substr(phone, 2), '')) STORED,
        ADD COLUMN bookings_count integer NOT NULL DEFAULT 0 CONSTRAINT customers_bookings_count_check CHECK (bookings_count >= 0),
        ADD COLUMN last_booking_at timestamptz,
        ADD COLUMN created_by_member_id uuid CONSTRAINT customers_created_by_fkey REFERENCES team_members(id) ON DELETE SET NULL`);
    await q.query(`
      UPDATE customers cu SET bookings_count = s.n, last_booking_at = s.last
      FROM (SELECT customer_id, count(*) AS n, max(starts_at) AS last FROM bookings WHERE customer_id IS NOT NULL GROUP BY customer_id) s
      WHERE s.customer_id = cu.id`);

    await q.query(`
      CREATE FUNCTION customers_booking_stats(customer uuid) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        IF customer IS NULL THEN RETURN; END IF;
        -- Lock first: in READ COMMITTED the next statement then sees every booking committed by a
        -- transaction that held the lock before us.
        PERFORM 1 FROM customers WHERE id = customer FOR UPDATE;
        UPDATE customers SET
          bookings_count = (SELECT count(*) FROM bookings WHERE customer_id = customer),
          last_booking_at = (SELECT max(starts_at) FROM bookings WHERE customer_id = customer)
        WHERE id = customer;
      END $$`);
    await q.query(`
      CREATE FUNCTION bookings_customer_stats() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM customers_booking_stats(OLD.customer_id); END IF;
        IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.customer_id IS DISTINCT FROM OLD.customer_id) THEN
          PERFORM customers_booking_stats(NEW.customer_id);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER bookings_customer_stats AFTER INSERT OR DELETE OR UPDATE OF customer_id, starts_at ON bookings
      FOR EACH ROW EXECUTE FUNCTION bookings_customer_stats()`);

    await q.query(`CREATE INDEX customers_search_idx ON customers USING gin (search_key gin_trgm_ops)`);
    await q.query(`CREATE INDEX customers_active_name_idx ON customers (team_id, lower(name), id) WHERE archived_at IS NULL`);
    await q.query(`CREATE INDEX customers_active_email_idx ON customers (team_id, email, id) WHERE archived_at IS NULL`);
    await q.query(`CREATE INDEX customers_active_created_idx ON customers (team_id, created_at, id) WHERE archived_at IS NULL`);
    await q.query(`CREATE INDEX customers_active_last_booking_idx ON customers (team_id, last_booking_at NULLS FIRST, id) WHERE archived_at IS NULL`);
    await q.query(`CREATE INDEX customers_active_bookings_idx ON customers (team_id, bookings_count, id) WHERE archived_at IS NULL`);
    await q.query(`CREATE INDEX customers_archived_idx ON customers (team_id, archived_at) WHERE archived_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const i of ['archived', 'active_bookings', 'active_last_booking', 'active_created', 'active_email', 'active_name', 'search']) await q.query(`DROP INDEX customers_${i}_idx`);
    await q.query(`DROP TRIGGER bookings_customer_stats ON bookings`);
    await q.query(`DROP FUNCTION bookings_customer_stats()`);
    await q.query(`DROP FUNCTION customers_booking_stats(uuid)`);
    await q.query(`ALTER TABLE customers DROP COLUMN created_by_member_id, DROP COLUMN last_booking_at, DROP COLUMN bookings_count, DROP COLUMN search_key`);
    await q.query(`DROP FUNCTION waqt_fold(text)`);
  }
}
