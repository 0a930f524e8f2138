import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, isLoopbackHost, loadConfig } from './config.ts';

const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'x'.repeat(32),
  SMTP_URL: 'smtp://mail.example.com:587',
  APP_ORIGIN: 'https://waqt.app',
  PAYMENTS_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
  MOYASAR_BASE_URL: 'https://api.moyasar.com',
  BILLING_MOYASAR_PUBLISHABLE_KEY: 'pk_live_waqtBilling1',
  BILLING_MOYASAR_SECRET_KEY: 'sk_live_waqtBilling1',
  BILLING_WEBHOOK_SECRET: 'b'.repeat(32),
  SELLER_NAME_EN: 'Waqt Bookings LLC',
  SELLER_NAME_AR: 'شركة وقت للحجوزات',
  SELLER_ADDRESS_EN: 'Riyadh',
  SELLER_ADDRESS_AR: 'الرياض',
  SELLER_VAT_NUMBER: '310122393500003',
};
const BILLING_AND_SELLER = ['BILLING_MOYASAR_PUBLISHABLE_KEY', 'BILLING_MOYASAR_SECRET_KEY', 'BILLING_WEBHOOK_SECRET', 'SELLER_ADDRESS_AR', 'SELLER_ADDRESS_EN', 'SELLER_NAME_AR', 'SELLER_NAME_EN', 'SELLER_VAT_NUMBER'];
const missingOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return err.issues.map((i) => i.variable).sort();
  }
};

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
    expect(loadConfig(production).cookieSecure).toBe(true);
  });

  it('needs a real AUTH_SECRET in production, and turns Google on only with both credentials', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ ...production, PAYMENTS_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(/PAYMENTS_ENCRYPTION_KEY/);
    expect(loadConfig(production)).toMatchObject({ moyasarBaseUrl: 'https://api.moyasar.com', moyasarSandbox: false });
    expect(loadConfig({})).toMatchObject({ moyasarBaseUrl: 'http://127.0.0.1:5040', moyasarSandbox: true });
    // The phone channels: the providers in production, the phone sandbox elsewhere unless set.
    expect(loadConfig(production)).toMatchObject({ unifonicBaseUrl: 'https://el.cloud.unifonic.com', whatsappBaseUrl: 'https://graph.facebook.com', messagingSandbox: false });
    expect(loadConfig({ MESSAGING_SANDBOX_PORT: '6041' })).toMatchObject({ unifonicBaseUrl: 'http://127.0.0.1:6041', whatsappBaseUrl: 'http://127.0.0.1:6041', messagingSandbox: true });
    expect(loadConfig({ UNIFONIC_BASE_URL: 'https://el.cloud.unifonic.com/', WHATSAPP_BASE_URL: 'https://graph.facebook.com' })).toMatchObject({ unifonicBaseUrl: 'https://el.cloud.unifonic.com', messagingSandbox: false });
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).google).toBeNull();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google).toEqual({ clientId: 'id', clientSecret: 's', issuer: 'https://accounts.google.com' });
  });

  it('stops the server at start with a message naming the variable', () => {
    const main = path.resolve(import.meta.dirname, 'main.ts');
    const r = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, API_PORT: 'not-a-port', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 80_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('API_PORT');
    expect(r.stderr).not.toMatch(/at .*\.ts:\d+/); // no stack trace
  }, 90_000);

  it('a server on 0.0.0.0 without NODE_ENV refuses to start, naming every missing variable', () => {
    const main = path.resolve(import.meta.dirname, 'main.ts');
    const { NODE_ENV: _vitestSetsIt, AUTH_SECRET: _a, SMTP_URL: _s, APP_ORIGIN: _o, PAYMENTS_ENCRYPTION_KEY: _p, MOYASAR_BASE_URL: _m, ...env } = process.env;
    const r = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...env, API_HOST: '0.0.0.0', API_PORT: '0', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 80_000,
    });
    expect(r.status).toBe(1);
    for (const v of ['AUTH_SECRET', 'SMTP_URL', 'APP_ORIGIN', 'PAYMENTS_ENCRYPTION_KEY', 'MOYASAR_BASE_URL']) expect(r.stderr).toContain(v);
    expect(r.stderr).not.toMatch(/at .*\.ts:\d+/);
  }, 90_000);

  it('development defaults only when clearly in development: NODE_ENV development/test, or unset on loopback', () => {
    for (const env of [{}, { API_HOST: '127.0.0.1' }, { API_HOST: 'localhost' }, { API_HOST: '::1' }, { NODE_ENV: 'development', API_HOST: '127.0.0.2' }, { NODE_ENV: 'test' }]) {
      const c = loadConfig(env);
      expect(c.env, JSON.stringify(env)).not.toBe('production');
      expect(c.devMailbox).toBe(true);
      expect(c.authSecret).toBe('waqt-development-secret-not-for-production');
    }
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(false);
  });

  it('NODE_ENV development or test refuses a host others can reach: development settings on loopback only', () => {
    for (const NODE_ENV of ['development', 'test']) {
      for (const host of ['0.0.0.0', '::', '10.1.2.3', '192.168.1.20', 'api.waqt.app', '127.0.0.1.evil.example']) {
        // Even with every production secret set: the dev mailbox and the sandbox would still be open.
        expect(missingOf({ ...production, NODE_ENV, API_HOST: host }), `${NODE_ENV} ${host}`).toEqual(['API_HOST']);
        expect(() => loadConfig({ NODE_ENV, API_HOST: host })).toThrow(new RegExp(`API_HOST: .*NODE_ENV=${NODE_ENV}.*loopback.*NODE_ENV=production`));
      }
      for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]']) expect(loadConfig({ NODE_ENV, API_HOST: host }).env, host).toBe(NODE_ENV);
    }
  });

  it('NODE_ENV=development on 0.0.0.0 stops the server at start, naming API_HOST', () => {
    const main = path.resolve(import.meta.dirname, 'main.ts');
    const r = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, NODE_ENV: 'development', API_HOST: '0.0.0.0', API_PORT: '0', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 80_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/API_HOST: .*loopback/);
    expect(r.stderr).not.toMatch(/at .*\.ts:\d+/);
  }, 90_000);

  it('NODE_ENV unset on a non-loopback host refuses to start without its secrets, naming every missing variable', () => {
    for (const host of ['0.0.0.0', '::', '10.1.2.3', 'api.waqt.app']) {
      expect(missingOf({ API_HOST: host }), host).toEqual(['APP_ORIGIN', 'AUTH_SECRET', ...BILLING_AND_SELLER, 'MOYASAR_BASE_URL', 'PAYMENTS_ENCRYPTION_KEY', 'SMTP_URL'].sort());
    }
    expect(() => loadConfig({ API_HOST: '0.0.0.0' })).toThrow(/AUTH_SECRET: required when NODE_ENV is unset and API_HOST \(0\.0\.0\.0\) is not loopback/);
    // With them, it runs with production rules: no dev mailbox, no demo seed, secure cookies.
    const { NODE_ENV: _unset, ...rest } = production;
    const c = loadConfig({ ...rest, API_HOST: '0.0.0.0' });
    expect(c).toMatchObject({ env: 'production', devMailbox: false, seedDemo: false, cookieSecure: true, authSecret: 'x'.repeat(32) });
  });

  it('production names every missing variable at once and refuses the demo seed', () => {
    expect(missingOf({ NODE_ENV: 'production' })).toEqual(['APP_ORIGIN', 'AUTH_SECRET', ...BILLING_AND_SELLER, 'MOYASAR_BASE_URL', 'PAYMENTS_ENCRYPTION_KEY', 'SMTP_URL'].sort());
    expect(missingOf({ NODE_ENV: 'production', AUTH_SECRET: 'y'.repeat(40) })).toEqual(['APP_ORIGIN', ...BILLING_AND_SELLER, 'MOYASAR_BASE_URL', 'PAYMENTS_ENCRYPTION_KEY', 'SMTP_URL'].sort());
    expect(missingOf({ ...production, SEED_DEMO: 'true' })).toEqual(['SEED_DEMO']);
    expect(missingOf(production)).toEqual([]);
    // Waqt's billing account is its own, never a team's: production refuses to start without it (issue 20).
    const { BILLING_MOYASAR_SECRET_KEY: _s, ...noBillingSecret } = production;
    expect(missingOf(noBillingSecret)).toEqual(['BILLING_MOYASAR_SECRET_KEY']);
    expect(missingOf({ ...production, SELLER_VAT_NUMBER: '123' })).toEqual(['SELLER_VAT_NUMBER']);
    expect(loadConfig(production)).toMatchObject({ billing: { publishableKey: 'pk_live_waqtBilling1', secretKey: 'sk_live_waqtBilling1' }, seller: { vatNumber: '310122393500003' } });
    expect(loadConfig(production)).toMatchObject({ env: 'production', devMailbox: false, seedDemo: false, smtpUrl: 'smtp://mail.example.com:587' });
  });

  it('origins: the app origin first, then ALLOWED_ORIGINS, reduced to origins; bad ones named', () => {
    const c = loadConfig({ APP_ORIGIN: 'https://waqt.app/', ALLOWED_ORIGINS: 'https://staging.waqt.app, https://waqt.app/en ,http://127.0.0.1:5030' });
    expect(c.appOrigin).toBe('https://waqt.app');
    expect(c.allowedOrigins).toEqual(['https://waqt.app', 'https://staging.waqt.app', 'http://127.0.0.1:5030']);
    expect(missingOf({ ALLOWED_ORIGINS: 'https://ok.example, javascript:alert(1)' })).toEqual(['ALLOWED_ORIGINS']);
    expect(missingOf({ APP_ORIGIN: 'ftp://waqt.app' })).toEqual(['APP_ORIGIN']);
    // Outside production a loopback app origin is reachable as 127.0.0.1 and as localhost.
    expect(loadConfig({ APP_ORIGIN: 'http://127.0.0.1:6030' }).allowedOrigins).toEqual(['http://127.0.0.1:6030', 'http://localhost:6030']);
    expect(loadConfig({}).allowedOrigins).toEqual(['http://127.0.0.1:5030', 'http://localhost:5030']);
    expect(loadConfig({ ...production, APP_ORIGIN: 'http://127.0.0.1:5011' }).allowedOrigins).toEqual(['http://127.0.0.1:5011']);
  });

  it('development settings refuse requests through a proxy unless ALLOW_DEV_BEHIND_PROXY=1; production never does (issue 35 item 10)', () => {
    const refuses = (env: Record<string, string>) => loadConfig(env).refuseProxied;
    expect(refuses({})).toBe(true);
    expect(refuses({ NODE_ENV: 'development' })).toBe(true);
    expect(refuses({ NODE_ENV: 'test' })).toBe(true);
    expect(refuses({ ALLOW_DEV_BEHIND_PROXY: '1' })).toBe(false);
    expect(refuses({ ALLOW_DEV_BEHIND_PROXY: '0' })).toBe(true);
    expect(refuses(production)).toBe(false);
    expect(missingOf({ ALLOW_DEV_BEHIND_PROXY: 'maybe' })).toEqual(['ALLOW_DEV_BEHIND_PROXY']);
  });

  it('TRUST_PROXY: loopback by default; addresses, subnets, hop counts, true/false', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7']);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(missingOf({ TRUST_PROXY: 'my-balancer' })).toEqual(['TRUST_PROXY']);
  });

  it('TEAMS_PER_USER_MAX: 10 business teams owned by default; a whole number from 1', () => {
    expect(loadConfig({}).teamsPerUserMax).toBe(10);
    expect(loadConfig({ TEAMS_PER_USER_MAX: '3' }).teamsPerUserMax).toBe(3);
    for (const bad of ['0', '-1', '2.5', 'many']) expect(missingOf({ TEAMS_PER_USER_MAX: bad }), bad).toEqual(['TEAMS_PER_USER_MAX']);
  });

  it('BOOKING_LINK_DAYS: a booking’s links act 30 days past its end by default; whole days from 1', () => {
    expect(loadConfig({}).bookingLinkDays).toBe(30);
    expect(loadConfig({ BOOKING_LINK_DAYS: '90' }).bookingLinkDays).toBe(90);
    for (const bad of ['0', '-1', '1.5', 'forever']) expect(missingOf({ BOOKING_LINK_DAYS: bad }), bad).toEqual(['BOOKING_LINK_DAYS']);
  });

  it('INVITE_VALID_DAYS: an invite is valid 7 days by default; whole days from 1 to 30', () => {
    expect(loadConfig({}).inviteValidMs).toBe(7 * 24 * 3_600_000);
    expect(loadConfig({ INVITE_VALID_DAYS: '2' }).inviteValidMs).toBe(2 * 24 * 3_600_000);
    for (const bad of ['0', '31', '1.5', 'week']) expect(missingOf({ INVITE_VALID_DAYS: bad }), bad).toEqual(['INVITE_VALID_DAYS']);
  });

  it('isLoopbackHost', () => {
    expect(['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1'].every(isLoopbackHost)).toBe(true);
    expect(['0.0.0.0', '::', '192.168.1.2', 'waqt.app', '127.0.0.1.evil.com', '::ffff:10.0.0.1'].some(isLoopbackHost)).toBe(false);
  });
});
