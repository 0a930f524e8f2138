import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { saveBillingDetailsInput, VAT_NUMBER_ISSUE, type BillingDetails } from '@waqt/contracts';
import { issueMessage } from '../../forms/validation.ts';
import { useAction } from '../../hooks/useAction.ts';
import { useForm } from '../../hooks/useForm.ts';
import { storyTr } from '../../i18n/stories.ts';
import { ErrorAlert } from '../Alert/Alert.tsx';
import { Button } from '../Button/Button.tsx';
import { Stack } from '../layout/index.ts';
import { TextField } from '../TextField/TextField.tsx';
import { Form } from './Form.tsx';

type SaveOutcome = { ok: true } | { ok: false; error: 'INVALID_REQUEST' };
/** The answer the play gives the save in flight (so a second press lands while it is pending). */
let answer: ((outcome: SaveOutcome) => void) | undefined;

const EMPTY: BillingDetails = { legalName: '', vatNumber: '', address: '' };

/** The billing details' fields on useForm + useAction: the pieces every settings form is made of. */
function Demo({ onSave }: { onSave: (details: BillingDetails) => void }) {
  const { t } = useTranslation();
  const save = useAction((details: BillingDetails) => {
    onSave(details);
    return new Promise<SaveOutcome>((resolve) => (answer = resolve));
  });
  const form = useForm(saveBillingDetailsInput.omit({ teamId: true }), EMPTY, {
    onSubmit: save.run,
    resetOnSuccess: true,
    message: (issue) => (issue?.issue === VAT_NUMBER_ISSUE ? t('billing.details.vatNumberInvalid') : issueMessage(t, issue)),
  });
  return (
    <Form form={form}>
      <Stack>
        <ErrorAlert code={save.failure?.error} />
        <TextField label={t('billing.details.legalName')} {...form.field('legalName')} />
        <TextField label={t('billing.details.vatNumber')} inputMode="numeric" {...form.field('vatNumber')} />
        <TextField label={t('billing.details.address')} multiline rows={3} {...form.field('address')} />
        <Button type="submit" variant="primary" isPending={save.pending}>
          {t('billing.details.save')}
        </Button>
      </Stack>
    </Form>
  );
}

const meta = { title: 'Components/Form', component: Demo, args: { onSave: fn() } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * useForm: a submit the contracts schema refuses says why under the field and puts the focus on the first
 * invalid one (the VAT number, not the first field); editing it clears its message. useAction: a double
 * press sends once while the save is pending; a failure shows above the form; a success resets the form.
 */
export const CheckSendReset: Story = {
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const name = c.getByRole('textbox', { name: t('billing.details.legalName') });
    const vat = c.getByRole('textbox', { name: t('billing.details.vatNumber') });
    const submit = c.getByRole('button', { name: t('billing.details.save') });
    await userEvent.type(name, 'Waqt LLC');
    await userEvent.type(vat, '123');
    await userEvent.click(submit);
    await waitFor(() => expect(vat).toHaveFocus());
    await expect(vat).toHaveAttribute('aria-invalid', 'true');
    await expect(c.getByText(t('billing.details.vatNumberInvalid'))).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(vat);
    await expect(c.queryByText(t('billing.details.vatNumberInvalid'))).toBeNull();

    // Twice in a row: one save while it is pending; it fails and says so.
    await userEvent.dblClick(submit);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith({ legalName: 'Waqt LLC', vatNumber: '', address: '' });
    answer?.({ ok: false, error: 'INVALID_REQUEST' });
    await expect(await c.findByText(t('errors.INVALID_REQUEST'))).toBeVisible();
    await expect(name).toHaveValue('Waqt LLC');

    // Again: it goes, the failure goes, and the form is back to its start.
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(c.queryByText(t('errors.INVALID_REQUEST'))).toBeNull());
    answer?.({ ok: true });
    await waitFor(() => expect(name).toHaveValue(''));
  },
};
