import { useTranslation } from 'react-i18next';
import { isLocale, LOCALE_TAGS, type ErrorCode, type Locale, type PlanNeeds, type TeamRole } from '@waqt/contracts';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Skeleton } from '../../components/Spinner/Skeleton.tsx';
import type { FieldErrors } from '../../forms/validation.ts';
import * as s from './Teams.css.ts';

/** The state of a form's submit action, as the container sees it. */
export interface ActionState {
  isPending?: boolean;
  /** Stable code of the last failure. */
  error?: ErrorCode | undefined;
  /** Field issues the API sent back with INVALID_REQUEST. */
  serverErrors?: FieldErrors;
  /** What the plan lacks when a plan refused it (CALENDAR_LIMIT_REACHED, FEATURE_BLOCKED…): the upgrade prompt's input. */
  needs?: PlanNeeds | undefined;
}

/**
 * What a row action (delete, cancel, change role, invite) came to; the screen shows the error itself —
 * with `needs` when the team's plan refused it (the upgrade prompt).
 */
export type ActionOutcome = { ok: true } | { ok: false; error: ErrorCode; fields?: FieldErrors; needs?: PlanNeeds | undefined };

/** The UI language and its BCP 47 tag for Intl. */
export function useLocale(): { locale: Locale; tag: string } {
  const { i18n } = useTranslation();
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  return { locale, tag: LOCALE_TAGS[locale] };
}

/** A translated error code in an alert; nothing when there is no code. */
export { ErrorAlert } from '../../components/Alert/Alert.tsx';

/** Owner ("مدير" in Arabic) or Assistant. */
export function RoleBadge({ role }: { role: TeamRole }) {
  const { t } = useTranslation();
  return <Badge tone={role === 'owner' ? 'accent' : 'neutral'}>{t(`teams.roles.${role}`)}</Badge>;
}

/** A load failure with a retry button, in place of the content. */
export function LoadFailure({ title, code, onRetry, headingLevel = 2 }: { title: string; code: ErrorCode; onRetry?: (() => void) | undefined; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <EmptyState
        title={title}
        body={t(`errors.${code}`)}
        headingLevel={headingLevel}
        action={onRetry ? <Button variant="secondary" onPress={onRetry}>{t('common.retry')}</Button> : undefined}
      />
    </div>
  );
}

/** Placeholder blocks while something loads; announced once as "Loading…". */
export function LoadingBlocks({ count = 3, blockSize = '3rem' }: { count?: number; blockSize?: string }) {
  const { t } = useTranslation();
  return (
    <div className={s.skeletonGrid} role="status" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} shape="rect" blockSize={blockSize} />
      ))}
    </div>
  );
}

/** The team's public page address, isolated so it reads left to right inside Arabic text. */
export function PublicLink({ slug }: { slug: string }) {
  const { t } = useTranslation();
  return <bdi className={s.mono}>{t('dashboard.publicLink', { slug })}</bdi>;
}
