/*
 * What a booking is called — its event type's title and its calendar's name — with their Arabic and English
 * texts (issue 36, item 3): the booker's pages pick the page's language, mails the recipient's
 * (contracts languages.ts). One fragment for every query that shows a booking to its booker.
 */

/** The columns, for a query that joins the booking's event type as `e` and its calendar as `c`. */
export const BOOKING_NAMES = `e.title, e.title_ar, e.title_en, c.name AS calendar_name, c.name_ar AS calendar_name_ar, c.name_en AS calendar_name_en`;

export interface BookingNamesRow {
  title: string;
  title_ar: string | null;
  title_en: string | null;
  calendar_name: string;
  calendar_name_ar: string | null;
  calendar_name_en: string | null;
}

/** As the booker's pages get them: the title, and the calendar as the organizer. */
export const bookingNamesOf = (r: BookingNamesRow) => ({
  title: r.title,
  titleAr: r.title_ar,
  titleEn: r.title_en,
  organizer: r.calendar_name,
  organizerAr: r.calendar_name_ar,
  organizerEn: r.calendar_name_en,
});
