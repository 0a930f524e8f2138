import type { Db } from './tx.ts';

/**
 * Typed SQL over the data source or a transaction's manager (docs/decisions.md, "API data access and
 * module boundaries"): hand-written statements with `$n` parameters, the row shape given by the caller.
 * TypeORM answers SELECT and INSERT with the rows, UPDATE and DELETE with `[rows, count]`; these helpers
 * hide the difference.
 */

/** The rows of any statement (UPDATE/DELETE too, with RETURNING). */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return result as T[];
}

/** Every row the statement answers. */
export async function many<T>(db: Db, text: string, params: readonly unknown[] = []): Promise<T[]> {
  return rowsOf<T>(await db.query(text, params as unknown[]));
}

/** The first row the statement answers, or undefined. */
export async function one<T>(db: Db, text: string, params: readonly unknown[] = []): Promise<T | undefined> {
  return (await many<T>(db, text, params))[0];
}

/** How many rows an UPDATE or DELETE changed (0: its WHERE matched nothing). */
export async function affected(db: Db, text: string, params: readonly unknown[] = []): Promise<number> {
  const result: unknown = await db.query(text, params as unknown[]);
  if (Array.isArray(result) && result.length === 2 && typeof result[1] === 'number') return result[1];
  throw new Error('affected() takes an UPDATE or DELETE statement');
}
