import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { storyTr } from '../../i18n/stories.ts';
import { tokens } from '../../theme/contract.css.ts';
import { Button } from '../Button/index.ts';
import { ToastProvider, useToast } from './Toast.tsx';

/** Translations for assertions, in the locale the decorator applied to <html>. */
const tr = storyTr;

/** Toasts render in a portal on <body>, outside the story's canvas. */
const screen = () => within(document.body);

/** A stand-in screen: what a members or settings page does after its mutation settles. */
function Actions() {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: tokens.space.sm, flexWrap: 'wrap' }}>
      <Button variant="critical" onPress={() => toast.positive(t('success.MEMBER_DELETED'))}>
        {t('demo.deleteMember')}
      </Button>
      <Button variant="secondary" onPress={() => toast.critical(t('errors.UNEXPECTED'), { description: t('errors.PAYMENT_FAILED_RETRY') })}>
        {t('common.save')}
      </Button>
      <Button variant="quiet" onPress={() => toast.show({ title: t('demo.saved') })}>
        {t('common.continue')}
      </Button>
    </div>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastProvider,
  args: { children: null },
  render: () => (
    <ToastProvider>
      <Actions />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After a successful action: a positive toast announced as an alert, e.g. "Team member deleted". */
export const Positive: Story = {
  play: async ({ canvasElement }) => {
    const t = tr();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('demo.deleteMember') }));
    const region = await screen().findByRole('region', { name: t('common.notifications') });
    const alert = await within(region).findByRole('alert');
    await expect(alert).toHaveTextContent(t('success.MEMBER_DELETED'));
    await expect(within(region).getByRole('alertdialog', { name: t('success.MEMBER_DELETED') })).toBeInTheDocument();
  },
};

/** After a failure: a critical toast that stays until dismissed, with a second line of detail. */
export const Critical: Story = {
  play: async ({ canvasElement }) => {
    const t = tr();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('common.save') }));
    const toast = await screen().findByRole('alertdialog', { name: t('errors.UNEXPECTED') });
    await expect(toast).toHaveAccessibleDescription(t('errors.PAYMENT_FAILED_RETRY'));
    await expect(await within(toast).findByRole('alert')).toHaveTextContent(t('errors.UNEXPECTED'));
  },
};

export const Neutral: Story = {
  play: async ({ canvasElement }) => {
    const t = tr();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('common.continue') }));
    await expect(await screen().findByRole('alert')).toHaveTextContent(t('demo.saved'));
  },
};

/** The dismiss button closes the toast; with none left, the region goes away. */
export const Dismiss: Story = {
  play: async ({ canvasElement }) => {
    const t = tr();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('common.save') }));
    const toast = await screen().findByRole('alertdialog', { name: t('errors.UNEXPECTED') });
    await userEvent.click(within(toast).getByRole('button', { name: t('common.dismiss') }));
    await waitFor(() => expect(screen().queryByRole('alertdialog')).toBeNull());
    await expect(screen().queryByRole('region', { name: t('common.notifications') })).toBeNull();
  },
};

/** Several at once stack in the end corner, newest announced as it arrives. */
export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const t = tr();
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: t('demo.deleteMember') }));
    await userEvent.click(c.getByRole('button', { name: t('common.save') }));
    await waitFor(() => expect(screen().getAllByRole('alertdialog')).toHaveLength(2));
    // The region sits at the inline-end corner: the right in English, the left in Arabic.
    const box = screen().getByRole('region', { name: t('common.notifications') }).getBoundingClientRect();
    const rtl = document.documentElement.dir === 'rtl';
    await expect(rtl ? box.left < window.innerWidth / 2 : box.right > window.innerWidth / 2).toBe(true);
  },
};
