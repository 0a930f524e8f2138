import { router } from './trpc.ts';
import { accountRouter } from '../modules/account/account.router.ts';
import { teamsRouter } from '../modules/teams/teams.router.ts';

export const appRouter = router({
  account: accountRouter,
  teams: teamsRouter,
});

export type AppRouter = typeof appRouter;
