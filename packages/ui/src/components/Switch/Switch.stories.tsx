import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTr as tr } from '../../i18n/stories.ts';
import { Switch, type SwitchProps } from './Switch.tsx';

function Demo(props: Partial<SwitchProps>) {
  const { t } = useTranslation();
  return <Switch {...props}>{t('demo.notifications')}</Switch>;
}
const meta = { title: 'Components/Switch', component: Demo, args: { onChange: fn() } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const sw = (el: HTMLElement) => within(el).getByRole('switch', { name: tr()('demo.notifications') });

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const sw = within(canvasElement).getByRole('switch', { name: tr()('demo.notifications') });
    await expect(sw).not.toBeChecked();
    await userEvent.click(sw);
    await expect(sw).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement, args }) => {
    await expect(sw(canvasElement)).toBeChecked();
    await userEvent.click(sw(canvasElement));
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    await expect(sw(canvasElement)).toBeDisabled();
    await userEvent.click(sw(canvasElement), { pointerEventsCheck: 0 });
    await expect(sw(canvasElement)).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
