import { useTranslation } from 'react-i18next';
import { eventTypeIn, localized, type Booker, type ContactPhone, type ErrorCode, type InLanguages, type PublicEventType } from '@waqt/contracts';
import { Button } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { useLocale } from '../../hooks/useLocale.ts';
import { LoadingCard, PageMessage, PublicShell, type Outcome } from '../../patterns/public/PublicPage.tsx';
import type { SlotDay } from './SlotPicker.tsx';
import type { BookingStep, FlowInit } from './flowMachine.ts';
import type { FlowLocation, FlowProgress } from './flowLocation.ts';
import { BookingFlowSteps } from './BookingFlowSteps.tsx';

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
  return <BookingFlowSteps {...props} eventType={eventTypeIn(eventType, locale)} organizer={localized(organizer, 'name', locale)} />;
}
