import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, isInaccessible, within } from 'storybook/test';
import { storyTr as tr } from '../../i18n/stories.ts';
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

/** Decorative: the shapes are drawn, but nothing of them reaches the accessibility tree. */
const silent: Story['play'] = async ({ canvasElement }) => {
  const c = within(canvasElement);
  const shapes = c.getAllByRole('generic', { hidden: true });
  await expect(shapes.length).toBeGreaterThan(0);
  for (const shape of shapes) await expect(isInaccessible(shape)).toBe(true);
  await expect(c.queryAllByRole('generic')).toHaveLength(0);
  await expect(c.queryByRole('img')).toBeNull();
};
export const TextLine: Story = { play: silent };
export const Paragraph: Story = { args: { lines: 3, inlineSize: '24rem' }, play: silent };
export const Block: Story = { args: { shape: 'rect', inlineSize: '100%' }, play: silent };
export const Circle: Story = { args: { shape: 'circle' }, play: silent };

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
  play: async ({ canvasElement }) => {
    // The wait is the container's to announce; the shapes add nothing to read.
    const c = within(canvasElement);
    await expect(c.queryByRole('img')).toBeNull();
    await expect(canvasElement).not.toHaveTextContent(tr()('common.loading'));
    await expect(c.getAllByRole('generic', { hidden: true }).filter((el) => isInaccessible(el)).length).toBeGreaterThanOrEqual(3);
    await expect(canvasElement.textContent).toBe('');
  },
};
