import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { containing, storyTr } from '../../i18n/stories.ts';
import { mockError, mockMutation, mockQuery } from '../../mocks/index.ts';
import { eventTypes } from '../../fixtures/event-types.ts';
import { expectLoadFailure, expectLoading, storyParameters, team } from '../../fixtures/teams.ts';
import { AvailabilityEditorContainer } from './AvailabilityEditor.container.tsx';
import { AvailabilityListContainer } from './AvailabilityList.container.tsx';
import { CalendarHomeContainer } from './CalendarHome.container.tsx';
import { CalendarNav } from './CalendarNav.tsx';
import { AppShell } from '../../components/AppShell/AppShell.tsx';
import { phoneViewport } from '../../mocks/viewports.ts';
import { isLocale } from '@waqt/contracts';
import { CALENDAR, SCHEDULE_ID, eveningHours, officeHours } from '../../fixtures/availability.ts';

const base = `/en/dashboard/team/${CALENDAR.teamId}/calendars/${CALENDAR.id}`;
const ids = { teamId: CALENDAR.teamId, calendarId: CALENDAR.id };
const meta = {
  title: 'Screens/Calendars/Containers',
  component: CalendarHomeContainer,
  parameters: storyParameters,
  args: {
    ...ids,
    origin: 'https://waqt.example',
    links: { eventTypesHref: `${base}/eventtypes`, availabilityHref: `${base}/availability`, settingsHref: `${base}/settings`, scheduleHref: (id: string) => `${base}/availability/${id}` },
  },
} satisfies Meta<typeof CalendarHomeContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The home against the mocked API: the public link from the calendar's slug, its event types and schedules. */
export const Home: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('calendars.byId', CALENDAR, { delayMs: 50 }), mockQuery('eventTypes.list', eventTypes), mockQuery('availability.list', [officeHours, eveningHours]));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expectLoading(canvasElement, true);
    await expect(await c.findByText(`https://waqt.example/${CALENDAR.slug}`)).toBeInTheDocument();
    await expect(await c.findByRole('link', { name: officeHours.name })).toHaveAttribute('href', `${base}/availability/${SCHEDULE_ID}`);
    await expect(c.getByRole('link', { name: eventTypes[0]!.title })).toBeInTheDocument();
  },
};

/** A calendar the viewer cannot reach (another team's, or not assigned): the page says it is not found. */
export const HomeNotFound: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockError('calendars.byId', 'NOT_FOUND'), mockError('eventTypes.list', 'NOT_FOUND'), mockError('availability.list', 'NOT_FOUND'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(storyTr()('errors.NOT_FOUND'));
  },
};

type ListStory = StoryObj<typeof AvailabilityListContainer>;
export const List: ListStory = {
  render: (args) => <AvailabilityListContainer {...args} />,
  args: { ...ids, newHref: `${base}/availability/new`, hrefOf: (id: string) => `${base}/availability/${id}` },
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('calendars.byId', CALENDAR), mockQuery('availability.list', [officeHours, eveningHours]));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(await c.findByRole('link', { name: eveningHours.name })).toHaveAttribute('href', `${base}/availability/${eveningHours.id}`);
    await expect(c.getByRole('link', { name: t('calendars.availability.new') })).toHaveAttribute('href', `${base}/availability/new`);
    await expect(c.getByText(t('calendars.availability.default'))).toBeInTheDocument();
  },
};

/** "Make default" on the other schedule: `availability.setDefault`, a toast, and the list shows the new default. */
export const ListMakeDefault: ListStory = {
  ...List,
  beforeEach: ({ msw }) => {
    sent = [];
    let current = [officeHours, { ...eveningHours, isDefault: false }];
    msw.use(
      mockQuery('calendars.byId', CALENDAR),
      mockQuery('availability.list', () => current),
      mockMutation('availability.setDefault', (input) => {
        sent.push({ path: 'setDefault', input });
        current = [{ ...eveningHours, isDefault: true }, { ...officeHours, isDefault: false }];
        return current[0]!;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await c.findByRole('link', { name: eveningHours.name });
    // The default has no such button; the other schedule has.
    await expect(c.queryByRole('button', { name: t('calendars.availability.makeDefaultFor', { name: officeHours.name }) })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: t('calendars.availability.makeDefaultFor', { name: eveningHours.name }) }));
    await waitFor(() => expect(sent).toEqual([{ path: 'setDefault', input: { ...ids, scheduleId: eveningHours.id } }]));
    await expect(await within(document.body).findByText(t('calendars.availability.defaultChanged', { name: eveningHours.name }))).toBeInTheDocument();
    await waitFor(() => expect(c.getByRole('button', { name: t('calendars.availability.makeDefaultFor', { name: officeHours.name }) })).toBeVisible());
    await expect(c.queryByRole('button', { name: t('calendars.availability.makeDefaultFor', { name: eveningHours.name }) })).toBeNull();
  },
};

/** The schedules fail to load: the list says so with the code, and Retry fetches them again. */
export const ListLoadFailure: ListStory = {
  ...List,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('calendars.byId', CALENDAR), mockError('availability.list', 'UNEXPECTED'));
  },
  play: async ({ canvasElement, msw }) => {
    const retry = await waitFor(() => expectLoadFailure(canvasElement, 'calendars.availability.loadError', 'UNEXPECTED'));
    msw.use(mockQuery('availability.list', [officeHours, eveningHours]));
    await userEvent.click(retry);
    await expect(await within(canvasElement).findByRole('link', { name: eveningHours.name })).toBeInTheDocument();
  },
};

type EditorStory = StoryObj<typeof AvailabilityEditorContainer>;
let sent: { path: string; input: unknown }[] = [];
const editorArgs = { ...ids, listHref: `${base}/availability`, onDone: fn() };

/** Editing a second schedule and making it the default: `availability.update`, then `availability.setDefault`. */
export const EditMakeDefault: EditorStory = {
  render: (args) => <AvailabilityEditorContainer {...args} />,
  args: { ...editorArgs, scheduleId: eveningHours.id },
  beforeEach: ({ msw }) => {
    sent = [];
    msw.use(
      mockQuery('calendars.byId', CALENDAR),
      mockQuery('availability.byId', eveningHours),
      mockQuery('availability.list', [officeHours, eveningHours]),
      mockMutation('availability.update', (input) => {
        sent.push({ path: 'update', input });
        return { ...eveningHours, name: input.name };
      }),
      mockMutation('availability.setDefault', (input) => {
        sent.push({ path: 'setDefault', input });
        return { ...eveningHours, isDefault: true };
      }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('switch', { name: t('calendars.availability.isDefault') }));
    await userEvent.click(c.getByRole('button', { name: t('common.save') }));
    await waitFor(() => expect(sent.map((s) => s.path)).toEqual(['update', 'setDefault']));
    await expect(sent[0]!.input).toMatchObject({ ...ids, scheduleId: eveningHours.id, name: eveningHours.name, weekly: eveningHours.weekly });
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(eveningHours.id));
  },
};

/** A new schedule starts in the calendar's zone with the team country's week (Saudi Arabia: Sunday–Thursday). */
export const New: EditorStory = {
  render: (args) => <AvailabilityEditorContainer {...args} />,
  args: editorArgs,
  beforeEach: ({ msw }) => {
    sent = [];
    msw.use(
      mockQuery('calendars.byId', { ...CALENDAR, timezone: 'Asia/Riyadh' }),
      mockQuery('teams.byId', { ...team, country: 'SA' }),
      mockQuery('availability.list', [officeHours]),
      mockMutation('availability.create', (input) => {
        sent.push({ path: 'create', input });
        return { ...officeHours, id: eveningHours.id, name: input.name, isDefault: false };
      }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.type(await c.findByRole('textbox', { name: containing(t('calendars.availability.name')) }), 'Ramadan');
    await userEvent.click(c.getByRole('button', { name: t('calendars.availability.create') }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const input = sent[0]!.input as { timezone: string; weekly: unknown[][]; name: string };
    await expect(input.name).toBe('Ramadan');
    await expect(input.timezone).toBe('Asia/Riyadh');
    await expect(input.weekly.map((d) => d.length)).toEqual([1, 1, 1, 1, 1, 0, 0]);
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
  },
};

/** Deleting a schedule an event type uses: the API refuses, the editor says why and stays. */
export const DeleteInUse: EditorStory = {
  render: (args) => <AvailabilityEditorContainer {...args} />,
  args: { ...editorArgs, scheduleId: eveningHours.id },
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('calendars.byId', CALENDAR), mockQuery('availability.byId', eveningHours), mockError('availability.delete', 'SCHEDULE_IN_USE', 'post'));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: t('calendars.availability.delete') }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: t('calendars.availability.deleteTitle', { name: eveningHours.name }) });
    await userEvent.click(within(dialog).getByRole('button', { name: t('calendars.availability.delete') }));
    await expect(await c.findByRole('alert')).toHaveTextContent(t('errors.SCHEDULE_IN_USE'));
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

type NavStory = StoryObj<typeof CalendarNav>;
/** The calendar's sections; the current one is marked for screen readers (aria-current). */
export const Nav: NavStory = {
  render: (args) => <CalendarNav {...args} />,
  args: { base, current: 'availability', calendarName: CALENDAR.name },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const nav = within(canvasElement).getByRole('navigation', { name: t('calendars.nav.labelNamed', { name: CALENDAR.name }) });
    await expect(within(nav).getByRole('link', { name: t('calendars.availability.title') })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: t('calendars.nav.settings') })).toHaveAttribute('href', `${base}/settings`);
    await expect(within(nav).getAllByRole('link')).toHaveLength(4);
  },
};

/**
 * On a phone the app's own navigation is already a row of tabs (its Overview first): the calendar's
 * sections are one button naming the current section, which opens them as a menu — one row of tabs on
 * the screen, no second sideways-scrolling bar, no "Overview" twice.
 */
export const NavOnPhone: NavStory = {
  parameters: { ...storyParameters, ...phoneViewport.parameters },
  globals: phoneViewport.globals,
  args: { base, current: 'availability', calendarName: CALENDAR.name },
  render: (args, { globals }) => {
    const t = storyTr();
    const locale = isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en';
    const team = `/${locale}/dashboard/team/${CALENDAR.teamId}`;
    return (
      <AppShell
        locale={locale}
        theme={globals['theme'] === 'dark' ? 'dark' : 'light'}
        onLocaleChange={() => {}}
        onThemeChange={() => {}}
        nav={[
          { id: 'home', href: team, label: t('shell.nav.overview') },
          { id: 'bookings', href: `${team}/bookings`, label: t('shell.nav.bookings') },
          { id: 'members', href: `${team}/members`, label: t('shell.nav.members') },
          { id: 'customers', href: `${team}/customers`, label: t('shell.nav.customers') },
          { id: 'settings', href: `${team}/settings`, label: t('shell.nav.settings') },
        ]}
      >
        <CalendarNav {...args} />
      </AppShell>
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(window.innerWidth).toBe(390);
    const calendarNav = c.getByRole('navigation', { name: t('calendars.nav.labelNamed', { name: CALENDAR.name }) });
    // One row of links on the screen: the app's. The calendar's sections are not a second row.
    const rows = Array.from(canvasElement.querySelectorAll('nav ul, nav')).filter((el) => {
      const links = Array.from(el.querySelectorAll(':scope > a, :scope > li > a')).filter((a) => a.getBoundingClientRect().width > 0);
      return links.length > 1;
    });
    await expect(rows).toHaveLength(1);
    await expect(within(calendarNav).queryAllByRole('link')).toHaveLength(0);
    // "Overview" once.
    await expect(c.getAllByText(t('shell.nav.overview'))).toHaveLength(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The button says where we are, and opens all four sections.
    const button = within(calendarNav).getByRole('button', { name: t('calendars.nav.current', { section: t('calendars.availability.title') }) });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(button);
    const menu = await within(document.body).findByRole('menu', { name: t('calendars.nav.current', { section: t('calendars.availability.title') }) });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((i) => i.textContent)).toEqual([t('calendars.nav.home'), t('calendars.availability.title'), t('eventTypes.title'), t('calendars.nav.settings')]);
    await expect(items[3]).toHaveAttribute('href', `${base}/settings`);
    await userEvent.keyboard('{Escape}');
  },
};
