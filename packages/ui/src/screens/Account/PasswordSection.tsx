import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordInput } from '@waqt/contracts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { Inline } from '../../components/layout/index.ts';
import { formError, issueMessage } from '../../forms/validation.ts';
import { useForm } from '../../hooks/useForm.ts';
import { NewPasswordField } from '../../patterns/NewPasswordField.tsx';
import type { AccountProps, ActionState } from './Account.tsx';
import * as s from './Account.css.ts';

/** Change password: the current one and a new one; both clear after each success. */
export function PasswordSection({ onSave, state = {} }: { onSave: AccountProps['onChangePassword']; state?: ActionState | undefined }) {
  const { t } = useTranslation();
  const form = useForm(changePasswordInput, { currentPassword: '', newPassword: '' }, { onSubmit: onSave, serverErrors: state.serverErrors, clearOnEdit: false });
  const { values, errors: shown, set, reset } = form;
  useEffect(() => reset(), [state.succeeded, reset]);
  const wrong = state.error === 'WRONG_PASSWORD';
  return (
    <Card title={t('account.password.title')} description={t('account.password.lead')} role="region">
      <Form className={s.form} form={form}>
        <ErrorAlert code={wrong ? undefined : formError(state.error, state.serverErrors)} />
        <TextField
          label={t('auth.currentPassword')}
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          isRequired
          value={values.currentPassword}
          onChange={(v) => set('currentPassword', v)}
          isInvalid={!!shown.currentPassword || wrong}
          errorMessage={wrong ? t('errors.WRONG_PASSWORD') : issueMessage(t, shown.currentPassword)}
        />
        <NewPasswordField
          value={values.newPassword}
          onChange={(v) => set('newPassword', v)}
          isInvalid={!!shown.newPassword}
          errorMessage={issueMessage(t, shown.newPassword)}
        />
        <Inline align="end">
          <Button type="submit" variant="secondary" isPending={state.isPending}>{t('account.password.save')}</Button>
        </Inline>
      </Form>
    </Card>
  );
}
