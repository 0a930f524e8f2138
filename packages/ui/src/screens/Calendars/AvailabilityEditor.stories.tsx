import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LOCALE_TAGS, fieldErrorsFrom} from '@waqt/contracts';
import { zoneLabel } from '../../format/index.ts';
import { containing, storyTr } from '../../i18n/stories.ts';
import { expectLoadFailure, expectLoading, storyParameters } from '../../fixtures/teams.ts';
import { AvailabilityEditor } from './AvailabilityEditor.tsx';
import { officeHours } from '../../fixtures/availability.ts';
import { weekdayName } from './schedule.ts';
import { phoneViewport } from '../../mocks/viewports.ts';

const listHref = '/en/dashboard/team/t/calendars/c/availability';
const meta = {
  title: 'Screens/Calendars/AvailabilityEditor',
  component: AvailabilityEditor,
  parameters: storyParameters,
  args: { mode: 'edit', schedule: officeHours, canEdit: true, onSubmit: fn(), listHref },
} satisfies Meta<typeof AvailabilityEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const tag = () => (document.documentElement.lang === 'ar' ? LOCALE_TAGS.ar : LOCALE_TAGS.en);
const day = (d: number) => weekdayName(tag(), d);
/** The time field of a day's range: its hour segment, by the field's name ("Sunday, from"). */
const timeGroup = (el: HTMLElement, key: 'from' | 'to', dayLabel: string, n = 0) =>
  within(el).getAllByRole('group', { name: storyTr()(`calendars.availability.${key}`, { day: dayLabel }) })[n]!;

/** Loading an existing schedule: placeholders announced busy. */
export const Loading: Story = { args: { schedule: undefined }, play: ({ canvasElement }) => expectLoading(canvasElement) };

export const LoadError: Story = {
  args: { schedule: undefined, loadError: 'UNEXPECTED', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await expectLoadFailure(canvasElement, 'calendars.availability.loadError', 'UNEXPECTED'));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/**
 * A new schedule starting from the Saudi working week: the days run in the locale's order from its
 * first day (Sunday for en-US and ar-SA), Friday and Saturday are unavailable.
 */
export const New: Story = {
  args: { mode: 'new', schedule: { ...officeHours, name: '', overrides: [], isDefault: false } },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('calendars.availability.newTitle') })).toBeInTheDocument();
    const days = within(c.getByRole('list', { name: t('calendars.availability.weekly') })).getAllByRole('listitem');
    await expect(days).toHaveLength(7);
    await expect(days[0]).toHaveTextContent(day(0));
    await expect(days[5]).toHaveTextContent(t('calendars.availability.unavailable'));
    await expect(c.queryByRole('button', { name: t('calendars.availability.delete') })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: t('calendars.availability.create') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(c.getByRole('textbox', { name: containing(t('calendars.availability.name')) })).toHaveAccessibleDescription(t('validation.required'));
    await userEvent.type(c.getByRole('textbox', { name: containing(t('calendars.availability.name')) }), 'Clinic');
    await userEvent.click(c.getByRole('button', { name: t('calendars.availability.create') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Clinic', timezone: 'Asia/Riyadh', weekly: officeHours.weekly, overrides: [] }));
  },
};

/** An existing schedule: Thursday's two ranges, a day off and a short day as overrides, the default badge on. */
export const Filled: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getAllByRole('group', { name: containing(day(4)) }).filter((g) => g.getAttribute('aria-label')?.startsWith(day(4)))).toHaveLength(2 + 4);
    await expect(c.getByRole('switch', { name: t('calendars.availability.isDefault') })).toBeChecked();
    // The hours say the zone they are in (issue 36).
    await expect(c.getByRole('region', { name: t('calendars.availability.weekly') })).toHaveTextContent(t('calendars.availability.weeklyZone', { zone: `\u2068${zoneLabel(officeHours.timezone, document.documentElement.lang)}\u2069` }));
    const overrides = within(c.getByRole('region', { name: t('calendars.availability.overrides') }));
    await expect(overrides.getAllByRole('switch', { name: t('calendars.availability.dayOff') }).map((s) => (s as HTMLInputElement).checked)).toEqual([true, false]);
  },
};

/** Adding hours, removing a range and copying Monday to every day. */
export const EditHours: Story = {
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: t('calendars.availability.addRangeFor', { day: day(6) }) }));
    await expect(timeGroup(canvasElement, 'from', day(6))).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: t('calendars.availability.removeRange', { day: day(4), n: 2 }) }));
    await userEvent.click(c.getByRole('button', { name: t('calendars.availability.copyToAllFrom', { day: day(1) }) }));
    await userEvent.click(c.getByRole('button', { name: t('common.save') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ weekly: Array.from({ length: 7 }, () => [{ start: '09:00', end: '17:00' }]) }));
  },
};

/** A range ending before it starts is flagged on its end field (the contracts' schema), and nothing is sent. */
export const ValidationErrors: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    // 17:00 → 05:00: en-US and ar-SA both show a 12-hour clock, so flip its AM/PM part (the last segment).
    const end = within(timeGroup(canvasElement, 'to', day(1))).getAllByRole('spinbutton').at(-1)!;
    await userEvent.click(end);
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.click(c.getByRole('button', { name: t('common.save') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(c.getByText(t('validation.range_end_before_start'))).toBeInTheDocument());
  },
};

/** The API's field issues land on their fields (an overlap on Sunday, a repeated override date). */
export const ServerErrors: Story = {
  args: {
    save: {
      error: 'INVALID_REQUEST',
      serverErrors: fieldErrorsFrom([
        { path: 'weekly.0.0.start', issue: 'ranges_overlap' },
        { path: 'overrides.1.date', issue: 'duplicate_date' },
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByText(t('validation.ranges_overlap'))).toBeInTheDocument();
    await expect(c.getByText(t('validation.duplicate_date'))).toBeInTheDocument();
    await expect(c.queryByText(t('errors.INVALID_REQUEST'))).toBeNull();
  },
};

/** Deleting a schedule an event type uses: confirmed, refused, and the translated reason shown. */
export const ScheduleInUse: Story = {
  args: { onDelete: fn(async () => ({ ok: false as const, error: 'SCHEDULE_IN_USE' as const })) },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: t('calendars.availability.delete') }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: t('calendars.availability.delete') }));
    await expect(args.onDelete).toHaveBeenCalled();
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent(t('errors.SCHEDULE_IN_USE')));
  },
};

/** An assistant: the schedule is readable, nothing can be changed, and the reason is said. */
export const PermissionDenied: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(t('errors.PERMISSION_DISABLED'));
    await expect(c.getByRole('textbox', { name: containing(t('calendars.availability.name')) })).toBeDisabled();
    await expect(c.queryByRole('button', { name: t('common.save') })).toBeNull();
  },
};

/**
 * On a phone: each range on one line (from – to, remove), a day's name beside its buttons, and Save on a
 * bar stuck to the bottom of the screen, in sight before scrolling through the week.
 */
export const Phone: Story = {
  parameters: { ...storyParameters, ...phoneViewport.parameters },
  globals: phoneViewport.globals,
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // Thursday has two ranges; each is one line: from, to and remove side by side.
    const thursday = day(4);
    for (const n of [1, 2]) {
      const range = c.getByRole('group', { name: t('calendars.availability.rangeLabel', { day: thursday, n }) });
      const from = timeGroup(range, 'from', thursday).getBoundingClientRect();
      const to = timeGroup(range, 'to', thursday).getBoundingClientRect();
      const remove = within(range).getByRole('button', { name: t('calendars.availability.removeRange', { day: thursday, n }) }).getBoundingClientRect();
      await expect(Math.abs(from.top - to.top)).toBeLessThan(2);
      await expect(remove.top).toBeLessThan(from.bottom);
      await expect(range.getBoundingClientRect().height).toBeLessThan(from.height * 1.5);
      await expect(range.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    // The day's buttons sit beside its name, not on lines of their own.
    const days = within(c.getByRole('list', { name: t('calendars.availability.weekly') })).getAllByRole('listitem');
    const sunday = days[0]!;
    const add = within(sunday).getByRole('button', { name: t('calendars.availability.addRangeFor', { day: day(0) }) }).getBoundingClientRect();
    const name = within(sunday).getByText(day(0)).getBoundingClientRect();
    await expect(add.top).toBeLessThan(name.bottom);
    // The week of one-range days: about two lines each.
    await expect(sunday.getBoundingClientRect().height).toBeLessThan(add.height * 3.5);
    // Save is in sight at once, over a page taller than the screen, and stays in sight at the bottom.
    const save = c.getByRole('button', { name: t('common.save') });
    await expect(document.documentElement.scrollHeight).toBeGreaterThan(window.innerHeight);
    await expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    window.scrollTo(0, document.documentElement.scrollHeight / 2);
    await waitFor(() => expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight));
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: officeHours.name, weekly: officeHours.weekly }));
    window.scrollTo(0, 0);
  },
};
