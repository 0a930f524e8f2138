import { useTranslation } from 'react-i18next';
import { formatDayWithHijri } from '../../format/index.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { BILLING_TIME_ZONE, type ChangeResult } from '@waqt/contracts';
import { ChangePlan } from './ChangePlan.tsx';
import { useSubscriptionChange } from './ChangePlanFlow.tsx';
import { useLongDate } from './ChangePlanPreview.tsx';
import { usePlanName } from './shared.tsx';

export interface ChangePlanContainerProps {
  teamId: string;
  /** The billing page (Cancel, a scheduled change). */
  billingHref: string;
  /** The add-a-subscription page (a team without one). */
  subscribeHref: string;
  /** The add-a-card page (no card to charge). */
  addCardHref: string;
  /** Changed or scheduled: the page goes to billing (the toast says so there). */
  onChanged: (result: ChangeResult) => void;
  /** Makes a request key (a UUID per attempt); `crypto.randomUUID` by default. */
  newRequestKey?: (() => string) | undefined;
  /** Time zone for dates: billing periods are Riyadh's. */
  timeZone?: string | undefined;
}

/**
 * Changing plan wired to `billing.plans`, `billing.overview` (owners only), `billing.changePreview` for
 * each choice and `billing.changeSubscription` (ChangePlanFlow.tsx: one request key per attempt).
 */
export function ChangePlanContainer({ teamId, billingHref, subscribeHref, addCardHref, onChanged, newRequestKey, timeZone = BILLING_TIME_ZONE }: ChangePlanContainerProps) {
  const { t } = useTranslation();
  const planName = usePlanName();
  const { locale } = useLocale();
  const date = useLongDate(timeZone);
  const flow = useSubscriptionChange({
    teamId,
    onChanged,
    newRequestKey,
    doneMessage: (result, choice, preview) => {
      const plan = planName(choice.planCode);
      if (result.timing === 'trial_end' && preview) return t('billing.change.trialDone', { plan, date: formatDayWithHijri(preview.effectiveAt, locale, timeZone) });
      return result.timing === 'period_end' && preview ? t('billing.change.scheduledDone', { plan, date: date(preview.effectiveAt) }) : t('billing.change.done', { plan });
    },
  });
  return <ChangePlan {...flow} billingHref={billingHref} subscribeHref={subscribeHref} addCardHref={addCardHref} timeZone={timeZone} />;
}
