import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserMenu } from './UserMenu.tsx';

const meta = {
  title: 'Components/UserMenu',
  component: UserMenu,
  args: { fullName: 'Sara Al-Qahtani', email: 'sara@example.com', dashboardHref: '/en/dashboard', accountHref: '/en/dashboard/account', onLogout: fn() },
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const LogOut: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: /log out|تسجيل الخروج/i }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};
export const ArabicName: Story = { args: { fullName: 'سارة القحطاني' } };
