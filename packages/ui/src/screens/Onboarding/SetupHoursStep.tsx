import { useMemo } from 'react';
import { parseTime, type Time } from '@internationalized/date';
import { useTranslation } from 'react-i18next';
import {
  EVENT_PRICE_MAX_HALALAS,
  countryOfTimeZone,
  defaultWeeklyHours,
  onboardingHoursInput,
  timeZoneOfCountry,
  type OnboardingHoursInput,
  type OnboardingStatus,
  type WeeklyHours,
} from '@waqt/contracts';
import { Alert, ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { CheckboxGroup } from '../../components/CheckboxGroup/CheckboxGroup.tsx';
import { ComboBox } from '../../components/ComboBox/ComboBox.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { NumberField } from '../../components/NumberField/NumberField.tsx';
import { Radio, RadioGroup } from '../../components/RadioGroup/RadioGroup.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { TimeField } from '../../components/TimeField/TimeField.tsx';
import { Inline, Section } from '../../components/layout/index.ts';
import { countryOptions } from '../../forms/countries.ts';
import { formError, issueMessage, type FieldErrors } from '../../forms/validation.ts';
import { formatDuration, halalasFromSar, zoneLabel } from '../../format/index.ts';
import { weekOrder, weekdayName } from '../../format/weekdays.ts';
import { useForm } from '../../hooks/useForm.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import type { ActionState } from '../../patterns/action.ts';
import { isolate } from '../../patterns/public/bidi.ts';
import * as s from './Onboarding.css.ts';

/** Lengths offered for the first event type (any other can be set on the event type later). */
const DURATIONS = [15, 30, 45, 60, 90, 120];

export interface SetupHoursStepProps {
  /** The team's country (its working week) and the calendar's hours as saved. */
  country: string;
  weekly: WeeklyHours;
  /** The calendar's time zone (the hours are in it). Where the country's differs, the form offers to use it. */
  timezone: string;
  /** The first event type as saved (a resumed setup), else the form's own start. */
  eventType?: OnboardingStatus['eventType'] | undefined;
  /** Whether the team can sell the event type, or why not. */
  payments: OnboardingStatus['payments'];
  onSubmit: (values: OnboardingHoursInput) => void;
  onBack: () => void;
  state?: ActionState | undefined;
}

const hhmm = (t: Time) => `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`;
const openDays = (weekly: WeeklyHours) => weekly.flatMap((ranges, day) => (ranges.length ? [String(day)] : []));

/** What the form edits: the week as open days and one range, the first event type's price in SAR. */
type HoursValues = {
  country: string;
  zone: string;
  days: string[];
  start: string;
  end: string;
  title: string;
  duration: number;
  paid: boolean;
  priceSar: number;
};

/** The form's values as the API takes them; the zone only when it was changed here. */
const hoursInput = (v: HoursValues, timezone: string): OnboardingHoursInput => ({
  country: v.country,
  ...(v.zone !== timezone ? { timezone: v.zone } : {}),
  weekly: Array.from({ length: 7 }, (_, d) => (v.days.includes(String(d)) ? [{ start: v.start, end: v.end }] : [])),
  eventType: { title: v.title, durationMinutes: v.duration, priceHalalas: v.paid ? halalasFromSar(v.priceSar) : 0 },
});

/**
 * The zone the country suggests when the calendar's is not one of the country's (issue 36: a browser in
 * London choosing Saudi Arabia, or the country changed here); undefined when they agree or the country's
 * zone is not known. A zone of the country other than its first (Chicago for the US) agrees.
 */
function countryZoneIfOther(country: string, zone: string): string | undefined {
  const suggested = timeZoneOfCountry(country);
  return suggested && suggested !== zone && countryOfTimeZone(zone) !== country.toUpperCase() ? suggested : undefined;
}

/**
 * Screen 2: the working week (the country's usual days, 09:00–17:00, as the calendar was made) as days
 * and one range, in the calendar's zone, then the first event type: its name, length, and free or paid —
 * paid only where the team can be paid; otherwise the form says why and how to add it later. When the
 * country keeps another zone than the calendar's, it says so and offers the country's in one click (sent
 * with the hours, which keep their clock times), with a way back.
 */
export function SetupHoursStep({ country: initialCountry, weekly, timezone, eventType, payments, onSubmit, onBack, state = {} }: SetupHoursStepProps) {
  const { t } = useTranslation();
  const { locale, tag } = useLocale();
  const countries = useMemo(() => countryOptions(tag), [tag]);
  const firstRange = weekly.find((d) => d.length)?.[0] ?? { start: '09:00', end: '17:00' };
  const canCharge = payments === 'available';
  const form = useForm(
    onboardingHoursInput,
    {
      country: initialCountry,
      zone: timezone,
      days: openDays(weekly),
      start: firstRange.start,
      end: firstRange.end === '24:00' ? '23:59' : firstRange.end,
      title: eventType?.title ?? t('onboarding.hours.titleDefault'),
      duration: eventType?.durationMinutes ?? 30,
      paid: canCharge && (eventType?.priceHalalas ?? 0) > 0,
      priceSar: (eventType?.priceHalalas ?? 0) / 100 || 100,
    },
    {
      input: (v) => hoursInput(v, timezone),
      // The form's own rules first: a working day, and an end after the start.
      checkFirst: (v): FieldErrors | undefined => (v.days.length === 0 ? { days: { issue: 'custom' } } : v.end <= v.start ? { end: { issue: 'range_end_before_start' } } : undefined),
      // Sent as built (the API parses it again).
      onSubmit: (): void => onSubmit(hoursInput(form.values, timezone)),
      serverErrors: state.serverErrors,
      clearOnEdit: false,
    },
  );
  const { values, errors: shown, set } = form;
  const { country, zone, days, start, end, duration, paid } = values;
  const countryZone = countryZoneIfOther(country, zone);

  const durations = useMemo(
    () => [...new Set([...DURATIONS, duration])].sort((a, b) => a - b).map((m) => ({ id: String(m), label: formatDuration(m, locale) })),
    [duration, locale],
  );
  const timeError = shown['weekly'] ?? Object.entries(shown).find(([k]) => k.startsWith('weekly.'))?.[1];

  const paymentsNote = canCharge ? undefined : t(`onboarding.hours.${payments === 'personal' ? 'paymentsPersonal' : payments === 'plan' ? 'paymentsPlan' : 'paymentsProvider'}`);

  return (
    <Card>
      <Form className={s.form} form={form}>
        <ErrorAlert code={formError(state.error, state.serverErrors)} />
        <Section title={t('onboarding.hours.hoursTitle')} lead={t('onboarding.hours.zone', { zone: zoneLabel(zone, tag) })}>
          {countryZone ? (
            <Alert
              tone="caution"
              action={
                <Button variant="secondary" size="sm" onPress={() => set('zone', countryZone)}>
                  {t('onboarding.hours.useZone', { zone: isolate(zoneLabel(countryZone, tag)) })}
                </Button>
              }
            >
              {t('onboarding.hours.zoneDiffers', {
                zone: isolate(zoneLabel(zone, tag)),
                country: isolate(countries.find((c) => c.id === country)?.label ?? country),
                countryZone: isolate(zoneLabel(countryZone, tag)),
              })}
            </Alert>
          ) : zone !== timezone ? (
            <Alert
              tone="success"
              action={
                <Button variant="quiet" size="sm" onPress={() => set('zone', timezone)}>
                  {t('onboarding.hours.keepZone', { zone: isolate(zoneLabel(timezone, tag)) })}
                </Button>
              }
            >
              {t('onboarding.hours.zoneChanged', { zone: isolate(zoneLabel(zone, tag)) })}
            </Alert>
          ) : null}
          <ComboBox
            label={t('onboarding.hours.country')}
            description={t('onboarding.hours.countryHelp')}
            items={countries}
            selectedKey={country}
            onSelectionChange={(key) => {
              if (key == null) return;
              set('country', String(key));
              set('days', openDays(defaultWeeklyHours(String(key))));
            }}
          />
          <CheckboxGroup
            label={t('onboarding.hours.days')}
            value={days}
            onChange={(v) => set('days', v)}
            className={s.dayGroup}
            isInvalid={!!shown.days}
            errorMessage={shown.days ? t('onboarding.hours.daysRequired') : undefined}
          >
            {weekOrder(tag).map((d) => (
              <Checkbox key={d} value={String(d)}>
                {weekdayName(tag, d)}
              </Checkbox>
            ))}
          </CheckboxGroup>
          <div className={s.times}>
            <TimeField label={t('onboarding.hours.from')} value={parseTime(start)} onChange={(v) => v && set('start', hhmm(v))} />
            <TimeField
              label={t('onboarding.hours.to')}
              value={parseTime(end)}
              onChange={(v) => v && set('end', hhmm(v))}
              isInvalid={!!shown.end || !!timeError}
              errorMessage={shown.end || timeError ? t('onboarding.hours.endBeforeStart') : undefined}
            />
          </div>
        </Section>
        <Section title={t('onboarding.hours.eventTitle')} lead={t('onboarding.hours.eventLead')}>
          <TextField
            label={t('onboarding.hours.title')}
            isRequired
            value={values.title}
            onChange={(v) => set('title', v)}
            isInvalid={!!shown['eventType.title']}
            errorMessage={issueMessage(t, shown['eventType.title'])}
          />
          <Select label={t('onboarding.hours.duration')} items={durations} selectedKey={String(duration)} onSelectionChange={(key) => key != null && set('duration', Number(key))} />
          <RadioGroup
            label={t('onboarding.hours.price')}
            value={paid ? 'paid' : 'free'}
            onChange={(v) => set('paid', v === 'paid')}
            orientation="horizontal"
            description={paymentsNote}
          >
            <Radio value="free">{t('onboarding.hours.free')}</Radio>
            <Radio value="paid" isDisabled={!canCharge}>
              {t('onboarding.hours.paid')}
            </Radio>
          </RadioGroup>
          {paid ? (
            <NumberField
              label={t('onboarding.hours.amount')}
              isRequired
              minValue={1}
              maxValue={EVENT_PRICE_MAX_HALALAS / 100}
              step={0.01}
              formatOptions={{ style: 'currency', currency: 'SAR' }}
              value={values.priceSar}
              onChange={(v) => set('priceSar', v)}
              isInvalid={!!shown['eventType.priceHalalas']}
              errorMessage={issueMessage(t, shown['eventType.priceHalalas'])}
            />
          ) : null}
        </Section>
        <Inline align="between">
          <Button variant="secondary" onPress={onBack}>{t('onboarding.back')}</Button>
          <Button type="submit" isPending={state.isPending}>{t('onboarding.finish')}</Button>
        </Inline>
      </Form>
    </Card>
  );
}
