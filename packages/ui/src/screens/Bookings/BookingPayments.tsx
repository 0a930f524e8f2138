import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingDetail, ErrorCode, PaymentRecord, PaymentStatus } from '@waqt/contracts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Badge, type BadgeTone } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { AlertDialog } from '../../components/Dialog/AlertDialog.tsx';
import { formatDateTime, formatMoney, bookingReference } from '../../format/index.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { Code, Inline, Section, Text } from '../../components/layout/index.ts';
import { type ActionOutcome } from '../../patterns/action.ts';
import { DetailItem as Item, DetailList } from '../../patterns/DetailList.tsx';
import { RefundDialog } from './RefundDialog.tsx';
import * as s from './Bookings.css.ts';

export interface BookingPaymentsProps {
  booking: BookingDetail;
  /** The viewer's IANA zone. */
  timezone: string;
  /** Owners may refund and mark transfers received. */
  canManage: boolean;
  /** The team takes bank transfers (a pending booking may then be marked paid). */
  acceptsBankTransfer: boolean;
  /** Refunds the card payment: `amountHalalas`, or all that is left (cancelling the booking) when undefined. */
  onRefund?: ((amountHalalas: number | undefined) => Promise<ActionOutcome>) | undefined;
  /** The bank transfer arrived: the pending booking is confirmed. */
  onMarkTransferReceived?: (() => Promise<ActionOutcome>) | undefined;
}

const TONES: Record<PaymentStatus, BadgeTone> = {
  initiated: 'neutral',
  paid: 'positive',
  failed: 'critical',
  refunded: 'neutral',
  partially_refunded: 'caution',
  voided: 'neutral',
  on_arrival: 'accent',
  transfer_pending: 'caution',
};

/** The card payment that can still be refunded (paid, or refunded in part). */
const refundableOf = (payments: PaymentRecord[]) => payments.find((p) => p.kind === 'card' && (p.status === 'paid' || p.status === 'partially_refunded') && p.amountHalalas > p.refundedHalalas);

/** The booking detail's payments: each one's method, status and amounts; owners refund and mark transfers received. */
export function BookingPayments({ booking, timezone, canManage, acceptsBankTransfer, onRefund, onMarkTransferReceived }: BookingPaymentsProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [refunding, setRefunding] = useState(false);
  const [marking, setMarking] = useState(false);
  const [error, setError] = useState<ErrorCode | undefined>();
  const refundable = canManage && onRefund ? refundableOf(booking.payments) : undefined;
  const canMark = canManage && !!onMarkTransferReceived && acceptsBankTransfer && booking.status === 'pending';
  const markReceived = async () => {
    setError(undefined);
    const outcome = await onMarkTransferReceived!();
    if (!outcome.ok) setError(outcome.error);
  };

  return (
    <Section title={t('payments.detail.title')} level={3} className={s.paymentsSection}>
      {booking.payments.length === 0 ? (
        <Text tone="secondary" size="small">
          {t('payments.detail.none')}
        </Text>
      ) : (
        <ul className={s.paymentList}>
          {booking.payments.map((p) => (
            <li key={p.id} className={s.payment}>
              <DetailList>
                <Item label={t('payments.detail.method')}>{t(`payments.kinds.${p.kind}`)}</Item>
                <Item label={t('payments.detail.status')}>
                  <Badge tone={TONES[p.status]} withDot>
                    {t(`payments.status.${p.status}`)}
                  </Badge>
                </Item>
                <Item label={t('payments.detail.amount')}>{formatMoney(p.amountHalalas, locale, p.currency)}</Item>
                {p.refundedHalalas > 0 ? (
                  <>
                    <Item label={t('payments.detail.refunded')}>{formatMoney(p.refundedHalalas, locale, p.currency)}</Item>
                  </>
                ) : null}
                {p.cardLast4 ? (
                  <>
                    <Item label={t('payments.detail.card')}>
                      {t('payments.detail.cardEnding', {
                        // "mada", "Visa"… in the UI's language; a network we have no name for as the gateway wrote it.
                        brand: p.cardBrand ? t(`payments.brands.${p.cardBrand.toLowerCase()}`, { defaultValue: p.cardBrand }) : t('payments.detail.card'),
                        last4: p.cardLast4,
                      })}
                    </Item>
                  </>
                ) : null}
                <Item label={t('payments.detail.when')}>{formatDateTime(p.paidAt ?? p.createdAt, locale, timezone)}</Item>
              </DetailList>
            </li>
          ))}
        </ul>
      )}
      {canMark ? (
        // What the booker was asked to write on the transfer (the pay page's booking reference).
        <DetailList>
          <Item label={t('payments.detail.reference')}>
            <Code>{bookingReference(booking.id)}</Code>
          </Item>
        </DetailList>
      ) : null}
      <ErrorAlert code={error} />
      {refundable || canMark ? (
        <Inline space="sm">
          {refundable ? (
            <Button size="sm" variant="secondary" onPress={() => setRefunding(true)}>
              {t('payments.detail.refund')}
            </Button>
          ) : null}
          {canMark ? (
            <Button size="sm" onPress={() => setMarking(true)}>
              {t('payments.detail.markReceived')}
            </Button>
          ) : null}
        </Inline>
      ) : null}
      {refundable && onRefund ? (
        <RefundDialog
          isOpen={refunding}
          onClose={() => setRefunding(false)}
          paidHalalas={refundable.amountHalalas}
          remainingHalalas={refundable.amountHalalas - refundable.refundedHalalas}
          currency={refundable.currency}
          onRefund={onRefund}
        />
      ) : null}
      {canMark ? (
        <AlertDialog
          isOpen={marking}
          onOpenChange={setMarking}
          title={t('payments.detail.markReceivedTitle')}
          primaryActionLabel={t('payments.detail.markReceivedConfirm')}
          onPrimaryAction={markReceived}
        >
          {t('payments.detail.markReceivedBody', { name: booking.attendee.name })}
        </AlertDialog>
      ) : null}
    </Section>
  );
}

