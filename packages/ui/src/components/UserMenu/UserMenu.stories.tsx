import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTr as tr } from '../../i18n/stories.ts';
import { UserMenu } from './UserMenu.tsx';

const meta = {
  title: 'Components/UserMenu',
  component: UserMenu,
  args: { fullName: 'Sara Al-Qahtani', email: 'sara@example.com', dashboardHref: '/en/dashboard', accountHref: '/en/dashboard/account', onLogout: fn() },
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (el: HTMLElement, name: string) => within(el).getByRole('button', { name: tr()('shell.userMenu', { name }) });

/** Closed: the trigger names the signed-in user. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement, 'Sara Al-Qahtani')).toBeInTheDocument();
    await expect(within(document.body).queryByRole('menu')).toBeNull();
  },
};
export const LogOut: Story = {
  play: async ({ canvasElement, args }) => {
    const t = tr();
    await userEvent.click(trigger(canvasElement, 'Sara Al-Qahtani'));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: t('shell.account') })).toHaveAttribute('href', '/en/dashboard/account');
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('shell.logout') }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};
/** An Arabic name is named as written, in either language. */
export const ArabicName: Story = {
  args: { fullName: 'سارة القحطاني' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement, 'سارة القحطاني')).toBeInTheDocument();
  },
};
