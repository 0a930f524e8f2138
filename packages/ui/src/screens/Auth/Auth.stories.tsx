import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from './LoginForm.tsx';
import { OtpForm } from './OtpForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { ResetRequestForm, ResetSubmitForm } from './ResetForms.tsx';
import { GoogleAuthStatus } from './GoogleAuthStatus.tsx';

const links = { otpHref: '/en/auth/otp', resetHref: '/en/auth/password/resetrequest', registerHref: '/en/auth/register' };

const meta = {
  title: 'Screens/Auth',
  component: LoginForm,
  args: { onSubmit: fn(), ...links },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const [email, password] = [c.getByRole('textbox'), canvasElement.querySelector('input[type=password]') as HTMLInputElement];
    await userEvent.type(email, 'Nora@Example.com');
    await userEvent.type(password, 'secret-password');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'nora@example.com', password: 'secret-password' });
  },
};

export const LoginValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox'), 'not-an-email');
    await userEvent.click(c.getAllByRole('button').at(-1)!);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(c.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};
export const LoginWrongPassword: Story = { args: { error: 'INVALID_CREDENTIALS' } };
export const LoginRateLimited: Story = { args: { error: 'RATE_LIMITED' } };
export const LoginPending: Story = { args: { isPending: true } };
export const LoginWithGoogle: Story = { args: { googleHref: '/auth/google/start?locale=en' } };

export const OtpEmailStep: StoryObj<typeof OtpForm> = {
  render: (args) => <OtpForm {...args} />,
  args: { purpose: 'login', onRequestCode: fn(), onVerify: fn(), onChangeEmail: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox'), 'sara@example.com');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRequestCode).toHaveBeenCalledWith('sara@example.com');
  },
};
export const OtpCodeStep: StoryObj<typeof OtpForm> = {
  render: (args) => <OtpForm {...args} />,
  args: {
    purpose: 'login',
    sentTo: 'sara@example.com',
    resendAt: '2026-11-22T09:00:45Z',
    now: () => Date.parse('2026-11-22T09:00:00Z'),
    onRequestCode: fn(),
    onVerify: fn(),
    onChangeEmail: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const input = c.getByRole('textbox');
    await userEvent.type(input, '12a3456');
    await expect(input).toHaveValue('123456');
    await userEvent.keyboard('{Enter}');
    await expect(args.onVerify).toHaveBeenCalledWith('sara@example.com', '123456');
  },
};
export const OtpInvalidCode: StoryObj<typeof OtpForm> = {
  ...OtpCodeStep,
  args: { ...OtpCodeStep.args, error: 'INVALID_OTP' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/Invalid OTP code|رمز التحقق غير صحيح/).length).toBeGreaterThan(0);
  },
};
export const OtpVerifyEmail: StoryObj<typeof OtpForm> = {
  ...OtpCodeStep,
  args: { ...OtpCodeStep.args, purpose: 'verify_email' },
  play: undefined,
};

export const Register: StoryObj<typeof RegisterForm> = {
  render: (args) => <RegisterForm {...args} />,
  args: { onSubmit: fn(), loginHref: '/en' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const [name, email] = c.getAllByRole('textbox');
    await userEvent.type(name!, 'Nora Al-Harbi');
    await userEvent.type(email!, 'nora@example.com');
    await userEvent.type(canvasElement.querySelector('input[type=password]')!, 'long-enough-pass');
    await userEvent.click(c.getByRole('checkbox'));
    await userEvent.click(c.getAllByRole('button').at(-1)!);
    await expect(args.onSubmit).toHaveBeenCalledWith({ fullName: 'Nora Al-Harbi', email: 'nora@example.com', password: 'long-enough-pass', businessUse: true });
  },
};
export const RegisterEmailTaken: StoryObj<typeof RegisterForm> = { ...Register, args: { ...Register.args, error: 'EMAIL_TAKEN' }, play: undefined };

export const ResetRequest: StoryObj<typeof ResetRequestForm> = {
  render: (args) => <ResetRequestForm {...args} />,
  args: { onSubmit: fn(), loginHref: '/en' },
};
export const ResetRequestSent: StoryObj<typeof ResetRequestForm> = { ...ResetRequest, args: { ...ResetRequest.args, sentTo: 'sara@example.com' } };

export const ResetSubmit: StoryObj<typeof ResetSubmitForm> = {
  render: (args) => <ResetSubmitForm {...args} />,
  args: { token: 'x'.repeat(43), onSubmit: fn(), requestHref: '/en/auth/password/resetrequest' },
  play: async ({ canvasElement, args }) => {
    const [a, b] = [...canvasElement.querySelectorAll('input[type=password]')] as HTMLInputElement[];
    await userEvent.type(a!, 'new-password-1');
    await userEvent.type(b!, 'new-password-2');
    await userEvent.click(within(canvasElement).getAllByRole('button').at(-1)!);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(b!);
    await userEvent.type(b!, 'new-password-1');
    await userEvent.click(within(canvasElement).getAllByRole('button').at(-1)!);
    await expect(args.onSubmit).toHaveBeenCalledWith('new-password-1');
  },
};
export const ResetSubmitExpired: StoryObj<typeof ResetSubmitForm> = { ...ResetSubmit, args: { ...ResetSubmit.args, error: 'RESET_TOKEN_INVALID' }, play: undefined };
export const ResetSubmitNoToken: StoryObj<typeof ResetSubmitForm> = { ...ResetSubmit, args: { ...ResetSubmit.args, token: null }, play: undefined };

export const GoogleWorking: StoryObj<typeof GoogleAuthStatus> = { render: (args) => <GoogleAuthStatus {...args} />, args: { loginHref: '/en' } };
export const GoogleFailed: StoryObj<typeof GoogleAuthStatus> = { ...GoogleWorking, args: { loginHref: '/en', error: 'GOOGLE_SIGNIN_FAILED' } };
