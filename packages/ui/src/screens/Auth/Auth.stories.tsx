import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PASSWORD_MIN } from '@waqt/contracts';
import { storyTr } from '../../i18n/stories.ts';
import { labelText } from '../../components/Field/labelText.ts';
import { LoginForm } from './LoginForm.tsx';
import { OtpForm } from './OtpForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { ResetRequestForm, ResetSubmitForm } from './ResetForms.tsx';
import { GoogleAuthStatus } from './GoogleAuthStatus.tsx';
import { phoneViewport } from '../../mocks/viewports.ts';

const links = { otpHref: '/en/auth/otp', resetHref: '/en/auth/password/resetrequest', registerHref: '/en/auth/register' };

const meta = {
  title: 'Screens/Auth',
  component: LoginForm,
  args: { onSubmit: fn(), ...links },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A pending button's name: react-aria adds the spinner's "Loading…" to the label. */
const pendingName = (t: ReturnType<typeof storyTr>, label: string) => `${t('common.loading')} ${label}`;

export const Login: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: t('auth.email') }), 'Nora@Example.com');
    await userEvent.type(c.getByLabelText(labelText(t('auth.password'))), 'secret-password');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'nora@example.com', password: 'secret-password' });
    await expect(c.queryByRole('alert')).not.toBeInTheDocument();
    await expect(c.getByRole('link', { name: t('auth.login.withCode') })).toHaveAttribute('href', links.otpHref);
    await expect(c.getByRole('link', { name: t('auth.login.forgot') })).toHaveAttribute('href', links.resetHref);
    await expect(c.getByRole('link', { name: t('auth.login.register') })).toHaveAttribute('href', links.registerHref);
    // Google is not configured in this story: no button for it.
    await expect(c.queryByRole('link', { name: t('auth.login.google') })).not.toBeInTheDocument();
  },
};

export const LoginValidation: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const email = c.getByRole('textbox', { name: t('auth.email') });
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(c.getByRole('button', { name: t('auth.login.submit') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(t('validation.invalid_email'));
    await expect(c.getByLabelText(labelText(t('auth.password')))).toHaveAccessibleDescription(t('validation.required'));
    // As every form on useForm: the first field to fix has the focus.
    await expect(email).toHaveFocus();
  },
};

/**
 * Submitted before anything was typed: the form's schema is a lazy chunk (fetched on the first edit,
 * schemas.ts), so here the submit itself fetches it — and still refuses, with the same words as before.
 */
export const LoginSubmittedEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: t('auth.login.submit') }));
    const email = c.getByRole('textbox', { name: t('auth.email') });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription(t('validation.invalid_email'));
    await expect(c.getByLabelText(labelText(t('auth.password')))).toHaveAccessibleDescription(t('validation.required'));
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The API said the email or password is wrong: one alert, the same words whichever was wrong. */
export const LoginWrongPassword: Story = {
  args: { error: 'INVALID_CREDENTIALS' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(t('errors.INVALID_CREDENTIALS'));
    await expect(c.getByRole('textbox', { name: t('auth.email') })).not.toHaveAttribute('aria-invalid');
    await expect(c.getByRole('button', { name: t('auth.login.submit') })).toBeEnabled();
  },
};

/** Too many attempts: the alert says so; the one-time-code way in stays offered. */
export const LoginRateLimited: Story = {
  args: { error: 'RATE_LIMITED' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(t('errors.RATE_LIMITED'));
    await expect(c.getByRole('link', { name: t('auth.login.withCode') })).toBeVisible();
  },
};

/** Signing in: the button shows it is busy and a second press sends nothing. */
export const LoginPending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const submit = c.getByRole('button', { name: pendingName(t, t('auth.login.submit')) });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(c.getByRole('textbox', { name: t('auth.email') }), 'nora@example.com');
    await userEvent.type(c.getByLabelText(labelText(t('auth.password'))), 'secret-password');
    await userEvent.click(submit);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LoginWithGoogle: Story = {
  args: { googleHref: '/auth/google/start?locale=en' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const google = c.getByRole('link', { name: t('auth.login.google') });
    await expect(google).toHaveAttribute('href', '/auth/google/start?locale=en');
    // A full page load: the provider's redirect must not go through the client router.
    await expect(google).toHaveAttribute('target', '_self');
    await expect(c.getByText(t('auth.login.or'))).toBeVisible();
  },
};

const otpArgs = { purpose: 'login' as const, onRequestCode: fn(), onVerify: fn(), onChangeEmail: fn() };
const codeStepArgs = { ...otpArgs, sentTo: 'sara@example.com', resendAt: '2026-11-22T09:00:45Z', now: () => Date.parse('2026-11-22T09:00:00Z') };

export const OtpEmailStep: StoryObj<typeof OtpForm> = {
  render: (args) => <OtpForm {...args} />,
  args: otpArgs,
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('auth.otp.title') })).toBeVisible();
    const email = c.getByRole('textbox', { name: t('auth.email') });
    await userEvent.type(email, 'sara@');
    await userEvent.click(c.getByRole('button', { name: t('auth.otp.send') }));
    await expect(args.onRequestCode).not.toHaveBeenCalled();
    await expect(email).toHaveAccessibleDescription(t('validation.invalid_email'));
    await userEvent.type(email, 'example.com');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRequestCode).toHaveBeenCalledWith('sara@example.com');
  },
};

/** The code went out: where to, the code field, and "send a new code" locked for the 45 s left. */
export const OtpCodeStep: StoryObj<typeof OtpForm> = {
  render: (args) => <OtpForm {...args} />,
  args: codeStepArgs,
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent(t('auth.otp.sent', { email: 'sara@example.com' }));
    await expect(c.getByRole('button', { name: t('auth.otp.resend') })).toBeDisabled();
    await expect(c.getByText(t('auth.otp.resendIn', { seconds: 45 }))).toBeVisible();
    const input = c.getByRole('textbox', { name: t('auth.code') });
    await expect(input).toHaveAccessibleDescription(t('auth.codeHelp', { email: 'sara@example.com' }));
    await userEvent.type(input, '12a3456');
    await expect(input).toHaveValue('123456');
    await userEvent.keyboard('{Enter}');
    await expect(args.onVerify).toHaveBeenCalledWith('sara@example.com', '123456');
    await userEvent.click(c.getByRole('button', { name: t('auth.otp.changeEmail') }));
    await expect(args.onChangeEmail).toHaveBeenCalledOnce();
  },
};

/** The wait is over: a new code can be asked for, to the same address. */
export const OtpResendAvailable: StoryObj<typeof OtpForm> = {
  render: (args) => <OtpForm {...args} />,
  args: { ...codeStepArgs, resendAt: '2026-11-22T08:59:00Z' },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.queryByText(t('auth.otp.resendIn', { seconds: 45 }))).not.toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: t('auth.otp.resend') }));
    await expect(args.onRequestCode).toHaveBeenCalledWith('sara@example.com');
  },
};

/**
 * A wrong code (issue 23): one message, under the field, in plain words that keep the spec's "Invalid OTP
 * code" — no alert above the form repeating it, and no green "Code sent" beside it.
 */
export const OtpInvalidCode: StoryObj<typeof OtpForm> = {
  ...OtpCodeStep,
  args: { ...codeStepArgs, error: 'INVALID_OTP' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const input = c.getByRole('textbox', { name: t('auth.code') });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(t('auth.otp.wrongCode')));
    await expect(input).toHaveFocus();
    await expect(t('auth.otp.wrongCode')).toContain(t('errors.INVALID_OTP'));
    await expect(canvasElement.textContent!.split(t('errors.INVALID_OTP'))).toHaveLength(2);
    await expect(c.queryByRole('alert')).toBeNull();
    await expect(c.queryByRole('status')).toBeNull();
    await expect(c.queryByText(t('auth.otp.sent', { email: 'sara@example.com' }))).toBeNull();
  },
};

/** A code that expired (or was used up): said once above the form, the "Code sent" notice gone; the field itself is not wrong. */
export const OtpCodeExpired: StoryObj<typeof OtpForm> = {
  ...OtpCodeStep,
  args: { ...codeStepArgs, error: 'OTP_EXPIRED' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(t('errors.OTP_EXPIRED'));
    await expect(canvasElement.textContent!.split(t('errors.OTP_EXPIRED'))).toHaveLength(2);
    await expect(c.queryByRole('status')).toBeNull();
    await expect(c.getByRole('textbox', { name: t('auth.code') })).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** After sign-up: the same code step, worded as activating the account. */
export const OtpVerifyEmail: StoryObj<typeof OtpForm> = {
  ...OtpCodeStep,
  args: { ...codeStepArgs, purpose: 'verify_email' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('auth.otp.verifyTitle') })).toBeVisible();
    await expect(c.getByText(t('auth.otp.verifyLead'))).toBeVisible();
    await expect(c.getByRole('button', { name: t('auth.otp.verify') })).toBeEnabled();
  },
};

export const Register: StoryObj<typeof RegisterForm> = {
  render: (args) => <RegisterForm {...args} />,
  args: { onSubmit: fn(), loginHref: '/en' },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: t('auth.fullName') }), 'Nora Al-Harbi');
    await userEvent.type(c.getByRole('textbox', { name: t('auth.email') }), 'nora@example.com');
    const password = c.getByLabelText(labelText(t('auth.password')));
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(password, 'short');
    await userEvent.click(c.getByRole('button', { name: t('auth.register.submit') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(password).toHaveAccessibleDescription(expect.stringContaining(t('validation.too_small', { min: PASSWORD_MIN })));
    await userEvent.type(password, '-but-long-enough');
    await userEvent.click(c.getByRole('checkbox', { name: t('auth.register.businessUse') }));
    await userEvent.click(c.getByRole('button', { name: t('auth.register.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ fullName: 'Nora Al-Harbi', email: 'nora@example.com', password: 'short-but-long-enough', businessUse: true });
    // The terms and the privacy policy are real pages, in the page's language (issue 23).
    const lang = document.documentElement.lang;
    await expect(c.getByRole('link', { name: t('routes.terms') })).toHaveAttribute('href', `/${lang}/terms`);
    await expect(c.getByRole('link', { name: t('routes.privacy') })).toHaveAttribute('href', `/${lang}/privacy`);
  },
};

/** A taken email is said on the email field itself, not in a banner. */
export const RegisterEmailTaken: StoryObj<typeof RegisterForm> = {
  ...Register,
  args: { ...Register.args, error: 'EMAIL_TAKEN' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const email = c.getByRole('textbox', { name: t('auth.email') });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(t('errors.EMAIL_TAKEN'));
    await expect(c.queryByRole('alert')).not.toBeInTheDocument();
    await expect(c.getByRole('link', { name: t('auth.register.login') })).toHaveAttribute('href', '/en');
  },
};

/** Any other failure (here too many sign-ups from one place) is a form-level alert. */
export const RegisterRateLimited: StoryObj<typeof RegisterForm> = {
  ...Register,
  args: { ...Register.args, error: 'RATE_LIMITED' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('errors.RATE_LIMITED'));
  },
};

export const ResetRequest: StoryObj<typeof ResetRequestForm> = {
  render: (args) => <ResetRequestForm {...args} />,
  args: { onSubmit: fn(), loginHref: '/en' },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: t('auth.email') }), 'Sara@Example.com');
    await userEvent.click(c.getByRole('button', { name: t('auth.reset.requestSubmit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith('sara@example.com');
    await expect(c.getByRole('link', { name: t('auth.reset.backToLogin') })).toHaveAttribute('href', '/en');
  },
};

/** The same answer whether or not an account exists for the address. */
export const ResetRequestSent: StoryObj<typeof ResetRequestForm> = {
  ...ResetRequest,
  args: { ...ResetRequest.args, sentTo: 'sara@example.com' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent(t('auth.reset.sent', { email: 'sara@example.com' }));
    await expect(c.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const ResetSubmit: StoryObj<typeof ResetSubmitForm> = {
  render: (args) => <ResetSubmitForm {...args} />,
  args: { token: 'x'.repeat(43), onSubmit: fn(), requestHref: '/en/auth/password/resetrequest' },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const password = c.getByLabelText(labelText(t('auth.newPassword')));
    const confirm = c.getByLabelText(labelText(t('auth.confirmPassword')));
    await expect(password).toHaveAccessibleDescription(t('auth.register.passwordHelp', { min: PASSWORD_MIN }));
    await userEvent.type(password, 'new-password-1');
    await userEvent.type(confirm, 'new-password-2');
    await userEvent.click(c.getByRole('button', { name: t('auth.reset.submitSubmit') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(confirm).toHaveAccessibleDescription(t('auth.reset.mismatch'));
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'new-password-1');
    await userEvent.click(c.getByRole('button', { name: t('auth.reset.submitSubmit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith('new-password-1');
  },
};

/** A used or expired link: the alert says so and the way to a new link is right there. */
export const ResetSubmitExpired: StoryObj<typeof ResetSubmitForm> = {
  ...ResetSubmit,
  args: { ...ResetSubmit.args, error: 'RESET_TOKEN_INVALID' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(t('errors.RESET_TOKEN_INVALID'));
    await expect(c.getByRole('link', { name: t('auth.reset.requestTitle') })).toHaveAttribute('href', '/en/auth/password/resetrequest');
  },
};

/** A link cut short (no token): no form to fill in vain, only the explanation and the way back. */
export const ResetSubmitNoToken: StoryObj<typeof ResetSubmitForm> = {
  ...ResetSubmit,
  args: { ...ResetSubmit.args, token: null },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(t('auth.reset.missingToken'));
    await expect(c.queryByLabelText(labelText(t('auth.newPassword')))).not.toBeInTheDocument();
    await expect(c.queryByRole('button', { name: t('auth.reset.submitSubmit') })).not.toBeInTheDocument();
    await expect(c.getByRole('link', { name: t('auth.reset.requestTitle') })).toBeVisible();
  },
};

export const GoogleWorking: StoryObj<typeof GoogleAuthStatus> = {
  render: (args) => <GoogleAuthStatus {...args} />,
  args: { loginHref: '/en' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent(t('auth.google.working'));
    await expect(c.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const GoogleFailed: StoryObj<typeof GoogleAuthStatus> = {
  ...GoogleWorking,
  args: { loginHref: '/en', error: 'GOOGLE_SIGNIN_FAILED' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(t('errors.GOOGLE_SIGNIN_FAILED'));
    await expect(c.getByRole('link', { name: t('auth.google.tryAgain') })).toHaveAttribute('href', '/en');
    await expect(c.queryByText(t('auth.google.working'))).not.toBeInTheDocument();
  },
};

/** Nothing on the page is wider than the phone: no sideways scrolling, every control inside the screen. */
async function expectFitsPhone(canvasElement: HTMLElement) {
  await expect(window.innerWidth).toBe(390);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  for (const el of canvasElement.querySelectorAll<HTMLElement>('input, button, a, h1, h2, p')) {
    const box = el.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  }
}

/** At 390 px: sign-in with the mailed code required and Google offered — the widest the card gets. */
export const LoginPhone: Story = {
  tags: ['visual'],
  parameters: phoneViewport.parameters,
  globals: phoneViewport.globals,
  args: { googleHref: '/auth/google/start?locale=en', codeSentTo: 'sara.alqahtani.clinic@example.com', onResendCode: fn(), defaultEmail: 'sara.alqahtani.clinic@example.com' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('auth.login.title') })).toBeVisible();
    await expect(c.getByRole('textbox', { name: t('auth.code') })).toBeVisible();
    await expectFitsPhone(canvasElement);
  },
};

/** At 390 px: the sign-up form, terms note and links fit the phone. */
export const RegisterPhone: StoryObj<typeof RegisterForm> = {
  tags: ['visual'],
  parameters: phoneViewport.parameters,
  globals: phoneViewport.globals,
  render: (args) => <RegisterForm {...args} />,
  args: { onSubmit: fn(), loginHref: '/en/auth/login' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: t('auth.register.title') })).toBeVisible();
    await expectFitsPhone(canvasElement);
  },
};

/** At 390 px: the six code boxes, the resend row and the countdown fit the phone. */
export const OtpCodeStepPhone: StoryObj<typeof OtpForm> = {
  tags: ['visual'],
  parameters: phoneViewport.parameters,
  globals: phoneViewport.globals,
  render: (args) => <OtpForm {...args} />,
  args: { ...codeStepArgs, sentTo: 'sara.alqahtani.clinic@example.com' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(within(canvasElement).getByRole('textbox', { name: t('auth.code') })).toBeVisible();
    await expectFitsPhone(canvasElement);
  },
};
