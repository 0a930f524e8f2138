import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Attendance, BookingRow, BookingStatusView, Locale } from '@waqt/contracts';
import { Badge, type BadgeTone } from '../components/Badge/Badge.tsx';
import { Button } from '../components/Button/Button.tsx';
import { CheckIcon } from '../components/icons/index.ts';
import { Table, TableHeader, Column, TableBody, Row, Cell } from '../components/Table/Table.tsx';
import { formatDateTime, formatDateTimeRange, zoneLabel } from '../format/index.ts';
import { useLocale } from '../hooks/useLocale.ts';
import * as s from './bookingsTable.css.ts';
import { Bidi } from '../components/layout/Text.tsx';

export interface BookingsTableProps {
  /** One page of bookings. */
  rows: BookingRow[];
  /** The Organizer (calendar) column: team-wide lists only, a calendar's own list would repeat its name. */
  showOrganizer: boolean;
  /** The Attendee column (default shown): a customer's own bookings would repeat their name in every row. */
  showAttendee?: boolean;
  /**
   * The viewer's IANA zone. A booking's times are shown in its calendar's zone (issue 36); when the rows'
   * calendars are in several zones, each row names its own (`bookingsZoneNote` says the one zone otherwise).
   */
  timezone: string;
  /** A row was pressed (or Enter on it): open its detail. */
  onOpen: (bookingId: string) => void;
  /** Shown instead of rows when there are none. */
  emptyState: ReactNode;
  /** The current time: a confirmed booking that has ended shows its attendance (injected, so stories are stable). */
  now?: Date | undefined;
  /** A row's quick action: mark a booking that needs it attended or no-show. Left out: such rows say "Not marked". */
  onMarkAttendance?: ((bookingId: string, attendance: Attendance) => void) | undefined;
  /** The booking whose attendance is being saved (its buttons wait). */
  markingId?: string | null | undefined;
}

/**
 * A booking whose attendance the team should mark: confirmed, ended (by `now`) and not marked yet (the
 * API's "Needs marking" list holds the same ones).
 */
function needsMarking(b: Pick<BookingRow, 'status' | 'endsAt' | 'attendance'>, now: Date): boolean {
  return b.status === 'confirmed' && b.attendance === null && Date.parse(b.endsAt) <= now.getTime();
}

/** An attendance's badge tone: a no-show is a warning, not a failure. */
const ATTENDANCE_TONE: Record<Attendance, BadgeTone> = { attended: 'positive', no_show: 'caution' };

/** A marked attendance as a translated badge ("Attended", "No-show"). */
function AttendanceBadge({ attendance }: { attendance: Attendance }) {
  const { t } = useTranslation();
  return (
    <Badge tone={ATTENDANCE_TONE[attendance]} withDot>
      {t(`bookings.attendance.status.${attendance}`)}
    </Badge>
  );
}

/** Whether a row has anything to say about attendance: marked, to mark, or confirmed by the booker. */
const hasAttendanceNote = (b: BookingRow, now: Date | undefined) => b.attendance !== null || (now !== undefined && needsMarking(b, now)) || (b.status === 'confirmed' && b.customerConfirmedAt !== null);

/** What a row says about attendance: marked, to mark (with the quick action), or that the booker said they will come. */
function AttendanceCell({ row: b, now, onMark, isMarking }: { row: BookingRow; now: Date | undefined; onMark: BookingsTableProps['onMarkAttendance']; isMarking: boolean }) {
  const { t } = useTranslation();
  if (b.attendance) return <AttendanceBadge attendance={b.attendance} />;
  if (now && needsMarking(b, now)) {
    if (!onMark) return <span className={s.muted}>{t('bookings.attendance.notMarked')}</span>;
    // Two plain buttons, each named with the booker too: a list of "Attended" buttons would not say whose.
    return (
      <span className={s.markActions}>
        <span className={`${s.cardOnly} ${s.muted}`} aria-hidden="true">
          {t('bookings.attendance.column')}:
        </span>
        {(['attended', 'no_show'] as const).map((a) => (
          <Button
            key={a}
            size="sm"
            variant="secondary"
            isDisabled={isMarking}
            aria-label={t(`bookings.attendance.markAs.${a}`, { name: b.attendee.name })}
            onPress={() => onMark(b.id, a)}
          >
            {t(`bookings.attendance.status.${a}`)}
          </Button>
        ))}
      </span>
    );
  }
  if (b.status === 'confirmed' && b.customerConfirmedAt) {
    return (
      <Badge tone="accent" leading={<CheckIcon size={14} stroke={3} />}>
        {t('bookings.attendance.customerConfirmedShort')}
      </Badge>
    );
  }
  return null;
}

/** A row's start on the viewer's own clock, secondary, when it differs from the calendar's. */
function YourTime({ row: b, timezone }: { row: BookingRow; timezone: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const time = viewerTime(b.startsAt, locale, b.organizer.timezone, timezone);
  return time ? <span className={s.muted}>{t('bookings.yourTime', { time })}</span> : null;
}

/** A status's badge tone: the colour repeats the translated word, it never replaces it. */
const STATUS_TONE: Record<BookingStatusView, BadgeTone> = {
  confirmed: 'positive',
  pending: 'caution',
  cancelled: 'critical',
  expired: 'neutral',
};

/** A booking's status as a translated badge; a pending one also says when it expires. */
export function BookingStatus({ status, expiresAt, timezone }: Pick<BookingRow, 'status' | 'expiresAt'> & { timezone: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <span className={s.statusCell}>
      <Badge tone={STATUS_TONE[status]} withDot>
        {t(`bookings.status.${status}`)}
      </Badge>
      {status === 'pending' && expiresAt ? (
        <span className={s.muted}>{t('bookings.expires', { time: formatDateTime(expiresAt, locale, timezone, { dateStyle: 'medium', timeStyle: 'short' }) })}</span>
      ) : null}
    </span>
  );
}

/**
 * An instant as the viewer's own clock shows it ("Mar 2, 2026, 9:00 AM"), when that differs from the
 * calendar's; undefined when both clocks read the same (the same zone, or one of the same offset).
 */
export function viewerTime(instant: string, locale: Locale, calendarZone: string, viewerZone: string): string | undefined {
  const mine = formatDateTime(instant, locale, viewerZone);
  return mine === formatDateTime(instant, locale, calendarZone) ? undefined : mine;
}

/** The zones the rows' calendars are in, each once. */
const zonesOf = (rows: BookingRow[]) => [...new Set(rows.map((b) => b.organizer.timezone))];

/**
 * What a list of bookings says of its times' zone: the calendars' one zone ("Times are in the calendar's
 * time zone, Riyadh time (UTC+3)."), or that each row names its own; undefined without rows.
 */
export function bookingsZoneNote(rows: BookingRow[], t: TFunction, tag: string): string | undefined {
  const zones = zonesOf(rows);
  if (zones.length === 0) return undefined;
  // The zone (Latin) is isolated, FSI…PDI, so its slash does not reorder an Arabic sentence.
  return zones.length === 1 ? t('bookings.zoneCalendar', { zone: `\u2068${zoneLabel(zones[0]!, tag, new Date(rows[0]!.startsAt))}\u2069` }) : t('bookings.zoneEach');
}

/**
 * The bookings grid: a table on wide screens, one card per booking on narrow ones (bookingsTable.css.ts),
 * each row opening the booking's detail.
 */
export function BookingsTable({ rows, showOrganizer, showAttendee = true, timezone, onOpen, emptyState, now, onMarkAttendance, markingId }: BookingsTableProps) {
  const { t } = useTranslation();
  const { locale, tag } = useLocale();
  // The Attendance column only when a row of the page has something in it (upcoming lists go without).
  const showAttendance = rows.some((b) => hasAttendanceNote(b, now));
  // Calendars in several zones: each row's time says whose.
  const showZones = zonesOf(rows).length > 1;
  return (
    <div className={s.listFrame}>
      <Table aria-label={t('bookings.table')} className={s.table} onRowAction={(key) => onOpen(String(key))}>
        <TableHeader className={s.tableHeader}>
          <Column id="event" isRowHeader>{t('bookings.columns.event')}</Column>
          <Column id="time">{t('bookings.columns.time')}</Column>
          {showAttendee ? <Column id="attendee">{t('bookings.columns.attendee')}</Column> : null}
          {showOrganizer ? <Column id="organizer">{t('bookings.columns.organizer')}</Column> : null}
          <Column id="status">{t('bookings.columns.status')}</Column>
          {showAttendance ? <Column id="attendance">{t('bookings.attendance.column')}</Column> : null}
        </TableHeader>
        <TableBody
          className={s.tableBody}
          items={rows}
          dependencies={[locale, timezone, showOrganizer, showAttendee, showAttendance, showZones, now?.getTime(), onMarkAttendance, markingId]}
          renderEmptyState={() => emptyState}
        >
          {(b) => (
            <Row id={b.id} className={s.row} textValue={`${b.title} ${b.attendee.name}`}>
              <Cell className={s.cellArea.event}>
                <Bidi className={s.eventTitle}>{b.title}</Bidi>
              </Cell>
              <Cell className={s.cellArea.time}>
                <span className={s.stack}>
                  <span className={s.timeText}>{formatDateTimeRange(b.startsAt, b.endsAt, locale, b.organizer.timezone)}</span>
                  {showZones ? <Bidi className={s.muted}>{zoneLabel(b.organizer.timezone, tag, new Date(b.startsAt))}</Bidi> : null}
                  <YourTime row={b} timezone={timezone} />
                </span>
              </Cell>
              {showAttendee ? (
                <Cell className={s.cellArea.attendee}>
                  <span className={s.stack}>
                    <Bidi>{b.attendee.name}</Bidi>
                    <Bidi className={s.muted}>{b.attendee.email}</Bidi>
                  </span>
                </Cell>
              ) : null}
              {showOrganizer ? (
                <Cell className={s.cellArea.organizer}>
                  {/* On a card the column header is not seen, so the card names the field itself. */}
                  <span className={`${s.cardOnly} ${s.muted}`} aria-hidden="true">
                    {t('bookings.columns.organizer')}:{' '}
                  </span>
                  <Bidi>{b.organizer.name}</Bidi>
                </Cell>
              ) : null}
              <Cell className={s.cellArea.status}>
                <BookingStatus status={b.status} expiresAt={b.expiresAt} timezone={b.organizer.timezone} />
              </Cell>
              {showAttendance ? (
                <Cell className={s.cellArea.attendance}>
                  <AttendanceCell row={b} now={now} onMark={onMarkAttendance} isMarking={markingId === b.id} />
                </Cell>
              ) : null}
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
