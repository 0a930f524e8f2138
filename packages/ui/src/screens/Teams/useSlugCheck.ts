import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDebounce } from '../../hooks/useDebounce.ts';
import { useTRPC } from '../../trpc/client.ts';
import type { SlugAvailability } from './TeamForm.tsx';

/**
 * The live link check: the form reports the link to check, this asks `teams.slugAvailable` once the
 * typing has paused for 300 ms. `teamId` makes the team's own link count as free (settings).
 */
export function useSlugCheck(teamId?: string) {
  const trpc = useTRPC();
  const [slug, setSlug] = useState('');
  const debounced = useDebounce(slug, 300);
  const q = useQuery({
    ...trpc.teams.slugAvailable.queryOptions({ slug: debounced, ...(teamId ? { teamId } : {}) }),
    enabled: debounced !== '',
    staleTime: 5_000,
  });
  const availability: SlugAvailability | undefined =
    slug === '' || q.isError ? undefined : { slug, available: debounced === slug && q.isSuccess ? q.data.available : undefined };
  return { availability, onSlugChange: setSlug };
}
