import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { afterAttempt, DeliveryQueue } from './delivery-queue.ts';

describe('the delivery queue both sandboxes send with', () => {
  it('retries after retryMs, doubling, until the last attempt; a 2xx is delivered', () => {
    const o = { maxAttempts: 4, retryMs: 100 };
    expect(afterAttempt({ status: 204, error: null }, 1, o)).toEqual({ state: 'delivered' });
    expect(afterAttempt({ status: 500, error: null }, 1, o)).toEqual({ state: 'retry', why: 'HTTP 500', waitMs: 100 });
    expect(afterAttempt({ status: 302, error: null }, 3, o)).toEqual({ state: 'retry', why: 'HTTP 302', waitMs: 400 });
    expect(afterAttempt({ status: null, error: 'fetch failed: ECONNREFUSED' }, 4, o)).toEqual({ state: 'failed', why: 'fetch failed: ECONNREFUSED' });
  });

  it('runs what is due, not what stop() cancelled; a request cut short by stop() is "stopped", not a failure', async () => {
    const ran: string[] = [];
    let release = () => {};
    const server = http.createServer(() => {
      release(); // the request arrived: stop the queue while it waits for an answer that never comes
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const outcomes: unknown[] = [];
    const queue: DeliveryQueue = new DeliveryQueue(async (id) => {
      ran.push(id);
      if (id === 'slow') outcomes.push(await queue.post(fetch, url, { headers: {}, body: '{}', timeoutMs: 10_000 }));
    });
    try {
      queue.schedule('soon', 0);
      queue.schedule('later', 60_000);
      expect(queue.isScheduled('later')).toBe(true);
      await vi.waitFor(() => expect(ran).toEqual(['soon']));
      const arrived = new Promise<void>((r) => (release = r));
      const slow = queue.runNow('slow');
      await arrived;
      expect(queue.busy).toBe(true);
      await queue.stop();
      await slow;
      expect(outcomes).toEqual(['stopped']);
      expect(ran).toEqual(['soon', 'slow']);
      expect(queue.isScheduled('later')).toBe(false);
      queue.schedule('after-stop', 0);
      expect(queue.isScheduled('after-stop')).toBe(false);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});
