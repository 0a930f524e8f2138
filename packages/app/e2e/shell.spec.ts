import { test, expect } from './fixtures.ts';

test('a logged-out visitor on /en/dashboard is sent to /en (and back after signing in)', async ({ page, app }) => {
  await page.goto(`${app}/en/dashboard`);
  await expect(page).toHaveURL(`${app}/en?next=%2Fen%2Fdashboard`);
  await page.goto(`${app}/ar/dashboard/team/1/members`);
  await expect(page).toHaveURL(`${app}/ar?next=%2Far%2Fdashboard%2Fteam%2F1%2Fmembers`);
});

test('a stale cached user is checked at start-up, cleared, and sent home', async ({ page, app }) => {
  await page.goto(`${app}/en`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() =>
    localStorage.setItem(
      'user',
      JSON.stringify({ id: '2f6c1a52-6f0e-4d7b-9c1e-7f1a2b3c4d5e', fullName: 'Ghost', email: 'ghost@example.com', timezone: 'Asia/Riyadh', locale: 'en', emailVerified: true }),
    ),
  );
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${app}/en/dashboard/account`);
  await expect(page).toHaveURL(`${app}/en`);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  expect(errors.some((e) => e.includes('Failed to fetch the current user'))).toBe(true);
});

test('a path without a locale prefix gets the stored locale', async ({ page, app }) => {
  await page.goto(`${app}/en`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(); // the app has mounted and saved 'en'
  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await page.goto(`${app}/auth/register`);
  await expect(page).toHaveURL(`${app}/ar/auth/register`);
});

test('the public pages render in the empty layout under both locales', async ({ page, app }) => {
  // The demo team's link lists its calendars.
  await page.goto(`${app}/ar/riyadh-dental`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Riyadh Dental Clinic');
  // The calendar by its Arabic name on an Arabic page (issue 36).
  await expect(page.getByRole('link', { name: 'العيادة الرئيسية' })).toHaveAttribute('href', '/ar/riyadh-dental-main');
  await page.goto(`${app}/en/book/confirmed/abc`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking not found');
  // An unknown link is the 404 page, never a blank one.
  await page.goto(`${app}/en/no-such-link-here`);
  await expect(page.getByText('Page not found: /en/no-such-link-here')).toBeVisible();
  // The empty layout has no header.
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('a visitor’s public pages come from the public bundle: client-side links, no app bundle, the app by a page load', async ({ page, app }) => {
  // The app's chunk (react-router, the route table, the shell) is `app-*.js`, the shell's `AppLayout-*.js`.
  const appChunks: string[] = [];
  page.on('request', (r) => /\/assets\/(app|AppLayout)-[\w-]+\.js$/.test(new URL(r.url()).pathname) && appChunks.push(r.url()));
  await page.goto(`${app}/ar/riyadh-dental-main`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'العيادة الرئيسية' })).toBeVisible();
  // A link to the booking page is client-side: the document stays (no page load).
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('link', { name: 'استشارة' }).click();
  await expect(page).toHaveURL(`${app}/ar/riyadh-dental-main/consultation`);
  await expect(page.getByRole('grid')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // Back to the calendar's page, still the same document.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'العيادة الرئيسية' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // The 404 of an unknown link, in English, from the public bundle too.
  await page.goto(`${app}/en/no-such-link-here`);
  await expect(page.getByText('Page not found: /en/no-such-link-here')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(appChunks).toEqual([]);
  // Its link home is the app's landing page: a page load that brings the app.
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(`${app}/en`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(appChunks.length).toBeGreaterThan(0);
});

test('the public pages offer a new build too', async ({ page, app }) => {
  await page.goto(`${app}/en/riyadh-dental`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Riyadh Dental Clinic');
  await page.route('**/version.json', (route) => route.fulfill({ json: { version: 'a-newer-build' } }));
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByRole('status').filter({ hasText: 'A new version of Waqt is available.' })).toBeVisible();
});

test('a new deployed build offers a non-blocking reload', async ({ page, app }) => {
  await page.goto(`${app}/en`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('A new version of Waqt is available.')).toHaveCount(0);
  await page.route('**/version.json', (route) => route.fulfill({ json: { version: 'a-newer-build' } }));
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByRole('status').filter({ hasText: 'A new version of Waqt is available.' })).toBeVisible();
  // Non-blocking: the page stays usable.
  await page.getByRole('radio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
