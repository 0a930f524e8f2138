import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch, type SwitchProps } from './Switch.tsx';

function Demo(props: Partial<SwitchProps>) {
  const { t } = useTranslation();
  return <Switch {...props}>{t('demo.notifications')}</Switch>;
}
const meta = { title: 'Components/Switch', component: Demo, args: { onChange: fn() } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const sw = within(canvasElement).getByRole('switch');
    await userEvent.click(sw);
    await expect(sw).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
export const On: Story = { args: { defaultSelected: true } };
export const Disabled: Story = { args: { isDisabled: true } };
