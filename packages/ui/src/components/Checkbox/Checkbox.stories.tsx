import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { containing, storyTr as tr } from '../../i18n/stories.ts';
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
    const box = within(canvasElement).getByRole('checkbox', { name: tr()('demo.remember') });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};
const box = (el: HTMLElement) => within(el).getByRole('checkbox', { name: tr()('demo.remember') });
export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toBeChecked();
  },
};
/** Some of a set chosen: announced as mixed; a press selects all. */
export const Indeterminate: Story = {
  args: { isIndeterminate: true },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toBePartiallyChecked();
  },
};
export const Invalid: Story = {
  args: { isInvalid: true },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toBeInvalid();
  },
};
/** Disabled: keeps its value and ignores presses. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement, args }) => {
    await expect(box(canvasElement)).toBeDisabled();
    await userEvent.click(box(canvasElement), { pointerEventsCheck: 0 });
    await expect(box(canvasElement)).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
function WithDescription() {
  const { t } = useTranslation();
  return <Checkbox description={t('demo.noBookingsBody')}>{t('demo.notifications')}</Checkbox>;
}
export const Described: Story = {
  render: () => <WithDescription />,
  play: async ({ canvasElement }) => {
    const t = tr();
    await expect(within(canvasElement).getByRole('checkbox', { name: containing(t('demo.notifications')) })).toBeInTheDocument();
    await expect(within(canvasElement).getByText(t('demo.noBookingsBody'))).toBeVisible();
  },
};
