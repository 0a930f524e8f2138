import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { zoneLabel } from '../../format/index.ts';
import { storyTr } from '../../i18n/stories.ts';
import { expectLoadFailure, expectLoading, storyParameters } from '../../fixtures/teams.ts';
import { eventTypes } from '../../fixtures/event-types.ts';
import { CalendarHome } from './CalendarHome.tsx';
import { CALENDAR, eveningHours, officeHours } from '../../fixtures/availability.ts';

const base = `/en/dashboard/team/${CALENDAR.teamId}/calendars/${CALENDAR.id}`;
const links = { eventTypesHref: `${base}/eventtypes`, availabilityHref: `${base}/availability`, settingsHref: `${base}/settings`, scheduleHref: (id: string) => `${base}/availability/${id}` };
const meta = {
  title: 'Screens/Calendars/CalendarHome',
  component: CalendarHome,
  parameters: storyParameters,
  args: { calendar: CALENDAR, origin: 'https://waqt.example', onCopyLink: fn(), eventTypes, schedules: [officeHours, eveningHours], links },
} satisfies Meta<typeof CalendarHome>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { calendar: undefined }, play: ({ canvasElement }) => expectLoading(canvasElement) };

export const LoadError: Story = {
  args: { calendar: undefined, loadError: 'UNEXPECTED', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await expectLoadFailure(canvasElement, 'calendars.home.loadError', 'UNEXPECTED'));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** An assistant opening a calendar not assigned to them: the API refuses, the page says so. */
export const PermissionDenied: Story = {
  args: { calendar: undefined, loadError: 'PERMISSION_DISABLED' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(storyTr()('errors.PERMISSION_DISABLED'));
    await expect(within(canvasElement).queryByRole('button', { name: storyTr()('calendars.home.copyLink') })).toBeNull();
  },
};

/** The public link with its copy button, the event types, the schedules (default marked) and the bookings to come. */
export const Filled: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: CALENDAR.name })).toBeInTheDocument();
    // Its zone by its readable name (issue 36), not the IANA name.
    await expect(c.getByText(zoneLabel(CALENDAR.timezone, document.documentElement.lang), { selector: 'p' })).toBeInTheDocument();
    const link = within(c.getByRole('region', { name: t('calendars.home.publicLink') }));
    await expect(link.getByText('https://waqt.example/dr-sara')).toBeInTheDocument();
    await userEvent.click(link.getByRole('button', { name: t('calendars.home.copyLink') }));
    await expect(args.onCopyLink).toHaveBeenCalledWith('https://waqt.example/dr-sara');
    const types = within(c.getByRole('region', { name: t('routes.eventTypes') }));
    await expect(types.getAllByRole('listitem')).toHaveLength(eventTypes.length);
    await expect(types.getByRole('link', { name: t('calendars.home.manageEventTypes') })).toHaveAttribute('href', links.eventTypesHref);
    const schedules = within(c.getByRole('region', { name: t('calendars.availability.title') }));
    await expect(schedules.getByRole('link', { name: officeHours.name })).toHaveAttribute('href', links.scheduleHref(officeHours.id));
    await expect(within(schedules.getAllByRole('listitem')[0]!).getByText(t('calendars.availability.default'))).toBeInTheDocument();
    await expect(within(schedules.getAllByRole('listitem')[1]!).queryByText(t('calendars.availability.default'))).toBeNull();
    await expect(c.getByRole('region', { name: t('calendars.home.bookings') })).toHaveTextContent(t('calendars.home.bookingsSoon'));
  },
};

/** No event types, and the page knows the form for a new one: the empty state offers it. */
export const EmptyOffersEventType: Story = {
  args: { eventTypes: [], links: { ...links, newEventTypeHref: `${links.eventTypesHref}?new` } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const types = within(within(canvasElement).getByRole('region', { name: t('routes.eventTypes') }));
    await expect(types.getByText(t('calendars.home.noEventTypesBody'))).toBeInTheDocument();
    await expect(types.getByRole('link', { name: t('calendars.home.createEventType') })).toHaveAttribute('href', `${links.eventTypesHref}?new`);
  },
};

/** A new calendar: no event types yet, and the schedules still loading. */
export const Empty: Story = {
  tags: ['visual'],
  args: { eventTypes: [], schedules: undefined },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(within(c.getByRole('region', { name: t('routes.eventTypes') })).getByRole('heading', { name: t('calendars.home.noEventTypes') })).toBeInTheDocument();
    await expectLoading(c.getByRole('region', { name: t('calendars.availability.title') }));
  },
};
