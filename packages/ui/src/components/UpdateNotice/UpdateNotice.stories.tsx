import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpdateNotice } from './UpdateNotice.tsx';

const meta = {
  title: 'Components/UpdateNotice',
  component: UpdateNotice,
  args: { onReload: fn(), onDismiss: fn() },
} satisfies Meta<typeof UpdateNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toBeInTheDocument();
    const [reload, dismiss] = c.getAllByRole('button');
    await userEvent.click(reload!);
    await expect(args.onReload).toHaveBeenCalledOnce();
    await userEvent.click(dismiss!);
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
