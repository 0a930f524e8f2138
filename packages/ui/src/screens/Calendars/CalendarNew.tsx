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

export interface CalendarNewProps {
  onSubmit: (values: CalendarFormValues) => void;
  isPending?: boolean;
  /** CALENDAR_LIMIT_REACHED, CALENDAR_SLUG_TAKEN, PERMISSION_DISABLED… */
  error?: ErrorCode | undefined;
  serverErrors?: FieldErrors;
  /** Live answer for the link being typed (undefined while unknown). */
  slugAvailable?: boolean | undefined;
  onSlugChange?: (slug: string) => void;
  /** The owner's time zone, the default for a new calendar. */
  defaultTimezone?: string;
  /** Where the billing page is (the way out of the calendar limit). */
  billingHref: string;
}

/** /dashboard/team/{teamId}/calendars/new: name, link (unique in the team) and time zone. */
export function CalendarNew({ onSubmit, isPending, error, serverErrors, slugAvailable, onSlugChange, defaultTimezone = 'Asia/Riyadh', billingHref }: CalendarNewProps) {
  const { t, i18n } = useTranslation();
  const zones = useMemo(() => timezoneOptions(i18n.language), [i18n.language]);
  const [values, setValues] = useState({ name: '', slug: '', timezone: defaultTimezone });
  const [slugTouched, setSlugTouched] = useState(false);
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
    <div className={s.page}>
      <header>
        <h1 className={s.title}>{t('calendars.new.title')}</h1>
        <p className={s.lead}>{t('calendars.new.lead')}</p>
      </header>
      <Card>
        <Form className={s.form} onSubmit={submit} validationBehavior="aria">
          {error && error !== 'CALENDAR_SLUG_TAKEN' && error !== 'INVALID_REQUEST' ? (
            <Alert action={error === 'CALENDAR_LIMIT_REACHED' ? <a href={billingHref} className={s.link}>{t('teams.home.seeBilling')}</a> : undefined}>
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
            <Button type="submit" isPending={isPending} isDisabled={slugAvailable === false}>{t('calendars.new.submit')}</Button>
          </div>
        </Form>
      </Card>
    </div>
  );
}
