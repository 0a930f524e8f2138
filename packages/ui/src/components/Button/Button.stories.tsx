import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { storyTr as tr } from '../../i18n/stories.ts';
import { Button } from './Button.tsx';

function Label({ k }: { k: string }) {
  const { t } = useTranslation();
  return <>{t(k)}</>;
}

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { onPress: fn(), children: <Label k="common.save" /> },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const btn = within(canvasElement).getByRole('button', { name: tr()('common.save') });
    await userEvent.click(btn);
    await expect(args.onPress).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};
/** Every variant and size is a button named by its label that presses once per click. */
const pressable = (k: string): Story['play'] => async ({ canvasElement, args }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: tr()(k) }));
  await expect(args.onPress).toHaveBeenCalledOnce();
};
export const Secondary: Story = { args: { variant: 'secondary', children: <Label k="common.cancel" /> }, play: pressable('common.cancel') };
export const Quiet: Story = { args: { variant: 'quiet', children: <Label k="common.back" /> }, play: pressable('common.back') };
export const Critical: Story = { args: { variant: 'critical', children: <Label k="demo.delete" /> }, play: pressable('demo.delete') };
export const Small: Story = { args: { size: 'sm' }, play: pressable('common.save') };
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const btn = within(canvasElement).getByRole('button', { name: tr()('common.save') });
    await expect(btn).toBeDisabled();
    await userEvent.click(btn, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const t = tr();
    const btn = within(canvasElement).getByRole('button', { name: new RegExp(t('common.save')) });
    await expect(btn).toHaveAttribute('aria-disabled', 'true');
    await expect(within(btn).getByRole('img', { name: t('common.loading') })).toBeInTheDocument();
    await userEvent.click(btn);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
/** Decorative icons stay out of the name: it is the label alone. */
export const WithIcons: Story = {
  args: { leading: <span aria-hidden>＋</span>, trailing: <span aria-hidden className="mirror-rtl">→</span>, children: <Label k="common.continue" /> },
  play: pressable('common.continue'),
};
export const FullWidth: Story = { args: { fullWidth: true }, play: pressable('common.save') };
