import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { CustomerView, ErrorCode } from '@waqt/contracts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Dialog } from '../../components/Dialog/Dialog.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { formError, issueMessage, type FieldErrors } from '../../forms/validation.ts';
import { validateBooker } from '../../forms/booker.ts';
import { useLast } from '../../hooks/useLast.ts';
import type { ActionOutcome } from '../../patterns/action.ts';
import { formatPhone } from '../../format/phone.ts';
import * as s from './Customers.css.ts';

/** What saving a customer sends (customers.save without the team); cleaned as the API's schema would. */
export interface SaveCustomerRequest {
  /** The customer edited; a new one when left out. */
  customerId?: string;
  name: string;
  email: string;
  /** E.164; left out for none (an edit then clears the phone). */
  phone?: string;
}

/** The dialog's subject: a new customer, or one to edit. */
export type CustomerFormTarget = { customer?: CustomerView | undefined };

export interface CustomerFormDialogProps {
  /** What the dialog adds or edits; null keeps it closed. */
  target: CustomerFormTarget | null;
  /** Closes it (Cancel, Escape, or after a save that went through). */
  onClose: () => void;
  /** Saves; the dialog closes when it worked and shows the errors under the fields when not. */
  onSave: (request: SaveCustomerRequest) => Promise<ActionOutcome>;
  /** An edit keeps the saved email (assistants: changing it is an owner's, docs/decisions.md); adding is not affected. */
  isEmailLocked?: boolean;
}

/** Add or edit a customer: name, email and an optional phone, checked here first and by the API in the end. */
export function CustomerFormDialog({ target, onClose, onSave, isEmailLocked = false }: CustomerFormDialogProps) {
  const { t } = useTranslation();
  // While it closes (its exit animation), the dialog keeps showing what it was opened for.
  const shown = useLast(target);
  const editing = shown?.customer;
  return (
    <Dialog isOpen={target !== null} onOpenChange={(open) => !open && onClose()} isDismissable size="sm" title={t(editing ? 'customers.form.editTitle' : 'customers.form.addTitle')}>
      {shown ? <CustomerForm key={editing?.id ?? 'new'} customer={editing} onClose={onClose} onSave={onSave} emailLocked={isEmailLocked && editing !== undefined} /> : null}
    </Dialog>
  );
}

function CustomerForm({ customer, onClose, onSave, emailLocked }: { customer: CustomerView | undefined; onClose: () => void; onSave: CustomerFormDialogProps['onSave']; emailLocked: boolean }) {
  const { t } = useTranslation();
  const [name, setName] = useState(customer?.name ?? '');
  const [email, setEmail] = useState(customer?.email ?? '');
  // A stored number is shown as people read it (055 123 4567); the form turns it back into E.164.
  const [phone, setPhone] = useState(customer?.phone ? formatPhone(customer.phone) : '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<ErrorCode | undefined>();
  const [pending, setPending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    // The booker's checks (validate.ts, no zod in the bundle): the same fields, bounds and phone rules.
    const r = validateBooker({ name, email, phone, notes: '' });
    setError(undefined);
    if (!r.ok) return setErrors(r.errors);
    setErrors({});
    setPending(true);
    const { name: cleanName, email: cleanEmail, phone: cleanPhone } = r.data;
    const outcome = await onSave({ ...(customer ? { customerId: customer.id } : {}), name: cleanName, email: cleanEmail, ...(cleanPhone ? { phone: cleanPhone } : {}) });
    setPending(false);
    if (outcome.ok) return onClose();
    setErrors(outcome.fields ?? {});
    setError(outcome.error);
  };

  const emailTaken = error === 'CUSTOMER_EMAIL_TAKEN';
  // The email-taken conflict belongs to the email field; other failures show above the form.
  const shownError = emailTaken ? undefined : formError(error, errors);
  const field = (key: 'name' | 'email' | 'phone') => {
    const message = key === 'email' && emailTaken ? t('errors.CUSTOMER_EMAIL_TAKEN') : issueMessage(t, errors[key]);
    return { isInvalid: message !== undefined, errorMessage: message };
  };

  return (
    <Form className={s.form} onSubmit={(e) => void submit(e)} validationBehavior="aria">
      <ErrorAlert code={shownError} />
      <TextField label={t('customers.form.name')} name="name" autoComplete="off" isRequired value={name} onChange={setName} autoFocus {...field('name')} />
      <TextField
        label={t('customers.form.email')}
        name="email"
        type="email"
        autoComplete="off"
        isRequired
        isReadOnly={emailLocked}
        description={emailLocked ? t('customers.form.emailLocked') : undefined}
        value={email}
        onChange={(v) => {
          setEmail(v);
          if (emailTaken) setError(undefined);
        }}
        {...field('email')}
      />
      <TextField
        label={t('customers.form.phone')}
        description={t('customers.form.phoneHelp')}
        placeholder={t('customers.form.phonePlaceholder')}
        name="phone"
        type="tel"
        autoComplete="off"
        value={phone}
        onChange={setPhone}
        {...field('phone')}
      />
      <div className={s.formActions}>
        <Button variant="secondary" isDisabled={pending} onPress={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isPending={pending}>
          {t(customer ? 'customers.form.save' : 'customers.form.add')}
        </Button>
      </div>
    </Form>
  );
}
