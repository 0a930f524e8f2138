import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyTr } from '../../i18n/stories.ts';
import { Spinner } from './Spinner.tsx';

/** Translations for assertions, in the locale the decorator applied to <html>. */
const tr = storyTr;

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: tr()('common.loading') });
    // Indeterminate: no value for assistive technology to read out.
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};
/** Every size is the same announced, valueless progress bar; only the visible label is optional. */
const announced: Story['play'] = async ({ canvasElement }) => {
  const c = within(canvasElement);
  await expect(c.getByRole('progressbar', { name: tr()('common.loading') })).not.toHaveAttribute('aria-valuenow');
  await expect(c.queryByText(tr()('common.loading'))).toBeNull();
};
export const Small: Story = { args: { size: 'sm' }, play: announced };
export const Large: Story = { args: { size: 'lg' }, play: announced };
export const WithVisibleLabel: Story = {
  args: { showLabel: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('progressbar', { name: tr()('common.loading') })).toBeInTheDocument();
    await expect(c.getByText(tr()('common.loading'))).toBeVisible();
  },
};
