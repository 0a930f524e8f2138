import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booker, ErrorCode, PublicEventType } from '@waqt/contracts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { formatDay, formatDuration, formatHijri, formatEventPrice, formatTimeRange, formatWhen, localDateOf, zoneLabel } from '../../format/index.ts';
import { Bidi, Text } from '../../components/layout/Text.tsx';
import { useLocale } from '../../hooks/useLocale.ts';
import { Summary } from '../../patterns/public/PublicPage.tsx';
import { PlaceDetails } from '../../patterns/public/PlaceDetails.tsx';
import { isolate } from '../../patterns/public/bidi.ts';
import { secondary } from '../../patterns/public/public.css.ts';
import { StepHeading } from './parts.tsx';
import * as s from './Booking.css.ts';

export interface BookingReviewProps {
  /** book: a new booking; reschedule: moving an existing one. */
  mode: 'book' | 'reschedule';
  eventType: Pick<PublicEventType, 'title' | 'durationMinutes' | 'priceHalalas' | 'paymentRequired'> & Partial<Pick<PublicEventType, 'place'>>;
  organizer: string;
  /** The chosen start (ISO instant). */
  start: string;
  timeZone: string;
  /** Who books (book mode). */
  booker?: Booker | undefined;
  onConfirm: () => void;
  onBack: () => void;
  isPending?: boolean;
  error?: ErrorCode | undefined;
  focusHeading?: boolean;
  now: number;
}

/** The summary shown before anything is sent: what, when (in the visitor's zone), how long, the zone, the price and where. */
export function BookingReview({ mode, eventType, organizer, start, timeZone, booker, onConfirm, onBack, isPending, error, focusHeading, now }: BookingReviewProps) {
  const { t } = useTranslation();
  const { locale, tag } = useLocale();
  const date = localDateOf(start, timeZone);
  const end = new Date(Date.parse(start) + eventType.durationMinutes * 60_000).toISOString();
  const moving = mode === 'reschedule';
  const rows: [string, ReactNode][] = [
    [t('booking.review.what'), <>
        <Bidi>{eventType.title}</Bidi>
        <span className={secondary}>{t('booking.review.with', { organizer: isolate(organizer) })}</span>
      </>],
    [
      t('booking.review.when'),
      <>
        {formatDay(date, locale, true)}
        {locale === 'ar' ? <span className={secondary}>{formatHijri(date)}</span> : null}
        <span className={secondary}>{formatTimeRange(start, end, locale, timeZone)}</span>
      </>,
    ],
    [t('booking.review.duration'), formatDuration(eventType.durationMinutes, locale)],
    [t('booking.review.timeZone'), <Bidi>{zoneLabel(timeZone, tag, new Date(now))}</Bidi>],
  ];
  if (!moving) rows.push([t('booking.review.price'), formatEventPrice(eventType, locale, t)]);
  // Where (issue 36): on a phone the panel above is folded here, and a phone call names the number to be called at.
  if (eventType.place) rows.push([t('booking.place.where'), <PlaceDetails place={eventType.place} organizer={organizer} booked={false} bookerPhone={eventType.place.kind === 'phone' ? booker?.phone : undefined} />]);
  if (booker) {
    rows.push([t('booking.details.name'), <Bidi>{booker.name}</Bidi>]);
    rows.push([t('booking.details.email'), <Bidi dir="ltr">{booker.email}</Bidi>]);
    if (booker.phone) rows.push([t('booking.details.phone'), <Bidi dir="ltr">{booker.phone}</Bidi>]);
    // What the visitor wrote for the organizer, as written (its own lines, its own direction).
    if (booker.notes) rows.push([t('booking.details.notes'), <Bidi dir="auto" style={{ whiteSpace: 'pre-line' }}>{booker.notes}</Bidi>]);
  }
  return (
    <>
      <StepHeading autoFocus={focusHeading} lead={moving ? t('booking.review.moveTo', { when: formatWhen(start, locale, timeZone) }) : t('booking.review.lead')}>
        {moving ? t('booking.review.moveTitle') : t('booking.review.title')}
      </StepHeading>
      <ErrorAlert code={error} />
      <Summary rows={rows} />
      {!moving && eventType.paymentRequired && eventType.priceHalalas > 0 ? <Text size="small" tone="secondary">{t('booking.review.payNote')}</Text> : null}
      <div className={s.actions}>
        <Button variant="quiet" onPress={onBack} isDisabled={isPending}>{t('common.back')}</Button>
        <Button onPress={onConfirm} isPending={isPending}>{moving ? t('booking.review.move') : t('booking.review.confirm')}</Button>
      </div>
    </>
  );
}
