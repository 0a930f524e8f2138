import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
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
    const btn = within(canvasElement).getByRole('button');
    await userEvent.click(btn);
    await expect(args.onPress).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: <Label k="common.cancel" /> } };
export const Quiet: Story = { args: { variant: 'quiet', children: <Label k="common.back" /> } };
export const Critical: Story = { args: { variant: 'critical', children: <Label k="demo.delete" /> } };
export const Small: Story = { args: { size: 'sm' } };
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const btn = within(canvasElement).getByRole('button');
    await expect(btn).toBeDisabled();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('aria-disabled', 'true');
  },
};
export const WithIcons: Story = {
  args: { leading: <span aria-hidden>＋</span>, trailing: <span aria-hidden className="mirror-rtl">→</span>, children: <Label k="common.continue" /> },
};
export const FullWidth: Story = { args: { fullWidth: true } };
