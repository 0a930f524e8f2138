import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { eventTypeIn, localized, type Booker, type ContactPhone, type ErrorCode, type InLanguages, type Locale, type PublicEventType } from '@waqt/contracts';
import { Alert, ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Skeleton } from '../../components/Spinner/Skeleton.tsx';
import { EventPanel } from './EventPanel.tsx';
import { localDateOf, monthOf } from '../../format/index.ts';
import { lazyPart, preloadable, whenIdle } from './lazy.tsx';
import { loadMessages } from '../../i18n/load.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { StepHeading } from './parts.tsx';
import { LoadingCard, PageMessage, PublicCard, PublicShell, type Outcome } from '../../patterns/public/PublicPage.tsx';
import { skeleton } from '../../patterns/public/public.css.ts';
import { SlotPicker, type SlotDay } from './SlotPicker.tsx';
import { validateBooker } from '../../forms/booker.ts';
import { afterDetails, flowReducer, initialFlow, needsCode, visibleStep, type BookingStep, type FlowInit } from './flowMachine.ts';
import { sameFlowLocation, type FlowLocation, type FlowProgress } from './flowLocation.ts';
import * as s from './Booking.css.ts';

export type { BookingStep };
/** What the flow asks the API to book; the container adds the event type, zone and locale. */
export interface BookRequest {
  start: string;
  booker: Booker;
  /** The mailed code, when the event type requires verification. */
  code?: string | undefined;
}
export type CodeOutcome = { ok: true; resendAt: string } | { ok: false; error: ErrorCode };
export type { Outcome as BookingOutcome };

export interface BookingFlowProps {
  /** The calendar: its public name, in Arabic and English when given (the page's is shown); undefined until the first answer. */
  organizer: InLanguages<'name'> | undefined;
  /** The event type (its title and description shown in the page's language); undefined until the first answer. */
  eventType: PublicEventType | undefined;
  /** The team's contact phone (public.slots); none when it gave none. */
  contactPhone?: ContactPhone | null | undefined;
  /** The visible month, 'YYYY-MM'. */
  month: string;
  onMonthChange: (month: string) => void;
  /** Bookable days of the visible month; undefined while they load. */
  days: SlotDay[] | undefined;
  /** Loading failed: without an event type the whole card shows it, otherwise the times panel does. */
  error?: ErrorCode | undefined;
  onRetry?: (() => void) | undefined;
  /** The visitor's zone (detected, changeable). */
  timeZone: string;
  onTimeZoneChange: (timeZone: string) => void;
  /** book (default) or reschedule: the same time picker, no details, "Move to …". */
  mode?: 'book' | 'reschedule';
  /** Rescheduling: the booking's current start. */
  currentStart?: string | undefined;
  /** Rescheduling is refused before it starts (BOOKING_CHANGE_CLOSED, BOOKING_TOKEN_INVALID…). */
  rescheduleError?: ErrorCode | undefined;
  /** Mails the booker a code (event types with verification). */
  onRequestCode?: (email: string) => Promise<CodeOutcome>;
  /** Books; on success the container moves on (onBooked). */
  onBook?: (request: BookRequest) => Promise<Outcome>;
  /** Moves the booking (reschedule mode); on success the container moves on. */
  onReschedule?: (start: string) => Promise<Outcome>;
  /** Back to the calendar's page. */
  backHref?: string | undefined;
  /** The clock (stories pass a fixed one). */
  now?: () => number;
  /** Where the flow starts (stories; a deep link may pass a date), with what a reload kept (`onProgress`). */
  initial?: Omit<FlowInit, 'mode' | 'verificationRequired' | 'consentNeedsCode' | 'phoneCall'>;
  /**
   * The step, day and time as the address has them (`?step=…&date=…&time=…`): the flow follows it (Back and
   * Forward move between steps) and reports its own moves through `onLocationChange`. Without it the flow
   * keeps its steps to itself (stories).
   */
  location?: FlowLocation | undefined;
  /** The flow moved: a new step is a new history entry; a day or time within a step replaces the current one. */
  onLocationChange?: ((location: FlowLocation, options: { replace: boolean }) => void) | undefined;
  /** What the visitor entered so far (details, the mailed code), for a reload to restore. */
  onProgress?: ((progress: FlowProgress) => void) | undefined;
}

const UNAVAILABLE: ErrorCode[] = ['NOT_FOUND', 'EVENT_TYPE_UNAVAILABLE', 'EVENT_TYPE_NOT_FOUND'];

// The steps after the time are a chunk of their own (forms, the code field, the summary), with the words
// only they show (the `later` part of the messages: i18n/parts.ts): fetched as soon as the page is up, so
// they are there when the visitor has picked a time; until then, a placeholder.
function StepLoading() {
  const { t } = useTranslation();
  return (
    <div className={skeleton} role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton inlineSize="50%" />
      <Skeleton lines={3} />
    </div>
  );
}
/** The steps in one language: their chunk and that language's `later` messages, fetched together. */
function stepParts(locale: Locale) {
  const source = preloadable(() => Promise.all([import('./steps.ts'), loadMessages(locale, 'later')]).then(([m]) => m));
  return {
    source,
    BookerDetails: lazyPart(source, (m) => m.BookerDetails, () => <StepLoading />),
    CodeStep: lazyPart(source, (m) => m.CodeStep, () => <StepLoading />),
    BookingReview: lazyPart(source, (m) => m.BookingReview, () => <StepLoading />),
  };
}
const stepsByLocale = new Map<Locale, ReturnType<typeof stepParts>>();
function stepsFor(locale: Locale) {
  let parts = stepsByLocale.get(locale);
  if (!parts) stepsByLocale.set(locale, (parts = stepParts(locale)));
  return parts;
}

/** Booking one event type: pick a day and time, give your details, verify (when required), review, book. */
export function BookingFlow(props: BookingFlowProps) {
  const { eventType, organizer, error, onRetry, backHref } = props;
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (!eventType || organizer === undefined) {
    if (!error) return <PublicShell><LoadingCard /></PublicShell>;
    return (
      <PublicShell>
        <PageMessage
          role="alert"
          title={t(UNAVAILABLE.includes(error) ? 'booking.flow.unavailableTitle' : 'booking.flow.loadError')}
          body={t(`errors.${error}`)}
          action={
            UNAVAILABLE.includes(error) ? (
              backHref ? <Link href={backHref} variant="standalone">{t('booking.flow.otherEventTypes')}</Link> : undefined
            ) : onRetry ? (
              <Button variant="secondary" onPress={onRetry}>{t('common.retry')}</Button>
            ) : undefined
          }
        />
      </PublicShell>
    );
  }
  // Named in the page's language (contracts languages.ts): the calendar, the title and the description.
  return <Flow {...props} eventType={eventTypeIn(eventType, locale)} organizer={localized(organizer, 'name', locale)} />;
}

function Flow({
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
  const { source: steps, BookerDetails, CodeStep, BookingReview } = stepsFor(locale);
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

  // The address and the flow agree: a changed address (Back, Forward) moves the flow there; a move of the flow
  // is written to the address — a new entry for a new step, the same entry for another day or time.
  // `seen` is the address as last received, `synced` what the flow last wrote or followed: a write takes a moment
  // to come back as the new address (the router is asynchronous), and must not be mistaken for Back meanwhile.
  const seen = useRef(location);
  const synced = useRef(location);
  const restoring = useRef(false);
  useEffect(() => {
    if (!location || !onLocationChange) return;
    const here: FlowLocation = { step, date, start };
    if (!sameFlowLocation(location, seen.current)) {
      seen.current = location;
      if (sameFlowLocation(location, synced.current)) return;
      synced.current = location;
      if (!sameFlowLocation(location, here)) {
        restoring.current = true;
        dispatch({ type: 'restore', step: location.step, start: location.start, date: location.date ?? (location.start ? localDateOf(location.start, timeZone) : undefined) });
      }
      return;
    }
    if (sameFlowLocation(here, synced.current)) {
      restoring.current = false;
      return;
    }
    // A step the address asked for but the flow cannot show yet (no details…) corrects the entry in place.
    const replace = restoring.current || here.step === synced.current?.step;
    restoring.current = false;
    synced.current = here;
    onLocationChange(here, { replace });
  });
  useEffect(() => {
    onProgress?.({ booker: draft, codeSentTo, resendAt, code });
  }, [onProgress, draft, codeSentTo, resendAt, code]);
  // A time from the address (a reload, a shared link, Back) that is no longer offered: say so, pick another.
  const checked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!location || !start || step === 'pick' || pending || !days || !date || monthOf(date) !== month || checked.current === start) return;
    checked.current = start;
    if (!days.some((d) => d.slots.includes(start))) dispatch({ type: 'slotGone' });
  }, [location, start, step, pending, days, date, month]);
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
