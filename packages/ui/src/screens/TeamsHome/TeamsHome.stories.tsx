import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { TeamSummary } from '@waqt/contracts';
import { tr } from '../../fixtures/teams.ts';
import { doneStatus, freshStatus } from '../../fixtures/onboarding.ts';
import { mockError, mockPending, mockQuery } from '../../mocks/index.ts';
import { formatNumber } from '../../format/index.ts';
import { locale } from '../../fixtures/invoice.ts';
import { TeamsHome } from './TeamsHome.tsx';
import { TeamsHomeContainer } from './TeamsHome.container.tsx';

// A personal team's public link is its calendar's (the team has no page of its own).
const teams: TeamSummary[] = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Sara Al-Qahtani', slug: 'sara-team', country: 'SA', currency: 'SAR', paymentExpirationMinutes: 15, bookerCutoffMinutes: 60, isPersonal: true, contactPhone: null, role: 'owner', calendarCount: 1, publicSlug: 'sara' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Riyadh Dental Clinic', slug: 'riyadh-dental', country: 'SA', currency: 'SAR', paymentExpirationMinutes: 15, bookerCutoffMinutes: 60, isPersonal: false, contactPhone: null, role: 'owner', calendarCount: 3, publicSlug: 'riyadh-dental' },
  { id: '33333333-3333-4333-8333-333333333333', name: 'عيادة جدة للأسنان', slug: 'jeddah-dental', country: 'SA', currency: 'SAR', paymentExpirationMinutes: 30, bookerCutoffMinutes: 60, isPersonal: false, contactPhone: null, role: 'assistant', calendarCount: 2, publicSlug: 'jeddah-dental' },
];
const hrefs = { newTeamHref: '/en/dashboard/team/new', teamHref: (id: string) => `/en/dashboard/team/${id}` };

const meta = {
  title: 'Screens/TeamsHome',
  component: TeamsHome,
  args: { teams, ...hrefs },
} satisfies Meta<typeof TeamsHome>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page: the column under the h1 "Your teams". */
const page = (el: HTMLElement) => within(el).getByRole('heading', { level: 1, name: tr('dashboard.title') }).closest('[aria-busy]')!;
/** A team's card, by the team's name. */
const card = (el: HTMLElement, name: string) => within(within(el).getByRole('region', { name }));

/** Every team as a card (personal first) with its role and a link in; no "working with others?" prompt. */
export const Filled: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const names = c.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(names).toEqual(teams.map((t) => t.name)); // the order the API gives: personal team first
    const personal = card(canvasElement, 'Sara Al-Qahtani');
    await expect(personal.getByText(tr('dashboard.personal'))).toBeInTheDocument();
    await expect(personal.getByText(tr('dashboard.calendars', { count: 1, n: formatNumber(1, locale()) }))).toBeInTheDocument();
    await expect(personal.getByText('waqt.app/sara')).toBeInTheDocument(); // the calendar's page, not the team's
    await expect(card(canvasElement, 'Riyadh Dental Clinic').getByText(tr('dashboard.calendars', { count: 3, n: formatNumber(3, locale()) }))).toBeInTheDocument();
    const jeddah = card(canvasElement, 'عيادة جدة للأسنان');
    await expect(jeddah.getByText(tr('dashboard.roles.assistant'))).toBeInTheDocument();
    await expect(jeddah.getByRole('link', { name: `${tr('dashboard.open')} عيادة جدة للأسنان` })).toHaveAttribute('href', hrefs.teamHref(teams[2]!.id));
    await expect(c.queryByRole('heading', { name: tr('dashboard.teamPromptTitle') })).toBeNull();
    await expect(c.queryByRole('region', { name: tr('onboarding.banner.title') })).toBeNull();
  },
};
/** Only the personal team: its card, and what a business team would add (not "No teams yet": the personal team is one). */
export const OnlyPersonal: Story = {
  tags: ['visual'],
  args: { teams: teams.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(card(canvasElement, 'Sara Al-Qahtani').getByText(tr('dashboard.personalHelp'))).toBeInTheDocument();
    const emptyTitle = c.getByRole('heading', { level: 2, name: tr('dashboard.teamPromptTitle') });
    await expect(c.getByText(tr('dashboard.teamPromptBody'))).toBeInTheDocument();
    // The empty state itself offers the way out, not only the page header.
    const empty = within(emptyTitle.parentElement!);
    await expect(empty.getByRole('link', { name: tr('dashboard.newTeam') })).toHaveAttribute('href', hrefs.newTeamHref);
    // The public link keeps its left-to-right order inside Arabic.
    await expect(card(canvasElement, 'Sara Al-Qahtani').getByText('waqt.app/sara').closest('bdi')).toHaveAttribute('dir', 'ltr');
    for (const link of c.getAllByRole('link', { name: tr('dashboard.newTeam') })) await expect(link).toHaveAttribute('href', hrefs.newTeamHref);
  },
};
/**
 * A business team chosen in the setup: only it (sign-up made no personal team), and no "working with
 * others?" prompt.
 */
export const OnlyBusiness: Story = {
  args: { teams: teams.slice(1, 2) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Riyadh Dental Clinic']);
    await expect(c.queryByText(tr('dashboard.personal'))).toBeNull();
    await expect(c.queryByRole('heading', { name: tr('dashboard.teamPromptTitle') })).toBeNull();
  },
};
/** A personal team whose calendar was deleted: "No calendars yet" and no link (it would answer 404). */
export const PersonalWithoutCalendar: Story = {
  tags: ['visual'],
  args: { teams: [{ ...teams[0]!, calendarCount: 0, publicSlug: null }] },
  play: async ({ canvasElement }) => {
    const personal = card(canvasElement, 'Sara Al-Qahtani');
    await expect(personal.getByText(tr('dashboard.calendars', { count: 0, n: formatNumber(0, locale()) }))).toBeInTheDocument();
    await expect(personal.getByText(tr('dashboard.noPublicPage'))).toBeInTheDocument();
    await expect(personal.queryByText(/waqt\.app\//)).toBeNull();
  },
};
/** Loading: the page is busy, placeholders stand in for the cards. */
export const Loading: Story = {
  args: { teams: undefined },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('list', { name: tr('common.loading') })).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('heading', { level: 2 })).toBeNull();
  },
};
/** The teams failed to load: the error with a retry. */
export const ErrorState: Story = {
  args: { teams: undefined, error: 'UNEXPECTED', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText(`${tr('dashboard.loadError')} ${tr('errors.UNEXPECTED')}`)).toBeInTheDocument();
    await userEvent.click(alert.getByRole('button', { name: tr('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(page(canvasElement)).toHaveAttribute('aria-busy', 'false');
  },
};

export const ContainerFilled: Story = {
  render: () => <TeamsHomeContainer {...hrefs} />,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('teams.list', teams));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Riyadh Dental Clinic')).toBeInTheDocument();
  },
};
export const ContainerError: Story = {
  render: () => <TeamsHomeContainer {...hrefs} />,
  beforeEach: ({ msw }) => {
    msw.use(mockError('teams.list', 'UNEXPECTED'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(tr('errors.UNEXPECTED'));
  },
};
export const ContainerLoading: Story = {
  render: () => <TeamsHomeContainer {...hrefs} />,
  beforeEach: ({ msw }) => {
    msw.use(mockPending('teams.list'));
  },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByRole('heading', { level: 2 })).toBeNull();
  },
};

/** The guided setup is not finished: "Finish setting up" leads the page, with the way back into it. */
export const SetupUnfinished: Story = {
  args: { teams: teams.slice(0, 1), setup: { step: 'hours', href: '/en/dashboard/setup' } },
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('region', { name: tr('onboarding.banner.title') }));
    await expect(banner.getByText(tr('onboarding.banner.bodyHours'))).toBeInTheDocument();
    await expect(banner.getByRole('link', { name: tr('onboarding.banner.action') })).toHaveAttribute('href', '/en/dashboard/setup');
  },
};
/** The container asks `onboarding.status` when it is given the setup's address: not started yet, so the banner. */
export const ContainerSetupNotStarted: Story = {
  render: () => <TeamsHomeContainer {...hrefs} setupHref="/en/dashboard/setup" />,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('teams.list', teams.slice(0, 1)), mockQuery('onboarding.status', freshStatus()));
  },
  play: async ({ canvasElement }) => {
    const banner = within(await within(canvasElement).findByRole('region', { name: tr('onboarding.banner.title') }));
    await expect(banner.getByText(tr('onboarding.banner.bodyCalendar'))).toBeInTheDocument();
  },
};
/** Set up: no banner. */
export const ContainerSetupDone: Story = {
  render: () => <TeamsHomeContainer {...hrefs} setupHref="/en/dashboard/setup" />,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('teams.list', teams), mockQuery('onboarding.status', doneStatus()));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Riyadh Dental Clinic')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('region', { name: tr('onboarding.banner.title') })).toBeNull();
  },
};
