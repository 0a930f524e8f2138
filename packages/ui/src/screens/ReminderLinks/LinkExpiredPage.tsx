import { useTranslation } from 'react-i18next';
import { PageMessage, PublicShell } from '../../patterns/public/PublicPage.tsx';

/**
 * `/{lang}/book/link-expired`: where a reminder's short link (`/s/{code}`) sends the visitor once the
 * booking's links have ended (BOOKING_LINK_DAYS after the booking) — or for a code that never was, which
 * the API does not tell apart. It says so plainly and where the booking can still be seen: the
 * confirmation mail's link, which keeps showing it.
 */
export function LinkExpiredPage() {
  const { t } = useTranslation();
  return (
    <PublicShell>
      <PageMessage title={t('reminderLinks.expired.title')} body={t('reminderLinks.expired.body')} />
    </PublicShell>
  );
}
