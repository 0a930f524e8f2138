import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { isTimeZone } from '../time.ts';

/** iTIP methods (RFC 5546) a booking's calendar object is sent with. */
export type IcsMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

interface IcsPerson {
  name: string;
  email: string;
}

interface BookingIcsCommon {
  /** Stable for the booking's whole life, `bookingUid(bookingId)`: updates and cancellations match it. */
  uid: string;
  /** Bumped on each change the attendee is told about; a client ignores a SEQUENCE it has already seen. */
  sequence: number;
  start: Date;
  end: Date;
  /** The organizer's IANA zone: a display hint only (X-WR-TIMEZONE); every time is written in UTC. */
  organizerTimezone: string;
  summary: string;
  description: string;
  /** The booking's page: the booker's confirmation page (manage, cancel, reschedule), a member's dashboard. */
  url?: string;
  /**
   * Where it happens (an address, a meeting link, a phone number); none without a place. Never the booking's
   * page: calendar apps offer LOCATION for directions and "join", so the page goes in URL and DESCRIPTION.
   */
  location?: string | undefined;
  organizer: IcsPerson;
  attendee: IcsPerson;
  /** DTSTAMP: when this calendar object was made, from the injected clock (never the wall clock). */
  stamp: Date;
  /** CREATED: when the booking was made. */
  createdAt?: Date;
}

/** A cancellation is always STATUS:CANCELLED; a request always CONFIRMED (pending bookings get no invite). */
export type BookingIcsInput = BookingIcsCommon &
  (
    | { method: 'REQUEST'; status?: 'CONFIRMED' }
    | { method: 'CANCEL'; status?: 'CANCELLED' }
    | { method: 'PUBLISH'; status?: 'CONFIRMED' | 'CANCELLED' }
  );

/** The UID of a booking's calendar event: the same for its invite, every update and its cancellation. */
export const bookingUid = (bookingId: string): string => `${bookingId}@waqt`;

const PRODID = '//Waqt//Bookings//EN';

/**
 * One booking as an RFC 5545 calendar (`text/calendar`, CRLF lines folded at 75 octets; ical-generator
 * escapes TEXT values and folds by octets, so Arabic text is never cut inside a character).
 *
 * Times: DTSTART/DTEND/DTSTAMP are UTC ('Z'). A TZID would have to reference a VTIMEZONE in the same
 * object (RFC 5545 §3.2.19), which means shipping zone rules; a single, non-recurring event does not
 * need them — a UTC instant is exact, and every client shows it in its user's own zone. The
 * organizer's zone goes in X-WR-TIMEZONE as a hint only. (ical-generator's calendar `timezone` is not
 * used: it would write TZID times without a VTIMEZONE and a local DTSTAMP.)
 */
export function bookingIcs(input: BookingIcsInput): string {
  if (!isTimeZone(input.organizerTimezone)) throw new RangeError(`Not an IANA zone: ${input.organizerTimezone}`);
  if (!Number.isSafeInteger(input.sequence) || input.sequence < 0) throw new RangeError(`Bad SEQUENCE: ${input.sequence}`);
  const status = input.status ?? (input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED');
  const calendar = ical({ prodId: PRODID, method: ICalCalendarMethod[input.method] });
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    stamp: input.stamp,
    created: input.createdAt ?? null,
    start: input.start,
    end: input.end,
    summary: input.summary,
    description: input.description,
    location: input.location ?? null,
    url: input.url ?? null,
    status: ICalEventStatus[status],
    organizer: { name: input.organizer.name, email: input.organizer.email },
    attendees: [
      {
        name: input.attendee.name,
        email: input.attendee.email,
        role: ICalAttendeeRole.REQ,
        // The booker chose this time: nothing to answer, so clients show no RSVP prompt.
        status: status === 'CONFIRMED' ? ICalAttendeeStatus.ACCEPTED : null,
        rsvp: false,
      },
    ],
  });
  // X-WR-TIMEZONE is a calendar property: RFC 5545's grammar puts those before the components, while
  // ical-generator writes its custom ones last. The zone is checked above (letters, digits, _+-/),
  // so the line needs no escaping and stays far below 75 octets.
  return calendar.toString().replace('\r\nBEGIN:VEVENT\r\n', `\r\nX-WR-TIMEZONE:${input.organizerTimezone}\r\nBEGIN:VEVENT\r\n`);
}
