import { useTranslation } from 'react-i18next';
import { saveCustomerInput, type CustomerView } from '@waqt/contracts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Dialog } from '../../components/Dialog/Dialog.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { formError, issueMessage } from '../../forms/validation.ts';
import { useAction } from '../../hooks/useAction.ts';
import { useForm } from '../../hooks/useForm.ts';
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

/** The customer's fields as the API checks them (customers.save: the booker's own rules). */
const customerFields = saveCustomerInput.pick({ name: true, email: true, phone: true });

function CustomerForm({ customer, onClose, onSave, emailLocked }: { customer: CustomerView | undefined; onClose: () => void; onSave: CustomerFormDialogProps['onSave']; emailLocked: boolean }) {
  const { t } = useTranslation();
  const save = useAction(onSave);
  const { failure, pending } = save;
  const emailTaken = failure?.error === 'CUSTOMER_EMAIL_TAKEN';
  // A stored number is shown as people read it (055 123 4567); the schema turns it back into E.164.
  const initial = { name: customer?.name ?? '', email: customer?.email ?? '', phone: customer?.phone ? formatPhone(customer.phone) : '' };
  const form = useForm(customerFields, initial, {
    onSubmit: async ({ name, email, phone }) => {
      const outcome = await save.run({ ...(customer ? { customerId: customer.id } : {}), name, email, ...(phone ? { phone } : {}) });
      if (outcome?.ok) onClose();
      return outcome;
    },
    serverErrors: failure?.fields,
    clearOnEdit: false,
    // The email-taken conflict belongs to the email field.
    message: (issue, key) => (key === 'email' && emailTaken ? t('errors.CUSTOMER_EMAIL_TAKEN') : issueMessage(t, issue)),
  });
  // Other failures show above the form.
  const shownError = emailTaken ? undefined : formError(failure?.error, form.errors);
  const field = (key: 'name' | 'email' | 'phone') => {
    const props = form.field(key);
    return { ...props, isInvalid: props.errorMessage !== undefined };
  };

  return (
    <Form className={s.form} form={form}>
      <ErrorAlert code={shownError} />
      <TextField label={t('customers.form.name')} autoComplete="off" isRequired autoFocus {...field('name')} />
      <TextField
        label={t('customers.form.email')}
        type="email"
        autoComplete="off"
        isRequired
        isReadOnly={emailLocked}
        description={emailLocked ? t('customers.form.emailLocked') : undefined}
        {...field('email')}
        onChange={(v) => {
          form.set('email', v);
          if (emailTaken) save.reset();
        }}
      />
      <TextField
        label={t('customers.form.phone')}
        description={t('customers.form.phoneHelp')}
        placeholder={t('customers.form.phonePlaceholder')}
        type="tel"
        autoComplete="off"
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
