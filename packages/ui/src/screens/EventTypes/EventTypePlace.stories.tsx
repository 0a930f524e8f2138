import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { containing, storyTr } from '../../i18n/stories.ts';
import { EventTypeForm } from './EventTypeForm.tsx';
import { draftFrom } from './eventTypeDraft.ts';
import { CALENDAR_ID, TEAM_ID, calendar, eventTypes, links, schedules } from '../../fixtures/event-types.ts';

const MEETING = 'https://meet.example.com/dr-sara-video';

/** The event type form's "Where" (issue 36): its calendar's place, or its own — an online consultation of an in-person clinic. */
const meta = {
  title: 'Screens/EventTypes/EventTypeForm/Place',
  component: EventTypeForm,
  args: {
    teamId: TEAM_ID,
    calendarId: CALENDAR_ID,
    timeZone: calendar.timezone,
    calendarSlug: calendar.slug,
    schedules,
    upgradeHref: links.upgradeHref,
    cancelHref: links.cancelHref,
    newScheduleHref: links.newScheduleHref,
    calendarPlace: { kind: 'in_person', address: 'Olaya Medical Center, 3rd floor\nKing Fahd Road, Riyadh', mapUrl: null },
    initial: draftFrom(eventTypes[0]!, calendar.timezone),
    onSubmit: fn(),
  },
} satisfies Meta<typeof EventTypeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const group = (c: Canvas) => within(c.getByRole('group', { name: storyTr()('places.title') }));
const kind = (r: Canvas, key: string) => r.getByRole('radio', { name: storyTr()(key) });

/**
 * At first the calendar's place, named under the choice; switched to online, the meeting link is required and
 * must be https, then saved with the event type. Back to the calendar's: sent as null.
 */
export const OnlineOverride: Story = {
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const r = group(c);
    await expect(kind(r, 'places.calendar')).toBeChecked();
    await expect(r.getByText(t('places.calendarIs', { place: '\u2068Olaya Medical Center, 3rd floor\u2069' }))).toBeInTheDocument();
    await userEvent.click(kind(r, 'places.kinds.online'));
    const link = r.getByRole('textbox', { name: containing(t('places.meetingUrl')) });
    await userEvent.type(link, 'http://meet.example.com/x');
    await userEvent.click(c.getByRole('button', { name: t('common.save') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(link).toHaveAccessibleDescription(containing(t('validation.url_https_required')));
    await userEvent.clear(link);
    await userEvent.type(link, MEETING);
    await userEvent.click(c.getByRole('button', { name: t('common.save') }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ place: { kind: 'online', meetingUrl: MEETING } }));
    await userEvent.click(kind(r, 'places.calendar'));
    await userEvent.click(c.getByRole('button', { name: t('common.save') }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ place: null }));
  },
};

/** Editing an event type with its own place: shown as saved. A calendar without a place says so. */
export const OwnPlace: Story = {
  args: { initial: draftFrom({ ...eventTypes[0]!, place: { kind: 'online', meetingUrl: MEETING } }, calendar.timezone), calendarPlace: null },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const r = group(within(canvasElement));
    await expect(kind(r, 'places.kinds.online')).toBeChecked();
    await expect(r.getByRole('textbox', { name: containing(t('places.meetingUrl')) })).toHaveValue(MEETING);
    await userEvent.click(kind(r, 'places.calendar'));
    await expect(r.getByText(t('places.calendarNone'))).toBeInTheDocument();
  },
};
