import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select, type SelectProps } from './Select.tsx';

function Demo(props: Partial<SelectProps>) {
  const { t } = useTranslation();
  const items = [
    { id: 'owner', label: t('demo.owner') },
    { id: 'assistant', label: t('demo.assistant') },
  ];
  return <Select label={t('demo.role')} items={items} {...props} />;
}
const meta = { title: 'Components/Select', component: Demo, args: { onSelectionChange: fn() } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('assistant');
  },
};
export const Selected: Story = { args: { defaultSelectedKey: 'owner' } };
function Described() {
  const { t } = useTranslation();
  return <Demo description={t('demo.fullNameHelp')} defaultSelectedKey="assistant" />;
}
export const WithDescription: Story = {
  render: () => <Described />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleDescription(/invoices|الفواتير/);
  },
};
function Invalid() {
  const { t } = useTranslation();
  return <Demo isInvalid isRequired errorMessage={t('validation.required')} />;
}
export const InvalidWithError: Story = { render: () => <Invalid /> };
export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'owner' } };
