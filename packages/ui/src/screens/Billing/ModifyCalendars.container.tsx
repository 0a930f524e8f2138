import { useTranslation } from 'react-i18next';
import { BILLING_TIME_ZONE, type ChangeResult } from '@waqt/contracts';
import { formatNumber } from '../../format/index.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useSubscriptionChange } from './ChangePlanFlow.tsx';
import { useLongDate } from './ChangePlanPreview.tsx';
import { ModifyCalendars } from './ModifyCalendars.tsx';

export interface ModifyCalendarsContainerProps {
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
 * Modifying calendars wired to `billing.plans`, `billing.overview` (owners only), `billing.changePreview`
 * for each total and `billing.changeSubscription` (ChangePlanFlow.tsx: one request key per attempt).
 */
export function ModifyCalendarsContainer({ teamId, billingHref, subscribeHref, addCardHref, onChanged, newRequestKey, timeZone = BILLING_TIME_ZONE }: ModifyCalendarsContainerProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const date = useLongDate(timeZone);
  const flow = useSubscriptionChange({
    teamId,
    onChanged,
    newRequestKey,
    doneMessage: (result, _choice, preview) => {
      const n = formatNumber(preview?.calendarLimitAfter ?? 0, locale);
      return result.timing === 'period_end' && preview ? t('billing.calendars.scheduledDone', { n, date: date(preview.effectiveAt) }) : t('billing.calendars.done', { n });
    },
  });
  return <ModifyCalendars {...flow} billingHref={billingHref} subscribeHref={subscribeHref} addCardHref={addCardHref} timeZone={timeZone} />;
}
