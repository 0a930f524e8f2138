import type { DataSource, EntityManager } from 'typeorm';
import type { MemberView, TeamRole } from '@waqt/contracts';
import { Team, TeamMember } from '../../db/entities/index.ts';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../errors.ts';

function toMemberView(m: TeamMember): MemberView {
  return {
    id: m.id,
    userId: m.userId,
    fullName: m.user!.fullName,
    email: m.user!.email,
    role: m.role,
    createdAt: m.createdAt.toISOString(),
    deletedAt: m.deletedAt ? m.deletedAt.toISOString() : null,
  };
}

/** Whether the user has an active membership in the team (any role). */
export async function isActiveMember(db: DataSource, teamId: string, userId: string): Promise<boolean> {
  const rows: unknown[] = await db.query(`SELECT 1 FROM team_members WHERE team_id = $1 AND user_id = $2 AND deleted_at IS NULL LIMIT 1`, [teamId, userId]);
  return rows.length > 0;
}

export function assertNotPersonal(team: Team) {
  if (team.isPersonal) throw new AppError('PERSONAL_TEAM');
}

export async function listMembers(db: DataSource, teamId: string, status: 'active' | 'deleted'): Promise<MemberView[]> {
  const rows = await db
    .getRepository(TeamMember)
    .createQueryBuilder('m')
    .innerJoinAndSelect('m.user', 'u')
    .where('m.team_id = :teamId', { teamId })
    .andWhere(status === 'active' ? 'm.deleted_at IS NULL' : 'm.deleted_at IS NOT NULL')
    .orderBy(status === 'active' ? 'm.created_at' : 'm.deleted_at', status === 'active' ? 'ASC' : 'DESC')
    .addOrderBy('m.id') // a stable order when two joined at the same instant
    .getMany();
  return rows.map(toMemberView);
}

/**
 * Locks the team's active memberships so two owners demoting each other at once cannot leave
 * the team without an owner.
 */
async function lockedActive(tx: EntityManager, teamId: string) {
  return tx
    .getRepository(TeamMember)
    .createQueryBuilder('m')
    .setLock('pessimistic_write')
    .where('m.team_id = :teamId AND m.deleted_at IS NULL', { teamId })
    .getMany();
}

export async function changeRole(db: DataSource, team: Team, memberId: string, role: TeamRole): Promise<void> {
  assertNotPersonal(team);
  await db.transaction(async (tx) => {
    const active = await lockedActive(tx, team.id);
    const target = active.find((m) => m.id === memberId);
    if (!target) throw new AppError('NOT_FOUND');
    if (target.role === 'owner' && role !== 'owner' && active.filter((m) => m.role === 'owner').length === 1) throw new AppError('LAST_OWNER');
    await tx.getRepository(TeamMember).update({ id: memberId }, { role });
  });
}

/** Soft delete (deletedAt): the member moves to the Deleted tab and loses access at once. */
export async function removeMember(db: DataSource, clock: Clock, team: Team, memberId: string): Promise<void> {
  assertNotPersonal(team);
  await db.transaction(async (tx) => {
    const active = await lockedActive(tx, team.id);
    const target = active.find((m) => m.id === memberId);
    if (!target) throw new AppError('NOT_FOUND');
    if (target.role === 'owner' && active.filter((m) => m.role === 'owner').length === 1) throw new AppError('LAST_OWNER');
    await tx.getRepository(TeamMember).update({ id: memberId }, { deletedAt: clock.now() });
  });
}
