import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIMEZONE, GCC_COUNTRIES, PHONE_DAILY_LIMIT_MAX, PHONE_CHANNELS, saveMessagingLimitsInput, zoneName, type MessagingLimitsView, type PhoneChannel } from '@waqt/contracts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { ComboBox } from '../../components/ComboBox/ComboBox.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { CloseIcon } from '../../components/icons/index.ts';
import { Heading, Inline, Stack, Text } from '../../components/layout/index.ts';
import { NumberField } from '../../components/NumberField/NumberField.tsx';
import { countryOptions } from '../../forms/countries.ts';
import { issueMessage } from '../../forms/validation.ts';
import { formatNumber, formatTime } from '../../format/index.ts';
import { withoutField } from '../../hooks/formState.ts';
import { useAction } from '../../hooks/useAction.ts';
import { useForm } from '../../hooks/useForm.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import type { ActionOutcome } from '../../patterns/action.ts';
import * as s from './Messaging.css.ts';

/** What saving the limits sends (messaging.saveLimits without the team). */
export interface SaveLimitsRequest {
  allowedCountries: string[];
  dailyLimits: Record<PhoneChannel, number>;
}

export interface MessagingLimitsProps {
  /** The limits in force and today's counts (messaging.limits). */
  limits: MessagingLimitsView;
  /** Saves the countries and the daily limits; the form shows a refusal. */
  onSave: (request: SaveLimitsRequest) => Promise<ActionOutcome>;
  /** The viewer's zone: when the day ends is said in it. */
  timeZone?: string | undefined;
}

const schema = saveMessagingLimitsInput.omit({ teamId: true });
const required = { issue: 'too_small', params: { min: 1 } };

/**
 * The limits against message fraud (issue 35, item 4; docs/decisions.md "Phone messages and toll fraud"):
 * the countries reminders by SMS and WhatsApp may go to — the team's own by default, the Gulf's six one
 * click away — and each channel's daily limit with what was sent today; the fixed per-number limit and
 * the booker's email check are said, not set.
 */
export function MessagingLimits({ limits, onSave, timeZone = DEFAULT_TIMEZONE }: MessagingLimitsProps) {
  const { t } = useTranslation();
  const { locale, tag } = useLocale();
  const titleId = useId();
  const countriesId = useId();
  const save = useAction(onSave);
  const form = useForm(schema, { allowedCountries: limits.allowedCountries, dailyLimits: limits.dailyLimits }, {
    input: (v) => ({ allowedCountries: v.allowedCountries, dailyLimits: { sms: v.dailyLimits.sms, whatsapp: v.dailyLimits.whatsapp } }),
    // A cleared number field reads as NaN: say "required" rather than "wrong type".
    check: (v, errors) =>
      Object.keys(errors).length === 0 ? errors : { ...errors, ...Object.fromEntries(PHONE_CHANNELS.filter((c) => Number.isNaN(v.dailyLimits[c])).map((c) => [`dailyLimits.${c}`, required])) },
    onSubmit: save.run,
    refusedFields: (failure) => failure.fields ?? {},
    clearOnEdit: false,
  });
  const { values, set, errors } = form;
  const countries = values.allowedCountries;
  const daily = values.dailyLimits;
  // Each country added starts the search afresh (a new field, focus kept in it): a ComboBox whose input is
  // cleared while focused opens its list again.
  const [searches, setSearches] = useState(0);
  const searchRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (searches > 0) searchRef.current?.querySelector('input')?.focus();
  }, [searches]);
  // A refusal that names its fields is said under them only.
  const failure = save.failure && Object.keys(save.failure.fields ?? {}).length === 0 ? save.failure.error : undefined;
  const options = useMemo(() => countryOptions(tag), [tag]);
  const nameOf = useMemo(() => new Map(options.map((o) => [o.id, o.label])), [options]);
  const addable = options.filter((o) => !countries.includes(o.id));
  const missingGcc = GCC_COUNTRIES.filter((c) => !countries.includes(c));

  const add = (codes: readonly string[]) => {
    set('allowedCountries', [...countries, ...codes.filter((c) => !countries.includes(c))]);
    form.setErrors((es) => withoutField(es, 'allowedCountries'));
  };
  const countryError = errors.allowedCountries ? t('messaging.limits.noCountries') : undefined;
  const limitError = (c: PhoneChannel) => issueMessage(t, errors[`dailyLimits.${c}`]);
  const resets = new Date(limits.resetsAt);

  return (
    <section aria-labelledby={titleId} className={s.item}>
      <Stack space="md">
        <Heading level={3} id={titleId}>
          {t('messaging.limits.title')}
        </Heading>
        <Text size="small" tone="secondary">
          {t('messaging.limits.lead')}
        </Text>
        <Form className={s.form} form={form}>
          <ErrorAlert code={failure} />
          <fieldset className={s.fieldset} aria-describedby={`${countriesId}-help`}>
            <legend className={s.legend}>{t('messaging.limits.countries')}</legend>
            <Text size="small" tone="secondary" id={`${countriesId}-help`}>
              {t('messaging.limits.countriesHelp')}
            </Text>
            <ul className={s.chips} aria-label={t('messaging.limits.countries')}>
              {countries.map((code) => {
                const name = nameOf.get(code) ?? code;
                return (
                  <li key={code} className={s.chip}>
                    <span>{name}</span>
                    <Button
                      size="sm"
                      variant="quiet"
                      aria-label={t('messaging.limits.removeCountry', { country: name })}
                      onPress={() => set('allowedCountries', countries.filter((c) => c !== code))}
                    >
                      <CloseIcon size={14} stroke={2.5} />
                    </Button>
                  </li>
                );
              })}
            </ul>
            {countryError ? (
              <Text size="small" tone="critical" role="alert">
                {countryError}
              </Text>
            ) : null}
            <div className={s.addRow}>
              <div ref={searchRef} className={s.addField}>
                <ComboBox
                  key={searches}
                  label={t('messaging.limits.addCountry')}
                  items={addable}
                  menuTrigger="input"
                  selectedKey={null}
                  onSelectionChange={(key) => {
                    if (key == null) return;
                    add([String(key)]);
                    setSearches((n) => n + 1);
                  }}
                />
              </div>
              <Button variant="secondary" isDisabled={missingGcc.length === 0} onPress={() => add(missingGcc)}>
                {t('messaging.limits.addGcc')}
              </Button>
            </div>
          </fieldset>
          <div className={s.pair}>
            {PHONE_CHANNELS.map((c) => (
              <NumberField
                key={c}
                label={t(`messaging.limits.dailyLimit.${c}`)}
                description={t('messaging.limits.sentToday', { sent: formatNumber(limits.sentToday[c], locale) })}
                name={`dailyLimits.${c}`}
                minValue={1}
                maxValue={PHONE_DAILY_LIMIT_MAX}
                value={daily[c]}
                onChange={(v) => set('dailyLimits', { ...daily, [c]: v })}
                isInvalid={limitError(c) !== undefined}
                errorMessage={limitError(c)}
              />
            ))}
          </div>
          <Stack space="xs">
            <Text size="small" tone="secondary">
              {t('messaging.limits.overLimit')}
            </Text>
            <Text size="small" tone="secondary">
              {t('messaging.limits.perNumber', { n: formatNumber(limits.perNumberDaily, locale) })}
            </Text>
            <Text size="small" tone="secondary">
              {t('messaging.limits.verified')}
            </Text>
            <Text size="small" tone="secondary">
              {t('messaging.limits.resets', { time: formatTime(resets, locale, timeZone), zone: zoneName(timeZone, locale, resets) })}
            </Text>
          </Stack>
          <Inline align="end">
            <Button type="submit" variant="secondary" isPending={save.pending}>
              {t('messaging.limits.save')}
            </Button>
          </Inline>
        </Form>
      </Stack>
    </section>
  );
}
