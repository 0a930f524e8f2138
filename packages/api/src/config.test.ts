import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('config', () => {
  it('has dev defaults that start the app on the documented ports', () => {
    const c = loadConfig({});
    expect(c.port).toBe(5011);
    expect(c.host).toBe('127.0.0.1');
    expect(c.appOrigin).toBe('http://127.0.0.1:5030');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.cookieSecure).toBe(false);
  });

  it('names each invalid variable', () => {
    try {
      loadConfig({ API_PORT: 'eleven', DATABASE_URL: 'mysql://x' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const vars = (err as ConfigError).issues.map((i) => i.variable).sort();
      expect(vars).toEqual(['API_PORT', 'DATABASE_URL']);
      expect((err as Error).message).toContain('API_PORT');
    }
  });

  it('treats empty strings as unset and secures cookies in production', () => {
    expect(loadConfig({ API_PORT: '' }).port).toBe(5011);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) }).cookieSecure).toBe(true);
  });

  it('needs a real AUTH_SECRET in production, and turns Google on only with both credentials', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).google).toBeNull();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google).toEqual({ clientId: 'id', clientSecret: 's', issuer: 'https://accounts.google.com' });
  });

  it('stops the server at start with a message naming the variable', () => {
    const main = path.resolve(import.meta.dirname, 'main.ts');
    const r = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, API_PORT: 'not-a-port', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('API_PORT');
    expect(r.stderr).not.toMatch(/at .*\.ts:\d+/); // no stack trace
  });
});
