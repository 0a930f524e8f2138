import { router } from './trpc.ts';
import { accountRouter } from '../modules/account/account.router.ts';
import { invitesRouter, membersRouter, teamsRouter } from '../modules/teams/teams.router.ts';

export const appRouter = router({
  account: accountRouter,
  teams: teamsRouter,
  members: membersRouter,
  invites: invitesRouter,
});

export type AppRouter = typeof appRouter;
