import type { DataSource } from 'typeorm';
import { many, one } from '../db/sql.ts';

/** What the development sandboxes (sandboxes.ts) ask the database, typed. */

/** The statement runner the phone sandbox's inbox reads its messages with (its SQL is the sandbox package's). */
export const sandboxRunner =
  (db: DataSource) =>
  <T,>(sql: string, params?: unknown[]) =>
    many<T>(db, sql, params);

/** The demo clinic's card provider webhook secret, when the demo is seeded. */
export const demoWebhookSecret = (db: DataSource) =>
  one<{ webhook_secret: string }>(
    db,
    `SELECT p.webhook_secret FROM payment_providers p JOIN teams t ON t.id = p.team_id WHERE t.slug = 'riyadh-dental' AND p.kind = 'card'`,
  );
