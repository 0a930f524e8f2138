import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { timezoneOptions } from '../../forms/timezones.ts';
import { ComboBox, type ComboBoxProps } from './ComboBox.tsx';

function Demo(props: Partial<ComboBoxProps>) {
  const { t, i18n } = useTranslation();
  const items = useMemo(() => timezoneOptions(i18n.language, new Date('2026-11-22T09:00:00Z')), [i18n.language]);
  return <ComboBox label={t('demo.timezone')} items={items} {...props} />;
}
const meta = { title: 'Components/ComboBox', component: Demo, args: { onSelectionChange: fn() } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Over 400 IANA zones; typing filters them down to one. */
export const Timezones: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.type(input, 'riyad');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.click(within(listbox).getByRole('option'));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('Asia/Riyadh');
  },
};
export const Selected: Story = { args: { defaultSelectedKey: 'Asia/Riyadh' } };
export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'zzzz');
    await expect(await within(document.body).findByText(/No results|لا توجد نتائج/)).toBeInTheDocument();
  },
};
function Invalid() {
  const { t } = useTranslation();
  return <Demo isInvalid errorMessage={t('validation.required')} description={t('demo.fullNameHelp')} />;
}
export const InvalidWithError: Story = { render: () => <Invalid /> };
export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'Asia/Riyadh' } };
