import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTr } from '../../i18n/stories.ts';
import { PublicSlugPage } from './PublicPages.tsx';
import { calendarPage, lang, lazyWait, phoneViewport, seen, teamPage } from '../../fixtures/booking.ts';
import { formatDuration, formatMoney } from '../../format/index.ts';

const meta = {
  title: 'Screens/Booking/PublicPage',
  component: PublicSlugPage,
  parameters: { layout: 'fullscreen' },
  args: {
    page: calendarPage,
    eventTypeHref: (calendarSlug: string, eventTypeSlug: string) => `/en/${calendarSlug}/${eventTypeSlug}`,
    calendarHref: (calendarSlug: string) => `/en/${calendarSlug}`,
    onRetry: fn(),
  },
} satisfies Meta<typeof PublicSlugPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A calendar's page: its event types with length and price (SAR, or free), each a link to its booking page.
 * Named in the page's language (issue 36): in Arabic the calendar and the checkup by their Arabic names; the
 * cleaning has only its Arabic title and the orthodontic consultation only its English one, shown on both pages.
 */
export const CalendarWithEventTypes: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const ar = lang() === 'ar';
    await expect(c.getByRole('heading', { level: 1, name: ar ? 'د. سارة' : 'Dr Sara' })).toBeInTheDocument();
    await expect(c.getByText('Riyadh Dental Clinic')).toBeInTheDocument();
    const items = within(c.getByRole('list', { name: t('booking.page.eventTypes') })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const [checkup, cleaning] = items.map((i) => within(i));
    await expect(checkup!.getByRole('link', { name: ar ? 'فحص الأسنان' : 'Checkup' })).toHaveAttribute('href', '/en/dr-sara/checkup');
    await expect(checkup!.getByText(ar ? 'فحص عام للأسنان واللثة، ونجيب عن أسئلتك.' : /^A general dental checkup/)).toBeInTheDocument();
    await expect(checkup!.getByText(seen(formatDuration(30, lang())))).toBeInTheDocument();
    await expect(checkup!.getByText(t('eventTypes.shownPrice.free'))).toBeInTheDocument();
    await expect(cleaning!.getByRole('link', { name: 'تنظيف الأسنان' })).toHaveAttribute('href', '/en/dr-sara/cleaning');
    await expect(cleaning!.getByText(seen(t('eventTypes.shownPrice.prepaid', { amount: formatMoney(15_050, lang()) })))).toBeInTheDocument();
    await expect(within(items[2]!).getByText(seen(formatDuration(60, lang())))).toBeInTheDocument();
    await expect(within(items[2]!).getByRole('link', { name: 'Orthodontic consultation' })).toHaveAttribute('href', '/en/dr-sara/ortho');
    // Every public page offers the other language, named in that language (a shared link's visitor may not read this one).
    const other = lang() === 'ar' ? 'en' : 'ar';
    const switchTo = c.getByRole('link', { name: t(`shell.localeName.${other}`) });
    await expect(switchTo).toHaveAttribute('hreflang', other);
    await expect(switchTo).toHaveAttribute('lang', other);
    await expect(switchTo.getAttribute('href')).toMatch(new RegExp(`^/${other}`));
  },
};

export const CalendarEmpty: Story = {
  args: { page: { ...calendarPage, eventTypes: [] } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: lang() === 'ar' ? 'د. سارة' : 'Dr Sara' })).toBeInTheDocument();
    await expect(c.getByRole('heading', { level: 2, name: t('booking.page.emptyTitle') })).toBeInTheDocument();
    // No event type to open: the only link is the other language's.
    await expect(c.getAllByRole('link').map((a) => a.getAttribute('hreflang'))).toEqual([lang() === 'ar' ? 'en' : 'ar']);
  },
};

/** A team's page: its calendars as links to their pages, named in the page's language (the X-ray room is named in English too). */
export const Team: Story = {
  tags: ['visual'],
  args: { page: teamPage },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'Riyadh Dental Clinic' })).toBeInTheDocument();
    const list = within(c.getByRole('list', { name: t('booking.team.calendars') }));
    const ar = lang() === 'ar';
    await expect(list.getByRole('link', { name: ar ? 'د. سارة' : 'Dr Sara' })).toHaveAttribute('href', '/en/dr-sara');
    await expect(list.getByRole('link', { name: ar ? 'غرفة الأشعة' : 'X-ray room' })).toHaveAttribute('href', '/en/x-ray');
  },
};

export const TeamEmpty: Story = {
  args: { page: { ...teamPage, calendars: [] } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: t('booking.team.emptyTitle') })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { page: undefined },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(within(canvasElement).getByRole('status', { name: t('common.loading') })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A failure to load: said in the visitor's language, with a retry. */
export const LoadError: Story = {
  args: { page: undefined, error: 'UNEXPECTED' },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByRole('heading', { level: 1, name: t('booking.page.loadError') })).toBeInTheDocument();
    await expect(alert.getByText(t('errors.UNEXPECTED'))).toBeInTheDocument();
    // The retry button is a lazy chunk, fetched once the page is up (it shows only on a failure).
    await userEvent.click(await alert.findByRole('button', { name: t('common.retry') }, lazyWait));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** No calendar or team has this link. */
export const NotFound: Story = {
  args: { page: undefined, error: 'NOT_FOUND' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByRole('heading', { level: 1, name: t('booking.page.notFoundTitle') })).toBeInTheDocument();
    await expect(alert.queryByRole('button')).toBeNull();
  },
};

/** In the app an unknown link is the site's 404 page, which names the path. */
export const NotFoundInApp: Story = {
  args: { page: undefined, error: 'NOT_FOUND', path: '/en/no-such-clinic', homeHref: '/en' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    // The 404 view is a lazy chunk (its rich text stays off the pages people book on).
    await expect(await c.findByRole('heading', { level: 1, name: t('errorPage.notFoundTitle') }, lazyWait)).toBeInTheDocument();
    await expect(c.getByText('/en/no-such-clinic')).toBeInTheDocument();
    await expect(c.getByRole('link', { name: t('errorPage.home') })).toHaveAttribute('href', '/en');
  },
};

export const Phone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const items = within(within(canvasElement).getByRole('list', { name: t('booking.page.eventTypes') })).getAllByRole('listitem');
    // The rows keep the card's width on a phone, one under the other.
    await expect(items[1]!.getBoundingClientRect().top).toBeGreaterThan(items[0]!.getBoundingClientRect().bottom - 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
