#!/usr/bin/env node
/**
 * The booking page on a mid-range phone (issue 38 item 4), part of `npm run bench -w @waqt/app`: the built
 * app (dist/, `vite preview`) and the real API with the demo clinic (the end-to-end set-up,
 * e2e/global-setup.ts), opened in Chromium with the CPU throttled 4× and a slow mobile network through
 * CDP (150 ms latency, 1.6 Mbps down, 750 kbps up: "fast 3G"), a 390×844 touch screen, a fresh context
 * (empty cache) per run. The page names a day (`?date=`, a Monday a week ahead) so that its times show
 * without a click. For English and Arabic, PHONE_RUNS (3) runs each, it prints the median and the worst:
 *  - heading: the page's h1 is in the document (the page has rendered);
 *  - open days: the month grid has a day one can pick (the month's times have arrived);
 *  - times: the day's first bookable time is in the document ("first bookable times visible");
 *  - CLS: the layout shifts' sum (PerformanceObserver, no input) until 1.5 s after the times showed;
 *  - requests (JS) and KB transferred until then.
 * Milliseconds from the navigation's start (performance.now() in the page, set by a MutationObserver, so
 * no polling delay). Figures only, never a test: the machine is shared (docs/performance.md).
 *
 *   node scripts/phone-bench.mjs            # needs dist/ (npm run build -w @waqt/app)
 *   PHONE_RUNS=5 PHONE_LATENCY_MS=150 PHONE_DOWN_KBPS=1600 PHONE_CPU=4 node scripts/phone-bench.mjs
 *   PHONE_LIST=1 …                          # + every request of each run, in order
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const appRoot = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.PHONE_RUNS) || 3;
const LATENCY = Number(process.env.PHONE_LATENCY_MS ?? 150);
const DOWN_KBPS = Number(process.env.PHONE_DOWN_KBPS) || 1600;
const UP_KBPS = Number(process.env.PHONE_UP_KBPS) || 750;
const CPU = Number(process.env.PHONE_CPU) || 4;
/** The demo clinic's calendar and event type (api's demo seed; e2e/booking.spec.ts books it). */
const PAGE = 'riyadh-dental-main/consultation';

/** A Monday at least a week ahead (the demo clinic works Mondays; past the notice period), in Riyadh. */
function aMondayAhead() {
  const d = new Date(Date.now() + 7 * 86_400_000);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/* global window, document, MutationObserver -- the probe and the waits below run in the page */
/** Runs in the page before its scripts: when each thing first appears, and the layout shifts. */
const probe = () => {
  const b = { cls: 0, heading: null, open: null, times: null };
  window.__phoneBench = b;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) b.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const check = () => {
    const now = performance.now();
    if (b.heading === null && document.querySelector('h1')) b.heading = now;
    if (b.open === null && document.querySelector('[role="grid"] [role="button"]:not([aria-disabled="true"])')) b.open = now;
    if (b.times === null && document.querySelector('ul[aria-label] button')) b.times = now;
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
};

async function run(browser, url, locale) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: locale === 'ar' ? 'ar-SA' : 'en-US', timezoneId: 'Asia/Riyadh' });
  const page = await context.newPage();
  await page.addInitScript(probe);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY, downloadThroughput: (DOWN_KBPS * 1000) / 8, uploadThroughput: (UP_KBPS * 1000) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  const requests = [];
  let bytes = 0;
  cdp.on('Network.requestWillBeSent', (e) => requests.push(e.request.url));
  cdp.on('Network.loadingFinished', (e) => (bytes += e.encodedDataLength));
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__phoneBench?.times !== null, null, { timeout: 120_000, polling: 100 });
  // Late shifts (an image, a font, a part arriving) count too: a second and a half more.
  await page.waitForTimeout(1500);
  const b = await page.evaluate(() => window.__phoneBench);
  const js = requests.filter((u) => /\.m?js(\?|$)/.test(new URL(u).pathname)).length;
  await context.close();
  if (process.env.PHONE_LIST) console.log(`${url}: ${requests.length} requests\n  ${requests.map((u) => new URL(u).pathname).join('\n  ')}`);
  return { ...b, requests: requests.length, js, kb: bytes / 1024 };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (n, d = 0) => (n === null || n === undefined ? '–' : n.toFixed(d));

async function main() {
  if (!fs.existsSync(path.join(appRoot, 'dist/index.html'))) throw new Error('packages/app/dist is missing: build the app first (npm run build -w @waqt/app)');
  fs.mkdirSync(path.join(appRoot, '../../.data'), { recursive: true }); // where the set-up keeps the database
  const { default: globalSetup } = await import('../e2e/global-setup.ts');
  const teardown = await globalSetup();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'] });
  try {
    const date = aMondayAhead();
    console.log(`\nThe booking page on a phone: CPU ${CPU}× slower, ${LATENCY} ms latency, ${DOWN_KBPS} kbps down / ${UP_KBPS} kbps up, 390×844, empty cache; /{lang}/${PAGE}?date=${date}; ${RUNS} runs each, median (worst)`);
    console.log(`load average before: ${(await import('node:os')).loadavg()[0].toFixed(1)}\n`);
    const rows = [];
    for (const locale of ['en', 'ar']) {
      const url = `${process.env.E2E_APP_URL}/${locale}/${PAGE}?date=${date}`;
      await run(browser, url, locale); // warm the server (its first answers), not counted
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await run(browser, url, locale));
      const col = (k) => runs.map((r) => r[k]);
      const cell = (k, d = 0) => `${fmt(median(col(k)), d)} (${fmt(Math.max(...col(k)), d)})`;
      rows.push([locale, cell('heading'), cell('open'), cell('times'), cell('cls', 3), `${median(col('requests'))} (${median(col('js'))})`, fmt(median(col('kb')))]);
    }
    const header = ['lang', 'heading ms', 'open days ms', 'times ms', 'CLS', 'requests (JS)', 'KB transferred'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
    console.log([line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n'));
    console.log(`\nload average after: ${(await import('node:os')).loadavg()[0].toFixed(1)}`);
  } finally {
    await browser.close();
    await teardown();
  }
}

main().catch((error) => {
  console.error(`phone-bench: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
