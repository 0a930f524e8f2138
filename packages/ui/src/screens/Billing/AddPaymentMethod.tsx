import { useState, type FormEvent, type ReactNode } from 'react';
import { useAction } from '../../hooks/useAction.ts';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CARD_VERIFICATION_HALALAS, type ErrorCode, type TeamRole } from '@waqt/contracts';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
import { brandWhileTyping, checkCard, type CardErrors, type CardField, type CardFields, type CardInput, type CardIssue } from './card.ts';
import { brandName, FailureAlert, OwnersOnly, useMoney } from './shared.tsx';
import * as s from './Billing.css.ts';
import { Page, PageHeader } from '../../components/layout/index.ts';

/** How adding a card ended here: the browser is on its way to the bank's check, or a failure to show. */
export type AddCardOutcome = { ok: true } | { ok: false; error: ErrorCode; gatewayMessage?: string | undefined };

export interface AddPaymentMethodProps {
  /** The caller's role in the team (owners add cards); undefined while loading. */
  role: TeamRole | undefined;
  /** Loading the team failed. */
  loadError?: ErrorCode | undefined;
  onRetry?: (() => void) | undefined;
  /** Where the form was opened from: back to billing, or on to the subscription. */
  returnTo: 'billing' | 'subscribe';
  /** The page to go back to. */
  backHref: string;
  /** Sends the checked card on its way (to the gateway, never to Waqt); resolves once the browser is leaving, or with the failure. */
  onSubmit: (card: CardInput) => Promise<AddCardOutcome>;
  /** Now, for the expiry check; the real clock by default. */
  now?: Date | undefined;
}

const EMPTY: CardFields = { name: '', number: '', month: '', year: '', cvc: '' };

/**
 * /dashboard/team/{teamId}/billing/paymentmethods/add: name, number, expiry and CVC, checked here
 * (the network as it is typed — Visa, Mastercard or mada —, Luhn, expiry), then posted straight to the
 * gateway, which holds 1.00 SAR to verify the card and releases it at once, and sends the payer to
 * their bank's 3-D Secure page.
 */
export function AddPaymentMethod({ role, loadError, onRetry, returnTo, backHref, onSubmit, now = new Date() }: AddPaymentMethodProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  // A second press before the first has re-rendered must not post the card twice; after a success the
  // page is leaving for the bank's 3-D Secure page, so the button stays pending (useAction's hold).
  const { run: send, pending, failure, succeeded: leaving } = useAction(onSubmit, { holdOnSuccess: true });
  const brand = brandWhileTyping(fields.number);

  const set = (key: CardField) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = checkCard(fields, now);
    if (!r.ok) return setErrors(r.errors);
    setErrors({});
    await send(r.card);
  };
  const message = (issue: CardIssue | undefined) => (issue === 'required' ? t('validation.required') : issue ? t(`billing.addCard.${issue}`) : undefined);
  // The network is refused as soon as its first digits are known, not only on submit.
  const numberIssue: CardIssue | undefined = errors.number ?? (brand === null ? 'brandUnsupported' : undefined);
  const field = (key: CardField) => ({
    name: key,
    value: fields[key],
    onChange: set(key),
    isInvalid: !!(key === 'number' ? numberIssue : errors[key]),
    errorMessage: message(key === 'number' ? numberIssue : errors[key]),
    isDisabled: pending,
  });

  let content: ReactNode;
  if (loadError === 'PERMISSION_DISABLED' || role === 'assistant') content = <OwnersOnly />;
  else if (loadError) content = <LoadFailure title={t('billing.loadError')} code={loadError} onRetry={onRetry} />;
  else if (!role) content = <LoadingBlocks count={2} blockSize="6rem" />;
  else {
    content = (
      <Card>
        <Form className={s.form} onSubmit={(e) => void submit(e)} validationBehavior="aria" aria-label={t('billing.addCard.form')}>
          {failure ? <FailureAlert code={failure.error} gatewayMessage={failure.gatewayMessage} /> : null}
          <TextField label={t('billing.addCard.name')} description={t('billing.addCard.nameHelp')} autoComplete="cc-name" isRequired {...field('name')} />
          <div className={s.stack}>
            <TextField label={t('billing.addCard.number')} autoComplete="cc-number" className={s.ltrField} inputMode="numeric" maxLength={23} isRequired {...field('number')} />
            {/* Said once as it changes (a status), seen as a badge: the network the digits belong to. */}
            <div className={s.brandRow} role="status">
              {brand ? <Badge tone="accent">{t('billing.addCard.brand', { brand: brandName(t, brand) })}</Badge> : null}
            </div>
          </div>
          <div className={s.expiryRow}>
            <fieldset className={s.fieldset}>
              <legend className={s.legend}>{t('billing.addCard.expiry')}</legend>
              <div className={s.fieldRow}>
                <TextField label={t('billing.addCard.month')} autoComplete="cc-exp-month" className={s.ltrField} inputMode="numeric" maxLength={2} isRequired {...field('month')} />
                <TextField label={t('billing.addCard.year')} autoComplete="cc-exp-year" className={s.ltrField} inputMode="numeric" maxLength={4} isRequired {...field('year')} />
              </div>
            </fieldset>
            <TextField label={t('billing.addCard.cvc')} description={t('billing.addCard.cvcHelp')} autoComplete="cc-csc" className={s.ltrField} inputMode="numeric" maxLength={3} isRequired {...field('cvc')} />
          </div>
          <ul className={s.notes}>
            <li>{t('billing.addCard.hold', { amount: money(CARD_VERIFICATION_HALALAS) })}</li>
            <li>{t('billing.addCard.gatewayNote')}</li>
          </ul>
          {leaving ? (
            <Alert tone="info">{t('billing.addCard.redirecting')}</Alert>
          ) : null}
          <div className={s.formActions}>
            <Link href={backHref} variant="standalone">
              {t(returnTo === 'subscribe' ? 'billing.addCard.backToSubscribe' : 'billing.addCard.backToBilling')}
            </Link>
            <Button type="submit" variant="primary" isPending={pending}>
              {t('billing.addCard.submit')}
            </Button>
          </div>
        </Form>
      </Card>
    );
  }
  return (
    <Page width="narrow">
      <PageHeader title={t('billing.addCard.title')} lead={t('billing.addCard.lead')} />
      {content}
    </Page>
  );
}
