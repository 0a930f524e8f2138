import type { Browser, Page } from '@playwright/test';
import { test, expect, openFullDay } from './fixtures.ts';
import { codeIn, nextMail } from './mailbox.ts';

/**
 * The guided setup after sign-up (issue 23): sign up → verify → three screens → a link that opens the
 * public booking page. Each test counts the screens it passes through.
 */

interface Words {
  fullName: string;
  email: string;
  password: string;
  createAccount: string;
  code: string;
  verify: string;
}

/** Registers in `lang`, enters the emailed code, and waits for the setup's first screen. */
async function signUp(page: Page, app: string, api: string, lang: 'en' | 'ar', name: string, email: string, w: Words): Promise<void> {
  await page.goto(`${app}/${lang}/auth/register`);
  await page.getByLabel(w.fullName).fill(name);
  await page.getByLabel(w.email).fill(email);
  await page.getByLabel(w.password).fill('setup-password-2026');
  await page.getByRole('button', { name: w.createAccount }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/auth/otp\\?purpose=verify_email`));
  await page.getByLabel(w.code).fill(codeIn(await nextMail(api, email, 0)));
  await page.getByRole('button', { name: w.verify }).click();
  await expect(page).toHaveURL(`${app}/${lang}/dashboard/setup`);
}

async function newContext(browser: Browser, phone: boolean, timezoneId = 'Asia/Riyadh') {
  const context = await browser.newContext({
    timezoneId,
    ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'ar-SA' } : { locale: 'en-US' }),
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return context;
}

const english: Words = { fullName: 'Full name', email: 'Email', password: 'Password', createAccount: 'Create account', code: '6-digit code', verify: 'Verify' };
const arabic: Words = { fullName: 'الاسم الكامل', email: 'البريد الإلكتروني', password: 'كلمة المرور', createAccount: 'إنشاء الحساب', code: 'رمز من 6 أرقام', verify: 'تحقق' };

test('just me, in English: sign up, verify, three screens, and the copied link opens the booking page', async ({ browser, app, api }) => {
  // A browser set to UTC (a laptop bought abroad, a cloud desktop): the setup still works in Riyadh time (issue 36).
  const context = await newContext(browser, false, 'UTC');
  const page = await context.newPage();
  const stamp = Date.now().toString(36);
  const name = `Layla Setup ${stamp}`;
  const screens: string[] = [];

  await signUp(page, app, api, 'en', name, `layla.${stamp}@example.com`, english);

  // Screen 1: just me, the calendar named after the account, its link suggested from the name and free.
  screens.push((await page.getByText(/^Step \d of 3/).textContent())!);
  await expect(page.getByRole('radio', { name: /Just me/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: /Calendar name/ })).toHaveValue(name);
  const slug = `layla-setup-${stamp}`;
  await expect(page.getByRole('textbox', { name: /^Link/ })).toHaveValue(slug);
  await expect(page.getByText('This link is free.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Screen 2: Saudi Arabia's week and Riyadh's time (UTC names no country), a free first event type.
  await expect(page.getByRole('heading', { name: 'Working hours' })).toBeVisible();
  await expect(page.getByText('Times in Riyadh time (UTC+3).')).toBeVisible();
  screens.push((await page.getByText(/^Step \d of 3/).textContent())!);
  for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday']) await expect(page.getByRole('checkbox', { name: day })).toBeChecked();
  for (const day of ['Friday', 'Saturday']) await expect(page.getByRole('checkbox', { name: day })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'Paid' })).toBeDisabled();
  await page.getByRole('textbox', { name: /^Name/ }).fill('Intro call');
  await page.getByRole('button', { name: 'Finish setup' }).click();

  // Screen 3: the link, copied, and its preview.
  const ready = page.getByRole('region', { name: 'Your booking page is ready' });
  await expect(ready).toBeVisible();
  screens.push((await page.getByText(/^Step \d of 3/).textContent())!);
  expect(screens.map((s) => s.slice(0, 9))).toEqual(['Step 1 of', 'Step 2 of', 'Step 3 of']);
  const url = `${app}/${slug}`;
  await expect(ready.getByText(url, { exact: true })).toBeVisible();
  await ready.getByRole('button', { name: 'Copy your link' }).click();
  await expect(ready.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(ready.getByRole('link', { name: /Open your booking page/ })).toHaveAttribute('href', `/en/${slug}`);

  // The shared link, opened by a visitor in London: the calendar's page, its event type, a day's open
  // times in the visitor's own zone — 09:00 in Riyadh is 06:00 in London (07:00 in British summer time).
  const visitor = await (await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London' })).newPage();
  await visitor.goto(url);
  await expect(visitor).toHaveURL(`${app}/en/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await visitor.getByRole('link', { name: 'Intro call' }).click();
  await expect(visitor).toHaveURL(`${app}/en/${slug}/intro-call`);
  await openFullDay(visitor, 'Next month');
  await expect(visitor.locator('ul[aria-label]').getByRole('button').first()).toHaveText(/\b0?[67]:00\b/);

  // Set up: the dashboard no longer asks to finish; the one team made, with its calendar's link (the
  // personal team has no page of its own) and a true count.
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your teams' })).toBeVisible();
  await expect(page.getByText('Personal', { exact: true })).toHaveCount(1);
  await expect(page.getByText(`waqt.app/${slug}`, { exact: true })).toBeVisible();
  await expect(page.getByText('1 calendar', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Finish setting up' })).toHaveCount(0);
  await context.close();
});

test('set up from a London browser for a Saudi clinic: screen 2 offers Riyadh time in one click, and the 9:00 is Riyadh\'s (issue 36)', async ({ browser, app, api }) => {
  const context = await newContext(browser, false, 'Europe/London');
  const page = await context.newPage();
  const stamp = Date.now().toString(36);
  const name = `Noura Zone ${stamp}`;
  await signUp(page, app, api, 'en', name, `noura.${stamp}@example.com`, english);
  await expect(page.getByText('This link is free.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // London is a place: its zone and Britain's week, until Saudi Arabia is chosen.
  await expect(page.getByText(/^Times in London time \(UTC(\+1)?\)\.$/)).toBeVisible();
  const country = page.getByRole('combobox', { name: /Country/ });
  await country.fill('Saudi Arabia');
  // Chosen from the keyboard: the suggestions list re-renders as it settles, and a pointer click can chase it.
  await expect(page.getByRole('option', { name: 'Saudi Arabia' })).toBeVisible();
  await country.press('ArrowDown');
  await country.press('Enter');
  await expect(country).toHaveValue('Saudi Arabia');
  // (The zones and the country are isolated, FSI…PDI, in the sentence.)
  await expect(page.getByRole('status').filter({ hasText: /set to \W?London time[^,]*, but \W?Saudi Arabia\W? keeps \W?Riyadh time \(UTC\+3\)/ })).toBeVisible();
  await page.getByRole('button', { name: /^Use \W?Riyadh time \(UTC\+3\)\W?$/ }).click();
  await expect(page.getByText('Times in Riyadh time (UTC+3).')).toBeVisible();
  await page.getByRole('button', { name: 'Finish setup' }).click();
  const ready = page.getByRole('region', { name: 'Your booking page is ready' });
  await expect(ready).toBeVisible();

  // A visitor in Riyadh is offered 9:00 (in London's zone it would have been noon or 11:00).
  const slug = `noura-zone-${stamp}`;
  const visitor = await (await browser.newContext({ locale: 'en-US', timezoneId: 'Asia/Riyadh' })).newPage();
  await visitor.goto(`${app}/en/${slug}`);
  await visitor.getByRole('link', { name: 'Consultation' }).click();
  await openFullDay(visitor, 'Next month');
  await expect(visitor.locator('ul[aria-label]').getByRole('button').first()).toHaveText(/^\s*9:00\s*AM\s*$/);
  await context.close();
});

test('a business team, in Arabic on a phone: the link asked for, "later" from screen 2, then resumed from the dashboard', async ({ browser, app, api }) => {
  const context = await newContext(browser, true);
  const page = await context.newPage();
  const stamp = Date.now().toString(36);

  await signUp(page, app, api, 'ar', 'نورة الحربي', `noura.${stamp}@example.com`, arabic);

  // Screen 1: an Arabic name gives no link; it is asked for.
  await page.getByText('لفريق عمل', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /لفريق عمل/ })).toBeChecked();
  await page.getByRole('textbox', { name: /اسم الفريق/ }).fill('عيادة الحربي');
  const link = page.getByRole('textbox', { name: /^الرابط/ });
  await expect(link).toHaveValue('');
  await expect(page.getByText(/لا يحوي اسمك أحرفًا لاتينية/)).toBeVisible();
  const slug = `harbi-clinic-${stamp}`;
  await link.fill(slug);
  await expect(page.getByText('هذا الرابط متاح.')).toBeVisible();
  await page.getByRole('button', { name: 'متابعة' }).click();
  await expect(page.getByRole('heading', { name: 'ساعات العمل الأسبوعية' })).toBeVisible();

  // "Later": the dashboard says what is left and leads back.
  await page.getByRole('link', { name: 'أكمل لاحقًا' }).click();
  await expect(page).toHaveURL(`${app}/ar/dashboard`);
  const banner = page.getByRole('region', { name: 'أكمل الإعداد' });
  await expect(banner.getByText(/تقويمك جاهز/)).toBeVisible();
  // Only the team chosen: no empty personal team beside it (issue 36).
  await expect(page.getByRole('region', { name: 'عيادة الحربي' })).toBeVisible();
  await expect(page.getByText('شخصي', { exact: true })).toHaveCount(0);
  await banner.getByRole('link', { name: 'متابعة الإعداد' }).click();

  // Screen 2 again (resumed on the server): a new team has no payment provider, so free, and why.
  await expect(page.getByText('الخطوة 2 من 3 · ساعات العمل وأول نوع موعد')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'مدفوع' })).toBeDisabled();
  await expect(page.getByText(/أضف مزوّد دفع/)).toBeVisible();
  await page.getByRole('button', { name: 'إنهاء الإعداد' }).click();
  const ready = page.getByRole('region', { name: 'صفحة الحجز جاهزة' });
  await expect(ready).toBeVisible();
  await expect(page.getByText('الخطوة 3 من 3 · رابطك')).toBeVisible();

  // The preview opens the public booking page in a new tab, in Arabic.
  const [preview] = await Promise.all([context.waitForEvent('page'), ready.getByRole('link', { name: /افتح صفحة الحجز/ }).click()]);
  await expect(preview).toHaveURL(`${app}/ar/${slug}`);
  await expect(preview.getByRole('link', { name: 'استشارة' })).toBeVisible();
  await context.close();
});
