import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { updateAccountInput, type CurrentUser, type Locale } from '@waqt/contracts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { ComboBox } from '../../components/ComboBox/ComboBox.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { RadioGroup, Radio } from '../../components/RadioGroup/RadioGroup.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { Inline } from '../../components/layout/index.ts';
import { formError, issueMessage } from '../../forms/validation.ts';
import { timezoneOptions } from '../../forms/timezones.ts';
import { useForm } from '../../hooks/useForm.ts';
import type { AccountProps, ActionState } from './Account.tsx';
import * as s from './Account.css.ts';

const LANGUAGES: Locale[] = ['en', 'ar'];

/** Account details: full name, time zone and language. */
export function DetailsSection({ user, onSave, state = {} }: { user: CurrentUser; onSave: AccountProps['onSaveDetails']; state?: ActionState | undefined }) {
  const { t, i18n } = useTranslation();
  const form = useForm(updateAccountInput, { fullName: user.fullName, timezone: user.timezone, locale: user.locale }, { onSubmit: onSave, serverErrors: state.serverErrors, clearOnEdit: false });
  const { values, errors: shown, set } = form;
  const zones = useMemo(() => timezoneOptions(i18n.language), [i18n.language]);
  return (
    <Card title={t('account.details.title')} role="region">
      <Form className={s.form} form={form}>
        <ErrorAlert code={formError(state.error, state.serverErrors)} />
        <TextField label={t('auth.fullName')} autoComplete="name" isRequired {...form.field('fullName')} />
        <ComboBox
          label={t('account.details.timezone')}
          description={t('account.details.timezoneHelp')}
          items={zones}
          selectedKey={values.timezone}
          onSelectionChange={(key) => key && set('timezone', String(key))}
          isInvalid={!!shown.timezone}
          errorMessage={issueMessage(t, shown.timezone)}
        />
        <RadioGroup
          label={t('account.details.language')}
          description={t('account.details.languageHelp')}
          orientation="horizontal"
          value={values.locale}
          onChange={(locale) => set('locale', locale as Locale)}
        >
          {LANGUAGES.map((l) => (
            <Radio key={l} value={l}>
              <span lang={l}>{t(`shell.localeName.${l}`)}</span>
            </Radio>
          ))}
        </RadioGroup>
        <Inline align="end">
          <Button type="submit" isPending={state.isPending}>{t('account.details.save')}</Button>
        </Inline>
      </Form>
    </Card>
  );
}
