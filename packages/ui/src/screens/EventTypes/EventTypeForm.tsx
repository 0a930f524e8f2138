import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  createEventTypeInput,
  EVENT_BUFFER_MAX_MINUTES,
  EVENT_DURATION_MAX_MINUTES,
  EVENT_DURATION_MIN_MINUTES,
  EVENT_PRICE_MAX_HALALAS,
  NO_SHOW_PREPAY_MAX,
  NO_SHOW_PREPAY_MIN,
  NOTICE_UNITS,
  PRICINGS,
  type ErrorCode,
  type EventTypeFields,
  type PhoneChannel,
  type Place,
  type PlanNeeds,
  type Pricing,
} from '@waqt/contracts';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { DatePicker } from '../../components/DatePicker/DatePicker.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { NumberField } from '../../components/NumberField/NumberField.tsx';
import { Radio, RadioGroup } from '../../components/RadioGroup/RadioGroup.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { Switch } from '../../components/Switch/Switch.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { issueMessage, validateWith, type FieldErrors } from '../../forms/validation.ts';
import { typedSlug } from '../../forms/slug.ts';
import { UpgradePrompt } from '../../patterns/UpgradePrompt.tsx';
import { isolateLtr } from '../../patterns/public/bidi.ts';
import { emptyDraft, fieldsFrom, suggestedSlug, type EventTypeDraft } from './eventTypeDraft.ts';
import { ReminderRules, type PhoneChannelStatus } from './ReminderRules.tsx';
import { InOtherLanguages } from '../../patterns/InOtherLanguages.tsx';
import { EventTypePlace } from './EventTypePlace.tsx';
import { Page, PageHeader, Text } from '../../components/layout/index.ts';
import { formatNumber } from '../../format/index.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import * as s from './EventTypes.css.ts';

export interface EventTypeFormProps {
  /** The team and calendar the event type belongs to (validated with the API's own input schema). */
  teamId: string;
  calendarId: string;
  /** The calendar's time zone: active from/to are whole days there. */
  timeZone: string;
  /** The calendar's link, shown before the event type's link. */
  calendarSlug: string;
  /** Editing: the saved values; creating: undefined (the link then follows the title). */
  initial?: EventTypeDraft | undefined;
  /** The calendar's availability schedules to choose from; a new event type starts on the default one. */
  schedules: { id: string; name: string; isDefault?: boolean }[];
  /** The personal team: no payments, one event type (the upgrade prompt shows instead). */
  isPersonal?: boolean;
  /**
   * The team's plan lacks `payments` (billing.entitlements, e.g. an ended trial): the prompt to the plan
   * that has them beside the payment fields, which stay off (one already on can still be turned off).
   */
  paymentsNeeds?: PlanNeeds | undefined;
  /**
   * Whether the team can take a payment when booking (a card provider or a bank transfer in its payment
   * settings): false disables "Pay when booking" with the reason and a link to `paymentSettingsHref`;
   * undefined when not known (nothing is disabled for it).
   */
  canTakeOnlinePayment?: boolean | undefined;
  /** The team's payment settings (where a card provider or bank transfer is added). */
  paymentSettingsHref?: string | undefined;
  /**
   * The team's SMS and WhatsApp channels (messaging.channels): reminders by a channel that is not on cannot
   * be chosen. Undefined when not known (nothing is disabled for it).
   */
  phoneChannels?: Record<PhoneChannel, PhoneChannelStatus> | undefined;
  /** Where the team sets up SMS and WhatsApp (team settings). */
  messagingSettingsHref?: string | undefined;
  /** The calendar's place, which the event type keeps unless it names its own (undefined: not known). */
  calendarPlace?: Place | null | undefined;
  /** The way out of the personal team's limits. */
  upgradeHref: string;
  /** Back to the list. */
  cancelHref: string;
  /** Where a new availability schedule is made (offered when the calendar has none). */
  newScheduleHref: string;
  onSubmit: (values: EventTypeFields) => void;
  isPending?: boolean;
  /** EVENT_TYPE_LIMIT_REACHED, PAYMENTS_NOT_AVAILABLE, EVENT_TYPE_SLUG_TAKEN, PERMISSION_DISABLED… */
  error?: ErrorCode | undefined;
  /** What the plan lacks when the API refused with EVENT_TYPE_LIMIT_REACHED or PAYMENTS_NOT_AVAILABLE. */
  needs?: PlanNeeds | undefined;
  /** Field issues the API sent back with INVALID_REQUEST. */
  serverErrors?: FieldErrors;
}

const UPGRADE_CODES: ErrorCode[] = ['EVENT_TYPE_LIMIT_REACHED', 'PAYMENTS_NOT_AVAILABLE'];

/** The feature and the plan only: the prompt's count line speaks of calendars, not event types. */
const featureOnly = (needs: PlanNeeds): PlanNeeds => ({ feature: needs.feature, plan: needs.plan });

/** Create or edit an event type: every field of SPEC §3, validated with the API's schema before sending. */
export function EventTypeForm({
  teamId,
  calendarId,
  timeZone,
  calendarSlug,
  initial,
  schedules,
  isPersonal = false,
  paymentsNeeds,
  canTakeOnlinePayment,
  paymentSettingsHref,
  phoneChannels,
  messagingSettingsHref,
  calendarPlace,
  upgradeHref,
  cancelHref,
  newScheduleHref,
  onSubmit,
  isPending,
  error,
  needs,
  serverErrors,
}: EventTypeFormProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const editing = initial !== undefined;
  const [d, setD] = useState<EventTypeDraft>(() => initial ?? emptyDraft((schedules.find((x) => x.isDefault) ?? (schedules.length === 1 ? schedules[0] : undefined))?.id ?? ''));
  const [slugTouched, setSlugTouched] = useState(editing);
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown: FieldErrors = { ...serverErrors, ...errors };
  const set = <K extends keyof EventTypeDraft>(key: K, value: EventTypeDraft[K]) => setD((v) => ({ ...v, [key]: value }));
  const msg = (path: string) => issueMessage(t, shown[path]);
  const invalid = (path: string) => !!shown[path];
  const paymentsOff = isPersonal || paymentsNeeds !== undefined;
  // A paid choice the team cannot take stays off; the saved one stays selectable (it can be made free).
  const unavailable = (p: Pricing) => p !== 'free' && p !== initial?.pricing && (paymentsOff || (p === 'prepaid' && canTakeOnlinePayment === false));
  const noOnlineMethod = !paymentsOff && canTakeOnlinePayment === false;
  // "Customers with N no-shows must pay in advance" needs a price and a way to pay when booking; one already
  // on stays changeable (to turn it off). The reason it is off shows under it.
  const noShowBlock = d.pricing === 'free' ? 'needsPrice' : paymentsOff ? 'needsPayments' : noOnlineMethod ? 'needsOnlineMethod' : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const values = fieldsFrom(d, timeZone);
    const r = validateWith(createEventTypeInput, { ...values, teamId, calendarId });
    if (!r.ok) return setErrors(r.errors);
    setErrors({});
    onSubmit(values);
  };

  const slugTaken = error === 'EVENT_TYPE_SLUG_TAKEN';
  const upgrade = error && UPGRADE_CODES.includes(error);
  // The personal team buys no plan: its own words and way out, whatever the refusal names.
  const planPrompt = upgrade && !isPersonal && needs?.plan ? featureOnly(needs) : undefined;
  return (
    <Page width="narrow">
      <PageHeader title={editing ? t('eventTypes.form.editTitle') : t('eventTypes.form.newTitle')} lead={t('eventTypes.form.lead')} />
      <Form className={s.form} onSubmit={submit} validationBehavior="aria">
        {planPrompt ? (
          <div role="alert">
            <UpgradePrompt needs={planPrompt} teamId={teamId} headingLevel={2} />
          </div>
        ) : error && !slugTaken && error !== 'INVALID_REQUEST' ? (
          <Alert action={upgrade ? <a href={upgradeHref} className={s.link}>{t('teams.home.upgradeAction')}</a> : undefined}>{t(`errors.${error}`)}</Alert>
        ) : null}
        <Card>
          <fieldset className={s.fieldset}>
            <legend className={s.legend}>{t('eventTypes.form.details')}</legend>
            <TextField
              label={t('eventTypes.form.title')}
              name="title"
              isRequired
              value={d.title}
              onChange={(title) => setD((v) => ({ ...v, title, ...(slugTouched ? {} : { slug: suggestedSlug(title) }) }))}
              isInvalid={invalid('title')}
              errorMessage={msg('title')}
            />
            <TextField
              label={t('eventTypes.form.description')}
              name="description"
              multiline
              rows={3}
              value={d.description}
              onChange={(v) => set('description', v)}
              isInvalid={invalid('description')}
              errorMessage={msg('description')}
            />
            <InOtherLanguages
              texts="titleAndDescription"
              headingLevel={2}
              values={d}
              onChange={(key, text) => setD((v) => ({ ...v, [key]: text }))}
              errors={shown}
            />
            <TextField
              label={t('eventTypes.form.slug')}
              description={t('eventTypes.form.slugHelp', { path: isolateLtr(`/${calendarSlug}/${d.slug || '…'}`) })}
              name="slug"
              isRequired
              value={d.slug}
              onChange={(v) => {
                setSlugTouched(true);
                set('slug', typedSlug(v));
              }}
              isInvalid={invalid('slug') || slugTaken}
              errorMessage={slugTaken ? t('errors.EVENT_TYPE_SLUG_TAKEN') : shown.slug ? t('teams.form.slugInvalid') : undefined}
            />
            {schedules.length === 0 ? (
              <Alert tone="info" action={<Link href={newScheduleHref} variant="standalone">{t('eventTypes.form.addSchedule')}</Link>}>
                {t('eventTypes.form.noSchedules')}
              </Alert>
            ) : null}
            <Select
              label={t('eventTypes.form.schedule')}
              description={t('eventTypes.form.scheduleHelp')}
              isRequired
              items={schedules.map((x) => ({ id: x.id, label: x.name }))}
              selectedKey={d.scheduleId || null}
              onSelectionChange={(key) => key !== null && set('scheduleId', String(key))}
              isInvalid={invalid('scheduleId')}
              errorMessage={shown.scheduleId ? t('validation.required') : undefined}
            />
            <Switch isSelected={d.enabled} onChange={(v) => set('enabled', v)}>{t('eventTypes.form.enabled')}</Switch>
          </fieldset>
        </Card>
        <Card>
          <fieldset className={s.fieldset}>
            <legend className={s.legend}>{t('eventTypes.form.timing')}</legend>
            <div className={s.pair}>
              <NumberField
                label={t('eventTypes.form.duration')}
                unit={t('eventTypes.form.minutes')}
                isRequired
                minValue={EVENT_DURATION_MIN_MINUTES}
                maxValue={EVENT_DURATION_MAX_MINUTES}
                step={5}
                value={d.durationMinutes}
                onChange={(v) => set('durationMinutes', v)}
                isInvalid={invalid('durationMinutes')}
                errorMessage={msg('durationMinutes')}
              />
              <NumberField
                label={t('eventTypes.form.bufferBefore')}
                unit={t('eventTypes.form.minutes')}
                minValue={0}
                maxValue={EVENT_BUFFER_MAX_MINUTES}
                step={5}
                value={d.bufferBeforeMinutes}
                onChange={(v) => set('bufferBeforeMinutes', v)}
                isInvalid={invalid('bufferBeforeMinutes')}
                errorMessage={msg('bufferBeforeMinutes')}
              />
              <NumberField
                label={t('eventTypes.form.bufferAfter')}
                unit={t('eventTypes.form.minutes')}
                minValue={0}
                maxValue={EVENT_BUFFER_MAX_MINUTES}
                step={5}
                value={d.bufferAfterMinutes}
                onChange={(v) => set('bufferAfterMinutes', v)}
                isInvalid={invalid('bufferAfterMinutes')}
                errorMessage={msg('bufferAfterMinutes')}
              />
            </div>
            <div className={s.pair}>
              <NumberField
                label={t('eventTypes.form.notice')}
                minValue={0}
                value={d.noticeValue}
                onChange={(v) => set('noticeValue', v)}
                isInvalid={invalid('minimumNotice.value')}
                errorMessage={msg('minimumNotice.value')}
              />
              <Select
                label={t('eventTypes.form.noticeUnit')}
                items={NOTICE_UNITS.filter((u) => u !== 'seconds').map((u) => ({ id: u, label: t(`eventTypes.units.${u}`) }))}
                selectedKey={d.noticeUnit}
                onSelectionChange={(key) => key !== null && set('noticeUnit', String(key) as EventTypeDraft['noticeUnit'])}
              />
            </div>
            <div className={s.pair}>
              <DatePicker
                label={t('eventTypes.form.activeFrom')}
                description={t('eventTypes.form.activeHelp')}
                value={d.activeFrom}
                onChange={(v) => set('activeFrom', v)}
                isInvalid={invalid('activeFrom')}
                errorMessage={msg('activeFrom')}
              />
              <DatePicker
                label={t('eventTypes.form.activeTo')}
                description={t('eventTypes.form.activeHelp')}
                value={d.activeTo}
                onChange={(v) => set('activeTo', v)}
                isInvalid={invalid('activeTo')}
                errorMessage={msg('activeTo')}
              />
            </div>
            <Switch isSelected={d.bookerVerificationRequired} onChange={(v) => set('bookerVerificationRequired', v)}>
              {t('eventTypes.form.verification')}
            </Switch>
          </fieldset>
        </Card>
        <EventTypePlace value={d.place} onChange={(v) => set('place', v)} errors={shown} calendarPlace={calendarPlace} />
        <Card>
          <fieldset className={s.fieldset}>
            <legend className={s.legend}>{t('eventTypes.reminders.title')}</legend>
            <ReminderRules rules={d.reminders} onChange={(v) => set('reminders', v)} phoneChannels={phoneChannels} messagingSettingsHref={messagingSettingsHref} errors={shown} />
          </fieldset>
        </Card>
        <Card>
          <fieldset className={s.fieldset}>
            <legend className={s.legend}>{t('eventTypes.form.payment')}</legend>
            {paymentsOff && !isPersonal && paymentsNeeds?.plan ? (
              <UpgradePrompt needs={featureOnly(paymentsNeeds)} teamId={teamId} headingLevel={2} />
            ) : paymentsOff ? (
              <Alert tone="info" action={<Link href={upgradeHref} variant="standalone">{t('teams.home.upgradeAction')}</Link>}>
                {t('errors.PAYMENTS_NOT_AVAILABLE')}
              </Alert>
            ) : null}
            {noOnlineMethod ? (
              <Alert tone="info" action={paymentSettingsHref ? <Link href={paymentSettingsHref} variant="standalone">{t('eventTypes.form.paymentSettings')}</Link> : undefined}>
                {t('eventTypes.form.noOnlineMethod')}
              </Alert>
            ) : null}
            <RadioGroup
              label={t('eventTypes.form.pricing')}
              value={d.pricing}
              onChange={(v) => set('pricing', v as Pricing)}
              description={t(`eventTypes.form.pricingHelp.${d.pricing}`)}
              isInvalid={invalid('paymentRequired')}
              errorMessage={msg('paymentRequired')}
            >
              {PRICINGS.map((p) => (
                <Radio key={p} value={p} isDisabled={unavailable(p)}>
                  {t(`eventTypes.form.pricingChoice.${p}`)}
                </Radio>
              ))}
            </RadioGroup>
            {d.pricing === 'free' ? null : (
              <NumberField
                label={t('eventTypes.form.price')}
                description={t('eventTypes.form.priceHelp')}
                isRequired
                minValue={0}
                maxValue={EVENT_PRICE_MAX_HALALAS / 100}
                step={0.01}
                formatOptions={{ style: 'currency', currency: 'SAR' }}
                value={d.priceSar}
                onChange={(v) => set('priceSar', v)}
                isInvalid={invalid('priceHalalas')}
                errorMessage={msg('priceHalalas')}
              />
            )}
            <Checkbox
              isSelected={d.noShowPrepay}
              onChange={(v) => set('noShowPrepay', v)}
              isDisabled={noShowBlock !== undefined && !d.noShowPrepay}
              description={noShowBlock ? t(`eventTypes.noShow.${noShowBlock}`) : t('eventTypes.noShow.help')}
            >
              {t('eventTypes.noShow.label')}
            </Checkbox>
            {d.noShowPrepay && d.pricing !== 'free' ? (
              <NumberField
                label={t('eventTypes.noShow.count')}
                description={Number.isFinite(d.noShowPrepayAfter) ? t('eventTypes.noShow.sentence', { count: d.noShowPrepayAfter, n: formatNumber(d.noShowPrepayAfter, locale) }) : undefined}
                isRequired
                minValue={NO_SHOW_PREPAY_MIN}
                maxValue={NO_SHOW_PREPAY_MAX}
                value={d.noShowPrepayAfter}
                onChange={(v) => set('noShowPrepayAfter', v)}
                isInvalid={invalid('noShowPrepayAfter')}
                errorMessage={msg('noShowPrepayAfter')}
              />
            ) : shown.noShowPrepayAfter ? (
              <Text size="small" tone="critical" role="alert">
                {msg('noShowPrepayAfter')}
              </Text>
            ) : null}
          </fieldset>
        </Card>
        <div className={s.actions}>
          <Link href={cancelHref} variant="standalone">{t('common.cancel')}</Link>
          <Button type="submit" isPending={isPending}>{editing ? t('common.save') : t('eventTypes.form.create')}</Button>
        </div>
      </Form>
    </Page>
  );
}
