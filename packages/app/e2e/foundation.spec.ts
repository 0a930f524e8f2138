import { test, expect } from './fixtures.ts';

test('landing renders with the login entry for a logged-out visitor', async ({ page, app }) => {
  await page.goto(`${app}/en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bookings that run on time');
  // account.me went through the real tRPC client and answered UNAUTHORIZED → login entry.
  await expect(page.getByRole('heading', { level: 2, name: 'Log in to Waqt' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' }).first()).toHaveAttribute('href', '/en/auth/register');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('/ redirects to a locale prefix chosen from the browser language', async ({ browser, app }) => {
  const ctx = await browser.newContext({ locale: 'ar-SA' });
  const page = await ctx.newPage();
  await page.goto(`${app}/`);
  await expect(page).toHaveURL(`${app}/ar`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ar');
  await ctx.close();
});

test('switching to Arabic sets dir=rtl and lang=ar, and it survives a reload', async ({ page, app }) => {
  await page.goto(`${app}/en`);
  await page.getByRole('radio', { name: 'العربية' }).click();
  await expect(page).toHaveURL(`${app}/ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('حجوزات تسير في وقتها');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'waqt_locale')?.value).toBe('ar');
});

test('dark theme sets the class on <html>, persists, and is applied before first paint', async ({ page, app }) => {
  await page.goto(`${app}/en`);
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // No flash: the class is already there when the document is parsed, before any module runs.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as unknown as { __cls: string }).__cls = document.documentElement.className;
    });
  });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => (window as unknown as { __cls: string }).__cls)).toMatch(/\bdark\b/);
});

test('an unknown route shows the 404 text', async ({ page, app }) => {
  await page.goto(`${app}/en/no/such/page`);
  await expect(page.getByText('Page not found: /en/no/such/page')).toBeVisible();
  await page.goto(`${app}/ar/no/such/page`);
  await expect(page.getByText('الصفحة غير موجودة: /ar/no/such/page')).toBeVisible();
});

test('/health is ok and checks the database', async ({ request, api }) => {
  const res = await request.get(`${api}/health`);
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' });
});
