import { ResetRequestContainer } from '@waqt/ui';
import { useLang } from './auth.ts';
import { routes } from '@waqt/contracts';

export default function ResetRequestPage() {
  const lang = useLang();
  return <ResetRequestContainer loginHref={routes.home(lang)} />;
}
