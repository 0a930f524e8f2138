import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup, type RadioGroupProps } from './RadioGroup.tsx';

function Demo(props: Partial<RadioGroupProps>) {
  const { t } = useTranslation();
  return (
    <RadioGroup label={t('demo.billingPeriod')} defaultValue="monthly" {...props}>
      <Radio value="monthly">{t('demo.monthly')}</Radio>
      <Radio value="annual">{t('demo.annual')}</Radio>
    </RadioGroup>
  );
}
const meta = { title: 'Components/RadioGroup', component: Demo, args: { onChange: fn() } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ canvasElement, args }) => {
    const [monthly, annual] = within(canvasElement).getAllByRole('radio');
    await expect(monthly).toBeChecked();
    await userEvent.click(annual!);
    await expect(args.onChange).toHaveBeenCalledWith('annual');
    await userEvent.keyboard('{ArrowUp}');
    await expect(monthly).toBeChecked();
  },
};
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
function Invalid() {
  const { t } = useTranslation();
  return <Demo defaultValue={undefined} isInvalid isRequired errorMessage={t('validation.required')} description={t('demo.fullNameHelp')} />;
}
export const InvalidWithError: Story = { render: () => <Invalid /> };
export const Disabled: Story = { args: { isDisabled: true } };
