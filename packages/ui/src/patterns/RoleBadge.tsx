import { useTranslation } from 'react-i18next';
import type { TeamRole } from '@waqt/contracts';
import { Badge } from '../components/Badge/Badge.tsx';

/** Owner ("مدير" in Arabic) or Assistant. */
export function RoleBadge({ role }: { role: TeamRole }) {
  const { t } = useTranslation();
  return <Badge tone={role === 'owner' ? 'accent' : 'neutral'}>{t(`teams.roles.${role}`)}</Badge>;
}
