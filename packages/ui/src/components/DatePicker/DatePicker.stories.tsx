import { LOCALE_TAGS } from '@waqt/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate } from '@internationalized/date';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { containing, storyTr as tr } from '../../i18n/stories.ts';
import { DatePicker, type DatePickerProps } from './DatePicker.tsx';

function Demo(props: Partial<DatePickerProps<CalendarDate>>) {
  const { t } = useTranslation();
  return <DatePicker<CalendarDate> label={t('demo.date')} {...props} />;
}
const meta = { title: 'Components/DatePicker', component: Demo, args: { onChange: fn() } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const group = (el: HTMLElement) => within(el).getByRole('group', { name: containing(tr()('demo.date')) });
const chooser = (el: HTMLElement) => within(el).getByRole('button', { name: containing(tr()('common.chooseDate')) });
/** A day as the calendar shows it (in the locale's digits: Latin in both languages). */
const day = (n: number) => new Intl.NumberFormat(document.documentElement.lang === 'ar' ? LOCALE_TAGS.ar : LOCALE_TAGS.en).format(n);
const openCalendar = async (el: HTMLElement) => {
  await userEvent.click(chooser(el));
  return within(await within(document.body).findByRole('dialog', { name: tr()('common.chooseDate') }));
};

/** No date yet: every part of the field is empty, and the calendar button is there. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    for (const part of within(group(canvasElement)).getAllByRole('spinbutton')) await expect(part).not.toHaveAttribute('aria-valuenow');
    await expect(chooser(canvasElement)).toBeEnabled();
  },
};
export const PickFromCalendar: Story = {
  args: { defaultValue: new CalendarDate(2026, 11, 22) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openCalendar(canvasElement);
    await userEvent.click(within(dialog.getByRole('grid')).getByText(day(25)));
    await expect(args.onChange).toHaveBeenCalledWith(new CalendarDate(2026, 11, 25));
  },
};
/** Days outside the bounds cannot be picked. */
export const WithBounds: Story = {
  args: { defaultValue: new CalendarDate(2026, 11, 22), minValue: new CalendarDate(2026, 11, 20), maxValue: new CalendarDate(2026, 12, 31) },
  play: async ({ canvasElement, args }) => {
    const grid = within((await openCalendar(canvasElement)).getByRole('grid'));
    await expect(grid.getByText(day(19))).toHaveAttribute('aria-disabled', 'true');
    await expect(grid.getByText(day(20))).not.toHaveAttribute('aria-disabled');
    await userEvent.click(grid.getByText(day(19)));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
  },
};
function Invalid() {
  const { t } = useTranslation();
  return <Demo isInvalid errorMessage={t('validation.required')} description={t('demo.fullNameHelp')} />;
}
export const InvalidWithError: Story = {
  render: () => <Invalid />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(tr()('validation.required'))).toBeVisible();
    for (const part of within(group(canvasElement)).getAllByRole('spinbutton')) await expect(part).toBeInvalid();
  },
};
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: new CalendarDate(2026, 11, 22) },
  play: async ({ canvasElement }) => {
    await expect(chooser(canvasElement)).toBeDisabled();
    for (const part of within(group(canvasElement)).getAllByRole('spinbutton')) await expect(part).toHaveAttribute('aria-disabled', 'true');
  },
};
