import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { isLocale, LOCALE_TAGS } from '@waqt/contracts';
import { formatNumber } from '../../format/index.ts';
import { mockError, mockPending, mockQuery } from '../../mocks/index.ts';
import { TeamHome } from './TeamHome.tsx';
import { TeamHomeContainer } from './TeamHome.container.tsx';
import { TEAM_ID, assistantTeam, calendars, endedEntitlements, personalTeam, team, teamPlanEntitlements, trialEntitlements, tr, storyParameters } from '../../fixtures/teams.ts';
import { attendanceStats, emptyStats, unmarkedStats, VIEWER_ZONE } from '../../fixtures/bookings.ts';
import { phoneViewport } from '../../mocks/viewports.ts';

const base = `/en/dashboard/team/${TEAM_ID}`;
const links = {
  calendarNewHref: `${base}/calendars/new`,
  membersHref: `${base}/members`,
  settingsHref: `${base}/settings`,
  billingHref: `${base}/billing`,
  newTeamHref: '/en/dashboard/team/new',
  bookingsToMarkHref: `${base}/bookings?tab=past&filter=needs-marking`,
};

const locale = () => (isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en');
/** A summary card, by its title. */
const summary = (el: HTMLElement, key: string) => within(within(el).getByRole('group', { name: tr(key) }));

const meta = {
  title: 'Screens/Teams/TeamHome',
  parameters: storyParameters,
  component: TeamHome,
  args: { team, ...links },
} satisfies Meta<typeof TeamHome>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An owner of a business team: counts not built yet show "—", with a way to create a calendar. */
export const Owner: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: team.name })).toBeInTheDocument();
    await expect(c.getByText(tr('teams.roles.owner'))).toBeInTheDocument();
    await expect(c.getByText('waqt.app/riyadh-dental')).toBeInTheDocument();
    await expect(c.getByRole('link', { name: tr('teams.home.createCalendar') })).toHaveAttribute('href', links.calendarNewHref);
    await expect(c.getByText(tr('teams.home.planNone'))).toBeInTheDocument();
    await expect(c.getByRole('link', { name: new RegExp(tr('teams.home.settings')) })).toHaveAttribute('href', links.settingsHref);
    await expect(c.getByRole('link', { name: new RegExp(tr('teams.home.members')) })).toHaveAttribute('href', links.membersHref);
  },
};

/** In its trial: the plan, its state and the days left (counted from `now`). */
export const Trial: Story = {
  tags: ['visual'],
  args: { entitlements: trialEntitlements(2), now: new Date('2026-03-03T09:00:00.000Z') },
  play: async ({ canvasElement }) => {
    const plan = summary(canvasElement, 'teams.home.plan');
    await expect(plan.getByText(`${tr('billing.plan.name', { plan: tr('billing.plans.business') })} · ${tr('billing.states.trial')}`)).toBeInTheDocument();
    await expect(plan.getByText(tr('billing.plan.trialDaysLeft', { days: formatNumber(7, locale()) }))).toBeInTheDocument();
    await expect(plan.getByRole('link', { name: tr('teams.home.seeBilling') })).toHaveAttribute('href', links.billingHref);
  },
};

/** Subscribed: the plan and the calendars in use of its limit. */
export const Subscribed: Story = {
  args: { entitlements: teamPlanEntitlements(1) },
  play: async ({ canvasElement }) => {
    const plan = summary(canvasElement, 'teams.home.plan');
    await expect(plan.getByText(`${tr('billing.plan.name', { plan: tr('billing.plans.team') })} · ${tr('billing.states.active')}`)).toBeInTheDocument();
    const e = teamPlanEntitlements(1);
    await expect(plan.getByText(tr('billing.plan.calendarsUsed', { used: formatNumber(e.calendarsUsed, locale()), limit: formatNumber(e.calendarLimit, locale()) }))).toBeInTheDocument();
    await expect(plan.queryByText(tr('teams.home.planNone'))).toBeNull();
  },
};

/** The trial ended with two calendars: Personal limits, and the calendar beyond them paused for new bookings. */
export const Ended: Story = {
  args: { entitlements: endedEntitlements },
  play: async ({ canvasElement }) => {
    const plan = summary(canvasElement, 'teams.home.plan');
    await expect(plan.getByText(`${tr('billing.plan.name', { plan: tr('billing.plans.personal') })} · ${tr('billing.states.ended')}`)).toBeInTheDocument();
    await expect(plan.getByText(tr('billing.plan.pausedCalendars', { count: 1, n: formatNumber(1, locale()) }))).toBeInTheDocument();
  },
};

/** Counts in the viewer's digits (Arabic-Indic in Arabic); before they exist, "—" read as "Not available yet". */
export const WithCounts: Story = {
  args: { calendarsCount: 3, upcomingBookingsCount: 12 },
  play: async ({ canvasElement }) => {
    await expect(summary(canvasElement, 'teams.home.calendars').getByText(formatNumber(3, locale()))).toBeInTheDocument();
    await expect(summary(canvasElement, 'teams.home.upcoming').getByText(formatNumber(12, locale()))).toBeInTheDocument();
  },
};
export const WithoutCounts: Story = {
  play: async ({ canvasElement }) => {
    await expect(summary(canvasElement, 'teams.home.upcoming').getByText(tr('teams.home.notAvailable'))).toBeInTheDocument();
  },
};

/** The team's calendars, each a link to its home; the count follows the list. */
export const WithCalendars: Story = {
  args: { calendars, calendarHref: (id: string) => `/en/dashboard/team/${TEAM_ID}/calendars/${id}` },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const section = within(c.getByRole('region', { name: tr('teams.home.calendars') }));
    await expect(section.getByRole('link', { name: 'Dr Sara' })).toHaveAttribute('href', `/en/dashboard/team/${TEAM_ID}/calendars/${calendars[0]!.id}`);
    await expect(section.getByRole('link', { name: 'غرفة الأشعة' })).toHaveAttribute('href', `/en/dashboard/team/${TEAM_ID}/calendars/${calendars[1]!.id}`);
    await expect(summary(canvasElement, 'teams.home.calendars').getByText(formatNumber(2, locale()))).toBeInTheDocument();
  },
};

/** Owners with no calendar yet: the empty state offers to create one, where the calendars would be. */
export const OwnerWithoutCalendars: Story = {
  args: { calendars: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const section = within(c.getByRole('region', { name: tr('teams.home.calendars') }));
    await expect(section.getByRole('heading', { level: 3, name: tr('teams.home.noneYet') })).toBeInTheDocument();
    await expect(section.getByText(tr('teams.home.noneYetBody'))).toBeInTheDocument();
    await expect(section.getByRole('link', { name: tr('teams.home.createCalendar') })).toHaveAttribute('href', links.calendarNewHref);
  },
};

/** Assistants with nothing assigned: told to ask an owner, and no way to create a calendar. */
export const AssistantWithoutCalendars: Story = {
  args: { team: assistantTeam, calendars: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const section = within(c.getByRole('region', { name: tr('teams.home.yourCalendars') }));
    await expect(section.getByText(tr('teams.home.noAssigned'))).toBeInTheDocument();
    await expect(c.queryByRole('link', { name: tr('teams.home.createCalendar') })).toBeNull();
  },
};

/** The team has loaded, its calendars not yet: a busy placeholder in their section only. */
export const CalendarsLoading: Story = {
  args: { calendarsLoading: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: team.name })).toBeInTheDocument();
    const section = within(c.getByRole('region', { name: tr('teams.home.calendars') }));
    await expect(section.getByRole('status', { name: tr('common.loading') })).toHaveAttribute('aria-busy', 'true');
    await expect(section.queryByRole('link')).toBeNull();
  },
};

/** The calendars failed to load: the error and a retry in their section; the rest of the page stays. */
export const CalendarsError: Story = {
  args: { calendarsError: 'UNEXPECTED', onRetryCalendars: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const alert = within(within(c.getByRole('region', { name: tr('teams.home.calendars') })).getByRole('alert'));
    await expect(alert.getByRole('heading', { level: 3, name: tr('teams.home.calendarsLoadError') })).toBeInTheDocument();
    await expect(alert.getByText(tr('errors.UNEXPECTED'))).toBeInTheDocument();
    await userEvent.click(alert.getByRole('button', { name: tr('common.retry') }));
    await expect(args.onRetryCalendars).toHaveBeenCalledTimes(1);
    await expect(c.getByRole('link', { name: new RegExp(tr('teams.home.members')) })).toBeInTheDocument();
  },
};

/**
 * An assistant (issue 36, item 8): their calendars, the figures and the plan, and nothing that only
 * says "owners only" — no members, settings or billing links, no "See billing", no calendar to create.
 */
export const Assistant: Story = {
  tags: ['visual'],
  args: { team: assistantTeam, calendars: [calendars[0]!], entitlements: trialEntitlements(2), now: new Date('2026-03-03T09:00:00.000Z') },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(tr('teams.roles.assistant'))).toBeInTheDocument();
    const mine = within(c.getByRole('region', { name: tr('teams.home.yourCalendars') }));
    await expect(mine.getByRole('link', { name: calendars[0]!.name })).toBeInTheDocument();
    for (const key of ['teams.home.members', 'teams.home.settings', 'teams.home.billing']) {
      await expect(c.queryByRole('link', { name: new RegExp(tr(key)) })).toBeNull();
    }
    await expect(c.queryByRole('region', { name: tr('teams.home.quickLinks') })).toBeNull();
    await expect(summary(canvasElement, 'teams.home.plan').queryByRole('link')).toBeNull();
    await expect(c.queryByRole('link', { name: tr('teams.home.createCalendar') })).toBeNull();
    // No link on the page leads to an owners-only page.
    for (const link of c.getAllByRole('link')) await expect(link.getAttribute('href') ?? '').not.toMatch(/\/(members|settings|billing)$/);
  },
};

/** The personal team: free plan, and an upgrade prompt instead of members; its link is its calendar's (issue 36). */
export const Personal: Story = {
  args: { team: personalTeam, calendars: [{ ...calendars[0]!, name: 'Sara', slug: 'sara' }] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('waqt.app/sara')).toBeInTheDocument();
    await expect(c.queryByText(`waqt.app/${personalTeam.slug}-team`)).toBeNull();
    await expect(c.getByText(tr('teams.home.planPersonal'))).toBeInTheDocument();
    await expect(c.getByText(tr('errors.PERSONAL_TEAM'))).toBeInTheDocument();
    await expect(c.queryByRole('link', { name: new RegExp(tr('teams.home.members')) })).toBeNull();
  },
};

/** A personal team with no calendar: no link (the team has no page; it would answer 404). */
export const PersonalWithoutCalendar: Story = {
  args: { team: { ...personalTeam, slug: 'sara-team' }, calendars: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(tr('dashboard.noPublicPage'))).toBeInTheDocument();
    await expect(c.queryByText('waqt.app/sara-team')).toBeNull();
  },
};

/** Loading: a busy placeholder and none of the team's content. */
export const Loading: Story = {
  args: { team: undefined },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status', { name: tr('common.loading') })).toHaveAttribute('aria-busy', 'true');
    await expect(c.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(c.queryByRole('link')).toBeNull();
  },
};
/** The team failed to load: the error and a retry instead of the page. */
export const ErrorState: Story = {
  args: { team: undefined, error: 'UNEXPECTED', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByRole('heading', { name: tr('teams.loadError') })).toBeInTheDocument();
    await expect(alert.getByText(tr('errors.UNEXPECTED'))).toBeInTheDocument();
    await userEvent.click(alert.getByRole('button', { name: tr('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A percentage as the page writes it: Latin digits in both languages, the locale's sign ("12%", "12٪"). */
const percent = (share: number) => new Intl.NumberFormat(LOCALE_TAGS[locale()], { style: 'percent', maximumFractionDigits: 0 }).format(share);

/** This month's attendance: the no-show rate, what it is made of, and the ended bookings still to mark (a link to them). */
export const AttendanceThisMonth: Story = {
  args: { attendance: attendanceStats },
  play: async ({ canvasElement }) => {
    const card = summary(canvasElement, 'teams.home.attendance.title');
    await expect(card.getByText(percent(0.12))).toBeInTheDocument();
    // Latin digits in Arabic too (glossary: one digit style).
    await expect(card.getByText(percent(0.12)).textContent).toMatch(/^12\D*$/);
    await expect(card.getByText(tr('teams.home.attendance.noShowRate'))).toBeInTheDocument();
    const valueOf = (key: string) => card.getByText(tr(key), { selector: 'dt' }).nextElementSibling;
    await expect(valueOf('teams.home.attendance.attended')).toHaveTextContent(formatNumber(22, locale()));
    await expect(valueOf('teams.home.attendance.noShows')).toHaveTextContent(formatNumber(3, locale()));
    await expect(card.getByRole('link', { name: tr('teams.home.attendance.toMark', { n: formatNumber(4, locale()) }) })).toHaveAttribute('href', links.bookingsToMarkHref);
    await expect(card.queryByText(tr('teams.home.attendance.empty'))).toBeNull();
  },
};

/** Nothing marked yet this month: how the figure comes about, and the two bookings waiting to be marked. */
export const AttendanceNothingMarked: Story = {
  args: { attendance: unmarkedStats },
  play: async ({ canvasElement }) => {
    const card = summary(canvasElement, 'teams.home.attendance.title');
    await expect(card.getByText(tr('teams.home.attendance.empty'))).toBeInTheDocument();
    await expect(card.getByText(tr('teams.home.attendance.emptyBody'))).toBeInTheDocument();
    await expect(card.queryByText(tr('teams.home.attendance.noShowRate'))).toBeNull();
    await expect(card.getByRole('link', { name: tr('teams.home.attendance.toMark', { n: formatNumber(2, locale()) }) })).toHaveAttribute('href', links.bookingsToMarkHref);
  },
};

/** An empty month: the empty state and no link (nothing to mark). */
export const AttendanceEmpty: Story = {
  args: { attendance: emptyStats },
  play: async ({ canvasElement }) => {
    const card = summary(canvasElement, 'teams.home.attendance.title');
    await expect(card.getByText(tr('teams.home.attendance.empty'))).toBeInTheDocument();
    await expect(card.queryByRole('link')).toBeNull();
  },
};

/** Before the figures arrive (or when they fail): "—", read as "Not available yet". */
export const AttendanceUnavailable: Story = {
  play: async ({ canvasElement }) => {
    const card = summary(canvasElement, 'teams.home.attendance.title');
    await expect(card.getByText(tr('teams.home.notAvailable'))).toBeInTheDocument();
    await expect(card.queryByRole('link')).toBeNull();
  },
};

/** On a phone the cards stack; the attendance card's figures and link fit its width. */
export const AttendancePhone: Story = {
  args: { attendance: attendanceStats, calendarsCount: 2, upcomingBookingsCount: 12, entitlements: teamPlanEntitlements(1) },
  parameters: { ...storyParameters, ...phoneViewport.parameters },
  globals: phoneViewport.globals,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    const card = within(canvasElement).getByRole('group', { name: tr('teams.home.attendance.title') });
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(within(card).getByText(percent(0.12))).toBeVisible();
  },
};

type ContainerStory = StoryObj<typeof TeamHomeContainer>;
let statsAsked: unknown[] = [];
export const Container: ContainerStory = {
  render: (args) => <TeamHomeContainer {...args} />,
  args: { teamId: TEAM_ID, timezone: VIEWER_ZONE, ...links },
  beforeEach: ({ msw }) => {
    statsAsked = [];
    msw.use(
      mockQuery('teams.byId', team),
      mockQuery('calendars.list', calendars),
      mockQuery('bookings.upcomingCount', { count: 7 }),
      mockQuery('billing.entitlements', teamPlanEntitlements(1)),
      mockQuery('bookings.attendanceStats', (input) => {
        statsAsked.push(input);
        return attendanceStats;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 1, name: team.name })).toBeInTheDocument();
    // The plan card reads billing.entitlements.
    await expect(await summary(canvasElement, 'teams.home.plan').findByText(`${tr('billing.plan.name', { plan: tr('billing.plans.team') })} · ${tr('billing.states.active')}`)).toBeInTheDocument();
    await expect(await c.findByRole('link', { name: 'Dr Sara' })).toBeInTheDocument();
    // The upcoming bookings card reads the real count.
    await expect(await summary(canvasElement, 'teams.home.upcoming').findByText(formatNumber(7, locale()))).toBeInTheDocument();
    // This month's attendance, the month taken in the viewer's zone.
    await expect(await summary(canvasElement, 'teams.home.attendance.title').findByText(percent(0.12))).toBeInTheDocument();
    await expect(statsAsked).toEqual([{ teamId: TEAM_ID, timezone: VIEWER_ZONE }]);
  },
};
export const ContainerNotFound: ContainerStory = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(mockError('teams.byId', 'NOT_FOUND'), mockError('calendars.list', 'NOT_FOUND'), mockError('bookings.upcomingCount', 'NOT_FOUND'), mockError('billing.entitlements', 'NOT_FOUND'), mockError('bookings.attendanceStats', 'NOT_FOUND'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(tr('errors.NOT_FOUND'))).toBeInTheDocument();
  },
};
export const ContainerLoading: ContainerStory = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(mockPending('teams.byId'), mockPending('calendars.list'), mockPending('bookings.upcomingCount'), mockPending('billing.entitlements'), mockPending('bookings.attendanceStats'));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('status', { name: tr('common.loading') })).toHaveAttribute('aria-busy', 'true');
    await expect(c.queryByRole('heading', { level: 1 })).toBeNull();
  },
};
/** The team loads but its calendars fail: the page shows, the calendars section says so. */
export const ContainerCalendarsError: ContainerStory = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('teams.byId', team), mockError('calendars.list', 'UNEXPECTED'), mockQuery('bookings.upcomingCount', { count: 7 }), mockQuery('billing.entitlements', teamPlanEntitlements(1)), mockQuery('bookings.attendanceStats', emptyStats));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 1, name: team.name })).toBeInTheDocument();
    await expect(await c.findByRole('heading', { level: 3, name: tr('teams.home.calendarsLoadError') })).toBeInTheDocument();
    await expect(c.getByRole('button', { name: tr('common.retry') })).toBeInTheDocument();
  },
};
/** The team loads, its calendars do not yet: the page shows with a placeholder for them. */
export const ContainerCalendarsLoading: ContainerStory = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('teams.byId', team), mockPending('calendars.list'), mockQuery('bookings.upcomingCount', { count: 7 }), mockQuery('billing.entitlements', teamPlanEntitlements(1)), mockQuery('bookings.attendanceStats', emptyStats));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 1, name: team.name })).toBeInTheDocument();
    const section = within(c.getByRole('region', { name: tr('teams.home.calendars') }));
    await expect(section.getByRole('status', { name: tr('common.loading') })).toHaveAttribute('aria-busy', 'true');
  },
};
