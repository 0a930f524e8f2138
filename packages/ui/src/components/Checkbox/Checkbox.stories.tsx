import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, type CheckboxProps } from './Checkbox.tsx';

function Demo(props: Partial<CheckboxProps>) {
  const { t } = useTranslation();
  return <Checkbox {...props}>{t('demo.remember')}</Checkbox>;
}
const meta = { title: 'Components/Checkbox', component: Demo, args: { onChange: fn() } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};
export const Selected: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true } };
export const Invalid: Story = { args: { isInvalid: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };
function WithDescription() {
  const { t } = useTranslation();
  return <Checkbox description={t('demo.noBookingsBody')}>{t('demo.notifications')}</Checkbox>;
}
export const Described: Story = { render: () => <WithDescription /> };
