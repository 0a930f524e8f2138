// Where a booking happens and how to reach the team (issue 36, item 4), as the public pages say it: the
// booking page's panel and the confirmation. Plain links only — a map link is a link, never an embedded
// map, and nothing here fetches anything (docs/decisions.md "Where, and how to reach us").
import { useTranslation } from 'react-i18next';
import type { ContactPhone, PublicPlace } from '@waqt/contracts';
import { MapPinIcon, PhoneIcon, VideoIcon } from '../../components/icons/index.ts';
import { link } from '../../components/Link/Link.css.ts';
import { isolate, isolateLtr } from './bidi.ts';
import { secondary } from './public.css.ts';
import * as s from './place.css.ts';

/** The icon of a place's kind: a pin, a handset, a camera; `label` names it (else it is decoration). */
export function PlaceIcon({ kind, className, label }: { kind: PublicPlace['kind']; className?: string; label?: string }) {
  const Icon = kind === 'in_person' ? MapPinIcon : kind === 'phone' ? PhoneIcon : VideoIcon;
  return <Icon rounded className={className} {...(label ? { label } : {})} />;
}

export interface PlaceDetailsProps {
  place: PublicPlace;
  /** The calendar's public name: who calls, for a phone call. */
  organizer: string;
  /** The booking's own page (false: the booking page, before booking). */
  booked: boolean;
  /** A phone call's number, the booker's: on the booking's page with its link only. */
  bookerPhone?: string | null | undefined;
}

/**
 * A place in words: the address (its lines kept) and its map link; who calls whom; an online meeting's link
 * once booked (before, only that it comes with the confirmation). Links leave with no referrer: the
 * confirmation page's address carries the booking's token.
 */
export function PlaceDetails({ place, organizer, booked, bookerPhone }: PlaceDetailsProps) {
  const { t } = useTranslation();
  const linkClass = `${link({ variant: 'inline' })} ${s.placeLink}`;
  switch (place.kind) {
    case 'in_person':
      return (
        <span className={s.place}>
          <span className={s.address} dir="auto">
            {place.address}
          </span>
          {place.mapUrl ? (
            <a className={linkClass} href={place.mapUrl} rel="noopener noreferrer">
              {t('booking.place.map')}
            </a>
          ) : null}
        </span>
      );
    case 'phone':
      return (
        <span className={s.place}>
          {bookerPhone
            ? t('booking.place.phone.at', { organizer: isolate(organizer), phone: isolateLtr(bookerPhone) })
            : t(booked ? 'booking.place.phone.given' : 'booking.place.phone.before', { organizer: isolate(organizer) })}
        </span>
      );
    case 'online':
      return place.meetingUrl ? (
        <span className={s.place}>
          <a className={linkClass} href={place.meetingUrl} rel="noopener noreferrer">
            {t('booking.place.online.join')}
          </a>
          <span className={secondary} dir="ltr">
            {place.meetingUrl}
          </span>
        </span>
      ) : (
        <span className={s.place}>{t(booked ? 'booking.place.online.inMail' : 'booking.place.online.before')}</span>
      );
  }
}

/** The team's contact phone as a `tel:` link: "Call 011 234 5678", the number kept whole in Arabic. */
export function ContactPhoneLink({ phone }: { phone: ContactPhone }) {
  const { t } = useTranslation();
  return (
    <a className={`${link({ variant: 'inline' })} ${s.placeLink}`} href={`tel:${phone.e164}`}>
      {t('booking.place.call', { phone: isolateLtr(phone.display) })}
    </a>
  );
}
