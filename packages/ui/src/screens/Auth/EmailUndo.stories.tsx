import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockError, mockMutation } from '../../mocks/index.ts';
import { storyTr } from '../../i18n/stories.ts';
import { EmailUndoForm } from './EmailUndoForm.tsx';
import { EmailUndoContainer } from './Auth.container.tsx';

/** The link mailed to the old address after an email change: undo it, then choose a new password. */
const meta = {
  title: 'Screens/Auth/EmailUndo',
  component: EmailUndoForm,
  args: { token: 'a'.repeat(43), onUndo: fn(), resetHref: '/en/auth/password/resetrequest', loginHref: '/en' },
} satisfies Meta<typeof EmailUndoForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing happens on load (mail scanners open links): the owner presses the button. */
export const Ready: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: t('auth.emailUndo.title') })).toBeVisible();
    await expect(args.onUndo).not.toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: t('auth.emailUndo.submit') }));
    await expect(args.onUndo).toHaveBeenCalledOnce();
  },
};

export const Done: Story = {
  args: { restored: 'sara@example.com' },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent(t('auth.emailUndo.done', { email: 'sara@example.com' }));
    await expect(c.getByRole('link', { name: t('auth.emailUndo.choosePassword') })).toHaveAttribute('href', args.resetHref);
    await expect(c.queryByRole('button', { name: t('auth.emailUndo.submit') })).not.toBeInTheDocument();
  },
};

/** Used, expired or unknown: said plainly, no button to press again. */
export const Invalid: Story = {
  args: { error: 'EMAIL_CHANGE_UNDO_INVALID' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(t('errors.EMAIL_CHANGE_UNDO_INVALID'));
    await expect(c.queryByRole('button', { name: t('auth.emailUndo.submit') })).not.toBeInTheDocument();
  },
};

export const MissingToken: Story = {
  args: { token: null },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('errors.EMAIL_CHANGE_UNDO_INVALID'));
  },
};

/** Against the mocked API: account.undoEmailChange answers, the page shows the restored address. */
export const Container: StoryObj<typeof EmailUndoContainer> = {
  render: (args) => <EmailUndoContainer {...args} />,
  args: { token: 'a'.repeat(43), resetHref: '/en/auth/password/resetrequest', loginHref: '/en', onUndone: fn() },
  beforeEach: ({ msw }) => {
    msw.use(mockMutation('account.undoEmailChange', (input) => ({ ok: true as const, email: input.token.length === 43 ? 'sara@example.com' : 'x@example.com' })));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: t('auth.emailUndo.submit') }));
    await expect(await c.findByRole('status')).toHaveTextContent(t('auth.emailUndo.done', { email: 'sara@example.com' }));
    await waitFor(() => expect(args.onUndone).toHaveBeenCalledOnce());
  },
};

export const ContainerUsedLink: StoryObj<typeof EmailUndoContainer> = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(mockError('account.undoEmailChange', 'EMAIL_CHANGE_UNDO_INVALID', 'post'));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: t('auth.emailUndo.submit') }));
    await expect(await c.findByRole('alert')).toHaveTextContent(t('errors.EMAIL_CHANGE_UNDO_INVALID'));
    await expect(args.onUndone).not.toHaveBeenCalled();
  },
};
