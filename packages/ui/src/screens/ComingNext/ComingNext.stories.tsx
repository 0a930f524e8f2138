import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyTr } from '../../i18n/stories.ts';
import { ComingNext } from './ComingNext.tsx';

const meta = {
  title: 'Screens/ComingNext',
  component: ComingNext,
  args: { title: 'Billing' },
} satisfies Meta<typeof ComingNext>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(c.getByText(t('common.comingNext'))).toBeVisible();
    await expect(c.getByText(t('common.comingNextBody'))).toBeVisible();
  },
};
/** The title is the caller's, already translated: shown as given. */
export const ArabicTitle: Story = {
  args: { title: 'الفوترة' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'الفوترة' })).toBeVisible();
  },
};
