import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoUser, errorBody, mockError, mockMutation, mockQuery } from '../../mocks/index.ts';
import { storyTr } from '../../i18n/stories.ts';
import { labelText } from '../../components/Field/labelText.ts';
import { LoginContainer, OtpContainer, RegisterContainer, ResetRequestContainer, ResetSubmitContainer } from './Auth.container.tsx';

/** The sign-in containers against a mocked API: what a failed call looks like on the form. */
const meta = {
  title: 'Screens/Auth/Containers',
  component: LoginContainer,
  args: {
    onSignedIn: fn(),
    onNeedsVerification: fn(),
    googleHref: '/auth/google/start?locale=en',
    otpHref: '/en/auth/otp',
    resetHref: '/en/auth/password/resetrequest',
    registerHref: '/en/auth/register',
  },
} satisfies Meta<typeof LoginContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

const logIn = async (canvasElement: HTMLElement) => {
  const t = storyTr();
  const c = within(canvasElement);
  await userEvent.type(c.getByRole('textbox', { name: t('auth.email') }), 'sara@example.com');
  await userEvent.type(c.getByLabelText(labelText(t('auth.password'))), 'not-the-password');
  await userEvent.click(c.getByRole('button', { name: t('auth.login.submit') }));
};

/** auth.loginPassword answers INVALID_CREDENTIALS: the form shows the translated alert. */
export const LoginWrongPassword: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('auth.providers', { google: false }), mockError('auth.loginPassword', 'INVALID_CREDENTIALS', 'post'));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await logIn(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t('errors.INVALID_CREDENTIALS'));
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** Too many attempts: RATE_LIMITED reaches the user as its own message. */
export const LoginRateLimited: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('auth.providers', { google: false }), mockError('auth.loginPassword', 'RATE_LIMITED', 'post'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await logIn(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t('errors.RATE_LIMITED'));
  },
};

/** Right password, unverified email: the app is told to move to the code step. */
export const LoginUnverified: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('auth.providers', { google: false }), mockError('auth.loginPassword', 'EMAIL_NOT_VERIFIED', 'post'));
  },
  play: async ({ canvasElement, args }) => {
    await logIn(canvasElement);
    await waitFor(() => expect(args.onNeedsVerification).toHaveBeenCalledWith('sara@example.com'));
  },
};

/**
 * Many wrong passwords for the address: auth.loginPassword answers LOGIN_CODE_REQUIRED, the form asks
 * auth.requestOtp for a code, shows a code field and signs in with password and code together.
 */
export const LoginCodeRequired: Story = {
  beforeEach: ({ msw }) => {
    const sent: { email?: string; purpose?: string }[] = [];
    msw.use(
      mockQuery('auth.providers', { google: false }),
      http.post('*/trpc/auth.loginPassword', async ({ request }) => {
        const input = (await request.json()) as { code?: string };
        if (input.code === '123456') return HttpResponse.json({ result: { data: demoUser } });
        const body = errorBody('auth.loginPassword', input.code ? 'INVALID_OTP' : 'LOGIN_CODE_REQUIRED');
        return HttpResponse.json(body, { status: body.error.data.httpStatus });
      }),
      mockMutation('auth.requestOtp', (input) => {
        sent.push(input);
        return { ok: true as const, resendAt: new Date(Date.now() + 60_000).toISOString() };
      }),
    );
    (globalThis as { __codesSent?: typeof sent }).__codesSent = sent;
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await logIn(canvasElement);
    await expect(await c.findByText(t('auth.login.codeNeeded', { email: 'sara@example.com' }))).toBeVisible();
    await expect((globalThis as { __codesSent?: unknown[] }).__codesSent).toEqual([{ email: 'sara@example.com', purpose: 'login' }]);
    await expect(c.queryByRole('alert', { name: t('errors.LOGIN_CODE_REQUIRED') })).toBeNull();
    const code = c.getByRole('textbox', { name: t('auth.code') });
    await userEvent.type(code, '654321');
    await userEvent.click(c.getByRole('button', { name: t('auth.login.submit') }));
    // A wrong code: one message, under the field (no alert repeating it, no "code sent" notice beside it).
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    await expect(code).toHaveAccessibleDescription(expect.stringContaining(t('auth.otp.wrongCode')));
    await expect(canvasElement.textContent!.split(t('errors.INVALID_OTP'))).toHaveLength(2);
    await expect(c.queryByRole('alert')).toBeNull();
    await expect(c.queryByText(t('auth.login.codeNeeded', { email: 'sara@example.com' }))).toBeNull();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(c.getByRole('button', { name: t('auth.login.submit') }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ email: demoUser.email })));
  },
};

/** Google shows only when the API says it is configured. */
export const LoginWithGoogle: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('auth.providers', { google: true }), mockMutation('auth.loginPassword', demoUser));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(await c.findByRole('link', { name: t('auth.login.google') })).toHaveAttribute('href', args.googleHref);
    await logIn(canvasElement);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ email: demoUser.email })));
  },
};

/** The API refused a field (here a name it cannot store): the message sits under that field, translated. */
export const RegisterServerFieldError: StoryObj<typeof RegisterContainer> = {
  render: (args) => <RegisterContainer {...args} />,
  args: { loginHref: '/en', onRegistered: fn() },
  beforeEach: ({ msw }) => {
    const body = errorBody('auth.register', 'INVALID_REQUEST');
    const withFields = { error: { ...body.error, data: { ...body.error.data, appError: { code: 'INVALID_REQUEST', fields: [{ path: 'fullName', issue: 'invalid_characters' }] } } } };
    msw.use(http.post('*/trpc/auth.register', () => HttpResponse.json(withFields, { status: body.error.data.httpStatus })));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const name = c.getByRole('textbox', { name: t('auth.fullName') });
    await userEvent.type(name, 'Nora');
    await userEvent.type(c.getByRole('textbox', { name: t('auth.email') }), 'nora@example.com');
    await userEvent.type(c.getByLabelText(labelText(t('auth.password'))), 'long-enough-pass');
    await userEvent.click(c.getByRole('button', { name: t('auth.register.submit') }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(t('validation.invalid_characters')));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    // INVALID_REQUEST with field issues is said on the fields, not as a vague banner.
    await expect(c.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onRegistered).not.toHaveBeenCalled();
  },
};

/** Code sign-in end to end: ask for a code, type a wrong one, see it refused on the code field. */
export const OtpWrongCode: StoryObj<typeof OtpContainer> = {
  render: (args) => <OtpContainer {...args} />,
  args: { purpose: 'login', onSignedIn: fn() },
  beforeEach: ({ msw }) => {
    msw.use(mockMutation('auth.requestOtp', () => ({ ok: true as const, resendAt: new Date(Date.now() + 60_000).toISOString() })), mockError('auth.verifyOtp', 'INVALID_OTP', 'post'));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: t('auth.email') }), 'sara@example.com');
    await userEvent.click(c.getByRole('button', { name: t('auth.otp.send') }));
    const code = await c.findByRole('textbox', { name: t('auth.code') });
    await expect(c.getByRole('status')).toHaveTextContent(t('auth.otp.sent', { email: 'sara@example.com' }));
    await expect(c.getByRole('button', { name: t('auth.otp.resend') })).toBeDisabled();
    await userEvent.type(code, '000000');
    await userEvent.click(c.getByRole('button', { name: t('auth.otp.verify') }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining(t('auth.otp.wrongCode'))));
    // One message, read with the field (the focus is back on it): not again in an alert, and the green "Code sent" gone beside it.
    await expect(code).toHaveFocus();
    await expect(c.queryByRole('alert')).toBeNull();
    await expect(c.queryByText(t('auth.otp.sent', { email: 'sara@example.com' }))).toBeNull();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** A reset request always answers the same: the "if an account exists" notice. */
export const ResetRequestSent: StoryObj<typeof ResetRequestContainer> = {
  render: (args) => <ResetRequestContainer {...args} />,
  args: { loginHref: '/en' },
  beforeEach: ({ msw }) => {
    msw.use(mockMutation('auth.resetRequest', { ok: true }));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: t('auth.email') }), 'nobody@example.com');
    await userEvent.click(c.getByRole('button', { name: t('auth.reset.requestSubmit') }));
    await expect(await c.findByRole('status')).toHaveTextContent(t('auth.reset.sent', { email: 'nobody@example.com' }));
  },
};

/** The link was used or expired: RESET_TOKEN_INVALID as an alert, with the way to a new link. */
export const ResetSubmitExpired: StoryObj<typeof ResetSubmitContainer> = {
  render: (args) => <ResetSubmitContainer {...args} />,
  args: { token: 'x'.repeat(43), requestHref: '/en/auth/password/resetrequest', onSignedIn: fn() },
  beforeEach: ({ msw }) => {
    msw.use(mockError('auth.resetSubmit', 'RESET_TOKEN_INVALID', 'post'));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText(labelText(t('auth.newPassword'))), 'new-password-1');
    await userEvent.type(c.getByLabelText(labelText(t('auth.confirmPassword'))), 'new-password-1');
    await userEvent.click(c.getByRole('button', { name: t('auth.reset.submitSubmit') }));
    await expect(await c.findByRole('alert')).toHaveTextContent(t('errors.RESET_TOKEN_INVALID'));
    await expect(c.getByRole('link', { name: t('auth.reset.requestTitle') })).toHaveAttribute('href', '/en/auth/password/resetrequest');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};
