// The public pay page. Like the other booking pages it is its own light chunk: nothing here comes
// from the dashboard screens, and Moyasar's card form is loaded only when the card method shows.
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { localized, type ErrorCode, type PaymentProviderKind, type PublicPayment, type VerifyPaymentOutput } from '@waqt/contracts';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { formatMoney, formatDay, formatTimeRange, formatWhen, localDateOf, zoneLabel, formatVatRate } from '../../format/index.ts';
import { Heading } from '../../components/layout/Heading.tsx';
import { Stack } from '../../components/layout/Stack.tsx';
import { Text, Bidi } from '../../components/layout/Text.tsx';
import { useLocale } from '../../hooks/useLocale.ts';
import { LoadingCard, MessageLine, PageMessage, PublicCard, PublicShell, Summary, type Outcome } from '../../patterns/public/PublicPage.tsx';
import { secondary } from '../../patterns/public/public.css.ts';
import { StatusIcon } from '../../patterns/public/StatusIcon.tsx';
import { Countdown, useTicking } from './Countdown.tsx';
import { PayMethods, type RenderCardForm } from './PayMethods.tsx';
import * as s from './Pay.css.ts';
import { keepTitleWithName } from '../../patterns/public/bidi.ts';

/** Why the gateway declined the card (public.verifyPayment's `decline`). */
export type PaymentDecline = NonNullable<VerifyPaymentOutput['decline']>;

export interface PayPageProps {
  /** The booking's payment view (public.payment); undefined while it loads. */
  payment: PublicPayment | undefined;
  /** Loading failed (BOOKING_NOT_FOUND, BOOKING_TOKEN_INVALID: the link has no valid token, …). */
  error?: ErrorCode | undefined;
  onRetry?: (() => void) | undefined;
  /** Draws the card form (Moyasar's in the app, a stand-in in stories). */
  renderCardForm: RenderCardForm;
  /** Where the gateway sends the booker back, `?id&status&message` appended (no token: the gateway keeps it). */
  callbackUrl: string;
  /** The card form created a payment (public.attachPayment). */
  onCardPaymentCreated: (paymentId: string) => Promise<void>;
  /** The booker chose to pay on arrival (public.payOnArrival); the container moves on when it worked. */
  onPayOnArrival: () => Promise<Outcome>;
  /** Copies an IBAN or a reference; no copy buttons without it. */
  onCopy?: ((text: string) => Promise<void> | void) | undefined;
  /** The booking's confirmation page (an already paid booking links there). */
  confirmationHref: string;
  /** Back from the gateway: the payment is being checked. */
  verifying?: boolean | undefined;
  /** Why the last payment did not go through (PAYMENT_FAILED_RETRY, PAYMENT_VERIFICATION_FAILED); the methods stay. */
  paymentError?: ErrorCode | undefined;
  /** The card was declined: the gateway's reason, said under PAYMENT_FAILED_RETRY in the booker's language. */
  decline?: PaymentDecline | undefined;
  /** The card form's payment failed without leaving the page (CardFormConfig.onDeclined). */
  onCardDeclined?: ((paymentId: string) => void) | undefined;
  /** The method chosen first (the card after a failed card payment); the team's default otherwise. */
  initialMethod?: PaymentProviderKind | undefined;
  /** The hold is over (known from the API before the page's own clock says so). */
  expired?: boolean | undefined;
  /** The clock the countdown reads (injected, so stories control it). */
  now?: () => number;
}

/** `/book/pay/{bookingId}`: the booking, its VAT-inclusive price, the time left, and the team's ways to pay. */
export function PayPage(props: PayPageProps) {
  const { payment, error, onRetry, now = Date.now } = props;
  const { t } = useTranslation();
  const { locale, tag } = useLocale();
  const titleId = useId();
  const holding = payment?.status === 'pending' && payment.expiresAt !== null && !props.expired;
  const time = useTicking(now, holding);
  const viewBooking = (
    <Link href={props.confirmationHref} variant="standalone" withArrow>
      {t('payments.pay.viewBooking')}
    </Link>
  );

  if (error === 'BOOKING_TOKEN_INVALID') {
    // No token, or one a reschedule retired: the booking's page (without personal data) still says where it stands.
    return (
      <PublicShell>
        <PageMessage role="alert" width="pay" title={t('payments.pay.linkTitle')} body={t('errors.BOOKING_TOKEN_INVALID')} action={viewBooking} />
      </PublicShell>
    );
  }
  if (error) {
    // A malformed id (INVALID_REQUEST) is a booking that does not exist, as far as a visitor can tell.
    const notFound = error === 'BOOKING_NOT_FOUND' || error === 'NOT_FOUND' || error === 'INVALID_REQUEST';
    return (
      <PublicShell>
        <PageMessage
          role="alert"
          width="pay"
          title={t(notFound ? 'payments.pay.notFoundTitle' : 'payments.pay.loadError')}
          body={t(`errors.${notFound ? 'BOOKING_NOT_FOUND' : error}`)}
          action={!notFound && onRetry ? <Button variant="secondary" onPress={onRetry}>{t('common.retry')}</Button> : undefined}
        />
      </PublicShell>
    );
  }
  if (!payment) return <PublicShell><LoadingCard compact /></PublicShell>;

  const remaining = payment.expiresAt ? Date.parse(payment.expiresAt) - time : Infinity;
  const expired = payment.status === 'expired' || (payment.status === 'pending' && (props.expired || remaining <= 0));
  if (expired) {
    return (
      <PublicShell>
        <PageMessage
          role="alert"
          width="pay"
          icon={<StatusIcon status="expired" />}
          title={t('payments.pay.expiredTitle')}
          body={
            <>
              <MessageLine>{t('errors.PAYMENT_EXPIRED')}</MessageLine>
              <MessageLine>{t('payments.pay.expiredBody')}</MessageLine>
            </>
          }
        />
      </PublicShell>
    );
  }
  if (payment.status === 'confirmed') {
    return (
      <PublicShell>
        <PageMessage width="pay" icon={<StatusIcon status="confirmed" />} title={t('payments.pay.paidTitle')} body={t('payments.pay.paidBody')} action={viewBooking} />
      </PublicShell>
    );
  }
  if (payment.status === 'cancelled') {
    return (
      <PublicShell>
        <PageMessage width="pay" icon={<StatusIcon status="cancelled" />} title={t('payments.pay.cancelledTitle')} body={t('payments.pay.cancelledBody')} />
      </PublicShell>
    );
  }

  const tz = payment.timezone;
  const date = localDateOf(payment.startsAt, tz);
  return (
    <PublicShell>
      <PublicCard as="article" width="pay" aria-labelledby={titleId}>
        <Stack as="header" space="xs">
          <Heading level={1} id={titleId}>
            {t('payments.pay.title')}
          </Heading>
          <Text size="small" tone="secondary">{payment.expiresAt ? t('payments.pay.heldUntil', { time: formatWhen(payment.expiresAt, locale, tz) }) : t('payments.pay.lead')}</Text>
        </Stack>
        {payment.expiresAt ? <Countdown remainingMs={remaining} locale={locale} /> : null}
        <Summary
          rows={[
            [t('booking.review.what'), <Bidi>{localized(payment, 'title', locale)}</Bidi>],
            [t('booking.confirmed.organizer'), <Bidi>{keepTitleWithName(localized(payment, 'organizer', locale))}</Bidi>],
            [
              t('booking.review.when'),
              <>
                {formatDay(date, locale, true)}
                <span className={secondary}>{formatTimeRange(payment.startsAt, payment.endsAt, locale, tz)}</span>
              </>,
            ],
            [t('booking.review.timeZone'), <Bidi>{zoneLabel(tz, tag, new Date(time))}</Bidi>],
          ]}
        />
        <div className={s.price}>
          <div className={s.priceRow}>
            <span className={s.priceLabel}>{t('payments.pay.total')}</span>
            <span className={s.amount}>{formatMoney(payment.amountHalalas, locale, payment.currency)}</span>
          </div>
          <Text size="small" tone="secondary">
            {t('payments.pay.vatIncluded', { rate: formatVatRate(locale), amount: formatMoney(payment.vatHalalas, locale, payment.currency) })}
          </Text>
        </div>
        {props.paymentError ? (
          <Alert>
            <span className={s.alertLine}>{t(`errors.${props.paymentError}`)}</span>
            {props.decline ? <span className={s.alertLine}><DeclineReason decline={props.decline} /></span> : null}
          </Alert>
        ) : null}
        {props.verifying ? (
          <div className={s.checking}>
            <Spinner size="sm" label={t('payments.pay.checking')} showLabel />
          </div>
        ) : payment.methods.length === 0 ? (
          <Alert>{t('errors.PAYMENT_PROVIDER_NOT_FOUND')}</Alert>
        ) : (
          <PayMethods
            payment={payment}
            initialMethod={props.initialMethod}
            renderCardForm={props.renderCardForm}
            cardConfig={{
              bookingId: payment.bookingId,
              amountHalalas: payment.amountHalalas,
              currency: payment.currency,
              description: t('payments.pay.description', { title: localized(payment, 'title', locale), organizer: localized(payment, 'organizer', locale) }),
              callbackUrl: props.callbackUrl,
              onCompleted: props.onCardPaymentCreated,
              onDeclined: props.onCardDeclined,
            }}
            onPayOnArrival={props.onPayOnArrival}
            onCopy={props.onCopy}
            locale={locale}
          />
        )}
      </PublicCard>
    </PublicShell>
  );
}

/**
 * The gateway's reason in the booker's words ("The card does not have enough funds…"); words no rule
 * knows are shown as they came, isolated so Latin text reads right inside Arabic.
 */
function DeclineReason({ decline }: { decline: PaymentDecline }) {
  const { t } = useTranslation();
  if (decline.reason === 'other') {
    return decline.message ? (
      <Trans i18nKey="payments.pay.declined.other" values={{ message: decline.message }} components={{ bdi: <Bidi /> }} />
    ) : (
      t('payments.pay.declined.unspecified')
    );
  }
  return t(`payments.pay.declined.${decline.reason}`);
}
