import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, logInAsDemoOwner } from './fixtures.ts';

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A visitor books the demo clinic's free consultation through the public API (as the booking page
 * does), on the last open time 40–50 days ahead: booking.spec and payments.spec book the same
 * calendar's first days, and the three must not race for one slot.
 */
async function bookConsultation(api: string, booker: { name: string; email: string }): Promise<void> {
  const target = { calendarSlug: 'riyadh-dental-main', eventTypeSlug: 'consultation' };
  const input = { ...target, from: isoDate(Date.now() + 40 * DAY), to: isoDate(Date.now() + 50 * DAY), timezone: 'Asia/Riyadh' };
  const res = await fetch(`${api}/trpc/public.slots?input=${encodeURIComponent(JSON.stringify(input))}`);
  expect(res.status).toBe(200);
  const { days } = ((await res.json()) as { result: { data: { days: { slots: string[] }[] } } }).result.data;
  const start = days.flatMap((d) => d.slots).at(-1);
  expect(start).toBeDefined();
  const book = await fetch(`${api}/trpc/public.book`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...target, start, timezone: 'Asia/Riyadh', locale: 'en', booker }),
  });
  expect(book.status).toBe(200);
}

async function openActions(page: Page, name: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
}

test('an owner adds, edits, searches, exports, deletes a customer without bookings and archives a booker', async ({ page, app, api }) => {
  const stamp = Date.now().toString(36);
  const booker = { name: `Layla Haddad ${stamp}`, email: `layla.${stamp}@example.com` };
  await bookConsultation(api, booker);

  await logInAsDemoOwner(page, app);
  await page.getByRole('link', { name: /Riyadh Dental Clinic/ }).first().click();
  await expect(page).toHaveURL(/\/en\/dashboard\/team\/[0-9a-f-]{36}$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Customers' }).first().click();
  await expect(page).toHaveURL(/\/en\/dashboard\/team\/[0-9a-f-]{36}\/customers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search customers' });

  // Add: a Saudi mobile in local form is stored as +9665… and shown in the national form.
  await page.getByRole('button', { name: 'Add customer' }).first().click();
  const add = page.getByRole('dialog');
  await add.getByRole('textbox', { name: /Full name/ }).fill(`Omar Álvarez ${stamp}`);
  await add.getByRole('textbox', { name: /Email/ }).fill(`omar.${stamp}@example.com`);
  await add.getByRole('textbox', { name: /Phone/ }).fill('0551234567');
  await add.getByRole('button', { name: 'Add customer' }).click();
  await expect(page.getByText('Customer added').first()).toBeVisible();
  await expect(add).toBeHidden();

  // Search is accent- and case-insensitive: "omar alvarez" finds "Omar Álvarez".
  await search.fill(`omar alvarez ${stamp}`);
  const omarRow = page.getByRole('row').filter({ hasText: `omar.${stamp}@example.com` });
  await expect(omarRow).toBeVisible();
  await expect(omarRow.getByRole('link', { name: '055 123 4567' })).toHaveAttribute('href', 'tel:+966551234567');
  await expect(page.getByRole('row').filter({ hasText: booker.email })).toHaveCount(0);
  // The settled search is in the URL (analytics redacts it): a reload shows the same list.
  await expect(page).toHaveURL(new RegExp(`[?&]q=omar(\\+|%20)alvarez(\\+|%20)${stamp}`));
  // So is the order: by email, then Z→A, survives the reload too.
  await page.getByRole('columnheader', { name: 'Email', exact: true }).click();
  await expect(page).toHaveURL(/[?&]sort=email(&|$)/);
  await page.getByRole('columnheader', { name: 'Email', exact: true }).click();
  await expect(page).toHaveURL(/[?&]dir=desc(&|$)/);
  await page.reload();
  await expect(search).toHaveValue(`omar alvarez ${stamp}`);
  await expect(omarRow).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Email', exact: true })).toHaveAttribute('aria-sort', 'descending');

  // A duplicate email is refused on the email field; nothing is added.
  await page.getByRole('button', { name: 'Add customer' }).first().click();
  const dup = page.getByRole('dialog');
  await dup.getByRole('textbox', { name: /Full name/ }).fill('Someone else');
  await dup.getByRole('textbox', { name: /Email/ }).fill(`OMAR.${stamp}@example.com`);
  await dup.getByRole('button', { name: 'Add customer' }).click();
  await expect(dup.getByText('A customer with this email already exists.')).toBeVisible();
  await dup.getByRole('button', { name: 'Cancel' }).click();

  // Edit.
  await openActions(page, `Omar Álvarez ${stamp}`);
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByRole('textbox', { name: /Email/ })).toHaveValue(`omar.${stamp}@example.com`);
  await edit.getByRole('textbox', { name: /Full name/ }).fill(`Omar Saleh ${stamp}`);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Customer updated').first()).toBeVisible();
  await search.fill(`omar saleh ${stamp}`);
  await expect(page.getByRole('row').filter({ hasText: `Omar Saleh ${stamp}` })).toBeVisible();

  // Export the filtered list: UTF-8 with a BOM, this customer only.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFname,email,phone')).toBe(true);
  expect(csv).toContain(`Omar Saleh ${stamp},omar.${stamp}@example.com,'+966551234567`);
  expect(csv.trim().split('\r\n')).toHaveLength(2);

  // Delete one without bookings: permanently.
  await openActions(page, `Omar Saleh ${stamp}`);
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirmDelete = page.getByRole('alertdialog');
  await expect(confirmDelete.getByRole('heading', { name: `Delete Omar Saleh ${stamp}?` })).toBeVisible();
  await confirmDelete.getByRole('button', { name: 'Delete customer' }).click();
  await expect(page.getByText('Customer deleted').first()).toBeVisible();
  await expect(page.getByText(`No customers match “omar saleh ${stamp}”`)).toBeVisible();

  // The booker became a customer; deleting them archives them (they have a booking).
  await search.fill(booker.email);
  const bookerRow = page.getByRole('row').filter({ hasText: booker.email });
  await expect(bookerRow).toBeVisible();
  await openActions(page, booker.name);
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirmArchive = page.getByRole('alertdialog');
  await expect(confirmArchive.getByRole('heading', { name: `Archive ${booker.name}?` })).toBeVisible();
  await confirmArchive.getByRole('button', { name: 'Archive customer' }).click();
  await expect(page.getByText('Customer archived').first()).toBeVisible();
  await expect(bookerRow).toHaveCount(0);
  await page.getByRole('tab', { name: 'Archived' }).click();
  await expect(page).toHaveURL(/[?&]archived=1/);
  await expect(page.getByRole('row').filter({ hasText: booker.email })).toBeVisible();
});
