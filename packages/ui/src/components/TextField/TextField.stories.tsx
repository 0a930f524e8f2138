import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTr } from '../../i18n/stories.ts';
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
    const input = within(canvasElement).getByRole('textbox', { name: storyTr()('demo.fullName') });
    await userEvent.type(input, 'سارة');
    await expect(input).toHaveValue('سارة');
    await expect(args.onChange).toHaveBeenLastCalledWith('سارة');
  },
};
/**
 * Issue 36: what is typed sets the field's direction, whatever the page's. A Latin sentence typed in the
 * Arabic dashboard reads left to right (its full stop stays at its end), Arabic in the English one right to
 * left, in a one-line input and a text area alike; an empty field follows the page.
 */
export const DirectionFromText: Story = {
  render: () => (
    <>
      <Demo />
      <TextField label="Notes" multiline />
    </>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const pageDir = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
    const resolved = (el: HTMLElement) => (el.matches(':dir(rtl)') ? 'rtl' : 'ltr');
    for (const field of [c.getByRole('textbox', { name: storyTr()('demo.fullName') }), c.getByRole('textbox', { name: 'Notes' })]) {
      await expect(resolved(field)).toBe(pageDir);
      await userEvent.type(field, 'Scaling.');
      await expect(field).toHaveAttribute('dir', 'auto');
      await expect(resolved(field)).toBe('ltr');
      await userEvent.clear(field);
      await expect(resolved(field)).toBe(pageDir); // empty again: the page's
      await userEvent.type(field, 'تنظيف الأسنان.');
      await expect(resolved(field)).toBe('rtl');
    }
  },
};
function WithHelp() {
  const { t } = useTranslation();
  return <TextField label={t('demo.fullName')} description={t('demo.fullNameHelp')} isRequired defaultValue="Sara Al-Qahtani" />;
}
export const WithDescription: Story = {
  render: () => <WithHelp />,
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const input = within(canvasElement).getByRole('textbox', { name: t('demo.fullName') });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(t('demo.fullNameHelp'));
    await expect(input).toHaveValue('Sara Al-Qahtani');
  },
};
function Invalid() {
  const { t } = useTranslation();
  return <TextField label={t('demo.email')} type="email" isInvalid errorMessage={t('validation.invalid_email')} defaultValue="sara@" />;
}
export const InvalidWithError: Story = {
  render: () => <Invalid />,
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const input = within(canvasElement).getByRole('textbox', { name: t('demo.email') });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(t('validation.invalid_email'));
  },
};
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Sara' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: storyTr()('demo.fullName') });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Sara');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
/** Read-only: focusable and selectable, but typing changes nothing. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Sara' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: storyTr()('demo.fullName') });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, 'x');
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('Sara');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
/** A text area: Enter makes a new line instead of submitting. */
export const Multiline: Story = {
  args: { multiline: true, rows: 3 },
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByRole('textbox', { name: storyTr()('demo.fullName') });
    await expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, 'سطر{Enter}line');
    await expect(args.onChange).toHaveBeenLastCalledWith('سطر\nline');
  },
};
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
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: storyTr()('demo.email') }), 'a@b.sa');
    await expect(c.getByRole('status')).toHaveTextContent('6');
  },
};
