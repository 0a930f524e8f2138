import pg from 'pg';
import { test, expect, logInAsDemoOwner, openFullDay } from './fixtures.ts';
import { codeIn, mailsTo, nextMail } from './mailbox.ts';

/**
 * Issue 24 end to end: the clinic switches WhatsApp on and reminds by mail + WhatsApp a day before; a
 * visitor books on a phone with their number and consent (confirming the email with a code: issue 35
 * item 4); the clock "arrives" at the reminder's time
 * (the reminder jobs are made due now — the API runs on the real clock, as billing-lifecycle.spec moves
 * a period); the mail reaches the dev mailbox and the WhatsApp message the phone sandbox (delivered by
 * its callback); the visitor opens "I'll be there" — nothing is confirmed until they press its button — and
 * presses it; the team sees it and, after the end (the booking is moved into the past), marks the visit attended.
 */

async function sql<T>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

interface PhoneMessage {
  channel: string;
  status: string;
  template: { name: string; params: string[] } | null;
  text: string | null;
}

async function phoneInbox(api: string, to: string): Promise<PhoneMessage[]> {
  const res = await fetch(`${api}/dev/phone?format=json&to=${encodeURIComponent(to)}`);
  expect(res.ok).toBe(true);
  return (await res.json()) as PhoneMessage[];
}

test('a visitor with a phone and consent gets the 24 h mail and WhatsApp, answers “I’ll be there”, and the team marks the visit', async ({ browser, app, api }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const email = `remind-${stamp}@example.com`;
  // A number of its own per run (the inbox is filtered by it): +9665 5xx xxxx.
  const local = `055${String(Date.now()).slice(-7)}`;
  const e164 = `+966${local.slice(1)}`;

  // The owner switches WhatsApp on and adds it to a new event type's reminder a day before.
  const owner = await browser.newPage();
  await logInAsDemoOwner(owner, app);
  await owner.getByRole('link', { name: /Riyadh Dental Clinic/ }).first().click();
  await expect(owner).toHaveURL(/\/en\/dashboard\/team\/[0-9a-f-]{36}$/);
  const teamUrl = owner.url();
  const teamId = teamUrl.split('/').at(-1)!;
  await owner.goto(`${teamUrl}/settings#messaging`);
  await expect(owner.getByRole('heading', { name: 'Reminder messages' })).toBeVisible();
  const whatsappButton = owner.getByRole('button', { name: /^(Set up|Edit) WhatsApp$/ });
  await whatsappButton.click();
  const dialog = owner.getByRole('dialog');
  await dialog.getByLabel('Display name').fill('Riyadh Dental');
  await dialog.getByLabel('Phone number ID').fill('1098765432101');
  await dialog.getByLabel('Access token').fill('EAAG-e2e-access-token');
  await dialog.getByLabel('App secret').fill('e2e-app-secret-123');
  for (const lang of ['English', 'Arabic']) {
    const group = dialog.getByRole('group', { name: `Template in ${lang}` });
    await group.getByLabel('Template name').fill('booking_reminder');
    await group.getByLabel('Language code').fill(lang === 'English' ? 'en' : 'ar');
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByText('WhatsApp saved').first()).toBeVisible();

  const [calendar] = await sql<{ id: string; slug: string }>(`SELECT c.id, c.slug FROM calendars c WHERE c.team_id = $1 AND c.slug = 'riyadh-dental-main'`, [teamId]);
  const slug = `remind-${stamp}`;
  await owner.goto(`${teamUrl}/calendars/${calendar!.id}/eventtypes?new`);
  await owner.getByRole('textbox', { name: 'Title', exact: true }).fill(`Check-up ${stamp}`);
  await owner.getByLabel('Event type link').fill(slug);
  // The default rule (a mail the day before) gets WhatsApp too.
  const rule = owner.getByRole('group', { name: 'Reminder 1' });
  await rule.getByText('WhatsApp', { exact: true }).click();
  await expect(rule.getByRole('checkbox', { name: 'WhatsApp' })).toBeChecked();
  await owner.getByRole('button', { name: 'Create event type' }).click();
  await expect(owner.getByText('Event type created').first()).toBeVisible();

  // The visitor books on a phone, in Arabic, with their number and consent.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'ar-SA', timezoneId: 'Asia/Riyadh' });
  const page = await context.newPage();
  await page.goto(`${app}/ar/${calendar!.slug}/${slug}`);
  await openFullDay(page, 'الشهر التالي');
  // The last time of the day: other journeys book the same calendar's first times.
  const times = page.locator('ul[aria-label]').getByRole('button');
  await expect(times.first()).toBeVisible();
  await times.last().click();
  await page.getByRole('textbox', { name: 'الاسم الكامل' }).fill('نورة صالح');
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(email);
  await page.getByRole('textbox', { name: 'رقم الجوال' }).fill(local);
  await page.getByText(/أرغب في تلقي التذكيرات/).click();
  await expect(page.getByRole('checkbox', { name: /واتساب/ })).toBeChecked();
  await page.getByRole('button', { name: 'متابعة' }).click();
  // Reminders by phone on a free event type: the email is confirmed with a code first (message fraud).
  await expect(page.getByRole('heading', { level: 2, name: 'تحقّق من بريدك الإلكتروني' })).toBeVisible();
  await page.getByLabel('رمز من 6 أرقام').fill(codeIn(await nextMail(api, email, 0)));
  await page.getByRole('button', { name: 'متابعة' }).click();
  await page.getByRole('button', { name: 'تأكيد الحجز' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'تم تأكيد حجزك' })).toBeVisible();
  const bookingId = /\/book\/confirmed\/([0-9a-f-]{36})/.exec(page.url())![1]!;

  // The reminder's time comes: its jobs are due now.
  const due = await sql<{ id: string }>(
    `UPDATE jobs SET run_at = now() WHERE kind = 'send-reminder' AND payload->>'messageId' IN
       (SELECT id::text FROM booking_messages WHERE booking_id = $1 AND offset_minutes = 1440 AND status = 'scheduled') RETURNING id`,
    [bookingId],
  );
  expect(due).toHaveLength(2);
  await sql(`SELECT pg_notify('waqt_jobs', 'send-reminder')`, []);

  let reminder: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => (reminder = (await mailsTo(api, email)).find((m) => m.subject.includes('تذكير'))) !== undefined, { timeout: 60_000, message: 'the reminder mail' })
    .toBe(true);
  let whatsapp: PhoneMessage | undefined;
  await expect
    .poll(async () => (whatsapp = (await phoneInbox(api, e164)).find((m) => m.channel === 'whatsapp'))?.status, { timeout: 60_000, message: 'the WhatsApp reminder, delivered' })
    .toBe('delivered');
  expect(whatsapp!.template).toMatchObject({ name: 'booking_reminder' });
  expect(whatsapp!.template!.params[0]).toContain('نورة صالح');

  // "I'll be there" from the mail.
  const attend = new RegExp(`${app.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/ar/book/attend/${bookingId}\\?t=[A-Za-z0-9_-]{43}`).exec(reminder!.text);
  expect(attend, reminder!.text).not.toBeNull();
  await page.goto(attend![0]);
  // Opening the link confirms nothing (a mail scanner opens links too): the booking and a button.
  const yes = page.getByRole('button', { name: 'نعم، سأحضر' });
  await expect(yes).toBeVisible();
  await page.waitForLoadState('networkidle');
  const [opened] = await sql<{ customer_confirmed_at: Date | null }>(`SELECT customer_confirmed_at FROM bookings WHERE id = $1`, [bookingId]);
  expect(opened!.customer_confirmed_at).toBeNull();
  await page.screenshot({ path: test.info().outputPath('attend-ar.png'), fullPage: true });
  await yes.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/شكرًا|شكراً/);
  await context.close();

  // The team sees it, with the delivery log.
  await owner.goto(`${teamUrl}/bookings?booking=${bookingId}`);
  const detail = owner.getByRole('dialog');
  await expect(detail.getByText(/Confirmed by the customer/)).toBeVisible();
  await expect(detail.getByText('Delivered').first()).toBeVisible();

  // After the end (moved into the past: two years back, a free hour of its own), the visit is marked.
  await sql(
    `UPDATE bookings SET starts_at = starts_at - interval '730 days', ends_at = ends_at - interval '730 days', blocked = tstzrange(lower(blocked) - interval '730 days', upper(blocked) - interval '730 days', '[)') WHERE id = $1`,
    [bookingId],
  );
  await owner.reload();
  const marked = owner.getByRole('dialog');
  await marked.getByRole('radio', { name: 'Attended' }).click();
  await expect(marked.getByText(/^Marked by /)).toBeVisible();
  await expect(marked.getByRole('radio', { name: 'Attended' })).toBeChecked();
  const [row] = await sql<{ attendance: string }>(`SELECT attendance FROM bookings WHERE id = $1`, [bookingId]);
  expect(row!.attendance).toBe('attended');
  await owner.close();
});
