import { useTranslation } from 'react-i18next';
import type { PublicEventType } from '@waqt/contracts';
import { Link } from '../../components/Link/Link.tsx';
import { formatDuration, formatHijri, formatPrice, formatTimeRange, formatDay, localDateOf, zoneLabel } from '../../format/index.ts';
import { CalendarIcon, ChevronBack, ClockIcon, GlobeIcon, TagIcon, useLocale } from './parts.tsx';
import * as s from './Booking.css.ts';
import { flip } from './Picker.css.ts';

export interface EventPanelProps {
  /** The calendar the visitor books with (its public name). */
  organizer: string;
  eventType: Pick<PublicEventType, 'title' | 'description' | 'durationMinutes' | 'priceHalalas'>;
  /** The visitor's zone. */
  timeZone: string;
  /** The chosen start, shown once picked. */
  start?: string | undefined;
  /** Rescheduling: the booking's current start, shown struck through. */
  currentStart?: string | undefined;
  /** Back to the calendar's page. */
  backHref?: string | undefined;
  now: number;
}

/** The start side of the booking card: who, what, how long, how much, and the chosen time. */
export function EventPanel({ organizer, eventType, timeZone, start, currentStart, backHref, now }: EventPanelProps) {
  const { t } = useTranslation();
  const { locale, tag } = useLocale();
  const when = (instant: string) => {
    const date = localDateOf(instant, timeZone);
    const end = new Date(Date.parse(instant) + eventType.durationMinutes * 60_000).toISOString();
    return { day: formatDay(date, locale, true), hijri: locale === 'ar' ? formatHijri(date) : null, time: formatTimeRange(instant, end, locale, timeZone) };
  };
  const chosen = start ? when(start) : null;
  const current = currentStart ? when(currentStart) : null;
  return (
    <div className={s.aside}>
      {backHref ? (
        <Link href={backHref} variant="standalone" className={s.backLink}>
          <ChevronBack className={flip} />
          <bdi>{organizer}</bdi>
        </Link>
      ) : (
        <p className={s.organizer}>
          <bdi>{organizer}</bdi>
        </p>
      )}
      <h1 className={s.eventTitle}>
        <bdi>{eventType.title}</bdi>
      </h1>
      <ul className={s.metaList}>
        <li className={s.metaItem}>
          <ClockIcon className={s.metaIcon} />
          <span>{formatDuration(eventType.durationMinutes, locale)}</span>
        </li>
        <li className={s.metaItem}>
          <TagIcon className={s.metaIcon} />
          <span>{formatPrice(eventType.priceHalalas, locale, t('booking.free'))}</span>
        </li>
        <li className={s.metaItem}>
          <GlobeIcon className={s.metaIcon} />
          <bdi className={s.ltr}>{zoneLabel(timeZone, tag, new Date(now))}</bdi>
        </li>
        {current ? (
          <li className={s.metaItem}>
            <CalendarIcon className={s.metaIcon} />
            <span>
              <span className={s.secondary}>{t('booking.flow.currently')}</span>
              <span className={chosen ? s.struck : undefined}>
                {current.day}, {current.time}
              </span>
            </span>
          </li>
        ) : null}
        {chosen ? (
          <li className={s.metaItem}>
            <CalendarIcon className={s.metaIcon} />
            <span className={s.metaStrong}>
              {chosen.day}
              {chosen.hijri ? <span className={s.secondary}>{chosen.hijri}</span> : null}
              <span className={s.secondary}>{chosen.time}</span>
            </span>
          </li>
        ) : null}
      </ul>
      {eventType.description ? <p className={s.description} dir="auto">
          {eventType.description}
        </p> : null}
    </div>
  );
}
