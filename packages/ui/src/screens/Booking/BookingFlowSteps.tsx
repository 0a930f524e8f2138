import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicEventType } from '@waqt/contracts';
import { Alert, ErrorAlert } from '../../components/Alert/Alert.tsx';
import { EventPanel } from './EventPanel.tsx';
import { localDateOf, monthOf } from '../../format/index.ts';
import { whenIdle } from './lazy.tsx';
import { useLocale } from '../../hooks/useLocale.ts';
import { StepHeading } from './parts.tsx';
import { PublicCard, PublicShell } from '../../patterns/public/PublicPage.tsx';
import { SlotPicker } from './SlotPicker.tsx';
import { validateBooker } from '../../forms/booker.ts';
import { afterDetails, flowReducer, initialFlow, needsCode, visibleStep } from './flowMachine.ts';
import type { BookingFlowProps } from './BookingFlow.tsx';
import { lazySteps } from './lazySteps.tsx';
import { useFlowAddress, useOfferedStart } from './useFlowAddress.ts';
import * as s from './Booking.css.ts';

/**
 * The flow once its event type and calendar are known, named in the page's language (BookingFlow): the step
 * machine (flowMachine.ts), the address kept in step (useFlowAddress.ts), and the step on show.
 */
export function BookingFlowSteps({
  organizer,
  eventType,
  month,
  onMonthChange,
  days,
  error,
  onRetry,
  timeZone,
  onTimeZoneChange,
  mode = 'book',
  currentStart,
  rescheduleError,
  onRequestCode,
  onBook,
  onReschedule,
  backHref,
  now = Date.now,
  initial,
  location,
  onLocationChange,
  onProgress,
  contactPhone,
}: Omit<BookingFlowProps, 'organizer'> & { eventType: PublicEventType; organizer: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { source: steps, BookerDetails, CodeStep, BookingReview } = lazySteps(locale);
  const [state, dispatch] = useReducer(flowReducer, undefined, () =>
    initialFlow({
      mode,
      verificationRequired: eventType.bookerVerificationRequired,
      // Paid event types are proven by the payment; free ones by the code (the API asks for it too).
      consentNeedsCode: !eventType.paymentRequired && eventType.phoneReminders.length > 0,
      // A phone call: the team calls the booker, so the details ask for the number.
      phoneCall: eventType.place?.kind === 'phone',
      step: initial?.step,
      date: initial?.date ?? (initial?.start ? localDateOf(initial.start, timeZone) : undefined),
      start: initial?.start,
      booker: initial?.booker,
      resendAt: initial?.resendAt,
      codeSentTo: initial?.codeSentTo,
      code: initial?.code,
    }),
  );
  const { moved, date, start, draft, fieldErrors, booker, code, codeError, resendAt, stepError, notice, pending, codeSentTo } = state;
  const step = visibleStep(state);
  const moving = mode === 'reschedule';
  const verify = needsCode(state);

  const here = { step, date, start };
  useFlowAddress({ location, onLocationChange, here, dispatch, timeZone });
  useEffect(() => {
    onProgress?.({ booker: draft, codeSentTo, resendAt, code });
  }, [onProgress, draft, codeSentTo, resendAt, code]);
  useOfferedStart({ location, here, dispatch, pending, days, month });
  // A failed fetch is tried again when a step renders (and then reaches the route's error page).
  useEffect(() => whenIdle(() => void steps.preload().catch(() => {})), [steps]);

  /** Mails a code; `advance` moves to the code step once it is on its way. */
  const sendCode = async (email: string, advance: boolean) => {
    if (!onRequestCode) return;
    dispatch({ type: 'codeRequested' });
    const r = await onRequestCode(email);
    dispatch(r.ok ? { type: 'codeSent', email, resendAt: r.resendAt, advance } : { type: 'codeFailed', error: r.error, advance });
  };

  const confirm = async () => {
    if (!start) return;
    dispatch({ type: 'submitStarted' });
    const r = moving ? await onReschedule?.(start) : booker ? await onBook?.({ start, booker, code: verify ? code : undefined }) : undefined;
    dispatch({ type: 'submitted', outcome: r ?? { ok: true } });
    // The API asked for a code this event type does not require: mail it, then on to the code step.
    if (r && !r.ok && r.error === 'BOOKER_CODE_REQUIRED' && booker) await sendCode(booker.email, true);
  };

  const continueDetails = async () => {
    const r = validateBooker(draft, { phoneCall: state.phoneCall });
    dispatch({ type: 'detailsSubmitted', now: now() });
    if (r.ok && afterDetails(state, r.data, now()) === 'send') await sendCode(r.data.email, true);
  };

  const today = localDateOf(now(), timeZone);
  let content;
  if (step === 'pick' || !start) {
    content = (
      <>
        <StepHeading autoFocus={moved} lead={moving ? t('booking.pick.rescheduleLead') : undefined}>
          {moving ? t('booking.pick.rescheduleTitle') : t('booking.pick.title')}
        </StepHeading>
        <ErrorAlert code={rescheduleError} />
        {notice ? <Alert>{t(`errors.${notice}`)}</Alert> : null}
        <SlotPicker
          month={month}
          onMonthChange={onMonthChange}
          days={days}
          error={error}
          onRetry={onRetry}
          today={today}
          timeZone={timeZone}
          onTimeZoneChange={(tz) => {
            dispatch({ type: 'zoneChanged' });
            onTimeZoneChange(tz);
          }}
          selectedDate={date && monthOf(date) === month ? date : undefined}
          onSelectDate={(d) => dispatch({ type: 'dateSelected', date: d })}
          selectedStart={start}
          onSelectStart={(s) => dispatch({ type: 'startSelected', start: s })}
          now={now()}
        />
      </>
    );
  } else if (step === 'details') {
    content = (
      <BookerDetails
        value={draft}
        onChange={(d) => dispatch({ type: 'draftChanged', draft: d })}
        errors={fieldErrors}
        onContinue={() => void continueDetails()}
        onBack={() => dispatch({ type: 'back' })}
        isPending={pending}
        error={stepError}
        focusHeading={moved}
        phoneChannels={eventType.phoneReminders}
        consentNeedsCode={!eventType.paymentRequired && mode === 'book'}
        phoneCall={state.phoneCall}
      />
    );
  } else if (step === 'code' && booker) {
    content = (
      <CodeStep
        email={booker.email}
        code={code}
        onCodeChange={(c) => dispatch({ type: 'codeChanged', code: c })}
        codeError={codeError ? t(codeError) : undefined}
        resendAt={resendAt}
        onResend={() => void sendCode(booker.email, false)}
        isResending={pending}
        error={stepError}
        onContinue={() => dispatch({ type: 'codeSubmitted' })}
        onBack={() => dispatch({ type: 'back' })}
        focusHeading={moved}
        now={now}
      />
    );
  } else {
    content = (
      <BookingReview
        mode={mode}
        eventType={eventType}
        organizer={organizer}
        start={start}
        timeZone={timeZone}
        booker={moving ? undefined : booker}
        onConfirm={() => void confirm()}
        onBack={() => dispatch({ type: 'back' })}
        isPending={pending}
        error={stepError}
        focusHeading={moved}
        now={now()}
      />
    );
  }
  const picking = step === 'pick' || !start;
  const reviewing = !picking && step !== 'details' && !(step === 'code' && booker);
  return (
    <PublicShell>
      <PublicCard width={picking ? 'flow' : 'compact'}>
        <EventPanel organizer={organizer} eventType={eventType} timeZone={timeZone} start={picking ? undefined : start} currentStart={moving ? currentStart : undefined} backHref={backHref} now={now()} condensed={reviewing} contactPhone={contactPhone} />
        <div className={s.main}>{content}</div>
      </PublicCard>
    </PublicShell>
  );
}
