import { useTranslation } from 'react-i18next';
import { setContactPhoneInput } from '@waqt/contracts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { Inline } from '../../components/layout/index.ts';
import { TextField } from '../../components/TextField/TextField.tsx';
import { formatPhoneInternational } from '../../format/phone.ts';
import { useForm } from '../../hooks/useForm.ts';
import { type ActionState } from '../../patterns/action.ts';
import * as s from './Teams.css.ts';

export interface ContactPhoneFormProps {
  teamId: string;
  /** The saved number (E.164) or null. */
  initial: string | null;
  /** Saves it as typed (the API reads it with the team's country); null clears it. */
  onSave: (phone: string | null) => void;
  state?: ActionState | undefined;
}

/** The team's contact phone (issue 36): shown on its booking pages and in bookers' mails. Its own save. */
export function ContactPhoneForm({ teamId, initial, onSave, state = {} }: ContactPhoneFormProps) {
  const { t } = useTranslation();
  // International form: unambiguous whatever the team's country, and saved again as it reads.
  const form = useForm(setContactPhoneInput, { phone: initial ? formatPhoneInternational(initial) : '' }, {
    input: ({ phone }) => ({ teamId, phone }),
    onSubmit: (data) => onSave(data.phone),
    serverErrors: state.serverErrors,
    clearOnEdit: false,
  });
  const shown = form.errors;
  return (
    <Form className={s.form} form={form}>
      <ErrorAlert code={state.error === 'INVALID_REQUEST' && shown.phone ? undefined : state.error} />
      <TextField
        label={t('teams.settings.contactPhone')}
        description={t('teams.settings.contactPhoneHelp')}
        type="tel"
        autoComplete="tel"
        {...form.field('phone')}
      />
      <Inline align="end">
        <Button type="submit" variant="secondary" isPending={state.isPending}>
          {t('teams.settings.saveContact')}
        </Button>
      </Inline>
    </Form>
  );
}
