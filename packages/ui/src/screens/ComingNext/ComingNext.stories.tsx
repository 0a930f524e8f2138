import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComingNext } from './ComingNext.tsx';

const meta = {
  title: 'Screens/ComingNext',
  component: ComingNext,
  args: { title: 'Billing' },
} satisfies Meta<typeof ComingNext>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Billing' })).toBeInTheDocument();
  },
};
export const ArabicTitle: Story = { args: { title: 'الفوترة' } };
