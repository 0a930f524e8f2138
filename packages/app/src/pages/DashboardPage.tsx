import { TeamsHomeContainer } from '@waqt/ui';
import { routes } from '@waqt/contracts';
import { useLang } from './auth.ts';

export default function DashboardPage() {
  const lang = useLang();
  return <TeamsHomeContainer newTeamHref={routes.teamNew(lang)} teamHref={(id) => routes.team(lang, id)} setupHref={routes.setup(lang)} />;
}
