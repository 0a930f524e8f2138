import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode, PublicBooking } from '@waqt/contracts';
import { Button } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { formatDay, formatHijri, formatTimeRange, localDateOf } from '../../format/index.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { LoadingCard, PageMessage, PublicShell, Summary } from '../../patterns/public/PublicPage.tsx';
import { StatusIcon } from '../../patterns/public/StatusIcon.tsx';
import { secondary } from '../../patterns/public/public.css.ts';

/** Where the confirmation stands: being sent, done (the instant the team learnt it), or refused. */
export type AttendState = { status: 'confirming' } | { status: 'confirmed'; confirmedAt: string } | { status: 'failed'; error: ErrorCode };

export interface AttendPageProps {
  state: AttendState;
  /** The booking, as anyone may see it (public.booking without the manage token), for its summary; undefined until it loads or when it cannot. */
  booking?: PublicBooking | undefined;
  /** The booking's page (`/{lang}/book/confirmed/{id}`). */
  bookingHref: string;
  /** Tries the confirmation again (a failure that is not the link's). */
  onRetry?: (() => void) | undefined;
}

/** Refusals that mean the link itself no longer holds (moved, cancelled, ended, altered). */
const LINK_GONE: readonly ErrorCode[] = ['ATTEND_LINK_INVALID', 'INVALID_REQUEST', 'NOT_FOUND', 'BOOKING_NOT_FOUND'];

/**
 * `/{lang}/book/attend/{bookingId}?t=…`: a reminder's "I'll be there". It tells the team at once and thanks the
 * booker, naming the calendar and the booking; a link that no longer holds says why, with the booking's page.
 */
export function AttendPage({ state, booking, bookingHref, onRetry }: AttendPageProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  let content: ReactNode;
  if (state.status === 'confirming') content = <LoadingCard compact />;
  else if (state.status === 'failed') {
    const gone = LINK_GONE.includes(state.error);
    content = (
      <PageMessage
        role="alert"
        title={t(gone ? 'reminderLinks.attend.invalidTitle' : 'reminderLinks.attend.failedTitle')}
        body={t(`errors.${gone ? 'ATTEND_LINK_INVALID' : state.error}`)}
        action={
          gone ? (
            <Link href={bookingHref} variant="standalone">
              {t('reminderLinks.attend.openBooking')}
            </Link>
          ) : onRetry ? (
            <Button variant="secondary" onPress={onRetry}>
              {t('common.retry')}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    const date = booking ? localDateOf(booking.startsAt, booking.timezone) : undefined;
    content = (
      <PageMessage
        icon={<StatusIcon status="confirmed" />}
        title={booking ? t('reminderLinks.attend.title', { calendar: `\u2068${booking.organizer}\u2069` }) : t('reminderLinks.attend.titleGeneric')}
        body={
          booking && date ? (
            <Summary
              rows={[
                [t('booking.review.what'), <bdi>{booking.title}</bdi>],
                [
                  t('booking.review.when'),
                  <>
                    {formatDay(date, locale, true)}
                    {locale === 'ar' ? <span className={secondary}>{formatHijri(date)}</span> : null}
                    <span className={secondary}>{formatTimeRange(booking.startsAt, booking.endsAt, locale, booking.timezone)}</span>
                  </>,
                ],
                [t('booking.confirmed.organizer'), <bdi>{booking.organizer}</bdi>],
              ]}
            />
          ) : null
        }
        action={
          <Link href={bookingHref} variant="standalone">
            {t('reminderLinks.attend.view')}
          </Link>
        }
      />
    );
  }
  return <PublicShell>{content}</PublicShell>;
}
