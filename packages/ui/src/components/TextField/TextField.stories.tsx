import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField, type TextFieldProps } from './TextField.tsx';

function Demo(props: Partial<TextFieldProps>) {
  const { t } = useTranslation();
  return <TextField label={t('demo.fullName')} {...props} />;
}

const meta = { title: 'Components/TextField', component: Demo, args: { onChange: fn() } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, 'سارة');
    await expect(input).toHaveValue('سارة');
    await expect(args.onChange).toHaveBeenLastCalledWith('سارة');
  },
};
function WithHelp() {
  const { t } = useTranslation();
  return <TextField label={t('demo.fullName')} description={t('demo.fullNameHelp')} isRequired defaultValue="Sara Al-Qahtani" />;
}
export const WithDescription: Story = { render: () => <WithHelp /> };
function Invalid() {
  const { t } = useTranslation();
  return <TextField label={t('demo.email')} type="email" isInvalid errorMessage={t('validation.invalid_email')} defaultValue="sara@" />;
}
export const InvalidWithError: Story = {
  render: () => <Invalid />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/email|بريد/i);
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Sara' } };
export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 'Sara' } };
export const Multiline: Story = { args: { multiline: true, rows: 3 } };
function Controlled() {
  const [v, setV] = useState('');
  const { t } = useTranslation();
  return (
    <>
      <TextField label={t('demo.email')} type="email" value={v} onChange={setV} />
      <output>{v.length}</output>
    </>
  );
}
export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox'), 'a@b.sa');
    await expect(canvasElement.querySelector('output')).toHaveTextContent('6');
  },
};
