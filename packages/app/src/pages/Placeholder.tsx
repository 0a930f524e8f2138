import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingNext } from '@waqt/ui';

/** A route whose screen a later issue builds: the route, guard and layout are already final. */
export default function Placeholder() {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as { titleKey?: string } | undefined;
  return <ComingNext title={t(handle?.titleKey ?? 'common.comingNext')} />;
}
