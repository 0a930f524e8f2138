import { useTranslation } from 'react-i18next';
import { useFieldIssues } from '../../hooks/useFieldIssues.ts';
import { EVENT_PRICE_MAX_HALALAS, NO_SHOW_PREPAY_MAX, NO_SHOW_PREPAY_MIN, PRICINGS, type PlanNeeds, type Pricing } from '@waqt/contracts';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { NumberField } from '../../components/NumberField/NumberField.tsx';
import { Radio, RadioGroup } from '../../components/RadioGroup/RadioGroup.tsx';
import { Text } from '../../components/layout/index.ts';
import { formatNumber } from '../../format/index.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { UpgradePrompt } from '../../patterns/UpgradePrompt.tsx';
import type { DraftPart } from './eventTypeDraft.ts';
import * as s from './EventTypes.css.ts';

/** The feature and the plan only: the prompt's count line speaks of calendars, not event types. */
export const featureOnly = (needs: PlanNeeds): PlanNeeds => ({ feature: needs.feature, plan: needs.plan });

export interface EventTypePaymentProps extends DraftPart {
  teamId: string;
  /** The pricing saved (it stays selectable, even when the team can no longer take payments). */
  savedPricing?: Pricing | undefined;
  /** The personal team: no payments. */
  isPersonal: boolean;
  /** The team's plan lacks `payments` (EventTypeFormProps.paymentsNeeds). */
  paymentsNeeds?: PlanNeeds | undefined;
  /** Whether the team can take a payment when booking (EventTypeFormProps.canTakeOnlinePayment). */
  canTakeOnlinePayment?: boolean | undefined;
  paymentSettingsHref?: string | undefined;
  upgradeHref: string;
}

/** The event type form's payment: the price choice, the price, and prepayment after no-shows. */
export function EventTypePayment({ draft: d, set, errors: shown, teamId, savedPricing, isPersonal, paymentsNeeds, canTakeOnlinePayment, paymentSettingsHref, upgradeHref }: EventTypePaymentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { msg, invalid } = useFieldIssues(shown);
  const paymentsOff = isPersonal || paymentsNeeds !== undefined;
  // A paid choice the team cannot take stays off; the saved one stays selectable (it can be made free).
  const unavailable = (p: Pricing) => p !== 'free' && p !== savedPricing && (paymentsOff || (p === 'prepaid' && canTakeOnlinePayment === false));
  const noOnlineMethod = !paymentsOff && canTakeOnlinePayment === false;
  // "Customers with N no-shows must pay in advance" needs a price and a way to pay when booking; one already
  // on stays changeable (to turn it off). The reason it is off shows under it.
  const noShowBlock = d.pricing === 'free' ? 'needsPrice' : paymentsOff ? 'needsPayments' : noOnlineMethod ? 'needsOnlineMethod' : undefined;
  return (
    <Card>
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>{t('eventTypes.form.payment')}</legend>
        {paymentsOff && !isPersonal && paymentsNeeds?.plan ? (
          <UpgradePrompt needs={featureOnly(paymentsNeeds)} teamId={teamId} headingLevel={2} />
        ) : paymentsOff ? (
          <Alert tone="info" action={<Link href={upgradeHref} variant="standalone">{t('teams.home.upgradeAction')}</Link>}>
            {t('errors.PAYMENTS_NOT_AVAILABLE')}
          </Alert>
        ) : null}
        {noOnlineMethod ? (
          <Alert tone="info" action={paymentSettingsHref ? <Link href={paymentSettingsHref} variant="standalone">{t('eventTypes.form.paymentSettings')}</Link> : undefined}>
            {t('eventTypes.form.noOnlineMethod')}
          </Alert>
        ) : null}
        <RadioGroup
          label={t('eventTypes.form.pricing')}
          value={d.pricing}
          onChange={(v) => set('pricing', v as Pricing)}
          description={t(`eventTypes.form.pricingHelp.${d.pricing}`)}
          isInvalid={invalid('paymentRequired')}
          errorMessage={msg('paymentRequired')}
        >
          {PRICINGS.map((p) => (
            <Radio key={p} value={p} isDisabled={unavailable(p)}>
              {t(`eventTypes.form.pricingChoice.${p}`)}
            </Radio>
          ))}
        </RadioGroup>
        {d.pricing === 'free' ? null : (
          <NumberField
            label={t('eventTypes.form.price')}
            description={t('eventTypes.form.priceHelp')}
            isRequired
            minValue={0}
            maxValue={EVENT_PRICE_MAX_HALALAS / 100}
            step={0.01}
            formatOptions={{ style: 'currency', currency: 'SAR' }}
            value={d.priceSar}
            onChange={(v) => set('priceSar', v)}
            isInvalid={invalid('priceHalalas')}
            errorMessage={msg('priceHalalas')}
          />
        )}
        <Checkbox
          isSelected={d.noShowPrepay}
          onChange={(v) => set('noShowPrepay', v)}
          isDisabled={noShowBlock !== undefined && !d.noShowPrepay}
          description={noShowBlock ? t(`eventTypes.noShow.${noShowBlock}`) : t('eventTypes.noShow.help')}
        >
          {t('eventTypes.noShow.label')}
        </Checkbox>
        {d.noShowPrepay && d.pricing !== 'free' ? (
          <NumberField
            label={t('eventTypes.noShow.count')}
            description={Number.isFinite(d.noShowPrepayAfter) ? t('eventTypes.noShow.sentence', { count: d.noShowPrepayAfter, n: formatNumber(d.noShowPrepayAfter, locale) }) : undefined}
            isRequired
            minValue={NO_SHOW_PREPAY_MIN}
            maxValue={NO_SHOW_PREPAY_MAX}
            value={d.noShowPrepayAfter}
            onChange={(v) => set('noShowPrepayAfter', v)}
            isInvalid={invalid('noShowPrepayAfter')}
            errorMessage={msg('noShowPrepayAfter')}
          />
        ) : shown.noShowPrepayAfter ? (
          <Text size="small" tone="critical" role="alert">
            {msg('noShowPrepayAfter')}
          </Text>
        ) : null}
      </fieldset>
    </Card>
  );
}
