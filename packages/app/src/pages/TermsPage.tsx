import { LegalPage } from '@waqt/ui';

/** `/{lang}/terms`: the terms of service. */
export default function TermsPage() {
  return <LegalPage page="terms" />;
}
