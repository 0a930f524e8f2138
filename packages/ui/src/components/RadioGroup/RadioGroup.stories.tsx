import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { containing, storyTr as tr } from '../../i18n/stories.ts';
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

const group = (el: HTMLElement) => within(within(el).getByRole('radiogroup', { name: containing(tr()('demo.billingPeriod')) }));
const radio = (el: HTMLElement, key: string) => group(el).getByRole('radio', { name: tr()(key) });

export const Vertical: Story = {
  play: async ({ canvasElement, args }) => {
    const monthly = radio(canvasElement, 'demo.monthly');
    const annual = radio(canvasElement, 'demo.annual');
    await expect(monthly).toBeChecked();
    await userEvent.click(annual);
    await expect(args.onChange).toHaveBeenCalledWith('annual');
    await userEvent.keyboard('{ArrowUp}');
    await expect(monthly).toBeChecked();
  },
};
export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAttribute('aria-orientation', 'horizontal');
    radio(canvasElement, 'demo.monthly').focus();
    // Left/right move along a horizontal group (mirrored in RTL, so either way lands on the other option).
    await userEvent.keyboard(document.documentElement.dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(radio(canvasElement, 'demo.annual')).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('annual');
  },
};
function Invalid() {
  const { t } = useTranslation();
  return <Demo defaultValue={undefined} isInvalid isRequired errorMessage={t('validation.required')} description={t('demo.fullNameHelp')} />;
}
export const InvalidWithError: Story = {
  render: () => <Invalid />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(tr()('validation.required'))).toBeVisible();
    await expect(radio(canvasElement, 'demo.monthly')).not.toBeChecked();
    await expect(radio(canvasElement, 'demo.annual')).toBeInvalid();
  },
};
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    await expect(radio(canvasElement, 'demo.annual')).toBeDisabled();
    await userEvent.click(radio(canvasElement, 'demo.annual'), { pointerEventsCheck: 0 });
    await expect(radio(canvasElement, 'demo.monthly')).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
