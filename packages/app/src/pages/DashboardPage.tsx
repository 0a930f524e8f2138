import { useParams } from 'react-router';
import { TeamsHomeContainer } from '@waqt/ui';

export default function DashboardPage() {
  const { lang } = useParams();
  return <TeamsHomeContainer newTeamHref={`/${lang}/dashboard/team/new`} teamHref={(id) => `/${lang}/dashboard/team/${id}`} setupHref={`/${lang}/dashboard/setup`} />;
}
