#!/usr/bin/env node
// Takes Chromium screenshots of a running Waqt app: npm run screenshot -- [baseUrl] [outDir] [paths…]
// (through npm, so it runs on the repo's Node 24; baseUrl defaults to the `npm start` app on APP_PORT).
// Each path is shot in en+light and ar+dark. Uses Debian's Chromium (CHROMIUM_PATH), never a download.
// SCREENSHOT_LOGIN=email:password signs in first (through the landing page's form) for dashboard pages.
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(`screenshot: Node ${process.versions.node} is too old: run it as \`npm run screenshot -- …\` (Node 24 from node_modules).`);
  process.exit(1);
}

const [base = `http://127.0.0.1:${process.env.APP_PORT || 5030}`, outDir = 'docs/screenshots', ...paths] = process.argv.slice(2);
if (paths.length === 0) paths.push('/');
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
});
for (const [locale, theme] of [['en', 'light'], ['ar', 'dark']]) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: theme, locale: locale === 'ar' ? 'ar-SA' : 'en-US' });
  const page = await ctx.newPage();
  if (process.env.SCREENSHOT_LOGIN) {
    const [email, password] = process.env.SCREENSHOT_LOGIN.split(':');
    await page.goto(`${base}/en`, { waitUntil: 'networkidle' });
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password]').fill(password);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/dashboard/);
  }
  for (const p of paths) {
    const url = `${base}/${locale}${p === '/' ? '' : p}`;
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.reload({ waitUntil: 'networkidle' });
    const name = `${(p === '/' ? 'landing' : p.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, ''))}-${locale}-${theme}.png`;
    await page.screenshot({ path: path.join(outDir, name) });
    console.log(path.join(outDir, name));
  }
  await ctx.close();
}
await browser.close();
