import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf } from '../../trpc/errors.ts';
import { PublicSlugPage, type PublicSlugPageProps } from './PublicPages.tsx';

export interface PublicSlugPageContainerProps extends Pick<PublicSlugPageProps, 'eventTypeHref' | 'calendarHref' | 'path' | 'homeHref'> {
  /** The link's single segment: a calendar's or a team's slug. */
  slug: string;
}

/** `/{slug}`: public.page, then the calendar's event types or the team's calendars. */
export function PublicSlugPageContainer({ slug, ...links }: PublicSlugPageContainerProps) {
  const trpc = useTRPC();
  const page = useQuery(trpc.public.page.queryOptions({ slug }));
  return <PublicSlugPage {...links} page={page.data} error={page.isError ? errorCodeOf(page.error) : undefined} onRetry={() => void page.refetch()} />;
}
