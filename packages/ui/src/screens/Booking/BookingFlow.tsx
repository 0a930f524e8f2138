import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booker, ErrorCode, PublicEventType } from '@waqt/contracts';
import { Alert, ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Skeleton } from '../../components/Spinner/Skeleton.tsx';
import type { FieldErrors } from '../../forms/validation.ts';
import { EventPanel } from './EventPanel.tsx';
import { localDateOf, monthOf } from './format.ts';
import { lazyPart, preloadable, whenIdle } from './lazy.tsx';
import { LoadingCard, PageMessage, StepHeading, type Outcome } from './parts.tsx';
import { SlotPicker, type SlotDay } from './SlotPicker.tsx';
import { emptyBooker, isOtpCode, validateBooker, type BookerDraft } from './validate.ts';
import * as s from './Booking.css.ts';

export type BookingStep = 'pick' | 'details' | 'code' | 'review';
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
  /** The calendar's public name; undefined until the first answer. */
  organizer: string | undefined;
  /** The event type; undefined until the first answer. */
  eventType: PublicEventType | undefined;
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
  /** Where the flow starts (stories; a deep link may pass a date). */
  initial?: { step?: BookingStep; date?: string; start?: string; booker?: Partial<BookerDraft>; resendAt?: string };
}

const UNAVAILABLE: ErrorCode[] = ['NOT_FOUND', 'EVENT_TYPE_UNAVAILABLE', 'EVENT_TYPE_NOT_FOUND'];

// The steps after the time are a chunk of their own (forms, the code field, the summary): fetched as soon
// as the page is up, so they are there when the visitor has picked a time; until then, a placeholder.
const steps = preloadable(() => import('./steps.ts'));
function StepLoading() {
  const { t } = useTranslation();
  return (
    <div className={s.skeleton} role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton inlineSize="50%" />
      <Skeleton lines={3} />
    </div>
  );
}
const BookerDetails = lazyPart(steps, (m) => m.BookerDetails, () => <StepLoading />);
const CodeStep = lazyPart(steps, (m) => m.CodeStep, () => <StepLoading />);
const BookingReview = lazyPart(steps, (m) => m.BookingReview, () => <StepLoading />);

/** Booking one event type: pick a day and time, give your details, verify (when required), review, book. */
export function BookingFlow(props: BookingFlowProps) {
  const { eventType, organizer, error, onRetry, backHref } = props;
  const { t } = useTranslation();
  if (!eventType || organizer === undefined) {
    if (!error) return <main className={s.page}><LoadingCard /></main>;
    return (
      <main className={s.page}>
        <PageMessage
          className={`${s.card} ${s.cardCompact}`}
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
      </main>
    );
  }
  return <Flow {...props} eventType={eventType} organizer={organizer} />;
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
}: BookingFlowProps & { eventType: PublicEventType; organizer: string }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<BookingStep>(initial?.step ?? 'pick');
  // Focus follows the visitor's moves between steps, not the first render of the page.
  const [moved, setMoved] = useState(false);
  const [date, setDate] = useState(initial?.date ?? (initial?.start ? localDateOf(initial.start, timeZone) : undefined));
  const [start, setStart] = useState(initial?.start);
  const [draft, setDraft] = useState<BookerDraft>({ ...emptyBooker, ...initial?.booker });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [booker, setBooker] = useState<Booker | undefined>(() => {
    const r = validateBooker({ ...emptyBooker, ...initial?.booker });
    return r.ok ? r.data : undefined;
  });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [resendAt, setResendAt] = useState(initial?.resendAt);
  // The address the last code went to: coming back to the details and on again reuses that code.
  const [codeSentTo, setCodeSentTo] = useState<string>();
  const [stepError, setStepError] = useState<ErrorCode>();
  const [notice, setNotice] = useState<ErrorCode>();
  const [pending, setPending] = useState(false);
  const moving = mode === 'reschedule';
  // The API may ask for a code even when the event type does not (a second unpaid hold of one email).
  const [codeAsked, setCodeAsked] = useState(false);
  const verify = (eventType.bookerVerificationRequired || codeAsked) && !moving;
  // A failed fetch is tried again when a step renders (and then reaches the route's error page).
  useEffect(() => whenIdle(() => void steps.preload().catch(() => {})), []);

  const go = (next: BookingStep) => {
    setStep(next);
    setMoved(true);
    setStepError(undefined);
  };

  /** Mails a code; `advance` moves to the code step once it is on its way. */
  const sendCode = async (email: string, advance: boolean) => {
    if (!onRequestCode) return;
    setPending(true);
    const r = await onRequestCode(email);
    setPending(false);
    if (r.ok) {
      setResendAt(r.resendAt);
      setCodeSentTo(email);
      setCodeError(undefined);
      if (advance) go('code');
      else setStepError(undefined);
    } else if (advance && r.error === 'OTP_RESEND_TOO_SOON') {
      // A code for this address went out less than a minute ago: it is still good.
      go('code');
      setStepError(r.error);
    } else setStepError(r.error);
  };

  const failed = async (r: Extract<Outcome, { ok: false }>) => {
    if (r.error === 'SLOT_TAKEN' || r.error === 'SLOT_UNAVAILABLE') {
      setStart(undefined);
      go('pick');
      setNotice(r.error);
    } else if (r.error === 'BOOKER_CODE_REQUIRED' && booker) {
      setCodeAsked(true);
      await sendCode(booker.email, true);
    } else if (r.error === 'INVALID_OTP' || r.error === 'OTP_EXPIRED') {
      go('code');
      setCodeError(t(`errors.${r.error}`));
    } else if (r.fields && Object.keys(r.fields).some((k) => k.startsWith('booker.'))) {
      const mine: FieldErrors = {};
      for (const [k, v] of Object.entries(r.fields)) if (k.startsWith('booker.')) mine[k.slice('booker.'.length)] = v;
      setFieldErrors(mine);
      go('details');
    } else setStepError(r.error);
  };

  const confirm = async () => {
    if (!start) return;
    setPending(true);
    const r = moving ? await onReschedule?.(start) : booker ? await onBook?.({ start, booker, code: verify ? code : undefined }) : undefined;
    setPending(false);
    if (r && !r.ok) await failed(r);
  };

  const continueDetails = async () => {
    // The same issues as the contracts' bookerSchema (validate.ts); the API checks again with the schema.
    const r = validateBooker(draft);
    if (!r.ok) return setFieldErrors(r.errors);
    setFieldErrors({});
    setBooker(r.data);
    if (!verify) go('review');
    else if (codeSentTo === r.data.email && resendAt && Date.parse(resendAt) > now()) go('code');
    else await sendCode(r.data.email, true);
  };

  const continueCode = () => {
    if (!isOtpCode(code)) return setCodeError(t('booking.code.invalid'));
    setCodeError(undefined);
    go('review');
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
            setStart(undefined);
            onTimeZoneChange(tz);
          }}
          selectedDate={date && monthOf(date) === month ? date : undefined}
          onSelectDate={(d) => {
            setDate(d);
            setNotice(undefined);
          }}
          selectedStart={start}
          onSelectStart={(s) => {
            setStart(s);
            setNotice(undefined);
            go(moving ? 'review' : 'details');
          }}
          now={now()}
        />
      </>
    );
  } else if (step === 'details') {
    content = (
      <BookerDetails value={draft} onChange={setDraft} errors={fieldErrors} onContinue={() => void continueDetails()} onBack={() => go('pick')} isPending={pending} error={stepError} focusHeading={moved} />
    );
  } else if (step === 'code' && booker) {
    content = (
      <CodeStep
        email={booker.email}
        code={code}
        onCodeChange={setCode}
        codeError={codeError}
        resendAt={resendAt}
        onResend={() => void sendCode(booker.email, false)}
        isResending={pending}
        error={stepError}
        onContinue={continueCode}
        onBack={() => go('details')}
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
        onBack={() => go(moving ? 'pick' : verify ? 'code' : 'details')}
        isPending={pending}
        error={stepError}
        focusHeading={moved}
        now={now()}
      />
    );
  }
  const picking = step === 'pick' || !start;
  return (
    <main className={s.page}>
      <div className={picking ? s.card : `${s.card} ${s.cardCompact}`}>
        <EventPanel organizer={organizer} eventType={eventType} timeZone={timeZone} start={picking ? undefined : start} currentStart={moving ? currentStart : undefined} backHref={backHref} now={now()} />
        <div className={s.main}>{content}</div>
      </div>
      <p className={s.footer}>{t('booking.poweredBy')}</p>
    </main>
  );
}
