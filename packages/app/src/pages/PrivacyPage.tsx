import { LegalPage } from '@waqt/ui';

/** `/{lang}/privacy`: the privacy policy (PDPL). */
export default function PrivacyPage() {
  return <LegalPage page="privacy" />;
}
