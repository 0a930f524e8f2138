import { useMemo, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { slugSchema, timezoneSchema, type ErrorCode } from '@waqt/contracts';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { ComboBox } from '../../components/ComboBox/ComboBox.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { issueMessage, validateWith, type FieldErrors } from '../../forms/validation.ts';
import { timezoneOptions } from '../../forms/timezones.ts';
import { suggestSlug, typedSlug } from '../Teams/slug.ts';
import * as s from './Calendars.css.ts';

const calendarForm = z.object({ name: z.string().trim().min(1).max(120), slug: slugSchema, timezone: timezoneSchema });
export type CalendarFormValues = z.infer<typeof calendarForm>;

export interface CalendarFormProps {
  onSubmit: (values: CalendarFormValues) => void;
  isPending?: boolean;
  /** CALENDAR_LIMIT_REACHED, CALENDAR_SLUG_TAKEN, PERMISSION_DISABLED… */
  error?: ErrorCode | undefined;
  serverErrors?: FieldErrors;
  /** Live answer for the link being typed (undefined while unknown). */
  slugAvailable?: boolean | undefined;
  onSlugChange?: (slug: string) => void;
  /** The values the form starts with (a new calendar: empty, in the owner's time zone). */
  initial: CalendarFormValues;
  /** Suggest the link from the name while the link is untouched (new calendars only). */
  suggestLink?: boolean;
  submitLabel: string;
  /** Where the billing page is (the way out of the calendar limit). */
  billingHref?: string | undefined;
}

export interface CalendarNewProps extends Omit<CalendarFormProps, 'initial' | 'submitLabel' | 'suggestLink' | 'billingHref'> {
  /** The owner's time zone, the default for a new calendar. */
  defaultTimezone?: string;
  billingHref: string;
}

/** /dashboard/team/{teamId}/calendars/new: name, link (unique across Waqt) and time zone. */
export function CalendarNew({ defaultTimezone = 'Asia/Riyadh', ...props }: CalendarNewProps) {
  const { t } = useTranslation();
  return (
    <div className={s.page}>
      <header>
        <h1 className={s.title}>{t('calendars.new.title')}</h1>
        <p className={s.lead}>{t('calendars.new.lead')}</p>
      </header>
      <Card>
        <CalendarForm {...props} initial={{ name: '', slug: '', timezone: defaultTimezone }} suggestLink submitLabel={t('calendars.new.submit')} />
      </Card>
    </div>
  );
}

/** A calendar's name, link (live "already taken") and time zone: creating one, or its settings. */
export function CalendarForm({ onSubmit, isPending, error, serverErrors, slugAvailable, onSlugChange, initial, suggestLink = false, submitLabel, billingHref }: CalendarFormProps) {
  const { t, i18n } = useTranslation();
  const zones = useMemo(() => timezoneOptions(i18n.language), [i18n.language]);
  const [values, setValues] = useState(initial);
  const [slugTouched, setSlugTouched] = useState(!suggestLink);
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...serverErrors, ...errors };
  const setSlug = (slug: string) => {
    setValues((v) => ({ ...v, slug }));
    onSlugChange?.(slug);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = validateWith(calendarForm, values);
    if (!r.ok) return setErrors(r.errors);
    setErrors({});
    onSubmit(r.data);
  };
  const taken = error === 'CALENDAR_SLUG_TAKEN' || slugAvailable === false;
  return (
    <Form className={s.form} onSubmit={submit} validationBehavior="aria">
      {error && error !== 'CALENDAR_SLUG_TAKEN' && error !== 'INVALID_REQUEST' ? (
        <Alert action={error === 'CALENDAR_LIMIT_REACHED' && billingHref ? <a href={billingHref} className={s.link}>{t('teams.home.seeBilling')}</a> : undefined}>
          {error === 'CALENDAR_LIMIT_REACHED' ? t('calendars.new.limit') : t(`errors.${error}`)}
        </Alert>
      ) : null}
      <TextField
        label={t('calendars.new.name')}
        description={t('calendars.new.nameHelp')}
        name="name"
        isRequired
        value={values.name}
        onChange={(name) => {
          setValues((v) => ({ ...v, name }));
          if (!slugTouched) setSlug(suggestSlug(name, ''));
        }}
        isInvalid={!!shown.name}
        errorMessage={issueMessage(t, shown.name)}
      />
      <TextField
        label={t('calendars.new.slug')}
        description={slugAvailable === true && !shown.slug ? t('teams.form.slugAvailable') : t('calendars.new.slugHelp')}
        name="slug"
        isRequired
        value={values.slug}
        onChange={(v) => {
          setSlugTouched(true);
          setSlug(typedSlug(v));
        }}
        isInvalid={!!shown.slug || taken}
        errorMessage={taken ? t('calendars.new.slugTaken') : shown.slug ? t('teams.form.slugInvalid') : undefined}
      />
      <ComboBox
        label={t('calendars.new.timezone')}
        description={t('calendars.new.timezoneHelp')}
        items={zones}
        selectedKey={values.timezone}
        onSelectionChange={(key) => key && setValues((v) => ({ ...v, timezone: String(key) }))}
        isInvalid={!!shown.timezone}
        errorMessage={issueMessage(t, shown.timezone)}
      />
      <div className={s.actions}>
        <Button type="submit" isPending={isPending} isDisabled={slugAvailable === false}>{submitLabel}</Button>
      </div>
    </Form>
  );
}
