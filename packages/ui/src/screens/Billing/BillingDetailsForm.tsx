import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { saveBillingDetailsInput, VAT_NUMBER_ISSUE, type BillingDetails } from '@waqt/contracts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { formError, issueMessage, validateWith, type FieldErrors, type FieldIssue } from '../../forms/validation.ts';
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
  const [values, setValues] = useState<BillingDetails>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown: FieldErrors = { ...state.serverErrors, ...errors };
  // The VAT number's own rule has its own words (the contracts name the issue; the message is billing's).
  const message = (issue: FieldIssue | undefined) => (issue?.issue === VAT_NUMBER_ISSUE ? t('billing.details.vatNumberInvalid') : issueMessage(t, issue));
  const set = (key: keyof BillingDetails) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = validateWith(detailsSchema, values);
    if (!r.ok) return setErrors(r.errors);
    setErrors({});
    onSave(r.data);
  };
  const field = (key: keyof BillingDetails) => ({
    name: key,
    value: values[key],
    onChange: set(key),
    isInvalid: !!shown[key],
    errorMessage: message(shown[key]),
  });
  return (
    <Card role="region" title={t('billing.details.title')} description={t('billing.details.lead')}>
      <Form className={s.form} onSubmit={submit} validationBehavior="aria">
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
