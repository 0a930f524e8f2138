import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button.tsx';
import { issueMessage, validateWith, type FieldIssue } from '../../forms/validation.ts';
import { loadAuthSchemas } from './lazySchemas.ts';
import { EmailField } from '../../patterns/EmailField.tsx';
import * as s from './Auth.css.ts';

export interface EmailRequestFormProps {
  /** Receives the checked, normalised address. */
  onSubmit: (email: string) => void;
  /** The submit button's words ("Send code", "Send reset link"). */
  submitLabel: string;
  isPending?: boolean | undefined;
  defaultEmail?: string;
}

/** "Send something to my email": one email field and a submit button (one-time code, reset link). */
export function EmailRequestForm({ onSubmit, submitLabel, isPending, defaultEmail = '' }: EmailRequestFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(defaultEmail);
  const [issue, setIssue] = useState<FieldIssue | undefined>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = validateWith((await loadAuthSchemas()).emailSchema, email);
    if (!r.ok) return setIssue(r.errors[''] ?? { issue: 'invalid_format', format: 'email' });
    setIssue(undefined);
    onSubmit(r.data);
  };
  return (
    <Form className={s.form} onSubmit={(e) => void submit(e)} validationBehavior="aria">
      <EmailField value={email} onChange={setEmail} isInvalid={!!issue} errorMessage={issueMessage(t, issue)} />
      <Button type="submit" isPending={isPending} fullWidth>{submitLabel}</Button>
    </Form>
  );
}
