import { useMemo, useState, type FormEvent } from 'react';
import { parseTime, type Time } from '@internationalized/date';
import { Form } from 'react-aria-components';
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
import { NumberField } from '../../components/NumberField/NumberField.tsx';
import { Radio, RadioGroup } from '../../components/RadioGroup/RadioGroup.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { TimeField } from '../../components/TimeField/TimeField.tsx';
import { Inline, Section } from '../../components/layout/index.ts';
import { countryOptions } from '../../forms/countries.ts';
import { issueMessage, validateWith, type FieldErrors } from '../../forms/validation.ts';
import { formatDuration, halalasFromSar, zoneLabel } from '../../format/index.ts';
import { weekOrder, weekdayName } from '../../format/weekdays.ts';
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
  const [country, setCountry] = useState(initialCountry);
  const [zone, setZone] = useState(timezone);
  const countryZone = countryZoneIfOther(country, zone);
  const [days, setDays] = useState<string[]>(openDays(weekly));
  const [start, setStart] = useState(firstRange.start);
  const [end, setEnd] = useState(firstRange.end === '24:00' ? '23:59' : firstRange.end);
  const [title, setTitle] = useState(eventType?.title ?? t('onboarding.hours.titleDefault'));
  const [duration, setDuration] = useState(eventType?.durationMinutes ?? 30);
  const canCharge = payments === 'available';
  const [paid, setPaid] = useState(canCharge && (eventType?.priceHalalas ?? 0) > 0);
  const [priceSar, setPriceSar] = useState((eventType?.priceHalalas ?? 0) / 100 || 100);
  const [errors, setErrors] = useState<FieldErrors>({});

  const durations = useMemo(
    () => [...new Set([...DURATIONS, duration])].sort((a, b) => a - b).map((m) => ({ id: String(m), label: formatDuration(m, locale) })),
    [duration, locale],
  );
  const shown: FieldErrors = { ...state.serverErrors, ...errors };
  const timeError = shown['weekly'] ?? Object.entries(shown).find(([k]) => k.startsWith('weekly.'))?.[1];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (days.length === 0) return setErrors({ days: { issue: 'custom' } });
    if (end <= start) return setErrors({ end: { issue: 'range_end_before_start' } });
    const values: OnboardingHoursInput = {
      country,
      ...(zone !== timezone ? { timezone: zone } : {}),
      weekly: Array.from({ length: 7 }, (_, d) => (days.includes(String(d)) ? [{ start, end }] : [])),
      eventType: { title, durationMinutes: duration, priceHalalas: paid ? halalasFromSar(priceSar) : 0 },
    };
    const r = validateWith(onboardingHoursInput, values);
    if (!r.ok) return setErrors(r.errors);
    setErrors({});
    onSubmit(values);
  };
  const paymentsNote = canCharge ? undefined : t(`onboarding.hours.${payments === 'personal' ? 'paymentsPersonal' : payments === 'plan' ? 'paymentsPlan' : 'paymentsProvider'}`);
  const generalError = state.error === 'INVALID_REQUEST' && Object.keys(state.serverErrors ?? {}).length > 0 ? undefined : state.error;

  return (
    <Card>
      <Form className={s.form} onSubmit={submit} validationBehavior="aria">
        <ErrorAlert code={generalError} />
        <Section title={t('onboarding.hours.hoursTitle')} lead={t('onboarding.hours.zone', { zone: zoneLabel(zone, tag) })}>
          {countryZone ? (
            <Alert
              tone="caution"
              action={
                <Button variant="secondary" size="sm" onPress={() => setZone(countryZone)}>
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
                <Button variant="quiet" size="sm" onPress={() => setZone(timezone)}>
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
              setCountry(String(key));
              setDays(openDays(defaultWeeklyHours(String(key))));
            }}
          />
          <CheckboxGroup
            label={t('onboarding.hours.days')}
            value={days}
            onChange={setDays}
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
            <TimeField label={t('onboarding.hours.from')} value={parseTime(start)} onChange={(v) => v && setStart(hhmm(v))} />
            <TimeField
              label={t('onboarding.hours.to')}
              value={parseTime(end)}
              onChange={(v) => v && setEnd(hhmm(v))}
              isInvalid={!!shown.end || !!timeError}
              errorMessage={shown.end || timeError ? t('onboarding.hours.endBeforeStart') : undefined}
            />
          </div>
        </Section>
        <Section title={t('onboarding.hours.eventTitle')} lead={t('onboarding.hours.eventLead')}>
          <TextField
            label={t('onboarding.hours.title')}
            isRequired
            value={title}
            onChange={setTitle}
            isInvalid={!!shown['eventType.title']}
            errorMessage={issueMessage(t, shown['eventType.title'])}
          />
          <Select label={t('onboarding.hours.duration')} items={durations} selectedKey={String(duration)} onSelectionChange={(key) => key != null && setDuration(Number(key))} />
          <RadioGroup
            label={t('onboarding.hours.price')}
            value={paid ? 'paid' : 'free'}
            onChange={(v) => setPaid(v === 'paid')}
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
              value={priceSar}
              onChange={setPriceSar}
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
