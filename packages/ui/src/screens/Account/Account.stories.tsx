import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PASSWORD_MIN } from '@waqt/contracts';
import { demoUser, mockError, mockMutation, mockPending, mockQuery } from '../../mocks/index.ts';
import { storyTr } from '../../i18n/stories.ts';
import { labelText } from '../../components/Field/labelText.ts';
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

/** The page's sections, found as a user would: by their headings. */
const section = (canvasElement: HTMLElement, title: string) => within(within(canvasElement).getByRole('region', { name: title }));

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('account.title') })).toBeVisible();
    await expect(c.getByText(t('account.email.current', { email: demoUser.email }))).toBeVisible();
    const name = c.getByRole('textbox', { name: t('auth.fullName') });
    await userEvent.clear(name);
    await userEvent.type(name, 'Sara Q.');
    await userEvent.click(c.getByRole('radio', { name: 'العربية' }));
    await userEvent.click(c.getByRole('button', { name: t('account.details.save') }));
    await expect(args.onSaveDetails).toHaveBeenCalledWith({ fullName: 'Sara Q.', timezone: 'Asia/Riyadh', locale: 'ar' });
    // Analytics is not configured here: nothing to consent to.
    await expect(c.queryByRole('switch')).not.toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: t('account.session.logout') }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const DetailsValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const name = c.getByRole('textbox', { name: t('auth.fullName') });
    await userEvent.clear(name);
    await userEvent.click(c.getByRole('button', { name: t('account.details.save') }));
    await expect(args.onSaveDetails).not.toHaveBeenCalled();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(t('validation.required'));
  },
};

/** Saving the details failed: an alert in the details section, the typed values kept. */
export const DetailsSaveFailed: Story = {
  args: { details: { error: 'UNEXPECTED' } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const details = section(canvasElement, t('account.details.title'));
    await expect(details.getByRole('alert')).toHaveTextContent(t('errors.UNEXPECTED'));
    await expect(details.getByRole('textbox', { name: t('auth.fullName') })).toHaveValue(demoUser.fullName);
    await expect(section(canvasElement, t('account.password.title')).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const ChangePassword: Story = {
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const password = section(canvasElement, t('account.password.title'));
    const current = password.getByLabelText(labelText(t('auth.currentPassword')));
    const next = password.getByLabelText(labelText(t('auth.newPassword')));
    await userEvent.type(current, 'old-password-1');
    await userEvent.type(next, 'short');
    await userEvent.click(password.getByRole('button', { name: t('account.password.save') }));
    await expect(args.onChangePassword).not.toHaveBeenCalled();
    await expect(next).toHaveAttribute('aria-invalid', 'true');
    await expect(next).toHaveAccessibleDescription(expect.stringContaining(t('validation.too_small', { min: PASSWORD_MIN })));
    await userEvent.type(next, '-and-longer');
    await userEvent.click(password.getByRole('button', { name: t('account.password.save') }));
    await expect(args.onChangePassword).toHaveBeenCalledWith({ currentPassword: 'old-password-1', newPassword: 'short-and-longer' });
  },
};

/** The current password was wrong: said on that field, not as a banner. */
export const WrongCurrentPassword: Story = {
  args: { password: { error: 'WRONG_PASSWORD' } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const password = section(canvasElement, t('account.password.title'));
    const current = password.getByLabelText(labelText(t('auth.currentPassword')));
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription(t('errors.WRONG_PASSWORD'));
    await expect(password.getByLabelText(labelText(t('auth.newPassword')))).not.toHaveAttribute('aria-invalid');
    await expect(password.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const EmailTaken: Story = {
  args: { emailChange: { error: 'EMAIL_TAKEN' } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const email = section(canvasElement, t('account.email.title'));
    const field = email.getByRole('textbox', { name: t('account.email.newEmail') });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(t('errors.EMAIL_TAKEN'));
    await expect(email.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Asking for codes too often: a form-level alert in the email section. */
export const EmailRateLimited: Story = {
  args: { emailChange: { error: 'RATE_LIMITED' } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const email = section(canvasElement, t('account.email.title'));
    await expect(email.getByRole('alert')).toHaveTextContent(t('errors.RATE_LIMITED'));
    await expect(email.getByRole('textbox', { name: t('account.email.newEmail') })).not.toHaveAttribute('aria-invalid');
  },
};

export const EmailRequest: Story = {
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const email = section(canvasElement, t('account.email.title'));
    const field = email.getByRole('textbox', { name: t('account.email.newEmail') });
    await userEvent.type(field, 'sara.new@');
    await userEvent.click(email.getByRole('button', { name: t('account.email.send') }));
    await expect(args.onRequestEmailChange).not.toHaveBeenCalled();
    await expect(field).toHaveAccessibleDescription(t('validation.invalid_email'));
    await userEvent.type(field, 'example.com');
    // A session is not enough to move the account: the current password is asked for first.
    await userEvent.click(email.getByRole('button', { name: t('account.email.send') }));
    await expect(args.onRequestEmailChange).not.toHaveBeenCalled();
    const password = email.getByLabelText(labelText(t('auth.currentPassword')));
    await expect(password).toHaveAccessibleDescription(t('account.email.passwordNeeded'));
    await expect(email.getByText(t('account.email.undoNotice'))).toBeVisible();
    await userEvent.type(password, 'current-pass-1');
    await userEvent.click(email.getByRole('button', { name: t('account.email.send') }));
    await expect(args.onRequestEmailChange).toHaveBeenCalledWith({ newEmail: 'sara.new@example.com', currentPassword: 'current-pass-1' });
  },
};

/** The API refused the current password: the password field says so, no form-level alert. */
export const EmailWrongPassword: Story = {
  args: { emailChange: { error: 'WRONG_PASSWORD' } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const email = section(canvasElement, t('account.email.title'));
    const password = email.getByLabelText(labelText(t('auth.currentPassword')));
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(t('errors.WRONG_PASSWORD'));
    await expect(email.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** An account without a password (Google, codes only) confirms with a code sent to its current address. */
export const EmailRequestWithoutPassword: Story = {
  args: { user: { ...demoUser, hasPassword: false }, onRequestCurrentCode: fn() },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const email = section(canvasElement, t('account.email.title'));
    await expect(email.queryByLabelText(labelText(t('auth.currentPassword')))).not.toBeInTheDocument();
    await userEvent.click(email.getByRole('button', { name: t('account.email.sendCurrentCode', { email: demoUser.email }) }));
    await expect(args.onRequestCurrentCode).toHaveBeenCalledOnce();
  },
};

/** The code to the current address went out: it is entered with the new address. */
export const EmailCurrentCodeSent: Story = {
  args: { user: { ...demoUser, hasPassword: false }, emailChange: { currentCodeSent: true } },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const email = section(canvasElement, t('account.email.title'));
    await userEvent.type(email.getByRole('textbox', { name: t('account.email.newEmail') }), 'sara.new@example.com');
    const code = email.getByRole('textbox', { name: t('account.email.currentCode') });
    await expect(code).toHaveAccessibleDescription(t('account.email.currentCodeSent', { email: demoUser.email }));
    await userEvent.type(code, '١٢٣٤٥٦');
    await userEvent.click(email.getByRole('button', { name: t('account.email.send') }));
    await expect(args.onRequestEmailChange).toHaveBeenCalledWith({ newEmail: 'sara.new@example.com', currentCode: '123456' });
  },
};

export const EmailCodeSent: Story = {
  tags: ['visual'],
  args: { emailChange: { sentTo: 'sara.new@example.com' } },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const email = section(canvasElement, t('account.email.title'));
    await expect(email.getByRole('status')).toHaveTextContent(t('account.email.sent', { email: 'sara.new@example.com' }));
    const code = email.getByRole('textbox', { name: t('auth.code') });
    await userEvent.type(code, '١٢٣٤٥٦');
    await expect(code).toHaveValue('123456');
    await userEvent.click(email.getByRole('button', { name: t('account.email.confirm') }));
    await expect(args.onConfirmEmailChange).toHaveBeenCalledWith('123456');
    await userEvent.click(email.getByRole('button', { name: t('account.email.cancel') }));
    await expect(args.onCancelEmailChange).toHaveBeenCalledOnce();
  },
};

export const EmailWrongCode: Story = {
  args: { emailChange: { sentTo: 'sara.new@example.com', error: 'INVALID_OTP' } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const email = section(canvasElement, t('account.email.title'));
    const code = email.getByRole('textbox', { name: t('auth.code') });
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(t('errors.INVALID_OTP'));
    await expect(email.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const WithAnalyticsConsent: Story = {
  args: { analytics: { consent: true, onChange: fn() } },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const consent = within(canvasElement).getByRole('switch', { name: t('account.privacy.analytics') });
    await expect(consent).toBeChecked();
    await userEvent.click(consent);
    await expect(args.analytics!.onChange).toHaveBeenCalledWith(false);
  },
};

/** Saving details and logging out in flight: both buttons say they are busy and ignore presses. */
export const Saving: Story = {
  args: { details: { isPending: true }, logoutPending: true },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const save = c.getByRole('button', { name: `${t('common.loading')} ${t('account.details.save')}` });
    const logout = c.getByRole('button', { name: `${t('common.loading')} ${t('account.session.logout')}` });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(logout).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(save);
    await userEvent.click(logout);
    await expect(args.onSaveDetails).not.toHaveBeenCalled();
    await expect(args.onLogout).not.toHaveBeenCalled();
    await expect(c.getByRole('button', { name: t('account.password.save') })).not.toHaveAttribute('aria-disabled');
  },
};

/** Loading the user: placeholders announced once as loading, no form to fill yet. */
export const Loading: Story = {
  args: { user: undefined },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('status', { name: t('common.loading') })).toHaveAttribute('aria-busy', 'true');
    await expect(c.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(c.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { user: undefined, loadError: 'UNEXPECTED', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 2, name: t('account.loadError') })).toBeVisible();
    await expect(c.getByText(t('errors.UNEXPECTED'))).toBeVisible();
    await expect(c.queryByRole('status', { name: t('common.loading') })).not.toBeInTheDocument();
    await expect(c.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** An Arabic name and language: the form shows them as saved. */
export const Arabic: Story = {
  args: { user: { ...demoUser, fullName: 'سارة القحطاني', locale: 'ar' } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('textbox', { name: t('auth.fullName') })).toHaveValue('سارة القحطاني');
    await expect(c.getByRole('radio', { name: 'العربية' })).toBeChecked();
  },
};

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
    const t = storyTr();
    const c = within(canvasElement);
    const name = await c.findByRole('textbox', { name: t('auth.fullName') });
    await userEvent.clear(name);
    await userEvent.type(name, 'Sara Qahtani');
    await userEvent.click(c.getByRole('button', { name: t('account.details.save') }));
    await waitFor(() => expect(args.onUserChanged).toHaveBeenCalledWith(expect.objectContaining({ fullName: 'Sara Qahtani' })));
    await expect(await within(document.body).findByText(t('account.details.saved'))).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: t('account.session.logout') }));
    await waitFor(() => expect(args.onLoggedOut).toHaveBeenCalled());
  },
};
export const ContainerWrongPassword: StoryObj<typeof AccountContainer> = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('account.me', demoUser), mockError('account.changePassword', 'WRONG_PASSWORD', 'post'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await c.findByRole('textbox', { name: t('auth.fullName') });
    const password = section(canvasElement, t('account.password.title'));
    await userEvent.type(password.getByLabelText(labelText(t('auth.currentPassword'))), 'not-my-password');
    await userEvent.type(password.getByLabelText(labelText(t('auth.newPassword'))), 'a-new-password');
    await userEvent.click(password.getByRole('button', { name: t('account.password.save') }));
    await waitFor(() => expect(password.getByLabelText(labelText(t('auth.currentPassword')))).toHaveAccessibleDescription(t('errors.WRONG_PASSWORD')));
  },
};
/** The container while account.me is pending: the loading placeholders. */
export const ContainerLoading: StoryObj<typeof AccountContainer> = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(mockPending('account.me'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(await c.findByRole('status', { name: t('common.loading') })).toHaveAttribute('aria-busy', 'true');
    await expect(c.queryByRole('textbox')).not.toBeInTheDocument();
  },
};
