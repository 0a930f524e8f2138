import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTr } from '../../i18n/stories.ts';
import { OtpField, type OtpFieldProps } from './OtpField.tsx';

/** A controlled field, as the forms use it. */
function Demo({ onChange, initial = '', ...props }: Partial<OtpFieldProps> & { initial?: string }) {
  const [code, setCode] = useState(initial);
  return (
    <OtpField
      {...props}
      value={code}
      onChange={(v) => {
        setCode(v);
        onChange?.(v);
      }}
    />
  );
}

function WithError() {
  const { t } = useTranslation();
  return <Demo initial="123" isInvalid errorMessage={t('errors.INVALID_OTP')} description={t('auth.codeHelp', { email: 'sara@example.com' })} />;
}

const meta = { title: 'Components/OtpField', component: Demo, args: { onChange: fn() } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Letters are dropped and the code stops at six digits; the keypad is numeric and mail autofill is allowed. */
export const Default: Story = {
  play: async (ctx) => {
    const t = storyTr();
    const input = within(ctx.canvasElement).getByRole('textbox', { name: t('auth.code') });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toBeRequired();
    await userEvent.type(input, '12a34567');
    await expect(input).toHaveValue('123456');
    await expect(ctx.args.onChange).toHaveBeenLastCalledWith('123456');
  },
};

/** An Arabic keyboard types ٠–٩: they count as the same digits. */
export const ArabicDigits: Story = {
  play: async (ctx) => {
    const t = storyTr();
    const input = within(ctx.canvasElement).getByRole('textbox', { name: t('auth.code') });
    await userEvent.type(input, '١٢٣٤٥٦');
    await expect(input).toHaveValue('123456');
  },
};

/** A code pasted from the mail with a space or words around it. */
export const Pasted: Story = {
  play: async (ctx) => {
    const t = storyTr();
    const input = within(ctx.canvasElement).getByRole('textbox', { name: t('auth.code') });
    await userEvent.click(input);
    await userEvent.paste('Code: 654 321');
    await expect(input).toHaveValue('654321');
  },
};

/** A wrong code: the field is invalid and says why, next to where the code went. */
export const Invalid: Story = {
  render: () => <WithError />,
  play: async (ctx) => {
    const t = storyTr();
    const input = within(ctx.canvasElement).getByRole('textbox', { name: t('auth.code') });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(t('errors.INVALID_OTP')));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, initial: '123456' },
  play: async (ctx) => {
    const t = storyTr();
    await expect(within(ctx.canvasElement).getByRole('textbox', { name: t('auth.code') })).toBeDisabled();
  },
};
