import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localized, type ErrorCode, type PublicAttendance } from '@waqt/contracts';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Inline, Stack, Bidi } from '../../components/layout/index.ts';
import { formatDay, formatHijri, formatTimeRange, localDateOf } from '../../format/index.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { LoadingCard, MessageLine, PageMessage, PublicShell, Summary } from '../../patterns/public/PublicPage.tsx';
import { StatusIcon } from '../../patterns/public/StatusIcon.tsx';
import { keepTitleWithName } from '../../patterns/public/bidi.ts';
import { secondary } from '../../patterns/public/public.css.ts';

export interface AttendPageProps {
  /** The link's booking and when the booker said they will come (public.attendance); undefined while it loads or when it cannot. */
  attendance?: PublicAttendance | undefined;
  /** Why the page could not load; a link that no longer holds (ATTEND_LINK_INVALID…) says so, anything else offers a retry. */
  error?: ErrorCode | undefined;
  /** Loads the page again (a failure that is not the link's). */
  onRetry?: (() => void) | undefined;
  /** "Yes, I'll be there" (public.confirmAttendance): nothing is confirmed before this. */
  onConfirm: () => void;
  /** While the press is on its way. */
  isConfirming?: boolean | undefined;
  /** Why the press failed: shown above the button, which tries again; a link gone shows the invalid page. */
  confirmError?: ErrorCode | undefined;
  /** The booking's page (`/{lang}/book/confirmed/{id}`). */
  bookingHref: string;
}

/** Refusals that mean the link itself no longer holds (moved, cancelled, ended, altered). */
const LINK_GONE: readonly ErrorCode[] = ['ATTEND_LINK_INVALID', 'INVALID_REQUEST', 'NOT_FOUND', 'BOOKING_NOT_FOUND'];

/**
 * `/{lang}/book/attend/{bookingId}?t=…`: a reminder's "I'll be there". Opening it changes nothing — mail
 * scanners and link previews open links too — so the page shows the booking (what, when, with whom) and
 * a "Yes, I'll be there" button; pressing it tells the team, and the page thanks the booker. A link
 * already pressed shows the thanks; one that no longer holds says so, with the booking's page.
 */
export function AttendPage({ attendance, error, onRetry, onConfirm, isConfirming = false, confirmError, bookingHref }: AttendPageProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const viewBooking = (
    <Link href={bookingHref} variant="standalone">
      {t('reminderLinks.attend.view')}
    </Link>
  );
  let content: ReactNode;
  if ((error && LINK_GONE.includes(error)) || (confirmError && LINK_GONE.includes(confirmError))) {
    content = (
      <PageMessage
        role="alert"
        title={t('reminderLinks.attend.invalidTitle')}
        body={t('errors.ATTEND_LINK_INVALID')}
        action={
          <Link href={bookingHref} variant="standalone">
            {t('reminderLinks.attend.openBooking')}
          </Link>
        }
      />
    );
  } else if (error) {
    content = (
      <PageMessage
        role="alert"
        title={t('reminderLinks.attend.loadFailedTitle')}
        body={t(`errors.${error}`)}
        action={
          onRetry ? (
            <Button variant="secondary" onPress={onRetry}>
              {t('common.retry')}
            </Button>
          ) : undefined
        }
      />
    );
  } else if (!attendance) {
    content = <LoadingCard compact />;
  } else {
    const date = localDateOf(attendance.startsAt, attendance.timezone);
    const organizer = keepTitleWithName(localized(attendance, 'organizer', locale));
    const calendar = `\u2068${organizer}\u2069`;
    const summary = (
      <Summary
        rows={[
          [t('booking.review.what'), <Bidi>{localized(attendance, 'title', locale)}</Bidi>],
          [
            t('booking.review.when'),
            <>
              {formatDay(date, locale, true)}
              {locale === 'ar' ? <span className={secondary}>{formatHijri(date)}</span> : null}
              <span className={secondary}>{formatTimeRange(attendance.startsAt, attendance.endsAt, locale, attendance.timezone)}</span>
            </>,
          ],
          [t('booking.confirmed.organizer'), <Bidi>{organizer}</Bidi>],
        ]}
      />
    );
    content = attendance.confirmedAt ? (
      <PageMessage icon={<StatusIcon status="confirmed" />} title={t('reminderLinks.attend.title', { calendar })} body={summary} action={viewBooking} />
    ) : (
      <PageMessage
        title={t('reminderLinks.attend.askTitle')}
        body={
          <Stack space="md">
            <MessageLine>{t('reminderLinks.attend.askBody', { calendar })}</MessageLine>
            {summary}
            {confirmError ? <Alert>{t(`errors.${confirmError}`)}</Alert> : null}
          </Stack>
        }
        action={
          <Stack space="sm">
            <Inline space="md" align="center">
              <Button onPress={onConfirm} isPending={isConfirming}>
                {t('reminderLinks.attend.confirm')}
              </Button>
              {viewBooking}
            </Inline>
            <MessageLine>{t('reminderLinks.attend.cantCome')}</MessageLine>
          </Stack>
        }
      />
    );
  }
  return <PublicShell>{content}</PublicShell>;
}
