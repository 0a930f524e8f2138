import { ResetRequestContainer } from '@waqt/ui';
import { useLang } from './auth.ts';

export default function ResetRequestPage() {
  const lang = useLang();
  return <ResetRequestContainer loginHref={`/${lang}`} />;
}
