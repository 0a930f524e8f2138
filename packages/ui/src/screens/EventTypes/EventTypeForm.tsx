import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createEventTypeInput, type ErrorCode, type EventTypeFields, type PhoneChannel, type Place, type PlanNeeds } from '@waqt/contracts';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Page, PageHeader } from '../../components/layout/index.ts';
import type { FieldErrors } from '../../forms/validation.ts';
import { useForm } from '../../hooks/useForm.ts';
import { UpgradePrompt } from '../../patterns/UpgradePrompt.tsx';
import { emptyDraft, fieldsFrom, type EventTypeDraft } from './eventTypeDraft.ts';
import { EventTypeDetails } from './EventTypeDetails.tsx';
import { EventTypePayment, featureOnly } from './EventTypePayment.tsx';
import { EventTypePlace } from './EventTypePlace.tsx';
import { EventTypeTiming } from './EventTypeTiming.tsx';
import { ReminderRules, type PhoneChannelStatus } from './ReminderRules.tsx';
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

/**
 * Create or edit an event type: every field of SPEC §3, validated with the API's schema before sending.
 * Its parts: EventTypeDetails, EventTypeTiming, EventTypePlace, ReminderRules and EventTypePayment.
 */
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
  const editing = initial !== undefined;
  const start: EventTypeDraft = initial ?? emptyDraft((schedules.find((x) => x.isDefault) ?? (schedules.length === 1 ? schedules[0] : undefined))?.id ?? '');
  const [slugTouched, setSlugTouched] = useState(editing);
  const form = useForm(createEventTypeInput, start, {
    input: (d) => ({ ...fieldsFrom(d, timeZone), teamId, calendarId }),
    // The fields as the form made them (the API checks them again with the same schema).
    onSubmit: (): void => onSubmit(fieldsFrom(form.values, timeZone)),
    serverErrors,
    clearOnEdit: false,
  });
  const part = { draft: form.values, set: form.set, errors: form.errors };

  const slugTaken = error === 'EVENT_TYPE_SLUG_TAKEN';
  const upgrade = error && UPGRADE_CODES.includes(error);
  // The personal team buys no plan: its own words and way out, whatever the refusal names.
  const planPrompt = upgrade && !isPersonal && needs?.plan ? featureOnly(needs) : undefined;
  return (
    <Page width="narrow">
      <PageHeader title={editing ? t('eventTypes.form.editTitle') : t('eventTypes.form.newTitle')} lead={t('eventTypes.form.lead')} />
      <Form className={s.form} form={form}>
        {planPrompt ? (
          <div role="alert">
            <UpgradePrompt needs={planPrompt} teamId={teamId} headingLevel={2} />
          </div>
        ) : error && !slugTaken && error !== 'INVALID_REQUEST' ? (
          <Alert action={upgrade ? <a href={upgradeHref} className={s.link}>{t('teams.home.upgradeAction')}</a> : undefined}>{t(`errors.${error}`)}</Alert>
        ) : null}
        <EventTypeDetails
          {...part}
          calendarSlug={calendarSlug}
          schedules={schedules}
          newScheduleHref={newScheduleHref}
          slugTouched={slugTouched}
          onSlugTouched={() => setSlugTouched(true)}
          slugTaken={slugTaken}
        />
        <EventTypeTiming {...part} />
        <EventTypePlace value={form.values.place} onChange={(v) => form.set('place', v)} errors={form.errors} calendarPlace={calendarPlace} />
        <Card>
          <fieldset className={s.fieldset}>
            <legend className={s.legend}>{t('eventTypes.reminders.title')}</legend>
            <ReminderRules rules={form.values.reminders} onChange={(v) => form.set('reminders', v)} phoneChannels={phoneChannels} messagingSettingsHref={messagingSettingsHref} errors={form.errors} />
          </fieldset>
        </Card>
        <EventTypePayment
          {...part}
          teamId={teamId}
          savedPricing={initial?.pricing}
          isPersonal={isPersonal}
          paymentsNeeds={paymentsNeeds}
          canTakeOnlinePayment={canTakeOnlinePayment}
          paymentSettingsHref={paymentSettingsHref}
          upgradeHref={upgradeHref}
        />
        <div className={s.actions}>
          <Link href={cancelHref} variant="standalone">{t('common.cancel')}</Link>
          <Button type="submit" isPending={isPending}>{editing ? t('common.save') : t('eventTypes.form.create')}</Button>
        </div>
      </Form>
    </Page>
  );
}
