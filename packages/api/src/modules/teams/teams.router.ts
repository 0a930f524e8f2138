import { publicTeamInput, publicTeamSchema } from '@waqt/contracts';
import { router } from '../../trpc/trpc.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { publicTeamBySlug } from './teams.service.ts';

export const teamsRouter = router({
  /** A team's public page header (route /{slug}). */
  publicBySlug: publicProcedure
    .input(publicTeamInput)
    .output(publicTeamSchema)
    .query(({ ctx, input }) => publicTeamBySlug(ctx.db, input.slug)),
});
