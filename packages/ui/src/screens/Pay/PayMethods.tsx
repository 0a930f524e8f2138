import { Badge } from '../../components/Badge/Badge.tsx';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isTestKey, type Locale, type PaymentProviderKind, type PublicPayment } from '@waqt/contracts';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Radio, RadioGroup } from '../../components/RadioGroup/RadioGroup.tsx';
import { formatMoney, formatWhen, bookingReference, groupIban } from '../../format/index.ts';
import { Code, Text, Bidi } from '../../components/layout/Text.tsx';
import { Section } from '../../components/layout/Page.tsx';
import { isolate } from '../../patterns/public/bidi.ts';
import { Summary, type Outcome } from '../../patterns/public/PublicPage.tsx';
import { CopyButton } from '../../components/CopyButton/CopyButton.tsx';
import { useRunner } from '../../hooks/useRunner.ts';
import * as s from './Pay.css.ts';

type PayMethod = PublicPayment['methods'][number];

/** What the card form needs: Moyasar's form is configured from it (MoyasarCardForm), a story's stub reads it. */
export interface CardFormConfig {
  bookingId: string;
  /** VAT-inclusive, in halalas. */
  amountHalalas: number;
  currency: string;
  /** Shown in the gateway's dashboard next to the payment. */
  description: string;
  publishableKey: string;
  /** Where the form posts the card (the gateway, or the local sandbox). */
  baseUrl: string;
  /** Where the gateway sends the booker back (`?id&status&message`), after 3-D Secure too. */
  callbackUrl: string;
  locale: Locale;
  /** The form created a payment: record it before any redirect. */
  onCompleted: (paymentId: string) => Promise<void>;
  /**
   * The gateway failed the payment at once (no 3-D Secure page to leave for): the page asks the server
   * why and says it, and the form stays as the booker filled it (its name kept) instead of reloading.
   */
  onDeclined?: ((paymentId: string) => void) | undefined;
}

/** Draws the card form; the app's is Moyasar's (loaded on demand), stories pass a stand-in. */
export type RenderCardForm = (config: CardFormConfig) => ReactNode;

export interface PayMethodsProps {
  payment: PublicPayment;
  /** The method chosen first; the team's default (the first) when left out. */
  initialMethod?: PaymentProviderKind | undefined;
  renderCardForm: RenderCardForm;
  cardConfig: Omit<CardFormConfig, 'locale' | 'publishableKey' | 'baseUrl'>;
  onPayOnArrival: () => Promise<Outcome>;
  onCopy?: ((text: string) => Promise<void> | void) | undefined;
  locale: Locale;
}

/** The team's ways to pay, default first: a choice when there are several, then the chosen one's panel. */
export function PayMethods({ payment, initialMethod, renderCardForm, cardConfig, onPayOnArrival, onCopy, locale }: PayMethodsProps) {
  const { t } = useTranslation();
  const kinds = payment.methods.map((m) => m.kind);
  const [chosen, setChosen] = useState<PaymentProviderKind>(initialMethod && kinds.includes(initialMethod) ? initialMethod : kinds[0]!);
  const method = payment.methods.find((m) => m.kind === chosen) ?? payment.methods[0]!;
  return (
    <Section title={t('payments.pay.methodsLabel')}>
      {payment.methods.length > 1 ? (
        <RadioGroup aria-label={t('payments.pay.methodsLabel')} value={chosen} onChange={(v) => setChosen(v as PaymentProviderKind)}>
          {payment.methods.map((m) => (
            <Radio key={m.kind} value={m.kind}>
              {t(`payments.pay.method.${m.kind}`)}
            </Radio>
          ))}
        </RadioGroup>
      ) : (
        <Text size="small" tone="secondary" weight="strong">
          {t(`payments.pay.method.${method.kind}`)}
        </Text>
      )}
      <div className={s.methodPanel}>
        {method.kind === 'card' ? (
          <>
            <Text size="small" tone="secondary">{t('payments.pay.card.note')}</Text>
            {isTestKey(method.publishableKey) ? (
              <Text size="small" tone="secondary" weight="strong">
                <Badge tone="caution">{t('payments.providers.testMode')}</Badge> {t('payments.pay.card.testMode')}
              </Text>
            ) : null}
            {/* Moyasar's form, drawn in the theme's colours (Pay.css.ts restyles its elements). */}
            <div className={s.cardSheet}>
              {renderCardForm({ ...cardConfig, publishableKey: method.publishableKey, baseUrl: method.baseUrl, locale })}
            </div>
          </>
        ) : method.kind === 'bank_transfer' ? (
          <BankTransfer method={method} payment={payment} onCopy={onCopy} locale={locale} />
        ) : (
          <OnArrival payment={payment} onPayOnArrival={onPayOnArrival} locale={locale} />
        )}
      </div>
    </Section>
  );
}

function BankTransfer({ method, payment, onCopy, locale }: { method: Extract<PayMethod, { kind: 'bank_transfer' }>; payment: PublicPayment; onCopy?: PayMethodsProps['onCopy']; locale: Locale }) {
  const { t } = useTranslation();
  const reference = bookingReference(payment.bookingId);
  const iban = groupIban(method.iban);
  const copyable = (text: string, shown: string, what: string) => (
    <span className={s.copyRow}>
      <Code className={s.iban}>{shown}</Code>
      {onCopy ? <CopyButton text={text} what={what} onCopy={onCopy} /> : null}
    </span>
  );
  return (
    <>
      <Summary
        rows={[
          [t('payments.pay.bank.bank'), <Bidi>{method.bankName}</Bidi>],
          [t('payments.pay.bank.iban'), copyable(method.iban.replace(/\s+/g, ''), iban, t('payments.pay.bank.iban'))],
          [t('payments.pay.bank.holder'), <Bidi>{method.accountHolder}</Bidi>],
          [t('payments.pay.bank.amount'), formatMoney(payment.amountHalalas, locale, payment.currency)],
          [t('payments.pay.bank.reference'), copyable(reference, reference, t('payments.pay.bank.reference'))],
        ]}
      />
      <Text size="small" tone="secondary">{t('payments.pay.bank.referenceNote', { reference: isolate(reference) })}</Text>
      {payment.expiresAt ? <Text size="small" tone="secondary">{t('payments.pay.bank.heldNote', { time: formatWhen(payment.expiresAt, locale, payment.timezone) })}</Text> : null}
    </>
  );
}

function OnArrival({ payment, onPayOnArrival, locale }: { payment: PublicPayment; onPayOnArrival: () => Promise<Outcome>; locale: Locale }) {
  const { t } = useTranslation();
  const arrive = useRunner(onPayOnArrival);
  const error = arrive.failure?.error;
  return (
    <>
      <Text size="small" tone="secondary">{t('payments.pay.onArrival.note', { amount: formatMoney(payment.amountHalalas, locale, payment.currency) })}</Text>
      {error ? <Alert>{t(`errors.${error}`)}</Alert> : null}
      <div className={s.actions}>
        <Button isPending={arrive.pending} onPress={() => void arrive.run()}>
          {t('payments.pay.onArrival.confirm')}
        </Button>
      </div>
    </>
  );
}
