import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingRow, BookingStatusView } from '@waqt/contracts';
import { Badge, type BadgeTone } from '../components/Badge/Badge.tsx';
import { Table, TableHeader, Column, TableBody, Row, Cell } from '../components/Table/Table.tsx';
import { formatDateTime, formatDateTimeRange } from '../format/index.ts';
import { useLocale } from '../hooks/useLocale.ts';
import * as s from './bookingsTable.css.ts';

export interface BookingsTableProps {
  /** One page of bookings. */
  rows: BookingRow[];
  /** The Organizer (calendar) column: team-wide lists only, a calendar's own list would repeat its name. */
  showOrganizer: boolean;
  /** The Attendee column (default shown): a customer's own bookings would repeat their name in every row. */
  showAttendee?: boolean;
  /** The viewer's IANA zone: every time is shown in it. */
  timezone: string;
  /** A row was pressed (or Enter on it): open its detail. */
  onOpen: (bookingId: string) => void;
  /** Shown instead of rows when there are none. */
  emptyState: ReactNode;
}

/** A status's badge tone: the colour repeats the translated word, it never replaces it. */
export const STATUS_TONE: Record<BookingStatusView, BadgeTone> = {
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
 * The bookings grid: a table on wide screens, one card per booking on narrow ones (bookingsTable.css.ts),
 * each row opening the booking's detail.
 */
export function BookingsTable({ rows, showOrganizer, showAttendee = true, timezone, onOpen, emptyState }: BookingsTableProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <div className={s.listFrame}>
      <Table aria-label={t('bookings.table')} className={s.table} onRowAction={(key) => onOpen(String(key))}>
        <TableHeader className={s.tableHeader}>
          <Column id="event" isRowHeader>{t('bookings.columns.event')}</Column>
          <Column id="time">{t('bookings.columns.time')}</Column>
          {showAttendee ? <Column id="attendee">{t('bookings.columns.attendee')}</Column> : null}
          {showOrganizer ? <Column id="organizer">{t('bookings.columns.organizer')}</Column> : null}
          <Column id="status">{t('bookings.columns.status')}</Column>
        </TableHeader>
        <TableBody className={s.tableBody} items={rows} dependencies={[locale, timezone, showOrganizer, showAttendee]} renderEmptyState={() => emptyState}>
          {(b) => (
            <Row id={b.id} className={s.row} textValue={`${b.title} ${b.attendee.name}`}>
              <Cell className={s.cellArea.event}>
                <bdi className={s.eventTitle}>{b.title}</bdi>
              </Cell>
              <Cell className={s.cellArea.time}>
                <span className={s.timeText}>{formatDateTimeRange(b.startsAt, b.endsAt, locale, timezone)}</span>
              </Cell>
              {showAttendee ? (
                <Cell className={s.cellArea.attendee}>
                  <span className={s.stack}>
                    <bdi>{b.attendee.name}</bdi>
                    <bdi className={s.muted}>{b.attendee.email}</bdi>
                  </span>
                </Cell>
              ) : null}
              {showOrganizer ? (
                <Cell className={s.cellArea.organizer}>
                  {/* On a card the column header is not seen, so the card names the field itself. */}
                  <span className={`${s.cardOnly} ${s.muted}`} aria-hidden="true">
                    {t('bookings.columns.organizer')}:{' '}
                  </span>
                  <bdi>{b.organizer.name}</bdi>
                </Cell>
              ) : null}
              <Cell className={s.cellArea.status}>
                <BookingStatus status={b.status} expiresAt={b.expiresAt} timezone={timezone} />
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
