import { useTranslation } from 'react-i18next';
import { BILLING_TIME_ZONE, endsUnpaidAt, type Entitlements } from '@waqt/contracts';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { formatDateTime } from '../../format/index.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import * as s from './Billing.css.ts';

export interface PastDueBannerProps {
  /** The team's entitlements (billing.entitlements); nothing shows unless its state is `past_due`. */
  entitlements: Entitlements | undefined;
  /** Owners pay (a link to billing); assistants are told an owner can. */
  isOwner: boolean;
  /** The team's billing page. */
  billingHref: string;
  /** Time zone for the dates; Riyadh's (billing periods) by default. */
  timeZone?: string | undefined;
  /** A class for the banner (it keeps a space below it, above the page it sits on). */
  className?: string | undefined;
}

/**
 * Said on every page of a team whose renewal failed (BILLING.md §5): when it failed and when the
 * subscription ends unpaid, with a link to billing for owners; assistants read that an owner can pay.
 * Once adding calendars, event types and members is paused (the soft block), it says so.
 */
export function PastDueBanner({ entitlements: e, isOwner, billingHref, timeZone = BILLING_TIME_ZONE, className }: PastDueBannerProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (!e || e.state !== 'past_due') return null;
  const date = (at: Date) => formatDateTime(at, locale, timeZone, { dateStyle: 'long' });
  const since = e.pastDueSince ? new Date(e.pastDueSince) : undefined;
  const endDate = since ? date(endsUnpaidAt(since)) : undefined;
  let text: string;
  if (!isOwner) text = t(e.softBlocked ? 'billing.lifecycle.banner.memberBlocked' : 'billing.lifecycle.banner.member');
  else if (since && endDate) text = t(e.softBlocked ? 'billing.lifecycle.banner.ownerBlocked' : 'billing.lifecycle.banner.owner', { date: date(since), endDate });
  else text = t('billing.lifecycle.banner.member');
  return (
    <section aria-label={t('billing.lifecycle.banner.label')} className={[s.banner, className].filter(Boolean).join(' ')}>
      <Alert
        action={
          isOwner ? (
            <Link href={billingHref} variant="standalone" withArrow>
              {t('billing.lifecycle.banner.toBilling')}
            </Link>
          ) : undefined
        }
      >
        <span className={e.softBlocked ? s.strong : undefined}>{text}</span>
      </Alert>
    </section>
  );
}
