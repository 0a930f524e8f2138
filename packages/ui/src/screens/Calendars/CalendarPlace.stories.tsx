import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CalendarView } from '@waqt/contracts';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { containing, storyTr } from '../../i18n/stories.ts';
import { mockError, mockMutation, mockQuery } from '../../mocks/index.ts';
import { calendars, members, storyParameters, team, TEAM_ID } from '../../fixtures/teams.ts';
import type { ActionOutcome } from '../../patterns/action.ts';
import { CalendarSettings } from './CalendarSettings.tsx';
import { CalendarSettingsContainer } from './CalendarSettings.container.tsx';

const ADDRESS = 'مجمع العليا الطبي، الدور الثالث\nطريق الملك فهد، الرياض 12214';
const MAP = 'https://www.openstreetmap.org/?mlat=24.6907&mlon=46.6853';
const CALENDAR = { ...calendars[0]!, place: { kind: 'in_person' as const, address: ADDRESS, mapUrl: MAP } };

/** Calendar settings, "Where" (issue 36): where the calendar's bookings happen, saved on its own. */
const meta = {
  title: 'Screens/Calendars/CalendarSettings/Place',
  component: CalendarSettings,
  parameters: storyParameters,
  args: {
    calendar: CALENDAR,
    canManage: true,
    onSave: fn(),
    onSlugChange: fn(),
    assistants: members.filter((m) => m.role === 'assistant'),
    onAssign: fn(),
    onDelete: fn(async (): Promise<ActionOutcome> => ({ ok: true })),
    onSavePlace: fn(),
  },
} satisfies Meta<typeof CalendarSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const region = (c: Canvas) => within(c.getByRole('region', { name: storyTr()('places.title') }));
const field = (r: Canvas, key: string) => r.getByRole('textbox', { name: containing(storyTr()(key)) });
const kind = (r: Canvas, key: string) => r.getByRole('radio', { name: storyTr()(key) });

/**
 * In person, as saved: the address's lines and the map link. A map link that is not https is refused in the
 * form with its words (the API refuses it too); fixed, the place is saved as typed, trimmed.
 */
export const InPerson: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const r = region(within(canvasElement));
    await expect(kind(r, 'places.kinds.in_person')).toBeChecked();
    await expect(field(r, 'places.address')).toHaveValue(ADDRESS);
    const map = field(r, 'places.mapUrl');
    await expect(map).toHaveValue(MAP);
    await userEvent.clear(map);
    await userEvent.type(map, 'http://maps.example.com/olaya');
    await userEvent.click(r.getByRole('button', { name: t('places.save') }));
    await expect(args.onSavePlace).not.toHaveBeenCalled();
    await expect(map).toHaveAttribute('aria-invalid', 'true');
    await expect(map).toHaveAccessibleDescription(containing(t('validation.url_https_required')));
    await userEvent.clear(map);
    await userEvent.type(map, ' https://maps.example.com/olaya ');
    await userEvent.click(r.getByRole('button', { name: t('places.save') }));
    await expect(args.onSavePlace).toHaveBeenCalledWith({ kind: 'in_person', address: ADDRESS, mapUrl: 'https://maps.example.com/olaya' });
  },
};

/** Online: the meeting link is required and must be https; a phone call needs no field; none clears the place. */
export const OtherKinds: Story = {
  args: { calendar: { ...calendars[0]!, place: null } },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const r = region(within(canvasElement));
    await expect(kind(r, 'places.none')).toBeChecked();
    await expect(r.queryByRole('textbox')).toBeNull();
    await userEvent.click(kind(r, 'places.kinds.online'));
    await expect(r.getByText(t('places.help.online'))).toBeInTheDocument();
    await userEvent.click(r.getByRole('button', { name: t('places.save') }));
    await expect(field(r, 'places.meetingUrl')).toHaveAccessibleDescription(containing(t('validation.required')));
    await userEvent.type(field(r, 'places.meetingUrl'), 'meet.example.com/dr-sara');
    await userEvent.click(r.getByRole('button', { name: t('places.save') }));
    await expect(field(r, 'places.meetingUrl')).toHaveAccessibleDescription(containing(t('validation.url_https_required')));
    await expect(args.onSavePlace).not.toHaveBeenCalled();
    await userEvent.click(kind(r, 'places.kinds.phone'));
    await expect(r.getByText(t('places.help.phone'))).toBeInTheDocument();
    await expect(r.queryByRole('textbox')).toBeNull();
    await userEvent.click(r.getByRole('button', { name: t('places.save') }));
    await expect(args.onSavePlace).toHaveBeenLastCalledWith({ kind: 'phone' });
    await userEvent.click(kind(r, 'places.none'));
    await userEvent.click(r.getByRole('button', { name: t('places.save') }));
    await expect(args.onSavePlace).toHaveBeenLastCalledWith(null);
  },
};

type ContainerStory = StoryObj<typeof CalendarSettingsContainer>;
let sent: unknown[] = [];

/** Against the mocked API: `calendars.setPlace` with the place; a refusal's field issue shows under its field. */
export const Container: ContainerStory = {
  render: (args) => <CalendarSettingsContainer {...args} />,
  args: { teamId: TEAM_ID, calendarId: CALENDAR.id, onDeleted: fn() },
  beforeEach: ({ msw }) => {
    sent = [];
    msw.use(
      mockQuery('teams.byId', team),
      mockQuery('calendars.byId', { ...CALENDAR, place: null }),
      mockQuery('members.list', members),
      mockMutation('calendars.setPlace', (input) => {
        sent.push(input);
        return { ...CALENDAR, place: input.place as CalendarView['place'] };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await c.findByRole('region', { name: t('places.title') });
    const r = region(c);
    await userEvent.click(kind(r, 'places.kinds.in_person'));
    await userEvent.type(field(r, 'places.address'), 'Olaya Medical Center');
    await userEvent.click(r.getByRole('button', { name: t('places.save') }));
    await waitFor(() => expect(sent).toEqual([{ teamId: TEAM_ID, calendarId: CALENDAR.id, place: { kind: 'in_person', address: 'Olaya Medical Center', mapUrl: null } }]));
    await expect(await within(document.body).findByText(t('places.saved'))).toBeInTheDocument();
  },
};

/** The API refuses the map link (a field issue, as a browser without the form's check would get): it shows under the field. */
export const ContainerRefused: ContainerStory = {
  render: (args) => <CalendarSettingsContainer {...args} />,
  args: { teamId: TEAM_ID, calendarId: CALENDAR.id, onDeleted: fn() },
  beforeEach: ({ msw }) => {
    msw.use(
      mockQuery('teams.byId', team),
      mockQuery('calendars.byId', CALENDAR),
      mockQuery('members.list', members),
      mockError('calendars.setPlace', 'INVALID_REQUEST', 'post', { fields: [{ path: 'place.mapUrl', issue: 'url_https_required' }] }),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await c.findByRole('region', { name: t('places.title') });
    const r = region(c);
    await userEvent.click(r.getByRole('button', { name: t('places.save') }));
    await waitFor(() => expect(field(r, 'places.mapUrl')).toHaveAccessibleDescription(containing(t('validation.url_https_required'))));
    await expect(r.queryByRole('alert', { name: containing(t('errors.INVALID_REQUEST')) })).toBeNull();
  },
};
