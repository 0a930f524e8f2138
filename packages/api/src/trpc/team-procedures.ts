import { teamIdInput } from '@waqt/contracts';
import { activeMembershipWithTeam } from '../modules/teams/teams.queries.ts';
import { AppError } from '../errors.ts';
import { authed } from './procedures.ts';

/**
 * Authorization in one place. `teamMember` takes `teamId` in the input, loads the caller's active
 * membership and refuses with NOT_FOUND when there is none — a user of another team learns
 * nothing, not even that the team exists. `teamOwner` also requires the owner role.
 */
export const teamMember = authed.input(teamIdInput).use(async ({ ctx, input, next }) => {
  const found = await activeMembershipWithTeam(ctx.db, input.teamId, ctx.user.id);
  if (!found) throw new AppError('NOT_FOUND');
  return next({ ctx: { ...ctx, team: found.team, membership: found.membership } });
});

export const teamOwner = teamMember.use(({ ctx, next }) => {
  if (ctx.membership.role !== 'owner') throw new AppError('PERMISSION_DISABLED');
  return next();
});
