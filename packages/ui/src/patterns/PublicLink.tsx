import { useTranslation } from 'react-i18next';
import { Code } from '../components/layout/Text.tsx';

/** The team's public page address, isolated so it reads left to right inside Arabic text. */
export function PublicLink({ slug }: { slug: string }) {
  const { t } = useTranslation();
  return <Code>{t('dashboard.publicLink', { slug })}</Code>;
}
