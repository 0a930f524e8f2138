import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { demoUser, mockError, mockPending, mockQuery } from '../../mocks/index.ts';
import { storyTr } from '../../i18n/stories.ts';
import { Landing } from './Landing.tsx';
import { LandingContainer } from './Landing.container.tsx';
import { LoginForm } from '../Auth/LoginForm.tsx';

const hrefs = { loginHref: '/en/auth/otp', registerHref: '/en/auth/register', dashboardHref: '/en/dashboard' };

const meta = {
  title: 'Screens/Landing',
  component: Landing,
  args: { ...hrefs, user: null },
} satisfies Meta<typeof Landing>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('landing.title') })).toBeVisible();
    await expect(c.getByRole('link', { name: t('landing.login') })).toHaveAttribute('href', hrefs.loginHref);
    await expect(c.getByRole('link', { name: t('landing.register') })).toHaveAttribute('href', hrefs.registerHref);
    await expect(c.queryByRole('link', { name: t('landing.goToDashboard') })).not.toBeInTheDocument();
    await expect(c.getByText(t('landing.features.payments'))).toBeVisible();
  },
};
/** As the app composes it: the password sign-in beside the hero (SPEC §2 "landing page with login"). */
export const LoggedOutWithLogin: Story = {
  args: {
    login: <LoginForm headingLevel={2} onSubmit={fn()} otpHref="/en/auth/otp" resetHref="/en/auth/password/resetrequest" registerHref="/en/auth/register" />,
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(c.getByRole('heading', { level: 2, name: t('auth.login.title') })).toBeVisible();
    await expect(c.getByRole('textbox', { name: t('auth.email') })).toBeVisible();
    // The form replaces the hero's "Log in" link; the hero keeps "Create an account".
    const hero = within(c.getByRole('region', { name: t('landing.title') }));
    await expect(hero.queryByRole('link', { name: t('landing.login') })).not.toBeInTheDocument();
    await expect(hero.getByRole('link', { name: t('landing.register') })).toHaveAttribute('href', hrefs.registerHref);
  },
};
export const LoggedIn: Story = {
  tags: ['visual'],
  args: { user: demoUser },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByText(t('landing.signedInAs', { name: demoUser.fullName }))).toBeVisible();
    await expect(c.getByRole('link', { name: t('landing.goToDashboard') })).toHaveAttribute('href', hrefs.dashboardHref);
    await expect(c.queryByRole('link', { name: t('landing.login') })).not.toBeInTheDocument();
    await expect(c.queryByRole('link', { name: t('landing.register') })).not.toBeInTheDocument();
  },
};
/** Not yet known whether someone is signed in: a placeholder announced as loading, no link to guess with. */
export const Loading: Story = {
  args: { user: undefined },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('status', { name: t('common.loading') })).toBeInTheDocument();
    await expect(c.queryByRole('link')).not.toBeInTheDocument();
    await expect(c.getByRole('heading', { level: 1, name: t('landing.title') })).toBeVisible();
  },
};

/** Container against a mocked API: account.me answers UNAUTHORIZED → login entry. */
export const ContainerLoggedOut: Story = {
  render: (args) => <LandingContainer {...hrefs} {...args} />,
  beforeEach: ({ msw }) => {
    msw.use(mockError('account.me', 'UNAUTHORIZED'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(await c.findByRole('link', { name: t('landing.login') })).toHaveAttribute('href', hrefs.loginHref);
  },
};
export const ContainerLoggedIn: Story = {
  render: (args) => <LandingContainer {...hrefs} {...args} />,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('account.me', demoUser));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(await c.findByText(t('landing.signedInAs', { name: demoUser.fullName }))).toBeVisible();
    await expect(c.getByRole('link', { name: t('landing.goToDashboard') })).toHaveAttribute('href', hrefs.dashboardHref);
  },
};
export const ContainerLoading: Story = {
  render: (args) => <LandingContainer {...hrefs} {...args} />,
  beforeEach: ({ msw }) => {
    msw.use(mockPending('account.me'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(await c.findByRole('status', { name: t('common.loading') })).toBeInTheDocument();
    await expect(c.queryByRole('link')).not.toBeInTheDocument();
  },
};
