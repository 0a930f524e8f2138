import { useCallback, useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ErrorCode, PublicBookOutput, PublicBooking, PublicSlotsOutput } from '@waqt/contracts';
import { useTRPC, useTRPCClient } from '../../trpc/client.ts';
import { errorCodeOf, fieldIssuesOf } from '../../trpc/errors.ts';
import { BookingFlow, type BookRequest, type CodeOutcome } from './BookingFlow.tsx';
import { detectTimeZone, localDateOf, monthOf, monthRange } from '../../format/index.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import type { Outcome } from '../../patterns/public/PublicPage.tsx';
import { flowProgressStore, type FlowLocation, type FlowProgress } from './flowLocation.ts';

export interface BookingFlowContainerProps {
  calendarSlug: string;
  eventTypeSlug: string;
  /** Reschedule this booking (from its manage link) instead of booking anew. */
  reschedule?: { bookingId: string; token: string } | undefined;
  /** Booked: the app goes to `/{lang}/book/confirmed/{bookingId}?token=…`. */
  onBooked?: (result: PublicBookOutput) => void;
  /** Moved: the app goes to the confirmation page with the new token. */
  onRescheduled?: (result: PublicBookOutput) => void;
  /** Back to the calendar's page. */
  backHref?: string | undefined;
  /** A day to open on (a deep link's `?date=YYYY-MM-DD`). */
  initialDate?: string | undefined;
  /** The visitor's zone; detected from the browser when not given. */
  defaultTimeZone?: string | undefined;
  /** The clock (stories pass a fixed one). */
  now?: () => number;
  /**
   * The flow's place in the address (parseFlowLocation of the page's query): with it the steps follow Back
   * and Forward, and what the visitor typed is kept in the tab for a reload (flowLocation.ts).
   */
  location?: FlowLocation | undefined;
  onLocationChange?: ((location: FlowLocation, options: { replace: boolean }) => void) | undefined;
}

/**
 * A refused call: its code, and the API's field issues under their fields. Those are mapped by a module the
 * page fetches only then (forms/validation.ts, with the later steps' chunk): no refusal, no need for it.
 */
async function failure(e: unknown): Promise<Outcome> {
  const issues = fieldIssuesOf(e);
  // (Offline, the module cannot come: the refusal still shows, as its code's message.)
  const mapped = issues.length > 0 ? await import('../../forms/validation.ts').then((m) => m.fromServerFields(issues), () => undefined) : undefined;
  return { ok: false, error: errorCodeOf(e), fields: mapped ?? {} };
}

/** Why a booking cannot be moved, before the visitor tries. */
function rescheduleBlock(b: PublicBooking): ErrorCode | undefined {
  if (!b.manage) return 'BOOKING_TOKEN_INVALID';
  if (b.status !== 'confirmed' && b.status !== 'pending') return 'BOOKING_NOT_CHANGEABLE';
  return b.canReschedule ? undefined : 'BOOKING_CHANGE_CLOSED';
}

/**
 * The booking page of one event type: public.slots for each visible month (in the visitor's zone),
 * public.requestCode for verification, public.book — or public.reschedule in reschedule mode.
 */
export function BookingFlowContainer({ calendarSlug, eventTypeSlug, reschedule, onBooked, onRescheduled, backHref, initialDate, defaultTimeZone, now = Date.now, location, onLocationChange }: BookingFlowContainerProps) {
  const trpc = useTRPC();
  // The flow's three calls are awaited once each, nothing shows their state from the query cache: the
  // client's own calls, without TanStack's mutation observer (~1 KB gzip the page would load for nothing).
  const client = useTRPCClient();
  const qc = useQueryClient();
  const { locale } = useLocale();
  // What the visitor typed, kept in the tab while the flow follows the address (not when moving a booking).
  const persisting = location !== undefined && reschedule === undefined;
  const store = useMemo(() => (persisting ? flowProgressStore(`${calendarSlug}/${eventTypeSlug}`) : undefined), [persisting, calendarSlug, eventTypeSlug]);
  const [saved] = useState(() => store?.read());
  const [timeZone, setTimeZone] = useState(() => defaultTimeZone ?? saved?.timeZone ?? detectTimeZone());
  const openOn = location?.date ?? (location?.start ? localDateOf(location.start, timeZone) : initialDate);
  const [month, setMonth] = useState(() => monthOf(openOn ?? localDateOf(now(), timeZone)));
  const onProgress = useCallback((p: FlowProgress) => store?.save({ ...p, timeZone }), [store, timeZone]);
  const slots = useQuery({
    ...trpc.public.slots.queryOptions({ calendarSlug, eventTypeSlug, ...monthRange(month), timezone: timeZone }),
    // The event type stays on screen while another month (or zone) loads; its days do not.
    placeholderData: keepPreviousData,
  });
  // The event type and calendar as last seen: a month that fails to load must not take them off the
  // screen (placeholder data is dropped on an error), only its own days.
  const seen =
    slots.data ??
    qc
      .getQueriesData<PublicSlotsOutput>(trpc.public.slots.pathFilter())
      .map(([, d]) => d)
      .find((d) => d?.calendar.slug === calendarSlug && d.eventType.slug === eventTypeSlug);
  const current = useQuery({ ...trpc.public.booking.queryOptions({ bookingId: reschedule?.bookingId ?? '', token: reschedule?.token }), enabled: reschedule !== undefined });

  /** A taken or withdrawn time: every loaded month is asked again, so it disappears. */
  const afterFailure = (o: Outcome) => {
    if (!o.ok && (o.error === 'SLOT_TAKEN' || o.error === 'SLOT_UNAVAILABLE')) void qc.invalidateQueries(trpc.public.slots.pathFilter());
    return o;
  };

  const onRequestCode = async (email: string): Promise<CodeOutcome> => {
    try {
      const r = await client.public.requestCode.mutate({ calendarSlug, eventTypeSlug, email, locale });
      return { ok: true, resendAt: r.resendAt };
    } catch (e) {
      return { ok: false, error: errorCodeOf(e) };
    }
  };
  const onBook = async ({ start, booker, code }: BookRequest): Promise<Outcome> => {
    try {
      const r = await client.public.book.mutate({ calendarSlug, eventTypeSlug, start, timezone: timeZone, locale, booker, ...(code ? { code } : {}) });
      store?.clear();
      onBooked?.(r);
      return { ok: true };
    } catch (e) {
      return afterFailure(await failure(e));
    }
  };
  const onReschedule = async (start: string): Promise<Outcome> => {
    if (!reschedule) return { ok: false, error: 'BOOKING_TOKEN_INVALID' };
    try {
      const r = await client.public.reschedule.mutate({ ...reschedule, start, timezone: timeZone });
      onRescheduled?.(r);
      return { ok: true };
    } catch (e) {
      return afterFailure(await failure(e));
    }
  };

  return (
    <BookingFlow
      organizer={seen?.calendar}
      eventType={seen?.eventType}
      contactPhone={seen?.contactPhone}
      month={month}
      onMonthChange={setMonth}
      days={slots.isPlaceholderData ? undefined : slots.data?.days}
      error={slots.isError ? errorCodeOf(slots.error) : undefined}
      onRetry={() => void slots.refetch()}
      timeZone={timeZone}
      onTimeZoneChange={setTimeZone}
      mode={reschedule ? 'reschedule' : 'book'}
      currentStart={current.data?.startsAt}
      rescheduleError={current.isError ? errorCodeOf(current.error) : current.data ? rescheduleBlock(current.data) : undefined}
      onRequestCode={onRequestCode}
      onBook={onBook}
      onReschedule={onReschedule}
      backHref={backHref}
      now={now}
      initial={
        location
          ? { step: location.step, date: openOn, start: location.start, ...(saved ? { booker: saved.booker, resendAt: saved.resendAt, codeSentTo: saved.codeSentTo, code: saved.code } : {}) }
          : initialDate
            ? { date: initialDate }
            : undefined
      }
      location={location}
      onLocationChange={onLocationChange}
      onProgress={store ? onProgress : undefined}
    />
  );
}
