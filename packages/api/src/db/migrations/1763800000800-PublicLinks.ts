import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RESERVED_SLUGS } from '@waqt/contracts';

/**
 * One public namespace for links (`/{slug}`): team and calendar links live in `public_links`, one row
 * per link, owned by exactly one team or one calendar; its citext primary key makes links unique
 * across the product, case-insensitively. Triggers on teams and calendars claim and release rows in
 * the writing statement's own transaction, so every path that creates or renames a team or a
 * calendar (services, sign-up, seed) is covered without remembering to. A link already held
 * raises 23505 naming `public_links_team_taken` or `public_links_calendar_taken`, which
 * src/db/errors.ts maps to TEAM_SLUG_TAKEN / CALENDAR_SLUG_TAKEN. Concurrent claims of one link
 * meet on the primary key: the second waits for the first, then finds the link taken.
 *
 * Existing data (see docs/decisions.md): teams claim first, then calendars, each in (created_at, id)
 * order; a link that is reserved or already claimed is renamed to `<link>-<n>` with the smallest
 * n ≥ 2 that no team or calendar uses (the base cut so the result stays within 64 characters).
 */
async function freeLink(q: QueryRunner, slug: string, reserved: string[]): Promise<string> {
  const rows = (await q.query(`SELECT pg_temp.free_link($1::citext, $2::text[])::text AS slug`, [slug, reserved])) as { slug: string }[];
  return rows[0]!.slug;
}

export class PublicLinks1763800000800 implements MigrationInterface {
  name = 'PublicLinks1763800000800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE public_links (
        slug citext PRIMARY KEY,
        team_id uuid UNIQUE REFERENCES teams(id) ON DELETE CASCADE,
        calendar_id uuid UNIQUE REFERENCES calendars(id) ON DELETE CASCADE,
        CONSTRAINT public_links_one_owner CHECK (num_nonnulls(team_id, calendar_id) = 1)
      )`);

    await q.query(
      `
      CREATE FUNCTION pg_temp.free_link(base citext, reserved text[]) RETURNS citext LANGUAGE plpgsql AS $$
      DECLARE n int := 2; candidate citext := base; suffix text;
      BEGIN
        -- The first candidate is the link itself (kept when free); a new name must be no one's link
        -- yet, not even of a row that has not claimed its own: originals keep theirs wherever possible.
        WHILE candidate::text = ANY(reserved) OR EXISTS (SELECT 1 FROM public_links WHERE slug = candidate)
          OR (n > 2 AND (EXISTS (SELECT 1 FROM teams WHERE slug = candidate) OR EXISTS (SELECT 1 FROM calendars WHERE slug = candidate))) LOOP
          suffix := '-' || n;
          candidate := rtrim(left(base::text, 64 - length(suffix)), '-') || suffix;
          n := n + 1;
        END LOOP;
        RETURN candidate;
      END $$`,
    );
    const reserved = [...RESERVED_SLUGS];
    // Teams first (their links were already unique), then calendars, oldest first.
    const teams = (await q.query(`SELECT id, lower(slug::text) AS slug FROM teams ORDER BY created_at, id`)) as { id: string; slug: string }[];
    for (const t of teams) {
      const slug = await freeLink(q, t.slug, reserved);
      if (slug !== t.slug) await q.query(`UPDATE teams SET slug = $1 WHERE id = $2`, [slug, t.id]);
      await q.query(`INSERT INTO public_links (slug, team_id) VALUES ($1, $2)`, [slug, t.id]);
    }
    const calendars = (await q.query(`SELECT id, lower(slug::text) AS slug FROM calendars ORDER BY created_at, id`)) as { id: string; slug: string }[];
    for (const c of calendars) {
      const slug = await freeLink(q, c.slug, reserved);
      if (slug !== c.slug) await q.query(`UPDATE calendars SET slug = $1 WHERE id = $2`, [slug, c.id]);
      await q.query(`INSERT INTO public_links (slug, calendar_id) VALUES ($1, $2)`, [slug, c.id]);
    }
    await q.query(`DROP FUNCTION pg_temp.free_link(citext, text[])`);

    // The per-team rule gives way to the global one.
    await q.query(`ALTER TABLE calendars DROP CONSTRAINT calendars_team_slug_uq`);

    for (const [table, column, taken] of [
      ['teams', 'team_id', 'public_links_team_taken'],
      ['calendars', 'calendar_id', 'public_links_calendar_taken'],
    ] as const) {
      await q.query(`
        CREATE FUNCTION ${table}_claim_link() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'UPDATE' THEN
            DELETE FROM public_links WHERE ${column} = NEW.id;
          END IF;
          INSERT INTO public_links (slug, ${column}) VALUES (NEW.slug, NEW.id) ON CONFLICT (slug) DO NOTHING;
          IF NOT FOUND THEN
            RAISE EXCEPTION 'link "%" is taken', NEW.slug
              USING ERRCODE = 'unique_violation', CONSTRAINT = '${taken}', TABLE = 'public_links';
          END IF;
          RETURN NULL;
        END $$`);
      await q.query(`
        CREATE TRIGGER ${table}_claim_link_ins AFTER INSERT ON ${table}
        FOR EACH ROW EXECUTE FUNCTION ${table}_claim_link()`);
      await q.query(`
        CREATE TRIGGER ${table}_claim_link_upd AFTER UPDATE OF slug ON ${table}
        FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug) EXECUTE FUNCTION ${table}_claim_link()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['teams', 'calendars']) {
      await q.query(`DROP TRIGGER ${table}_claim_link_upd ON ${table}`);
      await q.query(`DROP TRIGGER ${table}_claim_link_ins ON ${table}`);
      await q.query(`DROP FUNCTION ${table}_claim_link()`);
    }
    await q.query(`DROP TABLE public_links`);
    await q.query(`ALTER TABLE calendars ADD CONSTRAINT calendars_team_slug_uq UNIQUE (team_id, slug)`);
  }
}
