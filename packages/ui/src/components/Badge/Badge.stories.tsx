import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { storyTr } from '../../i18n/stories.ts';
import { tokens } from '../../theme/contract.css.ts';
import { Badge, type BadgeTone } from './Badge.tsx';

function Label({ k }: { k: string }) {
  const { t } = useTranslation();
  return <>{t(k)}</>;
}

/** Translations for assertions, in the locale the decorator applied to <html>. */
const tr = storyTr;

/** How booking statuses map onto tones. */
const statuses: { tone: BadgeTone; k: string }[] = [
  { tone: 'neutral', k: 'demo.expired' },
  { tone: 'accent', k: 'demo.new' },
  { tone: 'positive', k: 'demo.confirmed' },
  { tone: 'caution', k: 'demo.pending' },
  { tone: 'critical', k: 'demo.cancelled' },
];

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: <Label k="demo.confirmed" />, tone: 'positive' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A badge says its status in words (colour only adds to it), and is not a control. */
const showsLabel = (k: string): Story['play'] => async ({ canvasElement }) => {
  const c = within(canvasElement);
  await expect(c.getByText(tr()(k))).toBeVisible();
  await expect(c.queryByRole('button')).toBeNull();
};
export const Neutral: Story = { args: { tone: 'neutral', children: <Label k="demo.expired" /> }, play: showsLabel('demo.expired') };
export const Accent: Story = { args: { tone: 'accent', children: <Label k="demo.new" /> }, play: showsLabel('demo.new') };
export const Positive: Story = { args: { tone: 'positive', children: <Label k="demo.confirmed" /> }, play: showsLabel('demo.confirmed') };
export const Caution: Story = { args: { tone: 'caution', children: <Label k="demo.pending" /> }, play: showsLabel('demo.pending') };
export const Critical: Story = { args: { tone: 'critical', children: <Label k="demo.cancelled" /> }, play: showsLabel('demo.cancelled') };

/** Every tone side by side, with and without the dot (axe checks each pair's contrast in both themes). */
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: tokens.space.md }}>
      {[false, true].map((withDot) => (
        <div key={String(withDot)} style={{ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm }}>
          {statuses.map(({ tone, k }) => (
            <Badge key={tone} tone={tone} withDot={withDot}>
              <Label k={k} />
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The status is carried by text, not colour: every badge has a visible label.
    const c = within(canvasElement);
    const t = tr();
    for (const { k } of statuses) await expect(c.getAllByText(t(k))).toHaveLength(2);
    // Not interactive: nothing to tab to.
    await expect(c.queryAllByRole('button')).toHaveLength(0);
  },
};
