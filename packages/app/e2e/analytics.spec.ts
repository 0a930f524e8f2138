import { gunzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const INVITE_TOKEN = 'tok_e2e_3b8f1c2d9e7a6b5c4d3e2f1a0b9c8d7e';
const RESET_TOKEN = 'rst_e2e_9f8e7d6c5b4a39281706f5e4d3c2b1a0';

/** What posthog-js sent, decoded (it gzips or base64-encodes its batches). */
function bodyOf(req: Request): string {
  const raw = req.postDataBuffer();
  if (!raw) return '';
  const compression = new URL(req.url()).searchParams.get('compression');
  if (compression === 'gzip-js' || (raw[0] === 0x1f && raw[1] === 0x8b)) return gunzipSync(raw).toString('utf8');
  const text = raw.toString('utf8');
  if (compression === 'base64' || text.startsWith('data=')) return Buffer.from(decodeURIComponent(text.replace(/^data=/, '')), 'base64').toString('utf8');
  return text;
}

/**
 * The built app has no analytics key. Each page is served with one (and the PostHog host on the app's
 * own origin, under /ph), and everything posthog-js sends there is recorded instead of leaving.
 */
async function withAnalytics(page: Page, app: string) {
  const sent: { path: string; body: string }[] = [];
  await page.route(`${app}/ph/**`, async (route) => {
    const req = route.request();
    sent.push({ path: new URL(req.url()).pathname, body: bodyOf(req) });
    const path = new URL(req.url()).pathname;
    if (path.includes('flags') || path.includes('decide')) return route.fulfill({ json: { featureFlags: {}, featureFlagPayloads: {}, errorsWhileComputingFlags: false } });
    if (path.includes('/static/') || path.includes('/array/')) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ json: { status: 1 } });
  });
  await page.route((url) => url.origin === app && !url.pathname.startsWith('/ph/') && !/\.[a-z0-9]+$/i.test(url.pathname), async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const config = JSON.stringify({ posthogKey: 'phc_e2e', posthogHost: `${app}/ph`, env: 'test' }).slice(1, -1);
    const body = (await response.text())
      .replace(/"env":"[a-z]+","posthogKey":"","posthogHost":""/, config)
      .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, '');
    // The page's CSP pins the boot script by hash; the rewritten config changes it.
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([k]) => k.toLowerCase() !== 'content-security-policy'));
    await route.fulfill({ response, body, headers });
  });
  return sent;
}

test('analytics never sends a reset token, a code or an invite token, in events or in flag requests', async ({ page, app }) => {
  const sent = await withAnalytics(page, app);

  await page.goto(`${app}/en/invite/${INVITE_TOKEN}`);
  await expect.poll(() => sent.filter((s) => s.body.includes('$pageview')).length, { timeout: 30_000 }).toBeGreaterThan(0);
  await page.goto(`${app}/en/auth/password/resetsubmit?token=${RESET_TOKEN}&code=123456`);
  await expect.poll(() => sent.filter((s) => s.body.includes('resetsubmit')).length, { timeout: 30_000 }).toBeGreaterThan(0);
  // A later visit: posthog sends its stored first URL with the flag request.
  await page.goto(`${app}/en/`);
  await expect.poll(() => sent.filter((s) => /flags|decide/.test(s.path)).length, { timeout: 30_000 }).toBeGreaterThan(1);
  await page.waitForTimeout(1_000);

  const everything = sent.map((s) => s.body).join('\n');
  expect(everything).toContain('/en/invite/REDACTED');
  expect(everything).toContain('token=REDACTED');
  expect(everything).not.toContain(INVITE_TOKEN);
  expect(everything).not.toContain(RESET_TOKEN);
  expect(everything).not.toContain('code=123456');
});

test('the public pages start analytics once usable: a page view on arrival and after each client-side link, no booking token', async ({ page, app }) => {
  const sent = await withAnalytics(page, app);
  const views = () => sent.filter((s) => s.body.includes('$pageview')).map((s) => s.body);
  await page.goto(`${app}/en/riyadh-dental-main`);
  await expect(page.getByRole('heading', { level: 1, name: 'Main clinic' })).toBeVisible();
  await expect.poll(() => views().some((b) => b.includes('/en/riyadh-dental-main')), { timeout: 30_000 }).toBe(true);
  // A client-side link to the booking page: one more page view, for it.
  await page.getByRole('link', { name: 'Consultation' }).click();
  await expect(page.getByRole('grid')).toBeVisible();
  await expect.poll(() => views().some((b) => b.includes('/en/riyadh-dental-main/consultation')), { timeout: 30_000 }).toBe(true);
  // A booking's confirmation link carries its manage token: never sent.
  const BOOKING_TOKEN = 'bkt_e2e_7d6c5b4a39281706f5e4d3c2b1a0f9e8';
  await page.goto(`${app}/en/book/confirmed/0b6c1a52-6f0e-4d7b-9c1e-7f1a2b3c4d5e?token=${BOOKING_TOKEN}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => views().some((b) => b.includes('/en/book/confirmed/')), { timeout: 30_000 }).toBe(true);
  await page.waitForTimeout(1_000);
  expect(sent.map((s) => s.body).join('\n')).not.toContain(BOOKING_TOKEN);
});
