import { useLocation, useParams } from 'react-router';
import { NotFound } from '@waqt/ui';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  const { lang } = useParams();
  return <NotFound path={pathname} homeHref={`/${lang ?? 'en'}`} />;
}
