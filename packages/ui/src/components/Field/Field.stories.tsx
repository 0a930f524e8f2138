import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { expect, within } from 'storybook/test';
import { storyTr } from '../../i18n/stories.ts';
import { FieldDescription, FieldError, FieldLabel, fieldStyles as s } from './Field.tsx';

/** The shared label / help / error pieces every control is built from, around a bare react-aria field. */
function Demo({ isRequired, isInvalid, withHelp }: { isRequired?: boolean; isInvalid?: boolean; withHelp?: boolean }) {
  const { t } = useTranslation();
  return (
    <AriaTextField className={s.field} isRequired={isRequired} isInvalid={isInvalid} validationBehavior="aria" defaultValue="sara@">
      <FieldLabel isRequired={isRequired}>{t('demo.email')}</FieldLabel>
      <Input className={s.control} />
      <FieldDescription>{withHelp ? t('demo.fullNameHelp') : undefined}</FieldDescription>
      <FieldError>{t('validation.invalid_email')}</FieldError>
    </AriaTextField>
  );
}

const meta = { title: 'Components/Field', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Label only: named by it, not required, valid, and the error text is not shown. */
export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const input = within(canvasElement).getByRole('textbox', { name: t('demo.email') });
    await expect(input).not.toBeRequired();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(within(canvasElement).queryByText(t('validation.invalid_email'))).not.toBeInTheDocument();
  },
};
/** Required: the asterisk is for the eye only (the name stays "Email"); the help text describes the input. */
export const RequiredWithHelp: Story = {
  args: { isRequired: true, withHelp: true },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const input = within(canvasElement).getByRole('textbox', { name: t('demo.email') });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(t('demo.fullNameHelp'));
    await expect(within(canvasElement).getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};
export const Invalid: Story = {
  args: { isInvalid: true, withHelp: true },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const input = within(canvasElement).getByRole('textbox', { name: t('demo.email') });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(`${t('demo.fullNameHelp')} ${t('validation.invalid_email')}`);
  },
};
