import { useTranslation } from 'react-i18next';
import { isLocale, LOCALE_TAGS, type Locale } from '@waqt/contracts';

/** The UI language and its BCP 47 tag for Intl. */
export function useLocale(): { locale: Locale; tag: string } {
  const { i18n } = useTranslation();
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  return { locale, tag: LOCALE_TAGS[locale] };
}
