import { test, expect, logInAsDemoOwner } from './fixtures.ts';

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface SlotsDay {
  date: string;
  slots: string[];
}

async function publicSlots(api: string, input: Record<string, string>): Promise<SlotsDay[]> {
  const res = await fetch(`${api}/trpc/public.slots?input=${encodeURIComponent(JSON.stringify(input))}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: { data: { days: SlotsDay[] } } }).result.data.days;
}

test('an owner sets up a calendar (schedule with a day off, an event type, names in Arabic) and visitors in Riyadh and London get the same slots', async ({ page, app, api }) => {
  await logInAsDemoOwner(page, app);
  const stamp = Date.now().toString(36);

  // A business team (Saudi Arabia by default) and a calendar in it: the calendar opens on its home.
  await page.goto(`${app}/en/dashboard/team/new`);
  await page.getByLabel('Team name').fill(`Scheduling ${stamp}`);
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\/team\/[0-9a-f-]{36}$/);
  const calendarName = `Clinic ${stamp}`;
  const calendarSlug = `clinic-${stamp}`;
  await page.goto(`${page.url()}/calendars/new`);
  await page.getByLabel('Calendar name').fill(calendarName);
  await expect(page.getByLabel('Calendar link')).toHaveValue(calendarSlug);
  await page.getByRole('button', { name: 'Create calendar' }).click();
  await expect(page).toHaveURL(/\/calendars\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: calendarName })).toBeVisible();
  await expect(page.getByText(`/${calendarSlug}`)).toBeVisible();
  const sections = page.getByRole('navigation', { name: `Sections of ${calendarName}` });

  // Its default schedule is the Saudi working week; Sunday's hours are copied to every day and a
  // Sunday three weeks ahead becomes a day off.
  await sections.getByRole('link', { name: 'Availability' }).click();
  await page.getByRole('link', { name: 'Working hours' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit availability' })).toBeVisible();
  await page.getByRole('button', { name: 'Copy to all days (Sunday)' }).click();
  const now = Date.now();
  const sunday = now + ((7 - new Date(now).getUTCDay()) % 7) * DAY + 14 * DAY;
  const dayOff = isoDate(sunday);
  const overrides = page.getByRole('region', { name: 'Date overrides' });
  await overrides.getByRole('button', { name: 'Add an override' }).click();
  const [year, month, day] = dayOff.split('-');
  await overrides.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(overrides.getByRole('switch', { name: 'Day off' })).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Schedule saved').first()).toBeVisible();
  await expect(page).toHaveURL(/\/availability$/);

  // An event type on that schedule (the calendar's only one, chosen already).
  await sections.getByRole('link', { name: 'Event types' }).click();
  await page.getByRole('link', { name: 'New event type' }).first().click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Consultation');
  await page.getByLabel('Event type link').fill('consultation');
  // Its title in Arabic too (issue 36), in the section that stays closed until asked for.
  await page.getByRole('button', { name: 'Title and description in Arabic and English (optional)' }).click();
  await page.getByLabel('Arabic title').fill('استشارة');
  await page.getByRole('button', { name: 'Create event type' }).click();
  await expect(page.getByText('Event type created').first()).toBeVisible();
  await expect(page).toHaveURL(/\/eventtypes$/);
  await expect(page.getByText('Consultation').first()).toBeVisible();

  // The calendar's name in Arabic, in its settings; an Arabic visitor reads both, an English one the defaults.
  await sections.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Name in Arabic and English (optional)' }).click();
  await page.getByLabel('Arabic name').fill(`عيادة ${stamp}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Calendar saved').first()).toBeVisible();
  await page.goto(`${app}/ar/${calendarSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: `عيادة ${stamp}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'استشارة' })).toHaveAttribute('href', `/ar/${calendarSlug}/consultation`);
  await page.goto(`${app}/en/${calendarSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: calendarName })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Consultation' })).toBeVisible();

  // public.slots, no sign-in: the same instants for a visitor in Riyadh and one in London; the day off
  // has none; the Friday before it is open (copied from Sunday), 09:00–16:30 Riyadh time.
  const range = { calendarSlug, eventTypeSlug: 'consultation', from: isoDate(sunday - 3 * DAY), to: isoDate(sunday + 1 * DAY) };
  const riyadh = await publicSlots(api, { ...range, timezone: 'Asia/Riyadh' });
  const london = await publicSlots(api, { ...range, timezone: 'Europe/London' });
  const instants = (days: SlotsDay[]) => days.flatMap((d) => d.slots).sort();
  expect(instants(riyadh).length).toBeGreaterThan(0);
  expect(instants(london)).toEqual(instants(riyadh));
  expect(riyadh.find((d) => d.date === dayOff)?.slots ?? []).toEqual([]);
  const friday = riyadh.find((d) => d.date === isoDate(sunday - 2 * DAY));
  expect(friday?.slots).toHaveLength(16);
  expect(friday?.slots[0]).toBe(`${isoDate(sunday - 2 * DAY)}T06:00:00.000Z`);
});
