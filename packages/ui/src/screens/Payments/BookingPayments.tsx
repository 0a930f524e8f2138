import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingDetail, ErrorCode, PaymentRecord, PaymentStatus } from '@waqt/contracts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Badge, type BadgeTone } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { AlertDialog } from '../../components/Dialog/AlertDialog.tsx';
import { formatDateTime, formatMoney, bookingReference } from '../../format/index.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { type ActionOutcome } from '../../patterns/action.ts';
import { RefundDialog } from './RefundDialog.tsx';
import * as s from './Payments.css.ts';

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
  const titleId = useId();
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
    <section className={s.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={s.sectionTitle}>
        {t('payments.detail.title')}
      </h3>
      {booking.payments.length === 0 ? (
        <p className={s.muted}>{t('payments.detail.none')}</p>
      ) : (
        <ul className={s.list}>
          {booking.payments.map((p) => (
            <li key={p.id} className={s.payment}>
              <dl className={s.dl}>
                <dt className={s.dt}>{t('payments.detail.method')}</dt>
                <dd className={s.dd}>{t(`payments.kinds.${p.kind}`)}</dd>
                <dt className={s.dt}>{t('payments.detail.status')}</dt>
                <dd className={s.dd}>
                  <Badge tone={TONES[p.status]} withDot>
                    {t(`payments.status.${p.status}`)}
                  </Badge>
                </dd>
                <dt className={s.dt}>{t('payments.detail.amount')}</dt>
                <dd className={s.dd}>{formatMoney(p.amountHalalas, locale, p.currency)}</dd>
                {p.refundedHalalas > 0 ? (
                  <>
                    <dt className={s.dt}>{t('payments.detail.refunded')}</dt>
                    <dd className={s.dd}>{formatMoney(p.refundedHalalas, locale, p.currency)}</dd>
                  </>
                ) : null}
                {p.cardLast4 ? (
                  <>
                    <dt className={s.dt}>{t('payments.detail.card')}</dt>
                    <dd className={s.dd}>
                      {t('payments.detail.cardEnding', {
                        // "mada", "Visa"… in the UI's language; a network we have no name for as the gateway wrote it.
                        brand: p.cardBrand ? t(`payments.brands.${p.cardBrand.toLowerCase()}`, { defaultValue: p.cardBrand }) : t('payments.detail.card'),
                        last4: p.cardLast4,
                      })}
                    </dd>
                  </>
                ) : null}
                <dt className={s.dt}>{t('payments.detail.when')}</dt>
                <dd className={s.dd}>{formatDateTime(p.paidAt ?? p.createdAt, locale, timezone)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
      {canMark ? (
        // What the booker was asked to write on the transfer (the pay page's booking reference).
        <dl className={s.dl}>
          <dt className={s.dt}>{t('payments.detail.reference')}</dt>
          <dd className={`${s.dd} ${s.mono}`}>{bookingReference(booking.id)}</dd>
        </dl>
      ) : null}
      <ErrorAlert code={error} />
      {refundable || canMark ? (
        <div className={s.actions}>
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
        </div>
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
    </section>
  );
}

