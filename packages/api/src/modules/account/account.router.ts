import { currentUserSchema } from '@waqt/contracts';
import { z } from 'zod';
import { router } from '../../trpc/trpc.ts';
import { authed, publicProcedure } from '../../trpc/procedures.ts';
import { SESSION_COOKIE } from '../../trpc/context.ts';
import { revokeSession } from '../auth/session.service.ts';
import { toCurrentUser } from './account.mapper.ts';

export const accountRouter = router({
  /** The signed-in user, or UNAUTHORIZED. */
  me: authed.output(currentUserSchema).query(({ ctx }) => toCurrentUser(ctx.user)),

  /** Revokes this browser's session and clears its cookie. Safe to call when signed out. */
  logout: publicProcedure.output(z.object({ ok: z.literal(true) })).mutation(async ({ ctx }) => {
    await revokeSession(ctx.db, ctx.clock, ctx.sessionToken);
    ctx.clearCookie(SESSION_COOKIE);
    return { ok: true as const };
  }),
});
