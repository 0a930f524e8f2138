import { router } from './trpc.ts';
import { accountRouter } from '../modules/account/account.router.ts';
import { authRouter } from '../modules/auth/auth.router.ts';
import { calendarsRouter } from '../modules/calendars/calendars.router.ts';
import { invitesRouter, membersRouter, teamsRouter } from '../modules/teams/teams.router.ts';

export const appRouter = router({
  account: accountRouter,
  auth: authRouter,
  teams: teamsRouter,
  members: membersRouter,
  invites: invitesRouter,
  calendars: calendarsRouter,
});

export type AppRouter = typeof appRouter;
