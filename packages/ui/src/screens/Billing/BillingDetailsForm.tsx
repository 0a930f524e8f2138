import { useTranslation } from 'react-i18next';
import { saveBillingDetailsInput, VAT_NUMBER_ISSUE, type BillingDetails } from '@waqt/contracts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { formError, issueMessage } from '../../forms/validation.ts';
import { useForm } from '../../hooks/useForm.ts';
import type { ActionState } from '../../patterns/action.ts';
import * as s from './Billing.css.ts';

export interface BillingDetailsFormProps {
  /** What is saved now. */
  initial: BillingDetails;
  /** Saves the details (billing.saveDetails). */
  onSave: (details: BillingDetails) => void;
  /** The save's state: pending, its failure and the API's field issues. */
  state?: ActionState | undefined;
}

const detailsSchema = saveBillingDetailsInput.omit({ teamId: true });

/** Billing details for tax invoices: legal name, VAT number (15 digits, 3…3) and address. */
export function BillingDetailsForm({ initial, onSave, state = {} }: BillingDetailsFormProps) {
  const { t } = useTranslation();
  // The VAT number's own rule has its own words (the contracts name the issue; the message is billing's).
  const form = useForm(detailsSchema, initial, {
    onSubmit: onSave,
    serverErrors: state.serverErrors,
    message: (issue) => (issue?.issue === VAT_NUMBER_ISSUE ? t('billing.details.vatNumberInvalid') : issueMessage(t, issue)),
  });
  const field = form.field;
  return (
    <Card role="region" title={t('billing.details.title')} description={t('billing.details.lead')}>
      <Form className={s.form} form={form}>
        <ErrorAlert code={formError(state.error, state.serverErrors)} />
        <TextField label={t('billing.details.legalName')} description={t('billing.details.legalNameHelp')} autoComplete="organization" {...field('legalName')} />
        <TextField label={t('billing.details.vatNumber')} description={t('billing.details.vatNumberHelp')} inputMode="numeric" className={s.ltrField} {...field('vatNumber')} />
        <TextField label={t('billing.details.address')} multiline rows={3} autoComplete="street-address" {...field('address')} />
        <div className={s.formActions}>
          <Button type="submit" variant="secondary" isPending={state.isPending}>
            {t('billing.details.save')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
