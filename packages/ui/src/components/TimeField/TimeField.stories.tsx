import type { Meta, StoryObj } from '@storybook/react-vite';
import { Time } from '@internationalized/date';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { containing, storyTr as tr } from '../../i18n/stories.ts';
import { TimeField, type TimeFieldProps } from './TimeField.tsx';

function Demo(props: Partial<TimeFieldProps<Time>>) {
  const { t } = useTranslation();
  return <TimeField<Time> label={t('calendars.availability.overrideDate')} errorMessage={props.isInvalid ? t('validation.invalid_time') : undefined} {...props} />;
}
const meta = { title: 'Components/TimeField', component: Demo, args: { onChange: fn() } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const group = (el: HTMLElement) => within(el).getByRole('group', { name: containing(tr()('calendars.availability.overrideDate')) });

/** A time shows in the locale's clock: hour, minute and the day period; arrows change a part. */
export const Filled: Story = {
  args: { defaultValue: new Time(9, 30) },
  play: async ({ canvasElement, args }) => {
    const parts = within(group(canvasElement)).getAllByRole('spinbutton');
    await expect(parts[0]).toHaveAttribute('aria-valuenow', '9');
    await userEvent.click(parts[0]!);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenCalledWith(new Time(10, 30));
  },
};
/** An invalid time says why under the field. */
export const Invalid: Story = {
  args: { defaultValue: new Time(8, 0), isInvalid: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(tr()('validation.invalid_time'))).toBeInTheDocument();
    await expect(within(group(canvasElement)).getAllByRole('spinbutton')[0]).toHaveAttribute('aria-invalid', 'true');
  },
};
