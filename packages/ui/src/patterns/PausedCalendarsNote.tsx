import { useTranslation } from 'react-i18next';
import type { Entitlements } from '@waqt/contracts';
import { useLocale } from '../hooks/useLocale.ts';
import { formatNumber } from '../format/index.ts';
import * as s from './paused.css.ts';

/**
 * After a subscription or trial ends, the calendars beyond the Personal limit take no new bookings on
 * their public pages (the API pauses them; nothing is deleted): said wherever the plan is shown.
 */
export function PausedCalendarsNote({ entitlements: e }: { entitlements: Pick<Entitlements, 'state' | 'calendarsUsed' | 'calendarLimit'> }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const over = e.state === 'ended' ? e.calendarsUsed - e.calendarLimit : 0;
  if (over <= 0) return null;
  return <p className={s.note}>{t('billing.plan.pausedCalendars', { count: over, n: formatNumber(over, locale) })}</p>;
}
