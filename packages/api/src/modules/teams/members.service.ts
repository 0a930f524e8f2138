import type { DataSource } from 'typeorm';
import type { MemberView, TeamRole } from '@waqt/contracts';
import { isActiveMemberRow, lockActiveMembers, membersWithUsers, removeMemberRow, setMemberRole, type Team, type TeamMember } from './teams.queries.ts';
import type { User } from '../auth/auth.queries.ts';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../errors.ts';

function toMemberView(m: TeamMember & { user: Pick<User, 'fullName' | 'email'> }): MemberView {
  return {
    id: m.id,
    userId: m.userId,
    fullName: m.user.fullName,
    email: m.user.email,
    role: m.role,
    createdAt: m.createdAt.toISOString(),
    deletedAt: m.deletedAt ? m.deletedAt.toISOString() : null,
  };
}

/** Whether the user has an active membership in the team (any role). */
export async function isActiveMember(db: DataSource, teamId: string, userId: string): Promise<boolean> {
  return isActiveMemberRow(db, teamId, userId);
}

export function assertNotPersonal(team: Team) {
  if (team.isPersonal) throw new AppError('PERSONAL_TEAM');
}

export async function listMembers(db: DataSource, teamId: string, status: 'active' | 'deleted'): Promise<MemberView[]> {
  return (await membersWithUsers(db, teamId, status)).map(toMemberView);
}

export async function changeRole(db: DataSource, team: Team, memberId: string, role: TeamRole): Promise<void> {
  assertNotPersonal(team);
  await db.transaction(async (tx) => {
    const active = await lockActiveMembers(tx, team.id);
    const target = active.find((m) => m.id === memberId);
    if (!target) throw new AppError('NOT_FOUND');
    if (target.role === 'owner' && role !== 'owner' && active.filter((m) => m.role === 'owner').length === 1) throw new AppError('LAST_OWNER');
    await setMemberRole(tx, memberId, role);
  });
}

/** Soft delete (deletedAt): the member moves to the Deleted tab and loses access at once. */
export async function removeMember(db: DataSource, clock: Clock, team: Team, memberId: string): Promise<void> {
  assertNotPersonal(team);
  await db.transaction(async (tx) => {
    const active = await lockActiveMembers(tx, team.id);
    const target = active.find((m) => m.id === memberId);
    if (!target) throw new AppError('NOT_FOUND');
    if (target.role === 'owner' && active.filter((m) => m.role === 'owner').length === 1) throw new AppError('LAST_OWNER');
    await removeMemberRow(tx, memberId, clock.now());
  });
}
