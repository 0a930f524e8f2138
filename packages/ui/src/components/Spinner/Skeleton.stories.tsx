import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton.tsx';
import { tokens } from '../../theme/contract.css.ts';
import { Card } from '../Card/index.ts';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { inlineSize: '16rem' },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = {
  play: async ({ canvasElement }) => {
    // Decorative: nothing in it reaches the accessibility tree.
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};
export const Paragraph: Story = { args: { lines: 3, inlineSize: '24rem' } };
export const Block: Story = { args: { shape: 'rect', inlineSize: '100%' } };
export const Circle: Story = { args: { shape: 'circle' } };

/** A card-shaped loading placeholder: the container carries aria-busy, the shapes stay silent. */
export const CardPlaceholder: Story = {
  render: () => (
    <Card aria-busy="true" style={{ maxInlineSize: '24rem' }}>
      <div style={{ display: 'flex', gap: tokens.space.md, alignItems: 'center' }}>
        <Skeleton shape="circle" />
        <Skeleton inlineSize="50%" />
      </div>
      <Skeleton lines={3} />
    </Card>
  ),
};
