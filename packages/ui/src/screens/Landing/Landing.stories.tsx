import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { demoUser, mockError, mockPending, mockQuery } from '../../mocks/index.ts';
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
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await expect(c.getAllByRole('link')[0]).toHaveAttribute('href', '/en/auth/otp');
  },
};
/** As the app composes it: the password sign-in beside the hero (SPEC §2 "landing page with login"). */
export const LoggedOutWithLogin: Story = {
  args: {
    login: <LoginForm headingLevel={2} onSubmit={fn()} otpHref="/en/auth/otp" resetHref="/en/auth/password/resetrequest" registerHref="/en/auth/register" />,
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(c.getByRole('heading', { level: 2 })).toBeInTheDocument();
  },
};
export const LoggedIn: Story = { args: { user: demoUser } };
export const Loading: Story = { args: { user: undefined } };

/** Container against a mocked API: account.me answers UNAUTHORIZED → login entry. */
export const ContainerLoggedOut: Story = {
  render: (args) => <LandingContainer {...hrefs} {...args} />,
  beforeEach: ({ msw }) => {
    msw.use(mockError('account.me', 'UNAUTHORIZED'));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('link', { name: /log in|تسجيل الدخول/i })).toBeInTheDocument();
  },
};
export const ContainerLoggedIn: Story = {
  render: (args) => <LandingContainer {...hrefs} {...args} />,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('account.me', demoUser));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText(/Sara Al-Qahtani/)).toBeInTheDocument();
  },
};
export const ContainerLoading: Story = {
  render: (args) => <LandingContainer {...hrefs} {...args} />,
  beforeEach: ({ msw }) => {
    msw.use(mockPending('account.me'));
  },
};
