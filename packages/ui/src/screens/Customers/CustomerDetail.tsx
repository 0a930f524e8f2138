import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerDetail as CustomerDetailView, CustomerView, ErrorCode } from '@waqt/contracts';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Dialog } from '../../components/Dialog/Dialog.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { formatDateTime, formatNumber } from '../../format/index.ts';
import { Section, Stack, Text, Bidi } from '../../components/layout/index.ts';
import { BookingsTable, bookingsZoneNote } from '../../patterns/BookingsTable.tsx';
import { DetailItem as Item, DetailList } from '../../patterns/DetailList.tsx';
import { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
import { useLocale } from '../../hooks/useLocale.ts';
import { NoShowCount, PhoneLink, VerifiedBadge } from './CustomersTable.tsx';
import * as s from './Customers.css.ts';

export interface CustomerDetailProps {
  /** Whether the dialog shows. */
  isOpen: boolean;
  /** Closes the dialog. */
  onClose: () => void;
  /** The customer and their latest bookings; undefined while loading. */
  detail: CustomerDetailView | undefined;
  /** The customer failed to load (CUSTOMER_NOT_FOUND for one deleted or out of sight). */
  error?: ErrorCode | undefined;
  /** Loads it again after a failure. */
  onRetry?: (() => void) | undefined;
  /** The viewer's IANA zone. */
  timezone: string;
  /** The viewer owns the team: Delete (or Restore) shows. */
  canManage: boolean;
  /** "Edit": the form opens over the detail. */
  onEdit: (customer: CustomerView) => void;
  /** "Delete" / "Archive": the confirmation opens over the detail. */
  onDelete: (customer: CustomerView) => void;
  /** "Restore" (an archived customer, owners). */
  onRestore: (customer: CustomerView) => void;
  /** One of their bookings was chosen: show it. */
  onOpenBooking: (bookingId: string) => void;
}

/** One customer in a dialog: how to reach them, whether that is verified, and their bookings; Edit, Delete or Restore. */
export function CustomerDetail({ isOpen, onClose, detail, error, onRetry, timezone, canManage, onEdit, onDelete, onRestore, onOpenBooking }: CustomerDetailProps) {
  const { t } = useTranslation();
  const c = detail?.customer;
  let body: ReactNode;
  if (error) body = <LoadFailure title={t('customers.detail.loadError')} code={error} onRetry={onRetry} headingLevel={3} />;
  else if (!detail) body = <LoadingBlocks count={4} blockSize="1.5rem" />;
  else body = <DetailBody detail={detail} timezone={timezone} onOpenBooking={onOpenBooking} />;
  let footer: ReactNode;
  if (c && !error) {
    footer = c.archived ? (
      canManage ? <Button onPress={() => onRestore(c)}>{t('customers.restore')}</Button> : undefined
    ) : (
      <>
        {canManage ? (
          <Button variant="critical" onPress={() => onDelete(c)}>
            {t('customers.delete')}
          </Button>
        ) : null}
        <Button variant="secondary" onPress={() => onEdit(c)}>
          {t('customers.edit')}
        </Button>
      </>
    );
  }
  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable size="lg" title={c?.name ?? t('customers.detail.heading')} footer={footer}>
      {body}
    </Dialog>
  );
}

function DetailBody({ detail: { customer: c, bookings }, timezone, onOpenBooking }: { detail: CustomerDetailView; timezone: string; onOpenBooking: (id: string) => void }) {
  const { t } = useTranslation();
  const { locale, tag } = useLocale();
  const at = (iso: string) => formatDateTime(iso, locale, timezone, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack space="xl">
      {c.archived ? (
        <div>
          <Badge tone="neutral">{t('customers.archivedBadge')}</Badge>{' '}
          {c.archivedAt ? <Text as="span" tone="secondary" size="small">{t('customers.archivedOn', { date: formatDateTime(c.archivedAt, locale, timezone, { dateStyle: 'medium' }) })}</Text> : null}
        </div>
      ) : null}
      <DetailList>
        <Item label={t('customers.detail.email')}>
          <span className={s.valueRow}>
            <Link href={`mailto:${c.email}`}>
              <Bidi>{c.email}</Bidi>
            </Link>
            <VerifiedBadge verified={c.emailVerified} />
          </span>
        </Item>
        <Item label={t('customers.detail.phone')}>
          {c.phone ? (
            <span className={s.valueRow}>
              <PhoneLink phone={c.phone} />
              <VerifiedBadge verified={c.phoneVerified} />
            </span>
          ) : (
            <Text as="span" tone="secondary" size="small">{t('customers.noPhone')}</Text>
          )}
        </Item>
        <Item label={t('customers.detail.bookingsCount')}>{formatNumber(c.bookingsCount, locale)}</Item>
        <Item label={t('customers.detail.lastBooking')}>{c.lastBookingAt ? at(c.lastBookingAt) : <Text as="span" tone="secondary" size="small">{t('customers.neverBooked')}</Text>}</Item>
        <Item label={t('customers.noShows')}>
          <NoShowCount count={c.noShowCount} />
        </Item>
        <Item label={t('customers.lastVisit')}>{c.lastVisitAt ? at(c.lastVisitAt) : <Text as="span" tone="secondary" size="small">{t('customers.neverVisited')}</Text>}</Item>
        <Item label={t('customers.detail.createdAt')}>{at(c.createdAt)}</Item>
      </DetailList>
      <Section
        title={t('customers.detail.bookings')}
        level={3}
        lead={
          [
            bookings.length < c.bookingsCount && bookings.length > 0
              ? t('customers.detail.latest', { shown: formatNumber(bookings.length, locale), total: formatNumber(c.bookingsCount, locale) })
              : undefined,
            // Their times are in each booking's calendar's zone (issue 36).
            bookingsZoneNote(bookings, t, tag),
          ]
            .filter(Boolean)
            .join(' ') || undefined
        }
      >
        {bookings.length === 0 ? (
          <EmptyState title={t('customers.detail.noBookings')} body={t('customers.detail.noBookingsBody')} headingLevel={4} />
        ) : (
          <BookingsTable rows={bookings} showOrganizer showAttendee={false} timezone={timezone} onOpen={onOpenBooking} emptyState={null} />
        )}
      </Section>
    </Stack>
  );
}
