import { teamIdInput } from '@waqt/contracts';
import { TeamMember } from '../db/entities/index.ts';
import { AppError } from '../errors.ts';
import { authed } from './procedures.ts';

/**
 * Authorization in one place. `teamMember` takes `teamId` in the input, loads the caller's active
 * membership and refuses with NOT_FOUND when there is none — a user of another team learns
 * nothing, not even that the team exists. `teamOwner` also requires the owner role.
 */
export const teamMember = authed.input(teamIdInput).use(async ({ ctx, input, next }) => {
  const membership = await ctx.db
    .getRepository(TeamMember)
    .createQueryBuilder('m')
    .innerJoinAndSelect('m.team', 't')
    .where('m.team_id = :teamId AND m.user_id = :userId AND m.deleted_at IS NULL', { teamId: input.teamId, userId: ctx.user.id })
    .getOne();
  if (!membership?.team) throw new AppError('NOT_FOUND');
  return next({ ctx: { ...ctx, team: membership.team, membership } });
});

export const teamOwner = teamMember.use(({ ctx, next }) => {
  if (ctx.membership.role !== 'owner') throw new AppError('PERMISSION_DISABLED');
  return next();
});
