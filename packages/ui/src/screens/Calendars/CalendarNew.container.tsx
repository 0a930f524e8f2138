import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf, fieldIssuesOf, planNeedsOf } from '../../trpc/errors.ts';
import { fromServerFields } from '../../forms/validation.ts';
import { useToast } from '../../components/Toast/Toast.tsx';
import { usePlanGate } from '../../hooks/usePlanGate.ts';
import { useDebounce } from '../../hooks/useDebounce.ts';
import { timeZoneOfCountry } from '@waqt/contracts';
import { CalendarNew } from './CalendarNew.tsx';

export interface CalendarNewContainerProps {
  teamId: string;
  billingHref: string;
  /** The zone offered when the team's country suggests none (the viewer's own). */
  defaultTimezone?: string | undefined;
  /** The calendar exists: the app goes on (to the team home until the calendar pages land). */
  onCreated: (calendarId: string) => void;
}

/**
 * Create a calendar: `calendars.slugAvailable` while typing, `calendars.create` on submit. The team's
 * limit is read first (`billing.entitlements`, `billing.plans`, the viewer's role from `teams.byId`): at
 * the limit the upgrade prompt shows instead of a form that would be refused.
 */
export function CalendarNewContainer({ teamId, billingHref, defaultTimezone, onCreated }: CalendarNewContainerProps) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const [slug, setSlug] = useState('');
  const settled = useDebounce(slug, 300);
  const team = useQuery(trpc.teams.byId.queryOptions({ teamId }));
  const gate = usePlanGate(teamId);
  const check = useQuery({ ...trpc.calendars.slugAvailable.queryOptions({ teamId, slug: settled }), enabled: /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(settled) });
  const create = useMutation(
    trpc.calendars.create.mutationOptions({
      onSuccess: async (calendar) => {
        // The count of calendars changed: read again where next shown, not here (this page would turn into the limit's prompt on its way out).
        void qc.invalidateQueries({ queryKey: trpc.billing.entitlements.queryKey({ teamId }), refetchType: 'none' });
        await qc.invalidateQueries({ queryKey: trpc.calendars.list.queryKey({ teamId }) });
        toast.positive(t('calendars.new.created'));
        onCreated(calendar.id);
      },
    }),
  );
  // A new calendar starts in the zone of the team's country (issue 36: it took the account's, UTC for an
  // account made on a UTC laptop, and a Riyadh clinic's 9–5 showed visitors 12:00–8 PM).
  const suggested = (team.data ? timeZoneOfCountry(team.data.country) : undefined) ?? defaultTimezone;
  return (
    <CalendarNew
      teamId={teamId}
      billingHref={billingHref}
      {...(suggested ? { defaultTimezone: suggested } : {})}
      isLoading={!gate.isSettled || team.isPending}
      atLimit={gate.calendarLimit()}
      isAssistant={team.data?.role === 'assistant'}
      onSlugChange={setSlug}
      slugAvailable={settled === slug && check.isSuccess ? check.data.available : undefined}
      onSubmit={(v) => create.mutate({ teamId, ...v })}
      isPending={create.isPending}
      error={create.error ? errorCodeOf(create.error) : undefined}
      needs={create.error ? planNeedsOf(create.error) : undefined}
      serverErrors={create.error ? fromServerFields(fieldIssuesOf(create.error)) : {}}
    />
  );
}
