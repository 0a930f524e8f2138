import { LOCALE_TAGS } from '@waqt/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTr } from '../../i18n/stories.ts';
import { zoneLabel } from '../../format/index.ts';
import { expectLoadFailure, expectLoading, storyParameters } from '../../fixtures/teams.ts';
import { AvailabilityList } from './AvailabilityList.tsx';
import { CALENDAR, eveningHours, officeHours } from '../../fixtures/availability.ts';

const base = `/en/dashboard/team/${CALENDAR.teamId}/calendars/${CALENDAR.id}/availability`;
const meta = {
  title: 'Screens/Calendars/AvailabilityList',
  component: AvailabilityList,
  parameters: storyParameters,
  args: { schedules: [officeHours, eveningHours], hrefOf: (id: string) => `${base}/${id}`, newHref: `${base}/new`, calendarName: CALENDAR.name },
} satisfies Meta<typeof AvailabilityList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { schedules: undefined }, play: ({ canvasElement }) => expectLoading(canvasElement) };
export const LoadError: Story = {
  args: { schedules: undefined, loadError: 'UNEXPECTED', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await expectLoadFailure(canvasElement, 'calendars.availability.loadError', 'UNEXPECTED'));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const Empty: Story = {
  tags: ['visual'],
  args: { schedules: [] },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(within(canvasElement).getByRole('heading', { name: t('calendars.availability.empty') })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('link', { name: t('calendars.availability.new') })).toHaveAttribute('href', `${base}/new`);
  },
};
/** Each schedule links to its editor; the default is marked; days open are counted in the locale's digits. */
export const Filled: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const rows = within(c.getByRole('list', { name: t('calendars.availability.title') })).getAllByRole('listitem');
    await expect(within(rows[0]!).getByRole('link', { name: officeHours.name })).toHaveAttribute('href', `${base}/${officeHours.id}`);
    await expect(rows[0]).toHaveTextContent(t('calendars.availability.default'));
    const five = new Intl.NumberFormat(document.documentElement.lang === 'ar' ? LOCALE_TAGS.ar : LOCALE_TAGS.en).format(5);
    await expect(rows[0]).toHaveTextContent(t('calendars.availability.daysOpen', { count: five }));
    await expect(rows[1]).not.toHaveTextContent(t('calendars.availability.default'));
    // The zone by its readable name and offset, not the IANA name (issue 23).
    await expect(rows[0]).toHaveTextContent(zoneLabel(officeHours.timezone, document.documentElement.lang));
    await expect(rows[0]).not.toHaveTextContent(officeHours.timezone);
  },
};
/** Assistants see the schedules but no "new schedule". */
export const PermissionDenied: Story = {
  args: { newHref: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: storyTr()('calendars.availability.new') })).toBeNull();
  },
};
