import type { DataSource, EntityManager } from 'typeorm';
import { sqlStateOf } from './errors.ts';

/**
 * What a service writes through: the data source (it opens its own transaction) or the manager of a
 * transaction already open (its writes then commit or roll back with the caller's). A booking, its
 * payment row and its outbox rows are written by different services through one `Db`.
 */
export type Db = DataSource | EntityManager;

export type IsolationLevel = 'READ COMMITTED' | 'REPEATABLE READ' | 'SERIALIZABLE';

/**
 * Runs `fn` in a transaction. Given a data source (or a manager outside a transaction) it opens one;
 * given the manager of an open transaction, TypeORM nests a SAVEPOINT, so a failure inside `fn`
 * rolls back only `fn`'s writes and the caller decides whether the whole transaction fails.
 */
export function withTx<T>(db: Db, fn: (tx: EntityManager) => Promise<T>, isolation?: IsolationLevel): Promise<T> {
  return isolation ? db.transaction(isolation, fn) : db.transaction(fn);
}

/** Serialization failure or deadlock: the transaction did nothing and may simply run again. */
const isRetryable = (err: unknown) => {
  const code = sqlStateOf(err);
  return code === '40001' || code === '40P01';
};

/**
 * Runs `attempt` again (up to `times` in all) while it fails with 40001/40P01, waiting a little,
 * randomly, between tries so competitors fall out of step. `attempt` must open its own transaction
 * (a retry inside an aborted outer transaction cannot succeed), hence a `DataSource` below.
 */
export async function retrying<T>(attempt: () => Promise<T>, times = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (err) {
      if (i >= times || !isRetryable(err)) throw err;
      await new Promise((r) => setTimeout(r, Math.random() * 10 * 2 ** i));
    }
  }
}

/** A SERIALIZABLE transaction, retried on serialization failures and deadlocks. */
export function serializable<T>(db: DataSource, fn: (tx: EntityManager) => Promise<T>, times = 5): Promise<T> {
  return retrying(() => db.transaction('SERIALIZABLE', fn), times);
}
