import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attendance, BookingDetail as BookingDetailView, ErrorCode } from '@waqt/contracts';
import { Alert, ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Dialog } from '../../components/Dialog/Dialog.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { formatDateTime, formatEventPrice, formatDuration, formatDateTimeRange, minutesBetween, zoneLabel } from '../../format/index.ts';
import { CheckIcon } from '../../components/icons/index.ts';
import { Inline, Stack, Text, Bidi } from '../../components/layout/index.ts';
import { BookingStatus, viewerTime } from '../../patterns/BookingsTable.tsx';
import { DetailItem as Item, DetailList } from '../../patterns/DetailList.tsx';
import { BookingPayments } from './BookingPayments.tsx';
import { BookingAttendance } from './BookingAttendance.tsx';
import { BookingReminders } from './BookingReminders.tsx';
import { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
import { useLocale } from '../../hooks/useLocale.ts';
import { type ActionOutcome } from '../../patterns/action.ts';
import { ReasonDialog } from '../../patterns/ReasonDialog.tsx';
import { isolate } from '../../patterns/public/bidi.ts';
import { isLive } from './status.ts';
import * as s from './Bookings.css.ts';

export interface BookingDetailProps {
  /** Whether the dialog shows. */
  isOpen: boolean;
  /** Closes the dialog. */
  onClose: () => void;
  /** The booking; undefined while loading. */
  booking: BookingDetailView | undefined;
  /** The booking failed to load. */
  error?: ErrorCode | undefined;
  /** Loads it again after a failure. */
  onRetry?: (() => void) | undefined;
  /** The viewer's IANA zone: the start is shown in it too when its clock differs from the calendar's (every time is in the calendar's zone). */
  timezone: string;
  /** The current time: only a booking that has not ended may be cancelled (injected, so stories are stable). */
  now: Date;
  /** Cancels the booking with an optional reason; a failure shows in the confirmation. */
  onCancel: (reason: string | undefined) => Promise<ActionOutcome>;
  /** The viewer owns the team: refunds and "Mark transfer received" show. */
  canManagePayments?: boolean | undefined;
  /** The team takes bank transfers (a pending booking may be marked paid). */
  acceptsBankTransfer?: boolean | undefined;
  /** Refunds the card payment: the amount in halalas, or all that is left (cancelling the booking). */
  onRefund?: ((amountHalalas: number | undefined) => Promise<ActionOutcome>) | undefined;
  /** The bank transfer arrived: the pending booking is confirmed. */
  onMarkTransferReceived?: (() => Promise<ActionOutcome>) | undefined;
  /** The booker's name and phone replace the team's customer record (offered when they differ). */
  onUseBookerDetails?: (() => Promise<ActionOutcome>) | undefined;
  /** Marks an ended confirmed booking attended or no-show, or (null) clears it; a failure shows in the section. */
  onMarkAttendance?: ((attendance: Attendance | null) => Promise<ActionOutcome>) | undefined;
}

/** What the payments section needs, passed through to it. */
type PaymentProps = Pick<BookingDetailProps, 'canManagePayments' | 'acceptsBankTransfer' | 'onRefund' | 'onMarkTransferReceived'>;

/**
 * One booking in a dialog: when, who, what it costs, its status and, while live, "Cancel booking"; then
 * its attendance (once it has ended), its payments and its reminders (the delivery log).
 */
export function BookingDetail({ isOpen, onClose, booking, error, onRetry, timezone, now, onCancel, onUseBookerDetails, onMarkAttendance, ...payments }: BookingDetailProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const live = booking ? isLive(booking, now) : false;
  let body: ReactNode;
  if (error) body = <LoadFailure title={t('bookings.detail.loadError')} code={error} onRetry={onRetry} headingLevel={3} />;
  else if (!booking) body = <LoadingBlocks count={4} blockSize="1.5rem" />;
  else
    body = (
      <>
        <CustomerDifference booking={booking} onUse={onUseBookerDetails} />
        <DetailBody booking={booking} timezone={timezone} now={now} payments={payments} onMarkAttendance={onMarkAttendance} />
      </>
    );
  return (
    <>
      <Dialog
        isOpen={isOpen}
        onOpenChange={(open) => !open && onClose()}
        isDismissable
        size="md"
        title={booking?.title ?? t('bookings.detail.heading')}
        footer={
          booking && live ? (
            <Button variant="critical" onPress={() => setConfirming(true)}>
              {t('bookings.detail.cancel')}
            </Button>
          ) : undefined
        }
      >
        {body}
      </Dialog>
      {booking ? (
        <ReasonDialog
          isOpen={confirming}
          onOpenChange={setConfirming}
          title={t('bookings.detail.confirmTitle')}
          message={t('bookings.detail.confirmBody', { name: booking.attendee.name })}
          reasonLabel={t('bookings.detail.reasonLabel')}
          reasonHelp={t('bookings.detail.reasonHelp')}
          keepLabel={t('bookings.detail.keep')}
          confirmLabel={t('bookings.detail.confirm')}
          onConfirm={onCancel}
        />
      ) : null}
    </>
  );
}

/** What the booker typed differs from the team's customer record: name, or a phone they gave. */
function differsFromCustomer(b: BookingDetailView): boolean {
  if (!b.customer) return false;
  const nameDiffers = b.attendee.name.trim() !== '' && b.attendee.name.trim() !== b.customer.name.trim();
  const phoneDiffers = b.attendee.phone !== null && b.attendee.phone !== b.customer.phone;
  return nameDiffers || phoneDiffers;
}

/**
 * A booking never changes the team's customer (a booker could type anything): when the details
 * differ, the team sees both and chooses — "Use the booker's details" updates the record; doing
 * nothing keeps it. An archived customer stays archived either way, and says so.
 */
function CustomerDifference({ booking: b, onUse }: { booking: BookingDetailView; onUse: (() => Promise<ActionOutcome>) | undefined }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ pending: boolean; error?: ErrorCode | undefined }>({ pending: false });
  if (!b.customer) return null;
  const archived = b.customer.archived ? <Alert tone="info">{t('bookings.detail.customerArchived')}</Alert> : null;
  if (!differsFromCustomer(b)) return archived;
  const who = (name: string, phone: string | null) => (
    <>
      <Bidi>{name}</Bidi>
      {phone ? (
        <>
          {' · '}
          <Bidi dir="ltr">{phone}</Bidi>
        </>
      ) : null}
    </>
  );
  return (
    <>
      {archived}
      <Alert
        tone="info"
        action={
          onUse ? (
            <Button
              variant="secondary"
              isPending={state.pending}
              onPress={async () => {
                setState({ pending: true });
                const outcome = await onUse();
                setState({ pending: false, error: outcome.ok ? undefined : outcome.error });
              }}
            >
              {t('bookings.detail.useBookerDetails')}
            </Button>
          ) : undefined
        }
      >
        {t('bookings.detail.customerDiffers')}
        <span className={s.differs}>
          <span>
            {t('bookings.detail.customerGiven')} {who(b.attendee.name, b.attendee.phone)}
          </span>
          <span>
            {t('bookings.detail.customerSaved')} {who(b.customer.name, b.customer.phone)}
          </span>
        </span>
      </Alert>
      <ErrorAlert code={state.error} />
    </>
  );
}

interface DetailBodyProps {
  booking: BookingDetailView;
  timezone: string;
  now: Date;
  payments: PaymentProps;
  onMarkAttendance: BookingDetailProps['onMarkAttendance'];
}

/**
 * Every time of the booking is in its calendar's zone, named beside when it is (issue 36: "7:00 AM UTC"
 * for a 10:00 Riyadh visit); the viewer's own clock and the booker's follow when they read otherwise.
 */
function DetailBody({ booking: b, timezone: viewerZone, now, payments, onMarkAttendance }: DetailBodyProps) {
  const { t } = useTranslation();
  const { locale, tag } = useLocale();
  const timezone = b.organizer.timezone;
  const at = (iso: string) => formatDateTime(iso, locale, timezone, { dateStyle: 'medium', timeStyle: 'short' });
  const mine = viewerTime(b.startsAt, locale, timezone, viewerZone);
  const none = <Text as="span" tone="secondary" size="small">{t('bookings.detail.none')}</Text>;
  return (
    <Stack space="lg">
      <Inline space="sm">
        <BookingStatus status={b.status} expiresAt={b.expiresAt} timezone={timezone} />
        {/* The booker answered a reminder's "I'll be there". */}
        {b.customerConfirmedAt ? (
          <span className={s.confirmedBy}>
            <Badge tone="accent" leading={<CheckIcon size={14} stroke={3} />}>
              {t('bookings.attendance.customerConfirmed')}
            </Badge>
            <Text as="span" tone="secondary" size="small">
              {t('bookings.attendance.customerConfirmedOn', { time: at(b.customerConfirmedAt) })}
            </Text>
          </span>
        ) : null}
      </Inline>
      <DetailList>
        <Item label={t('bookings.detail.when')}>
          <Stack space="xxs">
            <span>{formatDateTimeRange(b.startsAt, b.endsAt, locale, timezone)}</span>
            <Text as="span" tone="secondary" size="small">{t('bookings.detail.calendarZone', { zone: isolate(zoneLabel(timezone, tag, new Date(b.startsAt))) })}</Text>
            {mine ? <Text as="span" tone="secondary" size="small">{t('bookings.yourTime', { time: mine })}</Text> : null}
          </Stack>
        </Item>
        <Item label={t('bookings.detail.duration')}>{formatDuration(minutesBetween(b.startsAt, b.endsAt), locale)}</Item>
        <Item label={t('bookings.detail.bookerZone')}>
          <Bidi>{zoneLabel(b.timezone, tag, new Date(b.startsAt))}</Bidi>
          {b.timezone !== timezone ? (
            <>
              {' '}
              <Text as="span" tone="secondary" size="small">{t('bookings.detail.bookerTime', { time: formatDateTime(b.startsAt, locale, b.timezone, { timeStyle: 'short' }) })}</Text>
            </>
          ) : null}
        </Item>
        <Item label={t('bookings.detail.attendee')}>
          <Bidi>{b.attendee.name}</Bidi>
        </Item>
        <Item label={t('bookings.detail.email')}>
          <Link href={`mailto:${b.attendee.email}`}>
            <Bidi>{b.attendee.email}</Bidi>
          </Link>
        </Item>
        <Item label={t('bookings.detail.phone')}>
          {b.attendee.phone ? (
            <Link href={`tel:${b.attendee.phone}`}>
              <Bidi dir="ltr">{b.attendee.phone}</Bidi>
            </Link>
          ) : (
            none
          )}
        </Item>
        {/* What people typed keeps its own direction (an English note in the Arabic UI ends with its full stop). */}
        <Item label={t('bookings.detail.notes')}>{b.notes ? <p dir="auto" className={s.notes}>{b.notes}</p> : none}</Item>
        <Item label={t('bookings.detail.price')}>{formatEventPrice({ paymentRequired: true, priceHalalas: b.priceHalalas }, locale, t)}</Item>
        {b.status === 'pending' && b.expiresAt ? <Item label={t('bookings.detail.expiresAt')}>{at(b.expiresAt)}</Item> : null}
        <Item label={t('bookings.detail.createdAt')}>{at(b.createdAt)}</Item>
        {b.status === 'cancelled' ? (
          <>
            {b.cancelledBy ? (
              <Item label={t('bookings.detail.cancelledBy')}>{t(b.cancelledBy === 'booker' ? 'bookings.detail.cancelledByBooker' : 'bookings.detail.cancelledByTeam')}</Item>
            ) : null}
            {b.cancelledAt ? <Item label={t('bookings.detail.cancelledAt')}>{at(b.cancelledAt)}</Item> : null}
            <Item label={t('bookings.detail.reason')}>{b.cancelReason ? <p dir="auto" className={s.notes}>{b.cancelReason}</p> : <Text as="span" tone="secondary" size="small">{t('bookings.detail.noReason')}</Text>}</Item>
          </>
        ) : null}
      </DetailList>
      <BookingAttendance booking={b} timezone={timezone} now={now} onMark={onMarkAttendance} />
      {b.priceHalalas > 0 || b.payments.length > 0 ? (
        <BookingPayments
          booking={b}
          timezone={timezone}
          canManage={payments.canManagePayments ?? false}
          acceptsBankTransfer={payments.acceptsBankTransfer ?? false}
          onRefund={payments.onRefund}
          onMarkTransferReceived={payments.onMarkTransferReceived}
        />
      ) : null}
      <BookingReminders booking={b} timezone={timezone} />
    </Stack>
  );
}
