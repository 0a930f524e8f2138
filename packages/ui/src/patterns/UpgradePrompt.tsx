import { useTranslation } from 'react-i18next';
import type { PlanCode, PlanNeeds } from '@waqt/contracts';
import { EmptyState } from '../components/EmptyState/EmptyState.tsx';
import { Link } from '../components/Link/Link.tsx';
import { formatNumber } from '../format/index.ts';
import { useLocale } from '../hooks/useLocale.ts';

export interface UpgradePromptProps {
  /** What the plan lacks, as a refused call carried it (`error.data.appError.needs`) or entitlements say. */
  needs: PlanNeeds;
  /** The team, for the link to its subscription page. */
  teamId: string;
  /** Assistants cannot change the plan: they see the permission-disabled message instead. */
  isAssistant?: boolean | undefined;
  /** Level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** A class for the box. */
  className?: string;
}

/** The subscription page of a team, opened on a plan: `/{lang}/dashboard/team/{teamId}/billing/subscription/add?plan=…`. */
export function subscribeHrefOf(lang: string, teamId: string, plan?: string): string {
  const base = `/${lang}/dashboard/team/${teamId}/billing/subscription/add`;
  return plan && plan !== 'personal' ? `${base}?plan=${plan}` : base;
}

/**
 * Said where a plan blocks something (BILLING.md §7): what the plan lacks — "Members are part of the
 * Team plan", "You use 5 of 5 calendars" — and a link to subscribe to the plan that has it. Assistants
 * see the permission-disabled message instead (only owners change the plan).
 */
export function UpgradePrompt({ needs, teamId, isAssistant, headingLevel = 3, className }: UpgradePromptProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const planName = (code: PlanCode) => t(`billing.plans.${code}`);
  const n = (x: number) => formatNumber(x, locale);
  const plan = needs.plan && needs.plan !== 'personal' ? planName(needs.plan) : undefined;
  const lines: string[] = [];
  // A limit first says where the team stands, then what the plan offers.
  if (needs.limit !== undefined && needs.used !== undefined) lines.push(t('billing.upgrade.usage', { used: n(needs.used), limit: n(needs.limit) }));
  else if (needs.limit !== undefined) lines.push(t('billing.upgrade.limit', { limit: n(needs.limit) }));
  if (needs.feature && plan) lines.push(t(`billing.upgrade.features.${needs.feature}`, { plan }));
  else if (plan && needs.limit !== undefined) lines.push(t('billing.upgrade.moreCalendars', { plan }));
  else if (plan) lines.push(t('billing.upgrade.feature', { plan }));

  if (isAssistant) {
    return (
      <EmptyState
        role="alert"
        className={className}
        title={t('errors.PERMISSION_DISABLED')}
        body={[...lines, t('billing.upgrade.assistant')].join(' ')}
        headingLevel={headingLevel}
      />
    );
  }
  return (
    <EmptyState
      className={className}
      title={t('billing.upgrade.title')}
      body={lines.join(' ') || undefined}
      headingLevel={headingLevel}
      action={
        <Link href={subscribeHrefOf(locale, teamId, needs.plan)} variant="standalone" withArrow>
          {plan ? t('billing.upgrade.action', { plan }) : t('billing.upgrade.actionAny')}
        </Link>
      }
    />
  );
}
