import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoUser, mockError, mockMutation, mockPending, mockQuery } from '../../mocks/index.ts';
import { Account } from './Account.tsx';
import { AccountContainer } from './Account.container.tsx';

const meta = {
  title: 'Screens/Account',
  component: Account,
  args: {
    user: demoUser,
    onSaveDetails: fn(),
    onRequestEmailChange: fn(),
    onConfirmEmailChange: fn(),
    onCancelEmailChange: fn(),
    onChangePassword: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof Account>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const name = c.getByRole('textbox', { name: /full name|الاسم الكامل/i });
    await userEvent.clear(name);
    await userEvent.type(name, 'Sara Q.');
    await userEvent.click(c.getByRole('radio', { name: 'العربية' }));
    await userEvent.click(c.getByRole('button', { name: /save details|حفظ البيانات/i }));
    await expect(args.onSaveDetails).toHaveBeenCalledWith({ fullName: 'Sara Q.', timezone: 'Asia/Riyadh', locale: 'ar' });
  },
};

export const DetailsValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.clear(c.getByRole('textbox', { name: /full name|الاسم الكامل/i }));
    await userEvent.click(c.getByRole('button', { name: /save details|حفظ البيانات/i }));
    await expect(args.onSaveDetails).not.toHaveBeenCalled();
    await expect(c.getByRole('textbox', { name: /full name|الاسم الكامل/i })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ChangePassword: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const [current, next] = [...canvasElement.querySelectorAll('input[type=password]')] as HTMLInputElement[];
    await userEvent.type(current!, 'old-password-1');
    await userEvent.type(next!, 'short');
    await userEvent.click(c.getByRole('button', { name: /change password|تغيير كلمة المرور/i }));
    await expect(args.onChangePassword).not.toHaveBeenCalled();
    await userEvent.type(next!, '-and-longer');
    await userEvent.click(c.getByRole('button', { name: /change password|تغيير كلمة المرور/i }));
    await expect(args.onChangePassword).toHaveBeenCalledWith({ currentPassword: 'old-password-1', newPassword: 'short-and-longer' });
  },
};

export const WrongCurrentPassword: Story = { args: { password: { error: 'WRONG_PASSWORD' } } };
export const EmailTaken: Story = { args: { emailChange: { error: 'EMAIL_TAKEN' } } };
export const EmailCodeSent: Story = {
  args: { emailChange: { sentTo: 'sara.new@example.com' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: /code|رمز/i }), '123456');
    await userEvent.click(c.getByRole('button', { name: /confirm new email|تأكيد البريد الجديد/i }));
    await expect(args.onConfirmEmailChange).toHaveBeenCalledWith('123456');
  },
};
export const EmailWrongCode: Story = { args: { emailChange: { sentTo: 'sara.new@example.com', error: 'INVALID_OTP' } } };
export const WithAnalyticsConsent: Story = {
  args: { analytics: { consent: true, onChange: fn() } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('switch'));
    await expect(args.analytics!.onChange).toHaveBeenCalledWith(false);
  },
};
export const Saving: Story = { args: { details: { isPending: true }, logoutPending: true } };
export const Loading: Story = { args: { user: undefined } };
export const LoadError: Story = { args: { user: undefined, loadError: 'UNEXPECTED', onRetry: fn() } };
export const Arabic: Story = { args: { user: { ...demoUser, fullName: 'سارة القحطاني', locale: 'ar' } } };

/** The container against a mocked API: saving details shows a toast and hands the new user to the app. */
export const Container: StoryObj<typeof AccountContainer> = {
  render: (args) => <AccountContainer {...args} />,
  args: { onUserChanged: fn(), onLoggedOut: fn() },
  beforeEach: ({ msw }) => {
    msw.use(
      mockQuery('account.me', demoUser),
      mockMutation('account.update', (input) => ({ ...demoUser, ...input })),
      mockMutation('account.logout', { ok: true }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const name = await c.findByRole('textbox', { name: /full name|الاسم الكامل/i });
    await userEvent.clear(name);
    await userEvent.type(name, 'Sara Qahtani');
    await userEvent.click(c.getByRole('button', { name: /save details|حفظ البيانات/i }));
    await waitFor(() => expect(args.onUserChanged).toHaveBeenCalledWith(expect.objectContaining({ fullName: 'Sara Qahtani' })));
    await expect(await within(document.body).findByText(/Details saved|حُفظت البيانات/)).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: /log out|تسجيل الخروج/i }));
    await waitFor(() => expect(args.onLoggedOut).toHaveBeenCalled());
  },
};
export const ContainerWrongPassword: StoryObj<typeof AccountContainer> = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('account.me', demoUser), mockError('account.changePassword', 'WRONG_PASSWORD', 'post'));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('textbox', { name: /full name|الاسم الكامل/i });
    const [current, next] = [...canvasElement.querySelectorAll('input[type=password]')] as HTMLInputElement[];
    await userEvent.type(current!, 'not-my-password');
    await userEvent.type(next!, 'a-new-password');
    await userEvent.click(c.getByRole('button', { name: /change password|تغيير كلمة المرور/i }));
    await expect(await c.findByText(/current password is incorrect|كلمة المرور الحالية غير صحيحة/i)).toBeInTheDocument();
  },
};
export const ContainerLoading: StoryObj<typeof AccountContainer> = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(mockPending('account.me'));
  },
  play: undefined,
};
