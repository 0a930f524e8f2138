import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { timezoneOptions } from '../../forms/timezones.ts';
import { containing, storyTr as tr } from '../../i18n/stories.ts';
import { ComboBox, type ComboBoxProps } from './ComboBox.tsx';

function Demo(props: Partial<ComboBoxProps>) {
  const { t, i18n } = useTranslation();
  const items = useMemo(() => timezoneOptions(i18n.language, CLOCK), [i18n.language]);
  return <ComboBox label={t('demo.timezone')} items={items} {...props} />;
}
const CLOCK = new Date('2026-11-22T09:00:00Z');
const zoneLabel = (id: string) => timezoneOptions(document.documentElement.lang, CLOCK).find((z) => z.id === id)!.label;
const field = (el: HTMLElement, key = 'demo.timezone') => within(el).getByRole('combobox', { name: containing(tr()(key)) });

const meta = { title: 'Components/ComboBox', component: Demo, args: { onSelectionChange: fn() } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Over 400 IANA zones; typing filters them down to one. */
export const Timezones: Story = {
  play: async ({ canvasElement, args }) => {
    const input = field(canvasElement);
    await userEvent.type(input, 'riyad');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.click(within(listbox).getByRole('option'));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('Asia/Riyadh');
  },
};
/** Opening the full list renders only the options in view; the rest appear as it scrolls. */
export const LongListIsVirtualized: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(field(canvasElement));
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(3));
    await expect(within(listbox).getAllByRole('option').length).toBeLessThan(60);
  },
};

const countryCodes = ['SA', 'AE', 'EG', 'JO', 'KW', 'QA', 'BH', 'OM', 'MA', 'GB', 'US', 'DE', 'FR', 'IN', 'PK'];
function Countries(props: Partial<ComboBoxProps>) {
  const { t, i18n } = useTranslation();
  const items = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return countryCodes.map((id) => ({ id, label: names.of(id) ?? id }));
  }, [i18n.language]);
  return <ComboBox label={t('demo.country')} items={items} {...props} />;
}
/** Country names in the page's language: the filter matches Arabic text and ignores case. */
export const CountriesInTheLocaleLanguage: Story = {
  render: (args) => <Countries {...args} />,
  play: async ({ canvasElement, args }) => {
    const input = field(canvasElement, 'demo.country');
    const saudi = new Intl.DisplayNames([document.documentElement.lang], { type: 'region' }).of('SA')!;
    // "ARABIA" in English, "عودية" in Arabic: the tail of the name, upper-cased where the script has case.
    await userEvent.type(input, saudi.slice(-5).toUpperCase());
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await expect(within(listbox).getByRole('option')).toHaveTextContent(saudi);
    // A click, not ArrowDown+Enter: with one match, whether ArrowDown lands on it depends on timing.
    await userEvent.click(within(listbox).getByRole('option'));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('SA');
    await expect(input).toHaveValue(saudi);
  },
};
/** A saved value shows as its label in the page's language. */
export const Selected: Story = {
  args: { defaultSelectedKey: 'Asia/Riyadh' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveValue(zoneLabel('Asia/Riyadh'));
  },
};
export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'zzzz');
    await expect(await within(document.body).findByText(tr()('common.noResults'))).toBeInTheDocument();
  },
};
function Invalid() {
  const { t } = useTranslation();
  return <Demo isInvalid errorMessage={t('validation.required')} description={t('demo.fullNameHelp')} />;
}
export const InvalidWithError: Story = {
  render: () => <Invalid />,
  play: async ({ canvasElement }) => {
    const t = tr();
    await expect(field(canvasElement)).toBeInvalid();
    await expect(field(canvasElement)).toHaveAccessibleDescription(containing(t('validation.required')));
    await expect(within(canvasElement).getByText(t('validation.required'))).toBeVisible();
  },
};
export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'Asia/Riyadh' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toBeDisabled();
    await expect(field(canvasElement)).toHaveValue(zoneLabel('Asia/Riyadh'));
  },
};
