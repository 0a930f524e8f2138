import type { Page } from '@playwright/test';
import { test, expect, logInAsDemoOwner, openFullDay } from './fixtures.ts';
import { mailsTo, nextMail, type DevMail } from './mailbox.ts';

interface MailWithFiles extends DevMail {
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** The invite a booking mail carries. */
function inviteOf(mail: DevMail): string {
  const file = (mail as MailWithFiles).attachments?.find((a) => a.contentType.startsWith('text/calendar'));
  expect(file, `a calendar invite in "${mail.subject}"`).toBeDefined();
  return file!.content;
}

/** A link of the mail's text that contains `part`. */
function linkWith(mail: DevMail, app: string, part: string): string {
  const links = mail.text.match(new RegExp(`${app.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s"<>]+`, 'g')) ?? [];
  const link = links.find((l) => l.includes(part));
  expect(link, `a link with ${part} in "${mail.text}"`).toBeDefined();
  return link!;
}

/** Picks a full day (not today: see openFullDay), then its `nth` time. */
async function pickTime(page: Page, nth = 0): Promise<string> {
  await openFullDay(page, 'الشهر التالي');
  const times = page.locator('ul[aria-label]').getByRole('button');
  await expect(times.first()).toBeVisible();
  const button = times.nth(nth);
  const label = (await button.textContent()) ?? '';
  await button.click();
  return label;
}

test('a visitor books a free event in Arabic on a phone, named in Arabic, gets the invite, reschedules and cancels from the mail; the owner sees it under Cancelled', async ({ browser, app, api }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'ar-SA', timezoneId: 'Asia/Riyadh' });
  const page = await context.newPage();
  const stamp = Date.now().toString(36);
  const email = `visitor-${stamp}@example.com`;

  // The clinic's page lists the event type; its link opens the booking page. The demo clinic named its calendar
  // and event type in Arabic too (issue 36): an Arabic page shows those names, the links stay ASCII.
  await page.goto(`${app}/ar/riyadh-dental-main`);
  await expect(page.getByRole('heading', { level: 1, name: 'العيادة الرئيسية' })).toBeVisible();
  await expect(page.getByText('Consultation')).toHaveCount(0);
  await page.getByRole('link', { name: 'استشارة' }).click();
  await expect(page).toHaveURL(`${app}/ar/riyadh-dental-main/consultation`);
  await expect(page.getByRole('heading', { level: 1, name: 'استشارة' })).toBeVisible();
  await expect(page.getByText('الزيارة الأولى: نفحص أسنانك ونخطط معك للخطوات التالية.')).toBeVisible();

  // Where, before booking (issue 36): the clinic's address on the booking page, and its number to call.
  await expect(page.getByText('Olaya Medical Center, 3rd floor')).toBeVisible();
  await expect(page.getByRole('link', { name: /اتصل على/ })).toHaveAttribute('href', 'tel:+966112345678');

  // A day, a time, the details, the review.
  await pickTime(page);
  await page.getByRole('textbox', { name: 'الاسم الكامل' }).fill('سارة أحمد');
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(email);
  await page.getByRole('textbox', { name: 'رقم الجوال' }).fill('0512345678');
  await page.getByRole('button', { name: 'متابعة' }).click();
  await page.getByRole('button', { name: 'تأكيد الحجز' }).click();

  // The confirmation page, in Arabic, with the add-to-calendar file.
  await expect(page).toHaveURL(/\/ar\/book\/confirmed\/[0-9a-f-]{36}\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'تم تأكيد حجزك' })).toBeVisible();
  const bookingId = /confirmed\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  await expect(page.getByText('سارة أحمد')).toBeVisible(); // "Booked by": the link's token shows the booker's name
  await expect(page.getByText('استشارة', { exact: true })).toBeVisible();
  await expect(page.getByText('العيادة الرئيسية', { exact: true })).toBeVisible();
  // Where, and how to reach the clinic (issue 36): the address with its lines, a plain map link (no embedded
  // map: no frame), the number as a tel: link.
  await expect(page.getByText('Olaya Medical Center, 3rd floor')).toHaveText('Olaya Medical Center, 3rd floor\nKing Fahd Road, Riyadh 12214', { useInnerText: true });
  const map = page.getByRole('link', { name: 'افتح الخريطة' });
  await expect(map).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\//);
  await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('link', { name: /اتصل على/ })).toHaveAttribute('href', 'tel:+966112345678');
  await expect(page.locator('iframe')).toHaveCount(0);
  // The calendar file names the booker: its link carries the token, and the id alone is refused (issue 19).
  const icsHref = (await page.getByRole('link', { name: 'إضافة إلى التقويم' }).getAttribute('href'))!;
  expect(icsHref).toContain(`/ics/booking/${bookingId}.ics?token=`);
  const ics = await page.request.get(`${app}${icsHref}`);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  const icsText = (await ics.text()).replace(/\r\n[ \t]/g, '');
  expect(icsText).toContain(`UID:${bookingId}@waqt`);
  // LOCATION is where the visit happens; the booking's page is its URL and in its DESCRIPTION (issue 36).
  expect(icsText).toContain('LOCATION:Olaya Medical Center\\, 3rd floor\\, King Fahd Road\\, Riyadh 12214');
  expect(icsText).toMatch(new RegExp(`DESCRIPTION:[^\\r]*/ar/book/confirmed/${bookingId}\\?token=`));
  expect(icsText).toContain('SUMMARY:استشارة · العيادة الرئيسية');
  expect((await page.request.get(`${app}/ics/booking/${bookingId}.ics`)).status()).toBe(403);

  // The mail arrives in the dev mailbox, in Arabic, with the invite: both name the event and the calendar in Arabic.
  const confirmed = await nextMail(api, email, 0);
  expect(confirmed.locale).toBe('ar');
  expect(confirmed.text).toContain('المكان: Olaya Medical Center, 3rd floor');
  expect(inviteOf(confirmed).replace(/\r\n[ \t]/g, '')).toContain('LOCATION:Olaya Medical Center\\, 3rd floor');
  expect(confirmed.subject).toContain('استشارة');
  expect(confirmed.text).toContain('العيادة الرئيسية');
  expect(confirmed.text).not.toContain('Consultation');
  expect(inviteOf(confirmed)).toMatch(/METHOD:REQUEST[\s\S]*SEQUENCE:0/);
  expect(inviteOf(confirmed).replace(/\r\n[ \t]/g, '')).toContain('SUMMARY:استشارة · العيادة الرئيسية');

  // Reschedule through the mailed link: another time, same booking.
  await page.goto(linkWith(confirmed, app, 'reschedule='));
  await pickTime(page, 1);
  await page.getByRole('button', { name: 'نقل الحجز' }).click();
  await expect(page).toHaveURL(new RegExp(`/ar/book/confirmed/${bookingId}\\?token=`));
  await expect(page.getByText('تم تغيير موعد الحجز')).toBeVisible();
  const rescheduled = await nextMail(api, email, 1);
  expect(inviteOf(rescheduled)).toMatch(/METHOD:REQUEST[\s\S]*SEQUENCE:1/);
  expect(inviteOf(rescheduled)).toContain(`UID:${bookingId}@waqt`);

  // The first mail's manage link no longer works; the new one cancels, with a reason.
  await page.goto(linkWith(confirmed, app, '/book/confirmed/'));
  await expect(page.getByRole('heading', { level: 1, name: 'تم تأكيد حجزك' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'إلغاء الحجز' })).toHaveCount(0);
  // It shows the booking as it is now, without the booker's name, and says to use the latest mail's link.
  await expect(page.getByText('سارة أحمد')).toHaveCount(0);
  // Issue 23: it says outright that the booking moved, and mails the latest link to the booker's own address.
  await expect(page.getByRole('status')).toContainText('هذا الحجز إلى');
  await page.getByRole('button', { name: 'أرسل لي أحدث رابط' }).click();
  await expect(page.getByText('في طريقه إلى البريد الإلكتروني')).toBeVisible();
  const latest = await nextMail(api, email, 2);
  expect(linkWith(latest, app, '/book/confirmed/')).toBe(linkWith(rescheduled, app, '/book/confirmed/'));
  // The mail's cancel link opens the confirmation page with the cancel dialog already open.
  await page.goto(linkWith(rescheduled, app, 'action=cancel'));
  const dialog = page.getByRole('dialog', { name: 'إلغاء هذا الحجز؟' });
  await dialog.getByRole('textbox', { name: 'السبب' }).fill('ظرف طارئ');
  await dialog.getByRole('button', { name: 'إلغاء الحجز' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'أُلغي هذا الحجز' })).toBeVisible();
  // A cancelled booking offers another time of the same event type.
  await expect(page.getByRole('link', { name: 'احجز مرة أخرى' })).toHaveAttribute('href', /^\/ar\/[^/]+\/[^/]+$/);
  const cancelled = await nextMail(api, email, 3);
  expect(inviteOf(cancelled)).toContain('METHOD:CANCEL');
  expect((await mailsTo(api, email)).length).toBe(4);
  await context.close();

  // The clinic's owner finds it under Cancelled, with the reason.
  const owner = await browser.newPage();
  await logInAsDemoOwner(owner, app);
  await owner.getByRole('link', { name: /Riyadh Dental Clinic/ }).first().click();
  await expect(owner).toHaveURL(/\/en\/dashboard\/team\/[0-9a-f-]{36}$/);
  await owner.getByRole('navigation').getByRole('link', { name: 'Bookings' }).first().click();
  await owner.getByRole('tab', { name: 'Cancelled' }).click();
  await owner.getByRole('searchbox').or(owner.getByRole('textbox', { name: /Search/ })).first().fill(email);
  const row = owner.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await row.getByText('سارة أحمد').click();
  await expect(owner.getByRole('dialog')).toContainText('ظرف طارئ');
  await owner.close();
});

test('the booking flow lives in the address: Back and Forward walk its steps with the details kept, a reload stays, a shared link opens on its time', async ({ browser, app }) => {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Asia/Riyadh' });
  const page = await context.newPage();
  const stamp = Date.now().toString(36);
  const email = `back-${stamp}@example.com`;
  await page.goto(`${app}/en/riyadh-dental-main/consultation`);
  // Next month's last open day: the other journeys on this calendar (run alongside) book this month's days
  // or next month's first (openFullDay), and a time one of them holds would rightly be refused here.
  const grid = page.getByRole('grid');
  await expect(grid.locator('[role="button"]:not([aria-disabled="true"])').first()).toBeVisible();
  const month = page.getByRole('heading', { level: 2, name: /Available days/ });
  const thisMonth = (await month.textContent()) ?? '';
  await page.getByRole('button', { name: 'Next month', exact: true }).click();
  await expect(month).not.toHaveText(thisMonth);
  const open = grid.locator('[role="button"]:not([aria-disabled="true"])');
  await expect(open.first()).toBeVisible();
  await open.last().click();
  await expect(page).toHaveURL(/\?date=\d{4}-\d{2}-\d{2}$/);
  await page.locator('ul[aria-label]').getByRole('button').nth(3).click();
  // The step, the day and the time, in whatever order the page writes them.
  await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe('details');
  expect(new URL(page.url()).searchParams.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(new URL(page.url()).searchParams.get('time')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  await page.getByRole('textbox', { name: 'Full name' }).fill('Huda Back');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review and confirm' })).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe('review');
  // The address names the step, the day and the time — never the visitor's name or email.
  expect(page.url()).not.toContain(encodeURIComponent(email));
  const review = page.url();

  await page.goBack();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Huda Back');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await page.goBack();
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.locator('ul[aria-label]').getByRole('button').nth(3)).toBeVisible();
  await page.goForward();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 2, name: 'Review and confirm' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // A reload stays on the review with the details (kept in the tab).
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Review and confirm' })).toBeVisible();
  await expect(page.getByText('Huda Back')).toBeVisible();

  // The same link in another browser opens on the details of that time (the details are this tab's).
  const other = await browser.newContext({ locale: 'en-US', timezoneId: 'Asia/Riyadh' });
  const shared = await other.newPage();
  await shared.goto(review);
  await expect(shared.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
  await expect(shared.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
  await expect.poll(() => new URL(shared.url()).searchParams.get('step')).toBe('details');

  // Booked from the restored review; Back from the confirmation does not offer the same form again.
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  // Now the time is taken: the shared link's visitor is told so and picks another.
  await shared.reload();
  await expect(shared.getByText('This time is not available. Please pick another time.')).toBeVisible();
  await expect(shared).not.toHaveURL(/[?&]time=/);
  await other.close();
  await context.close();
});

/**
 * The second Wednesday (a Saudi working day) of the month after next, as YYYY-MM-DD: the other journeys
 * on the demo calendar book this month's and next month's days, or the last time of a day 40–50 days
 * ahead (customers.spec), never this day's first.
 */
function quietWednesday(now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
  while (d.getUTCDay() !== 3) d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCDate(d.getUTCDate() + 7);
  return d.toISOString().slice(0, 10);
}

/** "6:00 AM" as a pattern that takes any space Intl puts before AM/PM. */
const clockOf = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(instant).replace(/\s+/g, '\\s*');

test('a Riyadh calendar offers its 9:00 to visitors in Riyadh, UTC and London on their own clocks, and a London booking is confirmed at that time (issue 36)', async ({ browser, app }) => {
  const day = quietWednesday();
  // 09:00 in Riyadh (UTC+3 all year) is 06:00 UTC; in London 06:00 in winter, 07:00 in British summer
  // time — whichever the day is, as Intl says for it.
  const nine = new Date(`${day}T06:00:00.000Z`);
  for (const timezoneId of ['Asia/Riyadh', 'UTC', 'Europe/London']) {
    const context = await browser.newContext({ locale: 'en-US', timezoneId });
    const page = await context.newPage();
    await page.goto(`${app}/en/riyadh-dental-main/consultation?date=${day}`);
    const first = page.locator('ul[aria-label]').getByRole('button').first();
    await expect(first, `the first time offered in ${timezoneId}`).toHaveText(new RegExp(`^\\s*${clockOf(nine, timezoneId)}\\s*$`));
    if (timezoneId === 'Asia/Riyadh') await expect(first).toHaveText(/^\s*9:00\s*AM\s*$/);
    if (timezoneId === 'UTC') await expect(first).toHaveText(/^\s*6:00\s*AM\s*$/);
    await first.click();
    // The time chosen is that instant, whatever the visitor's clock.
    await expect.poll(() => new URL(page.url()).searchParams.get('time')).toBe(nine.toISOString());
    if (timezoneId === 'Europe/London') {
      const stamp = Date.now().toString(36);
      await page.getByRole('textbox', { name: 'Full name' }).fill('Emma Zones');
      await page.getByRole('textbox', { name: 'Email' }).fill(`zones-${stamp}@example.com`);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Review and confirm' })).toBeVisible();
      await page.getByRole('button', { name: 'Confirm booking' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
      // Confirmed on the visitor's own clock, with their zone named.
      const range = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: timezoneId }).formatRange(nine, new Date(nine.getTime() + 30 * 60_000));
      await expect(page.getByText(new RegExp(range.replace(/\s+/g, '\\s*'))).first()).toBeVisible();
      await expect(page.getByText(/^London time \(UTC(\+1)?\)$/).first()).toBeVisible();
    }
    await context.close();
  }
});
