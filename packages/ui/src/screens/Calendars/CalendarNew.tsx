import { useMemo, useState } from 'react';
import { Radio, RadioGroup } from '../../components/RadioGroup/RadioGroup.tsx';
import { useLocale } from '../../hooks/useLocale.ts';
import { zoneLabel } from '../../format/zone.ts';
import { isolate } from '../../patterns/public/bidi.ts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DEFAULT_TIMEZONE, createCalendarInput, HOURS_ON_ZONE_CHANGE, slugSchema, timezoneSchema, type ErrorCode, type HoursOnZoneChange, type PlanNeeds } from '@waqt/contracts';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { ComboBox } from '../../components/ComboBox/ComboBox.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Inline, Page, PageHeader } from '../../components/layout/index.ts';
import { TextField } from '../../components/TextField/TextField.tsx';
import { issueMessage, type FieldErrors } from '../../forms/validation.ts';
import { useForm } from '../../hooks/useForm.ts';
import { timezoneOptions } from '../../forms/timezones.ts';
import { LoadingBlocks } from '../../patterns/Loading.tsx';
import { suggestSlug, typedSlug } from '../../forms/slug.ts';
import { UpgradePrompt } from '../../patterns/UpgradePrompt.tsx';
import { InOtherLanguages } from '../../patterns/InOtherLanguages.tsx';
import * as s from './Calendars.css.ts';

const calendarForm = z.object({
  name: z.string().trim().min(1).max(120),
  nameAr: createCalendarInput.shape.nameAr,
  nameEn: createCalendarInput.shape.nameEn,
  slug: slugSchema,
  timezone: timezoneSchema,
  hours: z.enum(HOURS_ON_ZONE_CHANGE).optional(),
});
export type CalendarFormValues = z.input<typeof calendarForm>;

export interface CalendarFormProps {
  onSubmit: (values: CalendarFormValues) => void;
  isPending?: boolean;
  /** CALENDAR_SLUG_TAKEN, PERMISSION_DISABLED… */
  error?: ErrorCode | undefined;
  serverErrors?: FieldErrors;
  /** Live answer for the link being typed (undefined while unknown). */
  slugAvailable?: boolean | undefined;
  onSlugChange?: (slug: string) => void;
  /** The values the form starts with (a new calendar: empty, in the owner's time zone). */
  initial: CalendarFormValues;
  /** Suggest the link from the name while the link is untouched (new calendars only). */
  suggestLink?: boolean;
  /**
   * An existing calendar's settings: once another zone is chosen, ask what its working hours do — keep
   * their clock times in the new zone (the default) or keep their instants (issue 36).
   */
  askHoursOnZoneChange?: boolean;
  /** The name in Arabic and English too (a calendar's settings; a new one gets them there). */
  withOtherLanguages?: boolean;
  submitLabel: string;
}

export interface CalendarNewProps extends Omit<CalendarFormProps, 'initial' | 'submitLabel' | 'suggestLink' | 'withOtherLanguages'> {
  /** The team the calendar is for (the upgrade prompt's link to its subscription). */
  teamId: string;
  /** The owner's time zone, the default for a new calendar. */
  defaultTimezone?: string;
  /** Where the team's billing page is (the personal team's way out of its calendar limit). */
  billingHref: string;
  /** The API refused at the limit (CALENDAR_LIMIT_REACHED): the limit, the calendars used and the plan with more. */
  needs?: PlanNeeds | undefined;
  /** Known before anything is typed (billing.entitlements): the team is at its limit — the prompt shows instead of the form. */
  atLimit?: PlanNeeds | undefined;
  /** Whether the team's limit is still being read (a placeholder instead of a form that might not apply). */
  isLoading?: boolean;
  /** Assistants cannot change the plan: at the limit they see the permission message instead of the link. */
  isAssistant?: boolean | undefined;
}

/**
 * /dashboard/team/{teamId}/calendars/new: name, link (unique across Waqt) and time zone. At the team's
 * calendar limit — known up front or from the API's refusal — it says how many of how many calendars are
 * in use and offers the plan with more (BILLING.md §7); the personal team, which buys no plan, is told
 * its limit with the way to billing.
 */
export function CalendarNew({ teamId, defaultTimezone = DEFAULT_TIMEZONE, billingHref, needs, atLimit, isLoading = false, isAssistant, ...props }: CalendarNewProps) {
  const { t } = useTranslation();
  const limit = atLimit ?? (props.error === 'CALENDAR_LIMIT_REACHED' ? (needs ?? {}) : undefined);
  // Up front the prompt is the page's content; after a refused submit it is announced.
  const refused = !atLimit;
  return (
    <Page width="narrow">
      <PageHeader title={t('calendars.new.title')} lead={t('calendars.new.lead')} />
      {isLoading ? (
        <LoadingBlocks count={3} blockSize="4rem" />
      ) : limit?.plan ? (
        <div role={refused && !isAssistant ? 'alert' : undefined}>
          <UpgradePrompt needs={limit} teamId={teamId} isAssistant={isAssistant} headingLevel={2} />
        </div>
      ) : limit ? (
        <Alert tone={refused ? 'critical' : 'info'} action={isAssistant ? undefined : <Link href={billingHref} variant="standalone">{t('teams.home.seeBilling')}</Link>}>
          {t('calendars.new.limit')}
        </Alert>
      ) : (
        <Card>
          <CalendarForm {...props} initial={{ name: '', slug: '', timezone: defaultTimezone }} suggestLink submitLabel={t('calendars.new.submit')} />
        </Card>
      )}
    </Page>
  );
}

/** A calendar's name, link (live "already taken") and time zone: creating one, or its settings. */
export function CalendarForm({
  onSubmit,
  isPending,
  error,
  serverErrors,
  slugAvailable,
  onSlugChange,
  initial,
  suggestLink = false,
  askHoursOnZoneChange = false,
  withOtherLanguages = false,
  submitLabel,
}: CalendarFormProps) {
  const { t, i18n } = useTranslation();
  const { tag } = useLocale();
  const zones = useMemo(() => timezoneOptions(i18n.language), [i18n.language]);
  const [slugTouched, setSlugTouched] = useState(!suggestLink);
  const form = useForm(calendarForm, initial, {
    onSubmit: ({ hours, nameAr, nameEn, ...fields }) => {
      // The other languages' names only from a form that shows them (a new calendar gets them in its settings).
      const rest = withOtherLanguages ? { ...fields, nameAr, nameEn } : fields;
      onSubmit(zoneChanged ? { ...rest, hours: hours ?? 'clock' } : rest);
    },
    serverErrors,
    clearOnEdit: false,
  });
  const { values, set, errors: shown } = form;
  const setSlug = (slug: string) => {
    set('slug', slug);
    onSlugChange?.(slug);
  };
  const taken = error === 'CALENDAR_SLUG_TAKEN' || slugAvailable === false;
  const zoneChanged = askHoursOnZoneChange && values.timezone !== initial.timezone;
  return (
    <Form className={s.form} form={form}>
      {error && error !== 'CALENDAR_SLUG_TAKEN' && error !== 'INVALID_REQUEST' ? <Alert>{t(`errors.${error}`)}</Alert> : null}
      <TextField
        label={t('calendars.new.name')}
        description={t('calendars.new.nameHelp')}
        name="name"
        isRequired
        value={values.name}
        onChange={(name) => {
          set('name', name);
          if (!slugTouched) setSlug(suggestSlug(name, ''));
        }}
        isInvalid={!!shown.name}
        errorMessage={issueMessage(t, shown.name)}
      />
      {withOtherLanguages ? (
        <InOtherLanguages
          texts="name"
          values={{ nameAr: values.nameAr ?? '', nameEn: values.nameEn ?? '' }}
          onChange={(key, text) => set(key as 'nameAr' | 'nameEn', text)}
          errors={shown}
        />
      ) : null}
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
        onSelectionChange={(key) => key && set('timezone', String(key))}
        isInvalid={!!shown.timezone}
        errorMessage={issueMessage(t, shown.timezone)}
      />
      {zoneChanged ? (
        <RadioGroup
          label={t('calendars.settings.hoursOnZoneChange')}
          // What the chosen answer does, with the zone it means.
          description={
            (values.hours ?? 'clock') === 'clock'
              ? t('calendars.settings.hoursClockHelp', { zone: isolate(zoneLabel(values.timezone, tag)) })
              : t('calendars.settings.hoursInstantsHelp', { zone: isolate(zoneLabel(initial.timezone, tag)) })
          }
          value={values.hours ?? 'clock'}
          onChange={(hours) => set('hours', hours as HoursOnZoneChange)}
        >
          <Radio value="clock">{t('calendars.settings.hoursClock')}</Radio>
          <Radio value="instants">{t('calendars.settings.hoursInstants')}</Radio>
        </RadioGroup>
      ) : null}
      <Inline align="end">
        <Button type="submit" isPending={isPending} isDisabled={slugAvailable === false}>{submitLabel}</Button>
      </Inline>
    </Form>
  );
}
