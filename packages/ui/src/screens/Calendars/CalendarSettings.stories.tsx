import type { Meta, StoryObj } from '@storybook/react-vite';
import { zoneName } from '@waqt/contracts';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { containing, storyTr } from '../../i18n/stories.ts';
import { mockError, mockMutation, mockQuery } from '../../mocks/index.ts';
import { assistantTeam, calendars, expectLoadFailure, expectLoading, members, storyParameters, team, TEAM_ID } from '../../fixtures/teams.ts';
import type { ActionOutcome } from '../../patterns/action.ts';
import { CalendarSettings } from './CalendarSettings.tsx';
import { CalendarSettingsContainer } from './CalendarSettings.container.tsx';

const CALENDAR = calendars[0]!;
const assistants = members.filter((m) => m.role === 'assistant');
const meta = {
  title: 'Screens/Calendars/CalendarSettings',
  component: CalendarSettings,
  parameters: storyParameters,
  args: {
    calendar: CALENDAR,
    canManage: true,
    onSave: fn(),
    onSlugChange: fn(),
    assistants,
    onAssign: fn(),
    onDelete: fn(async (): Promise<ActionOutcome> => ({ ok: true })),
  },
} satisfies Meta<typeof CalendarSettings>;
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

/**
 * The calendar's details filled in, its Arabic name given (so its section is open); Omar is assigned, Layla is
 * not; saving sends the edited values.
 */
export const Owner: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const name = c.getByRole('textbox', { name: containing(t('calendars.new.name')) });
    await expect(name).toHaveValue('Dr Sara');
    await expect(c.getByRole('textbox', { name: containing(t('calendars.new.slug')) })).toHaveValue('dr-sara');
    await expect(c.getByRole('button', { name: t('names.name.title'), expanded: true })).toBeInTheDocument();
    await expect(c.getByRole('textbox', { name: t('names.fields.nameAr') })).toHaveValue('د. سارة');
    await expect(c.getByRole('textbox', { name: t('names.fields.nameEn') })).toHaveValue('');
    await expect(c.getByRole('checkbox', { name: containing('Omar Haddad') })).toBeChecked();
    await expect(c.getByRole('checkbox', { name: containing('ليلى ناصر') })).not.toBeChecked();
    await userEvent.clear(name);
    await userEvent.type(name, 'Dr Sara Al-Qahtani');
    await userEvent.click(c.getByRole('button', { name: t('common.save') }));
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Dr Sara Al-Qahtani', nameAr: 'د. سارة', nameEn: null, slug: 'dr-sara', timezone: 'Asia/Riyadh' });
  },
};

const unnamed = { ...CALENDAR, nameAr: null, nameEn: null };

/**
 * Names in both languages (issue 36): a calendar with none keeps the section closed — the form no longer
 * than before; opened, its Arabic and English names are typed and saved with the rest (an emptied one as none).
 */
export const NamesInOtherLanguages: Story = {
  args: { calendar: unnamed },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const section = c.getByRole('button', { name: t('names.name.title'), expanded: false });
    await expect(c.queryByRole('textbox', { name: t('names.fields.nameAr') })).toBeNull();
    await userEvent.click(section);
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    await userEvent.type(c.getByRole('textbox', { name: t('names.fields.nameAr') }), 'د. سارة القحطاني');
    await userEvent.type(c.getByRole('textbox', { name: t('names.fields.nameEn') }), '  ');
    await userEvent.click(c.getByRole('button', { name: t('common.save') }));
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Dr Sara', nameAr: 'د. سارة القحطاني', nameEn: null, slug: 'dr-sara', timezone: 'Asia/Riyadh' });
  },
};

/** A name in another language the API refused: its section opens on the field, which says why. */
export const NameInOtherLanguageRefused: Story = {
  args: { calendar: unnamed, save: { error: 'INVALID_REQUEST', serverErrors: { nameEn: { issue: 'invalid_characters' } } } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: t('names.name.title'), expanded: true })).toBeInTheDocument();
    await expect(c.getByRole('textbox', { name: t('names.fields.nameEn') })).toHaveAccessibleDescription(containing(t('validation.invalid_characters')));
  },
};

/**
 * Another time zone chosen (issue 36): the form asks what the working hours do — the same clock times in
 * the new zone (chosen at first) or the same moments — and saves the answer with the zone.
 */
export const ZoneChangeAsksAboutHours: Story = {
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.queryByRole('radiogroup', { name: t('calendars.settings.hoursOnZoneChange') })).toBeNull();
    const zone = c.getByRole('combobox', { name: containing(t('calendars.new.timezone')) });
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Dubai');
    await userEvent.click(await within(document.body).findByRole('option', { name: /Dubai/ }));
    const hours = c.getByRole('radiogroup', { name: t('calendars.settings.hoursOnZoneChange') });
    await expect(within(hours).getByRole('radio', { name: t('calendars.settings.hoursClock') })).toBeChecked();
    await userEvent.click(within(hours).getByRole('radio', { name: t('calendars.settings.hoursInstants') }));
    // The help names the zone the hours stay in.
    await expect(hours).toHaveAccessibleDescription(containing(zoneName('Asia/Riyadh', document.documentElement.lang === 'ar' ? 'ar' : 'en')));
    await userEvent.click(c.getByRole('button', { name: t('common.save') }));
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Dr Sara', nameAr: 'د. سارة', nameEn: null, slug: 'dr-sara', timezone: 'Asia/Dubai', hours: 'instants' });
  },
};

/** Ticking an assistant sends one change for that assistant only. */
export const AssignOne: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: containing('ليلى ناصر') }));
    await expect(args.onAssign).toHaveBeenCalledTimes(1);
    await expect(args.onAssign).toHaveBeenCalledWith(assistants[1]!.id, true);
  },
};

/** A link someone else holds: the field says so while typing, and saving waits. */
export const SlugTaken: Story = {
  args: { slugAvailable: false },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByText(t('calendars.new.slugTaken'))).toBeInTheDocument();
    await expect(c.getByRole('textbox', { name: containing(t('calendars.new.slug')) })).toHaveAttribute('aria-invalid', 'true');
    await expect(c.getByRole('button', { name: t('common.save') })).toBeDisabled();
  },
};

/** Field issues the API sent back are shown on their fields, translated. */
export const ServerFieldErrors: Story = {
  args: { save: { error: 'INVALID_REQUEST', serverErrors: { name: { issue: 'too_small', params: { min: 1 } } } } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(within(canvasElement).getByText(t('validation.required'))).toBeInTheDocument();
  },
};

/** No assistants in the team yet: a pointer to the members page instead of an empty list. */
export const NoAssistants: Story = {
  args: { assistants: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(storyTr()('calendars.settings.noAssistants'))).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('checkbox')).toBeNull();
  },
};

/** An assistant: the permission message, no form. */
export const Assistant: Story = {
  args: { canManage: false },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(t('errors.PERMISSION_DISABLED'));
    await expect(c.queryByRole('textbox')).toBeNull();
    await expect(c.queryByRole('button', { name: t('calendars.settings.delete') })).toBeNull();
  },
};

/** Delete asks first, then deletes. */
export const DeleteConfirm: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('calendars.settings.delete') }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: t('calendars.settings.deleteTitle', { name: CALENDAR.name }) });
    await expect(dialog).toHaveTextContent(t('calendars.settings.deleteBody'));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: t('calendars.settings.delete') }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledTimes(1));
  },
};

/** A refused delete says why above the section. */
export const DeleteRefused: Story = {
  args: { onDelete: fn(async (): Promise<ActionOutcome> => ({ ok: false, error: 'PERMISSION_DISABLED' })) },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('calendars.settings.delete') }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: t('calendars.settings.deleteTitle', { name: CALENDAR.name }) });
    await userEvent.click(within(dialog).getByRole('button', { name: t('calendars.settings.delete') }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t('errors.PERMISSION_DISABLED'));
  },
};

type ContainerStory = StoryObj<typeof CalendarSettingsContainer>;
let sent: unknown[] = [];

/** Against the mocked API: one `calendars.setMemberAssigned` per tick, saving sends `calendars.update`. */
export const Container: ContainerStory = {
  render: (args) => <CalendarSettingsContainer {...args} />,
  args: { teamId: TEAM_ID, calendarId: CALENDAR.id, onDeleted: fn() },
  beforeEach: ({ msw }) => {
    sent = [];
    msw.use(
      mockQuery('teams.byId', team),
      mockQuery('calendars.byId', CALENDAR),
      mockQuery('members.list', members),
      mockMutation('calendars.setMemberAssigned', (input) => {
        sent.push(input);
        return { ...CALENDAR, memberIds: [...CALENDAR.memberIds, input.memberId] };
      }),
      mockMutation('calendars.update', (input) => {
        sent.push(input);
        return { ...CALENDAR, name: input.name, nameAr: input.nameAr ?? null, nameEn: input.nameEn ?? null };
      }),
      mockMutation('calendars.delete', () => ({ deleted: true as const })),
    );
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('checkbox', { name: containing('ليلى ناصر') }));
    await waitFor(() => expect(sent).toEqual([{ teamId: TEAM_ID, calendarId: CALENDAR.id, memberId: assistants[1]!.id, assigned: true }]));
    await userEvent.type(c.getByRole('textbox', { name: t('names.fields.nameEn') }), 'Dr. Sara');
    await userEvent.click(c.getByRole('button', { name: t('common.save') }));
    await expect(await within(document.body).findByText(t('calendars.settings.saved'))).toBeInTheDocument();
    await expect(sent[1]).toMatchObject({ teamId: TEAM_ID, calendarId: CALENDAR.id, name: 'Dr Sara', nameAr: 'د. سارة', nameEn: 'Dr. Sara' });
    await userEvent.click(c.getByRole('button', { name: t('calendars.settings.delete') }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: t('calendars.settings.deleteTitle', { name: CALENDAR.name }) });
    await userEvent.click(within(dialog).getByRole('button', { name: t('calendars.settings.delete') }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalled());
  },
};

/** An assistant opening settings: the team says "assistant", the screen shows the permission message. */
export const ContainerAssistant: ContainerStory = {
  render: (args) => <CalendarSettingsContainer {...args} />,
  args: { teamId: TEAM_ID, calendarId: CALENDAR.id, onDeleted: fn() },
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('teams.byId', assistantTeam), mockQuery('calendars.byId', CALENDAR), mockError('members.list', 'PERMISSION_DISABLED'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(storyTr()('errors.PERMISSION_DISABLED'));
  },
};
