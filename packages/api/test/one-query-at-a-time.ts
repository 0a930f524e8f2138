// Setup of every API test file: a query sent on a pg client that is still running another — a
// `Promise.all` of queries on a transaction's EntityManager — fails the test that did it. pg 8 queues such
// a query and prints a deprecation once per process (so a second offender would go unseen); pg 9 refuses it.
import pg from 'pg';
import { afterEach, expect } from 'vitest';

interface QueuedClient {
  _queryQueue?: unknown[];
  pipeline?: boolean;
}

// Test files share their worker (isolate: false) and this file runs again for each: the wrapper is put on
// once, and what it finds is kept on globalThis, where every file's afterEach reads it.
const shared = globalThis as { __pgOverlaps?: string[] };
const overlaps = (shared.__pgOverlaps ??= []);
const marked = pg.Client.prototype as { query: (...args: unknown[]) => unknown; __oneAtATime?: true };
if (!marked.__oneAtATime) {
  const query = marked.query;
  marked.query = function (this: QueuedClient, ...args: unknown[]) {
    if ((this._queryQueue?.length ?? 0) > 0 && !this.pipeline) {
      overlaps.push(new Error('a query sent while this client was running another').stack ?? '');
    }
    return query.apply(this, args);
  };
  marked.__oneAtATime = true;
}

afterEach(() => {
  const found = overlaps.splice(0);
  expect(found, 'queries sent on one pg client at once (use one query after another in a transaction)').toEqual([]);
});
