import { describe, expect, it } from 'vitest';
import { createActionRunner } from './actionRunner.ts';

type O = { ok: true } | { ok: false; error: string };

function setup(holdOnSuccess = false) {
  const log: string[] = [];
  const run = createActionRunner<[string], O>(
    { pending: (p) => log.push(`pending:${p}`), outcome: (o) => log.push(`outcome:${o ? (o.ok ? 'ok' : o.error) : 'none'}`), settled: (o) => log.push(`settled:${o.ok}`) },
    holdOnSuccess,
  );
  return { log, run };
}

/** A promise the test settles itself. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('createActionRunner (useAction)', () => {
  it('drops a second press while the first is in flight (the double-submit guard)', async () => {
    const { run } = setup();
    const d = deferred<O>();
    let calls = 0;
    const action = (_: string) => (calls++, d.promise);
    const first = run(action, 'a');
    const second = await run(action, 'b');
    expect(second).toBeUndefined();
    d.resolve({ ok: true });
    expect(await first).toEqual({ ok: true });
    expect(calls).toBe(1);
    // Settled: the next press goes again.
    await run(async () => ({ ok: true }), 'c');
    expect(calls).toBe(1);
  });

  it('clears the outcome on a press, ends pending and sets what it came to', async () => {
    const { log, run } = setup();
    await run(async () => ({ ok: false, error: 'BILLING_CHARGE_FAILED' }), 'a');
    expect(log).toEqual(['pending:true', 'outcome:none', 'pending:false', 'outcome:BILLING_CHARGE_FAILED', 'settled:false']);
  });

  it('holds pending and the guard after a success when the page is leaving', async () => {
    const { log, run } = setup(true);
    await run(async () => ({ ok: true }), 'a');
    expect(log).toEqual(['pending:true', 'outcome:none', 'outcome:ok', 'settled:true']);
    let again = false;
    expect(await run(async () => ((again = true), { ok: true as const }), 'b')).toBeUndefined();
    expect(again).toBe(false);
  });

  it('reopens after a failure even when holding on success', async () => {
    const { run } = setup(true);
    await run(async () => ({ ok: false, error: 'X' }), 'a');
    expect(await run(async () => ({ ok: true }), 'b')).toEqual({ ok: true });
  });

  it('ends pending and reopens when the action throws', async () => {
    const { log, run } = setup();
    await expect(run(async () => Promise.reject(new Error('boom')), 'a')).rejects.toThrow('boom');
    expect(log).toEqual(['pending:true', 'outcome:none', 'pending:false']);
    expect(await run(async () => ({ ok: true }), 'b')).toEqual({ ok: true });
  });
});
