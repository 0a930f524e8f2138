import { useEffect, useId, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ErrorCode, PhoneChannel } from '@waqt/contracts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { Text } from '../../components/layout/index.ts';
import { TextField } from '../../components/TextField/TextField.tsx';
import { issueMessage, type FieldErrors } from '../../forms/validation.ts';
import { StepHeading } from './parts.tsx';
import type { BookerDraft } from '../../forms/booker.ts';
import * as s from './Booking.css.ts';

// What the booker typed, as typed (checked on continue as the contracts' `bookerSchema` would: validate.ts).

export interface BookerDetailsProps {
  value: BookerDraft;
  onChange: (value: BookerDraft) => void;
  /** The first issue of each field (by the contracts' field paths: name, email, phone, notes). */
  errors: FieldErrors;
  onContinue: () => void;
  onBack: () => void;
  isPending?: boolean;
  /** A failure that is not about one field (a code could not be sent…). */
  error?: ErrorCode | undefined;
  /** Move focus to the heading (the visitor arrived here from another step). */
  focusHeading?: boolean;
  /**
   * The phone channels the event type reminds by (public event type's `phoneReminders`): with any, the phone
   * is for those reminders, and a box asks for the consent to them (the phone is then required).
   */
  phoneChannels?: readonly PhoneChannel[] | undefined;
  /** Asking for phone reminders means confirming the email with a mailed code first (the box says so). */
  consentNeedsCode?: boolean | undefined;
  /** The appointment is a phone call: the team calls this number, so it is required. */
  phoneCall?: boolean | undefined;
}

/** Which channels the consent names: both, or the one that is on. */
const channelsKey = (channels: readonly PhoneChannel[]) => (channels.length > 1 ? 'both' : channels[0]!);

/** Step "your details": name, email, a phone (E.164 or a Saudi 05… mobile; optional unless the appointment is a call) and notes. */
export function BookerDetails({ value, onChange, errors, onContinue, onBack, isPending, error, focusHeading, phoneChannels = [], consentNeedsCode = false, phoneCall = false }: BookerDetailsProps) {
  const { t } = useTranslation();
  const codeNoteId = useId();
  const set = (key: 'name' | 'email' | 'phone' | 'notes') => (v: string) => onChange({ ...value, [key]: v });
  const field = (key: 'name' | 'email' | 'phone' | 'notes') => ({ isInvalid: !!errors[key], errorMessage: issueMessage(t, errors[key]) });
  const reminders = phoneChannels.length > 0;
  const channels = reminders ? t(`booking.details.reminders.channels.${channelsKey(phoneChannels)}`) : '';
  const consent = reminders && value.messagingConsent === true;
  // A consent kept from before (a reload) whose event type no longer reminds by phone: dropped, as there is
  // no box to untick (here rather than in the flow: this step's chunk is loaded later than the page).
  const stale = !reminders && value.messagingConsent === true;
  useEffect(() => {
    if (stale) onChange({ ...value, messagingConsent: false });
  }, [stale, onChange, value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onContinue();
  };
  return (
    <>
      <StepHeading autoFocus={focusHeading}>{t('booking.details.title')}</StepHeading>
      <ErrorAlert code={error} />
      <Form className={s.form} onSubmit={submit} validationBehavior="aria">
        <TextField label={t('booking.details.name')} name="name" autoComplete="name" isRequired value={value.name} onChange={set('name')} {...field('name')} />
        <TextField label={t('booking.details.email')} name="email" type="email" autoComplete="email" isRequired value={value.email} onChange={set('email')} {...field('email')} />
        <TextField
          label={t('booking.details.phone')}
          description={phoneCall ? t('booking.details.callHelp') : reminders ? t('booking.details.reminders.phoneHelp', { channels }) : t('booking.details.phoneHelp')}
          name="phone"
          type="tel"
          autoComplete="tel"
          // Required for a phone call, or once the booker asked for reminders at it (the form checks it: validateBooker).
          isRequired={phoneCall || consent}
          value={value.phone}
          onChange={set('phone')}
          {...field('phone')}
        />
        {reminders ? (
          <Checkbox
            name="messagingConsent"
            isSelected={consent}
            onChange={(v) => onChange({ ...value, messagingConsent: v })}
            aria-describedby={consentNeedsCode ? codeNoteId : undefined}
          >
            {t('booking.details.reminders.consent', { channels })}
          </Checkbox>
        ) : null}
        {reminders && consentNeedsCode ? (
          <Text size="small" tone="secondary" id={codeNoteId} className={s.consentNote}>
            {t('booking.details.reminders.codeNote')}
          </Text>
        ) : null}
        <TextField label={t('booking.details.notes')} description={t('booking.details.notesHelp')} name="notes" multiline rows={3} value={value.notes} onChange={set('notes')} {...field('notes')} />
        <div className={s.actions}>
          <Button variant="quiet" onPress={onBack}>{t('common.back')}</Button>
          <Button type="submit" isPending={isPending}>{t('common.continue')}</Button>
        </div>
      </Form>
    </>
  );
}
