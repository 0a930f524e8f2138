import { TRPCError } from '@trpc/server';
import { publicProcedure } from './trpc.ts';
import { userForToken } from '../modules/auth/session.service.ts';

export { publicProcedure };

/** Requires a valid session; adds `user` and `sessionId` to the context. */
export const authed = publicProcedure.use(async ({ ctx, next }) => {
  const found = await userForToken(ctx.db, ctx.clock, ctx.sessionToken);
  if (!found) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'UNAUTHORIZED' });
  return next({ ctx: { ...ctx, user: found.user, sessionId: found.sessionId } });
});
