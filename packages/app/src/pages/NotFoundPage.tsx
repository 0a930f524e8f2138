import { useLocation, useParams } from 'react-router';
import { DEFAULT_LOCALE, isLocale, routes } from '@waqt/contracts';
import { NotFound } from '@waqt/ui';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  const { lang } = useParams();
  return <NotFound path={pathname} homeHref={routes.home(isLocale(lang) ? lang : DEFAULT_LOCALE)} />;
}
