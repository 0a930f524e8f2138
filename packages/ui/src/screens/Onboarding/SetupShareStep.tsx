import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card/Card.tsx';
import { CopyButton } from '../../components/CopyButton/CopyButton.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Code, Inline, Section, Stack, Text } from '../../components/layout/index.ts';
import * as s from './Onboarding.css.ts';

export interface SetupShareStepProps {
  /** The calendar's public address, as it is shared: `{origin}/{slug}`. */
  url: string;
  /** Where the preview opens (the public page in the page's language). */
  previewHref: string;
  /** The first event type's title. */
  eventTypeTitle: string;
  /** The calendar's home in the dashboard. */
  calendarHref: string;
  dashboardHref: string;
  /** Writes the link to the clipboard. */
  onCopy: (text: string) => Promise<void> | void;
}

/** Screen 3: the link to share, with copy and a preview, and where to go next. */
export function SetupShareStep({ url, previewHref, eventTypeTitle, calendarHref, dashboardHref, onCopy }: SetupShareStepProps) {
  const { t } = useTranslation();
  return (
    <Stack space="xl">
      <Card title={t('onboarding.share.title')} description={t('onboarding.share.lead', { eventType: `\u2068${eventTypeTitle}\u2069` })} role="region">
        <Stack space="md">
          <Text weight="strong">{t('onboarding.share.link')}</Text>
          <Inline>
            <Code className={s.url}>{url}</Code>
            <CopyButton text={url} what={t('onboarding.share.copyWhat')} onCopy={onCopy} />
          </Inline>
          <Link href={previewHref} target="_blank" rel="noopener" variant="standalone" withArrow>
            {t('onboarding.share.open')} <Text as="span" size="small" tone="secondary">{t('onboarding.share.newTab')}</Text>
          </Link>
        </Stack>
      </Card>
      <Section title={t('onboarding.share.next')}>
        <Stack space="sm">
          <Link href={calendarHref} variant="standalone">{t('onboarding.share.calendar')}</Link>
          <Text size="small" tone="secondary">{t('onboarding.share.calendarHelp')}</Text>
          <Link href={dashboardHref} variant="standalone">{t('onboarding.share.dashboard')}</Link>
        </Stack>
      </Section>
    </Stack>
  );
}
