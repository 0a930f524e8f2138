import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localized, type BookingStatusView, type ErrorCode, type PublicBooking, type SuccessCode } from '@waqt/contracts';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { CancelBookingDialog } from './CancelBookingDialog.tsx';
import { formatDay, formatDuration, formatHijri, formatEventPrice, formatTimeRange, formatWhen, localDateOf, zoneLabel } from '../../format/index.ts';
import { Heading } from '../../components/layout/Heading.tsx';
import { Inline, Stack } from '../../components/layout/Stack.tsx';
import { Text, Bidi } from '../../components/layout/Text.tsx';
import { useLocale } from '../../hooks/useLocale.ts';
import { CalendarIcon, LoadingCard, PageMessage, PublicCard, PublicShell, Summary, type Outcome } from '../../patterns/public/PublicPage.tsx';
import { StatusIcon } from '../../patterns/public/StatusIcon.tsx';
import { ContactPhoneLink, PlaceDetails } from '../../patterns/public/PlaceDetails.tsx';
import { messageBody, secondary } from '../../patterns/public/public.css.ts';
import * as c from './Confirmed.css.ts';
import { keepTitleWithName } from '../../patterns/public/bidi.ts';

export interface BookingConfirmedProps {
  /** The booking (public.booking); undefined while it loads. */
  booking: PublicBooking | undefined;
  /** Loading failed (BOOKING_NOT_FOUND, …). */
  error?: ErrorCode | undefined;
  onRetry?: (() => void) | undefined;
  /** Cancels (manage links only); resolves once the API answered. */
  onCancel?: (reason: string | undefined) => Promise<Outcome>;
  /** Goes to the booking page in reschedule mode (manage links only). */
  onReschedule?: () => void;
  /** The calendar file (`/ics/booking/{id}.ics?token=…`); offered with a valid token only. */
  icsHref?: string | undefined;
  /** Where a pending booking is paid; offered with a valid token only (the pay page needs it). */
  payHref?: string | undefined;
  /** The link's token was refused (a reschedule retired it): the page says to use the latest mail's link. */
  tokenRefused?: boolean | undefined;
  /**
   * An older mail's link (booking.olderLink): mails the booking's current link to the booker's own address
   * (public.resendLink; the same answer whether or not one went). Offered while the booking is live.
   */
  onResendLink?: (() => Promise<Outcome>) | undefined;
  /** A success to announce on arrival, e.g. BOOKING_RESCHEDULED after a move. */
  notice?: SuccessCode | undefined;
  /** Opens the cancel dialog on arrival (the mail's cancel link, `&action=cancel`). */
  openCancel?: boolean | undefined;
  /**
   * The visitor arrives straight from booking, moving or paying: a confirmation mail has just gone out, and
   * the lead says so. Later visits (the mail's link, a reload) do not repeat it.
   */
  mailed?: boolean | undefined;
  /** The instant zone offsets are named at. */
  now?: () => number;
}

/** `/book/confirmed/{id}?token=…`: the booking's state, its details and, with the token, cancel and reschedule. */
export function BookingConfirmed({ booking, error, onRetry, onCancel, onReschedule, icsHref, payHref, tokenRefused, onResendLink, notice, openCancel, mailed = false, now = Date.now }: BookingConfirmedProps) {
  const { t } = useTranslation();
  const { locale, tag } = useLocale();
  const closedId = useId();
  // Cancelled here: shown at once (the container refetches the booking too).
  const [cancelled, setCancelled] = useState<{ reason: string | null } | null>(null);
  // "Email me the latest link": sending, sent, or the error it met (RATE_LIMITED…).
  const [resend, setResend] = useState<{ state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; error: ErrorCode }>({ state: 'idle' });

  if (error) {
    // A malformed id (INVALID_REQUEST) is a booking that does not exist, as far as a visitor can tell.
    const notFound = error === 'BOOKING_NOT_FOUND' || error === 'NOT_FOUND' || error === 'INVALID_REQUEST';
    return (
      <PublicShell>
        <PageMessage
          role="alert"
          title={t(notFound ? 'booking.confirmed.notFoundTitle' : 'booking.confirmed.loadError')}
          body={t(`errors.${notFound ? 'BOOKING_NOT_FOUND' : error}`)}
          action={!notFound && onRetry ? <Button variant="secondary" onPress={onRetry}>{t('common.retry')}</Button> : undefined}
        />
      </PublicShell>
    );
  }
  if (!booking) return <PublicShell><LoadingCard compact /></PublicShell>;

  const status: BookingStatusView = cancelled ? 'cancelled' : booking.status;
  const cancelReason = cancelled ? cancelled.reason : booking.cancelReason;
  const tz = booking.timezone;
  const date = localDateOf(booking.startsAt, tz);
  const live = status === 'confirmed' || status === 'pending';
  const canManage = booking.manage && live;
  const lead =
    status === 'pending' && booking.expiresAt
      ? t('booking.confirmed.pendingLead', { time: formatWhen(booking.expiresAt, locale, tz) })
      : status === 'confirmed' && !mailed
        ? t('booking.confirmed.lead.confirmedLater')
        : t(`booking.confirmed.lead.${status}`);

  const rows: [string, ReactNode][] = [
    [t('booking.review.what'), <Bidi>{localized(booking, 'title', locale)}</Bidi>],
    [
      t('booking.review.when'),
      <>
        {formatDay(date, locale, true)}
        {locale === 'ar' ? <span className={secondary}>{formatHijri(date)}</span> : null}
        <span className={secondary}>{formatTimeRange(booking.startsAt, booking.endsAt, locale, tz)}</span>
      </>,
    ],
    [t('booking.review.duration'), formatDuration(booking.durationMinutes, locale)],
    [t('booking.review.timeZone'), <Bidi>{zoneLabel(tz, tag, new Date(now()))}</Bidi>],
    [t('booking.confirmed.organizer'), <Bidi>{keepTitleWithName(localized(booking, 'organizer', locale))}</Bidi>],
  ];
  // Where, for a visit that will happen (an online meeting's link and the number a call goes to come with a valid token only).
  if (booking.place && live) {
    rows.push([t('booking.place.where'), <PlaceDetails place={booking.place} organizer={booking.organizer} booked bookerPhone={booking.bookerPhone} />]);
  }
  // The booker's name comes with a valid token only.
  if (booking.bookerName !== null) rows.push([t('booking.confirmed.bookedBy'), <Bidi>{booking.bookerName}</Bidi>]);
  if (booking.priceHalalas > 0) rows.push([t('booking.review.price'), formatEventPrice(booking, locale, t)]);
  if (booking.contactPhone) rows.push([t('booking.place.contact'), <ContactPhoneLink phone={booking.contactPhone} />]);

  const resendLink = async () => {
    if (!onResendLink) return;
    setResend({ state: 'sending' });
    const r = await onResendLink();
    setResend(r.ok ? { state: 'sent' } : { state: 'failed', error: r.error });
  };
  const moved = !!booking.olderLink && !booking.manage && live && !cancelled;

  const cancel = async (reason: string | undefined) => {
    const r = (await onCancel?.(reason)) ?? { ok: false as const, error: 'UNEXPECTED' as const };
    if (r.ok) setCancelled({ reason: reason ?? null });
    return r;
  };

  return (
    <PublicShell>
      <PublicCard as="article" width="message" aria-labelledby={`${closedId}-title`}>
        <Stack as="header" space="sm" className={c.header}>
          <StatusIcon status={status} />
          <Heading level={1} id={`${closedId}-title`}>
            {t(`booking.confirmed.title.${status}`)}
          </Heading>
          <Text size="small" tone="secondary" className={messageBody}>
            {lead}
          </Text>
          {status === 'cancelled' && cancelReason ? (
            <p className={c.reason}>
              <span className={c.reasonLabel}>{t('booking.confirmed.reason')}</span>
              <Bidi>{cancelReason}</Bidi>
            </p>
          ) : null}
        </Stack>
        {cancelled ? <Alert tone="success">{t('success.BOOKING_CANCELLED')}</Alert> : notice ? <Alert tone="success">{t(`success.${notice}`)}</Alert> : null}
        {moved ? (
          // An older mail's link (a reschedule retired it): where the booking is now, and how to get the link
          // that changes it — mailed to the booker's own address, never handed to whoever holds this one.
          <Alert
            tone="info"
            action={
              onResendLink && resend.state !== 'sent' ? (
                <Button variant="secondary" size="sm" isPending={resend.state === 'sending'} onPress={() => void resendLink()}>
                  {t('booking.confirmed.sendLatest')}
                </Button>
              ) : undefined
            }
          >
            {t('booking.confirmed.movedNotice', { time: formatWhen(booking.startsAt, locale, tz) })}
          </Alert>
        ) : tokenRefused && live && !cancelled ? (
          <Alert tone="info">{t('errors.BOOKING_TOKEN_INVALID')}</Alert>
        ) : null}
        {moved && resend.state === 'sent' ? <Alert tone="success">{t('booking.confirmed.latestSent')}</Alert> : null}
        {moved && resend.state === 'failed' ? <Alert>{t(`errors.${resend.error}`)}</Alert> : null}
        <Summary rows={rows} />
        {/* Paying comes first while the booking waits for it; the calendar file only once it is confirmed. */}
        {booking.manage && ((status === 'confirmed' && icsHref) || (status === 'pending' && payHref)) ? (
          <Inline space="sm" align="center">
            {status === 'pending' && payHref ? (
              <a className={c.buttonLink} href={payHref}>
                {t('booking.confirmed.pay')}
              </a>
            ) : null}
            {status === 'confirmed' && icsHref ? (
              <a className={c.buttonLink} href={icsHref} download>
                <CalendarIcon />
                {t('booking.confirmed.addToCalendar')}
              </a>
            ) : null}
          </Inline>
        ) : null}
        {status === 'cancelled' || status === 'expired' ? (
          // An ended booking: the same event type's booking page, for another time.
          <Inline space="sm" align="center">
            <a className={c.buttonLink} href={`/${locale}/${encodeURIComponent(booking.calendarSlug)}/${encodeURIComponent(booking.eventTypeSlug)}`}>
              <CalendarIcon />
              {t('booking.confirmed.bookAgain')}
            </a>
          </Inline>
        ) : null}
        {canManage ? (
          <Stack as="section" space="sm" className={c.manage} aria-labelledby={`${closedId}-manage`}>
            <Heading level={2} size="small" id={`${closedId}-manage`}>
              {t('booking.confirmed.manageTitle')}
            </Heading>
            <Text size="small" tone="secondary" id={closedId}>
              {booking.canCancel || booking.canReschedule
                ? t('booking.confirmed.changeUntil', { time: formatWhen(booking.changeUntil, locale, tz) })
                : t('booking.confirmed.changeClosed', { time: formatWhen(booking.changeUntil, locale, tz) })}
            </Text>
            <Inline space="sm">
              <Button variant="secondary" isDisabled={!booking.canReschedule || !onReschedule} onPress={onReschedule} aria-describedby={closedId}>
                {t('booking.confirmed.reschedule')}
              </Button>
              <CancelBookingDialog onCancel={cancel} isDisabled={!booking.canCancel || !onCancel} aria-describedby={closedId} defaultOpen={openCancel} />
            </Inline>
          </Stack>
        ) : null}
      </PublicCard>
    </PublicShell>
  );
}
