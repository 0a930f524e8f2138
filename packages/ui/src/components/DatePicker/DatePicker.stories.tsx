import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate } from '@internationalized/date';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DatePicker, type DatePickerProps } from './DatePicker.tsx';

function Demo(props: Partial<DatePickerProps<CalendarDate>>) {
  const { t } = useTranslation();
  return <DatePicker<CalendarDate> label={t('demo.date')} {...props} />;
}
const meta = { title: 'Components/DatePicker', component: Demo, args: { onChange: fn() } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const PickFromCalendar: Story = {
  args: { defaultValue: new CalendarDate(2026, 11, 22) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /choose a date|اختر تاريخًا/i }));
    const dialog = await within(document.body).findByRole('dialog');
    const cells = within(dialog).getAllByRole('button').filter((b) => b.textContent?.trim() === '25' || b.textContent?.trim() === '٢٥');
    await userEvent.click(cells[0]!);
    await expect(args.onChange).toHaveBeenCalledWith(new CalendarDate(2026, 11, 25));
  },
};
export const WithBounds: Story = { args: { defaultValue: new CalendarDate(2026, 11, 22), minValue: new CalendarDate(2026, 11, 20), maxValue: new CalendarDate(2026, 12, 31) } };
function Invalid() {
  const { t } = useTranslation();
  return <Demo isInvalid errorMessage={t('validation.required')} description={t('demo.fullNameHelp')} />;
}
export const InvalidWithError: Story = { render: () => <Invalid /> };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: new CalendarDate(2026, 11, 22) } };
