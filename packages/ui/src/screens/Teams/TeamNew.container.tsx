import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamView } from '@waqt/contracts';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf, fieldIssuesOf } from '../../trpc/errors.ts';
import { fromServerFields } from '../../forms/validation.ts';
import { TeamNew } from './TeamNew.tsx';
import { useSlugCheck } from './useSlugCheck.ts';

export interface TeamNewContainerProps {
  /** The team exists: the app goes to its home. */
  onCreated: (team: TeamView) => void;
}

/** Create a team: `teams.slugAvailable` while typing, `teams.create` on submit. */
export function TeamNewContainer({ onCreated }: TeamNewContainerProps) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const slug = useSlugCheck();
  const create = useMutation(
    trpc.teams.create.mutationOptions({
      onSuccess: (team) => {
        void qc.invalidateQueries({ queryKey: trpc.teams.list.queryKey() });
        onCreated(team);
      },
    }),
  );
  return (
    <TeamNew
      onSubmit={(values) => create.mutate(values)}
      state={{
        isPending: create.isPending,
        error: create.error ? errorCodeOf(create.error) : undefined,
        serverErrors: create.error ? fromServerFields(fieldIssuesOf(create.error)) : {},
      }}
      slugAvailability={slug.availability}
      onSlugChange={slug.onSlugChange}
    />
  );
}
