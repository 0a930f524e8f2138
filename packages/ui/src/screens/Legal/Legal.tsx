import { useTranslation } from 'react-i18next';
import { Page, PageHeader, Section, Stack, Text, Bidi } from '../../components/layout/index.ts';
import { Link } from '../../components/Link/Link.tsx';
import { useLocale } from '../../hooks/useLocale.ts';

export type LegalPageId = 'terms' | 'privacy';

/** Where questions about the terms and personal data go. */
export const LEGAL_CONTACT = 'privacy@waqt.sa';

/** Each page's sections, in order (`legal.{page}.sections.{id}.title / .body`). */
export const LEGAL_SECTIONS: Record<LegalPageId, readonly string[]> = {
  terms: ['service', 'accounts', 'bookings', 'payments', 'acceptableUse', 'liability', 'law', 'contact'],
  privacy: ['controller', 'collected', 'use', 'bookers', 'sharing', 'retention', 'rights', 'contact'],
};

export interface LegalPageProps {
  page: LegalPageId;
}

/** `/{lang}/terms` and `/{lang}/privacy`: the terms of service and the privacy policy (PDPL), short and plain. */
export function LegalPage({ page }: LegalPageProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const other: LegalPageId = page === 'terms' ? 'privacy' : 'terms';
  return (
    <Page as="article" width="narrow">
      <PageHeader title={t(`legal.${page}.title`)} lead={t(`legal.${page}.lead`)} />
      <Text size="small" tone="secondary">
        {t('legal.updated')}
      </Text>
      <Stack space="lg">
        {LEGAL_SECTIONS[page].map((id) => (
          <Section key={id} title={t(`legal.${page}.sections.${id}.title`)}>
            <Text>{t(`legal.${page}.sections.${id}.body`, { contact: LEGAL_CONTACT })}</Text>
            {id === 'contact' ? (
              <Link variant="standalone" href={`mailto:${LEGAL_CONTACT}`}>
                <Bidi>{LEGAL_CONTACT}</Bidi>
              </Link>
            ) : null}
          </Section>
        ))}
      </Stack>
      <Link variant="standalone" href={`/${locale}/${other}`}>
        {t(`legal.${other}.title`)}
      </Link>
    </Page>
  );
}
