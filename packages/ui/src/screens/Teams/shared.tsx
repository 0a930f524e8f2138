import { useTranslation } from 'react-i18next';
import type { TeamRole } from '@waqt/contracts';
import { Badge } from '../../components/Badge/Badge.tsx';
import * as s from './Teams.css.ts';

export { useLocale } from '../../hooks/useLocale.ts';
export { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
export type { ActionOutcome, ActionState } from '../../patterns/action.ts';

/** A translated error code in an alert; nothing when there is no code. */
export { ErrorAlert } from '../../components/Alert/Alert.tsx';

/** Owner ("مدير" in Arabic) or Assistant. */
export function RoleBadge({ role }: { role: TeamRole }) {
  const { t } = useTranslation();
  return <Badge tone={role === 'owner' ? 'accent' : 'neutral'}>{t(`teams.roles.${role}`)}</Badge>;
}

/** The team's public page address, isolated so it reads left to right inside Arabic text. */
export function PublicLink({ slug }: { slug: string }) {
  const { t } = useTranslation();
  return <bdi className={s.mono}>{t('dashboard.publicLink', { slug })}</bdi>;
}
