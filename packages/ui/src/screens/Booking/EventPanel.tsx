import { useTranslation } from 'react-i18next';
import type { ContactPhone, PublicEventType } from '@waqt/contracts';
import { Link } from '../../components/Link/Link.tsx';
import { formatDuration, formatHijri, formatEventPrice, formatTimeRange, formatDay, localDateOf, zoneLabel } from '../../format/index.ts';
import { ChevronBackIcon } from '../../components/icons/index.ts';
import { Heading } from '../../components/layout/Heading.tsx';
import { Text, Bidi } from '../../components/layout/Text.tsx';
import { useLocale } from '../../hooks/useLocale.ts';
import { CalendarIcon, ClockIcon, GlobeIcon, TagIcon } from '../../patterns/public/PublicPage.tsx';
import { ContactPhoneLink, PlaceDetails, PlaceIcon } from '../../patterns/public/PlaceDetails.tsx';
import { secondary } from '../../patterns/public/public.css.ts';
import * as s from './Booking.css.ts';

export interface EventPanelProps {
  /** The calendar the visitor books with (its public name). */
  organizer: string;
  eventType: Pick<PublicEventType, 'title' | 'description' | 'durationMinutes' | 'paymentRequired' | 'priceHalalas'> & Partial<Pick<PublicEventType, 'place'>>;
  /** The team's contact phone (a `tel:` link); none when the team gave none. */
  contactPhone?: ContactPhone | null | undefined;
  /** The visitor's zone. */
  timeZone: string;
  /** The chosen start, shown once picked. */
  start?: string | undefined;
  /** Rescheduling: the booking's current start, shown struck through. */
  currentStart?: string | undefined;
  /** Back to the calendar's page. */
  backHref?: string | undefined;
  now: number;
  /** The review step: on a phone the panel keeps only the back link and the title (the review says the rest). */
  condensed?: boolean | undefined;
}

/** The start side of the booking card: who, what, how long, how much, and the chosen time. */
export function EventPanel({ organizer, eventType, timeZone, start, currentStart, backHref, now, condensed, contactPhone }: EventPanelProps) {
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
    <div className={condensed ? `${s.aside} ${s.asideCondensed}` : s.aside}>
      {backHref ? (
        <Link href={backHref} variant="standalone" className={s.backLink}>
          <ChevronBackIcon rounded />
          <Bidi>{organizer}</Bidi>
        </Link>
      ) : (
        <Text size="small" tone="secondary" weight="strong" isolate>
          {organizer}
        </Text>
      )}
      <Heading level={1} className={s.wrap}>
        <Bidi>{eventType.title}</Bidi>
      </Heading>
      <ul className={s.metaList}>
        <li className={s.metaItem}>
          <ClockIcon className={s.metaIcon} />
          <span>{formatDuration(eventType.durationMinutes, locale)}</span>
        </li>
        <li className={s.metaItem}>
          <TagIcon className={s.metaIcon} />
          <span>{formatEventPrice(eventType, locale, t)}</span>
        </li>
        <li className={s.metaItem}>
          <GlobeIcon className={s.metaIcon} />
          <Bidi>{zoneLabel(timeZone, tag, new Date(now))}</Bidi>
        </li>
        {eventType.place ? (
          <li className={s.metaItem}>
            <PlaceIcon kind={eventType.place.kind} className={s.metaIcon} label={t('booking.place.where')} />
            <PlaceDetails place={eventType.place} organizer={organizer} booked={false} />
          </li>
        ) : null}
        {contactPhone ? (
          <li className={s.metaItem}>
            <PlaceIcon kind="phone" className={s.metaIcon} />
            <ContactPhoneLink phone={contactPhone} />
          </li>
        ) : null}
        {current ? (
          <li className={s.metaItem}>
            <CalendarIcon className={s.metaIcon} />
            <span>
              <span className={secondary}>{t('booking.flow.currently')}</span>
              <span className={chosen ? s.struck : undefined}>
                {current.day}
                {t('common.comma')}
                {current.time}
              </span>
            </span>
          </li>
        ) : null}
        {chosen ? (
          <li className={s.metaItem}>
            <CalendarIcon className={s.metaIcon} />
            <span className={s.metaStrong}>
              {chosen.day}
              {chosen.hijri ? <span className={secondary}>{chosen.hijri}</span> : null}
              <span className={secondary}>{chosen.time}</span>
            </span>
          </li>
        ) : null}
      </ul>
      {eventType.description ? (
        <Text size="small" tone="secondary" className={s.description} dir="auto">
          {eventType.description}
        </Text>
      ) : null}
    </div>
  );
}
