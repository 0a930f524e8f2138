import type { Place, PlaceKind, PublicPlace } from '@waqt/contracts';

/*
 * Where bookings happen (issue 36, item 4; docs/decisions.md "Where, and how to reach us"): a calendar's
 * place, which its event types use unless one has its own. The columns and their CHECKs are migration
 * …2900-Places'; this is the one place that reads them (calendars.queries.ts `writePlace` writes them).
 */

/** A row's place columns (a calendar's, an event type's, or the two resolved by `bookingPlaceColumns`). */
export interface PlaceColumns {
  place_kind: PlaceKind | null;
  place_address: string | null;
  place_map_url: string | null;
  place_meeting_url: string | null;
}

const FIELDS = ['kind', 'address', 'map_url', 'meeting_url'] as const;

/** The place columns of one table's row, qualified (`c.` → `c.place_kind, …`). */
export const placeColumns = (qualifier = ''): string => FIELDS.map((f) => `${qualifier}place_${f}`).join(', ');

/**
 * The place of an event type's bookings, as `place_*` columns: the event type's own when it has one, else
 * its calendar's (`e` and `c` the two tables' aliases). Whole places only: never a mix of the two rows.
 */
export const bookingPlaceColumns = (e = 'e', c = 'c'): string =>
  FIELDS.map((f) => `CASE WHEN ${e}.place_kind IS NULL THEN ${c}.place_${f} ELSE ${e}.place_${f} END AS place_${f}`).join(', ');

/** A calendar's place columns beside an event type's (`calendar_place_*`), for `eventTypePlaceOf`. */
export interface CalendarPlaceColumns {
  calendar_place_kind: PlaceKind | null;
  calendar_place_address: string | null;
  calendar_place_map_url: string | null;
  calendar_place_meeting_url: string | null;
}
export const calendarPlaceColumns = (c = 'c'): string => FIELDS.map((f) => `${c}.place_${f} AS calendar_place_${f}`).join(', ');

/** The place of an event type's bookings from its row and its calendar's columns: its own, else its calendar's. */
export function eventTypePlaceOf(r: PlaceColumns & CalendarPlaceColumns): Place | null {
  if (r.place_kind) return placeOf(r);
  return placeOf({ place_kind: r.calendar_place_kind, place_address: r.calendar_place_address, place_map_url: r.calendar_place_map_url, place_meeting_url: r.calendar_place_meeting_url });
}

/** The place a row's columns hold; null for none (or columns not read). */
export function placeOf(r: Partial<PlaceColumns>): Place | null {
  switch (r.place_kind) {
    case 'in_person':
      return { kind: 'in_person', address: r.place_address ?? '', mapUrl: r.place_map_url ?? null };
    case 'phone':
      return { kind: 'phone' };
    case 'online':
      return { kind: 'online', meetingUrl: r.place_meeting_url ?? '' };
    default:
      return null;
  }
}

/**
 * A place as a visitor sees it: an online meeting's link only to the booker (`booked`: the booking's own
 * link was given), never on the booking page — whoever has it can join.
 */
export function publicPlaceOf(place: Place | null, booked: boolean): PublicPlace | null {
  if (place?.kind !== 'online') return place;
  return { kind: 'online', meetingUrl: booked ? place.meetingUrl : null };
}

/** A place as its row's columns (null: none). */
export function placeColumnsOf(place: Place | null): PlaceColumns {
  return {
    place_kind: place?.kind ?? null,
    place_address: place?.kind === 'in_person' ? place.address : null,
    place_map_url: place?.kind === 'in_person' ? place.mapUrl : null,
    place_meeting_url: place?.kind === 'online' ? place.meetingUrl : null,
  };
}
