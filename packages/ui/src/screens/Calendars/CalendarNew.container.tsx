import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf, fieldIssuesOf } from '../../trpc/errors.ts';
import { fromServerFields } from '../../forms/validation.ts';
import { useToast } from '../../components/Toast/Toast.tsx';
import { useDebounced } from '../Teams/useSlugCheck.ts';
import { CalendarNew } from './CalendarNew.tsx';

export interface CalendarNewContainerProps {
  teamId: string;
  billingHref: string;
  defaultTimezone?: string | undefined;
  /** The calendar exists: the app goes on (to the team home until the calendar pages land). */
  onCreated: (calendarId: string) => void;
}

/** Create a calendar: `calendars.slugAvailable` while typing, `calendars.create` on submit. */
export function CalendarNewContainer({ teamId, billingHref, defaultTimezone, onCreated }: CalendarNewContainerProps) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const [slug, setSlug] = useState('');
  const settled = useDebounced(slug, 300);
  const check = useQuery({ ...trpc.calendars.slugAvailable.queryOptions({ teamId, slug: settled }), enabled: /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(settled) });
  const create = useMutation(
    trpc.calendars.create.mutationOptions({
      onSuccess: async (calendar) => {
        await qc.invalidateQueries({ queryKey: trpc.calendars.list.queryKey({ teamId }) });
        toast.positive(t('calendars.new.created'));
        onCreated(calendar.id);
      },
    }),
  );
  return (
    <CalendarNew
      billingHref={billingHref}
      {...(defaultTimezone ? { defaultTimezone } : {})}
      onSlugChange={setSlug}
      slugAvailable={settled === slug && check.isSuccess ? check.data.available : undefined}
      onSubmit={(v) => create.mutate({ teamId, ...v })}
      isPending={create.isPending}
      error={create.error ? errorCodeOf(create.error) : undefined}
      serverErrors={create.error ? fromServerFields(fieldIssuesOf(create.error)) : {}}
    />
  );
}
