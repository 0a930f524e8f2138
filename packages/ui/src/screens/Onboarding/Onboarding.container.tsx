import { useEffect, useEffectEvent, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OnboardingStatus, OnboardingUse } from '@waqt/contracts';
import { copyToClipboard } from '../../components/CopyButton/CopyButton.tsx';
import { useDebounce } from '../../hooks/useDebounce.ts';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf, fieldIssuesOf } from '../../trpc/errors.ts';
import { fromServerFields } from '../../forms/validation.ts';
import type { ActionState } from '../../patterns/action.ts';
import { Onboarding, type SetupScreen } from './Onboarding.tsx';
import { SetupCalendarStep, type SetupCalendarValues } from './SetupCalendarStep.tsx';
import { SetupHoursStep } from './SetupHoursStep.tsx';
import { SetupShareStep } from './SetupShareStep.tsx';

export interface OnboardingContainerProps {
  /** The public site's origin: the shared link is `{origin}/{slug}`. */
  origin: string;
  /** The dashboard ("Skip for now", and where the setup ends). */
  dashboardHref: string;
  /** The public page of a link, opened as the preview. */
  previewHref: (slug: string) => string;
  /** A calendar's home in the dashboard. */
  calendarHref: (teamId: string, calendarId: string) => string;
  /** Nothing to set up (someone already in a team with a calendar): the app moves on to the dashboard. */
  onNothingToDo: () => void;
  /** Writes the link to the clipboard (stories pass a fake). */
  copy?: ((text: string) => Promise<void>) | undefined;
}

/** The screen a status resumes at: null when the setup has nothing to show (done, without a calendar of its own). */
function screenOf(status: OnboardingStatus): SetupScreen | null {
  if (status.step === 'calendar') return 'calendar';
  if (status.step === 'hours') return 'hours';
  return status.calendar && status.eventType ? 'share' : null;
}

const stateOf = (m: { isPending: boolean; error: unknown }): ActionState =>
  m.error ? { isPending: m.isPending, error: errorCodeOf(m.error), serverErrors: fromServerFields(fieldIssuesOf(m.error)) } : { isPending: m.isPending };

/**
 * The guided setup: `onboarding.status` says where to resume; screen 1 saves with
 * `onboarding.saveCalendar` (the link checked live by `onboarding.slugAvailable`), screen 2 with
 * `onboarding.saveHours`; each answer is the new status, so the next screen needs no other request.
 */
export function OnboardingContainer({ origin, dashboardHref, previewHref, calendarHref, onNothingToDo, copy = copyToClipboard }: OnboardingContainerProps) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const status = useQuery(trpc.onboarding.status.queryOptions());
  const [back, setBack] = useState(false);
  const [check, setCheck] = useState({ slug: '', use: 'personal' as OnboardingUse });
  const settled = useDebounce(check, 300);
  const slugQuery = useQuery({ ...trpc.onboarding.slugAvailable.queryOptions(settled), enabled: settled.slug !== '', staleTime: 5_000 });

  const saved = (next: OnboardingStatus) => {
    qc.setQueryData(trpc.onboarding.status.queryKey(), next);
    // The teams and calendars changed under the dashboard's feet.
    void qc.invalidateQueries({ queryKey: trpc.teams.list.queryKey() });
    if (next.calendar) void qc.invalidateQueries({ queryKey: trpc.calendars.list.queryKey({ teamId: next.calendar.teamId }) });
    setBack(false);
  };
  const saveCalendar = useMutation(trpc.onboarding.saveCalendar.mutationOptions({ onSuccess: saved }));
  const saveHours = useMutation(trpc.onboarding.saveHours.mutationOptions({ onSuccess: saved }));

  const data = status.data;
  const derived = data ? screenOf(data) : undefined;
  const screen: SetupScreen | undefined = back && derived === 'hours' ? 'calendar' : (derived ?? undefined);
  const nothingToDo = useEffectEvent(onNothingToDo);
  useEffect(() => {
    if (derived === null) nothingToDo();
  }, [derived]);

  const cal = data?.calendar;
  const sameCheck = settled.slug === check.slug && settled.use === check.use;
  return (
    <Onboarding screen={screen} loadError={status.isError ? errorCodeOf(status.error) : undefined} onRetry={() => void status.refetch()} skipHref={dashboardHref}>
      {!data ? null : screen === 'calendar' ? (
        <SetupCalendarStep
          key="calendar"
          initial={
            cal
              ? { use: cal.isPersonal ? 'personal' : 'team', teamName: cal.isPersonal ? '' : cal.teamName, name: cal.name, slug: cal.slug }
              : { use: data.suggestion.use, teamName: '', name: data.suggestion.use === 'personal' ? data.suggestion.name : '', slug: '' }
          }
          fullName={data.suggestion.name}
          useLocked={!!cal}
          timezone={cal?.timezone ?? data.suggestion.timezone}
          country={cal?.country ?? data.suggestion.country}
          slugAvailability={check.slug ? { slug: check.slug, available: sameCheck && slugQuery.isSuccess ? slugQuery.data.available : undefined } : undefined}
          onSlugChange={(slug, use) => setCheck({ slug, use })}
          onSubmit={(v: SetupCalendarValues) => {
            const base = { name: v.name, slug: v.slug, timezone: cal?.timezone ?? data.suggestion.timezone, country: cal?.country ?? data.suggestion.country };
            saveCalendar.mutate(v.use === 'team' ? { use: 'team', teamName: v.teamName, ...base } : { use: 'personal', ...base });
          }}
          state={stateOf(saveCalendar)}
        />
      ) : screen === 'hours' && cal && data.weekly ? (
        <SetupHoursStep
          key="hours"
          country={cal.country}
          weekly={data.weekly}
          timezone={cal.timezone}
          eventType={data.eventType}
          payments={data.payments}
          onBack={() => {
            saveCalendar.reset();
            setBack(true);
          }}
          onSubmit={(v) => saveHours.mutate(v)}
          state={stateOf(saveHours)}
        />
      ) : screen === 'share' && cal && data.eventType ? (
        <SetupShareStep
          url={`${origin}/${cal.slug}`}
          previewHref={previewHref(cal.slug)}
          eventTypeTitle={data.eventType.title}
          calendarHref={calendarHref(cal.teamId, cal.id)}
          dashboardHref={dashboardHref}
          onCopy={copy}
        />
      ) : null}
    </Onboarding>
  );
}
