import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { containing, storyTr as tr } from '../../i18n/stories.ts';
import { Select, type SelectProps } from './Select.tsx';

function Demo(props: Partial<SelectProps>) {
  const { t } = useTranslation();
  const items = [
    { id: 'owner', label: t('demo.owner') },
    { id: 'assistant', label: t('demo.assistant') },
  ];
  return <Select label={t('demo.role')} items={items} {...props} />;
}
const trigger = (el: HTMLElement) => within(el).getByRole('button', { name: containing(tr()('demo.role')) });

const meta = { title: 'Components/Select', component: Demo, args: { onSelectionChange: fn() } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvasElement, args }) => {
    const t = tr();
    const button = trigger(canvasElement);
    await expect(button).toHaveTextContent(t('common.select'));
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: t('demo.owner') })).toBeInTheDocument();
    await expect(within(listbox).getByRole('option', { name: t('demo.assistant') })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('assistant');
  },
};
export const Selected: Story = {
  args: { defaultSelectedKey: 'owner' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent(tr()('demo.owner'));
  },
};
function Described() {
  const { t } = useTranslation();
  return <Demo description={t('demo.fullNameHelp')} defaultSelectedKey="assistant" />;
}
export const WithDescription: Story = {
  render: () => <Described />,
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAccessibleDescription(containing(tr()('demo.fullNameHelp')));
  },
};
function Invalid() {
  const { t } = useTranslation();
  return <Demo isInvalid isRequired errorMessage={t('validation.required')} />;
}
export const InvalidWithError: Story = {
  render: () => <Invalid />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(tr()('validation.required'))).toBeVisible();
    await expect(trigger(canvasElement)).toHaveAccessibleDescription(containing(tr()('validation.required')));
  },
};
export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'owner' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled();
    await expect(trigger(canvasElement)).toHaveTextContent(tr()('demo.owner'));
  },
};
