import type { DataSource } from 'typeorm';
import { INVITE_VALID_MS, INVITES_PER_TEAM_PER_HOUR, TEAM_NAME_IN_SUBJECT_MAX, type InviteView, type Locale, type TeamRole } from '@waqt/contracts';
import {
  cancelInviteRow,
  countRecentInvites,
  hasActiveMemberWithEmail,
  insertInvite,
  insertMember,
  inviteByTokenHash,
  invitesOfTeam,
  isActiveMemberRow,
  teamById,
  type Invite,
  type Team,
} from './teams.queries.ts';
import { userByEmail, type User } from '../auth/auth.queries.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { mapDbError } from '../../db/errors.ts';
import { lifetime } from '../../mail/templates.ts';
import { AppError } from '../../errors.ts';
import { hashToken, newToken } from '../auth/session.service.ts';
import { assertNotPersonal } from './members.service.ts';
import { requireFeature } from '../billing/entitlements.ts';

function inviteStatus(inv: Invite, now: Date): InviteView['status'] {
  if (inv.acceptedAt) return 'accepted';
  if (inv.cancelledAt) return 'cancelled';
  if (inv.expiresAt <= now) return 'expired';
  return 'pending';
}

function toInviteView(inv: Invite, now: Date): InviteView {
  return {
    id: inv.id,
    email: inv.email,
    role: inv.role,
    status: inviteStatus(inv, now),
    createdAt: inv.createdAt.toISOString(),
    expiresAt: inv.expiresAt.toISOString(),
    cancelledAt: inv.cancelledAt?.toISOString() ?? null,
    acceptedAt: inv.acceptedAt?.toISOString() ?? null,
  };
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Team and inviter names are chosen by users: they always appear quoted (so "Your account is locked —
 * reset it at …" reads as a name, not as our words), the subject shows at most 40 characters of the
 * team name, and the HTML escapes them.
 */
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

export function inviteMail(locale: Locale, teamName: string, inviterName: string, link: string) {
  const subjectName = clip(teamName, TEAM_NAME_IN_SUBJECT_MAX);
  if (locale === 'ar') {
    const subject = `دعوة للانضمام إلى فريق «${subjectName}» في وقت`;
    const text = `دعاك «${inviterName}» للانضمام إلى فريق «${teamName}» في وقت.\n\nاقبل الدعوة من هذا الرابط (صالح لمدة ${lifetime('ar', INVITE_VALID_MS)}):\n${link}\n\nإذا لم تكن تتوقع هذه الدعوة، فيمكنك تجاهل هذه الرسالة.`;
    const html = `<p>دعاك «${escape(inviterName)}» للانضمام إلى فريق «${escape(teamName)}» في وقت.</p><p><a href="${escape(link)}">قبول الدعوة</a> (صالحة لمدة ${lifetime('ar', INVITE_VALID_MS)})</p><p>إذا لم تكن تتوقع هذه الدعوة، فيمكنك تجاهل هذه الرسالة.</p>`;
    return { subject, text, html };
  }
  const subject = `Invitation to the team “${subjectName}” on Waqt`;
  const text = `“${inviterName}” invited you to join the team “${teamName}” on Waqt.\n\nAccept the invitation with this link (valid for ${lifetime('en', INVITE_VALID_MS)}):\n${link}\n\nIf you did not expect this invitation, you can ignore this email.`;
  const html = `<p>“${escape(inviterName)}” invited you to join the team “${escape(teamName)}” on Waqt.</p><p><a href="${escape(link)}">Accept the invitation</a> (valid for ${lifetime('en', INVITE_VALID_MS)})</p><p>If you did not expect this invitation, you can ignore this email.</p>`;
  return { subject, text, html };
}

export async function listInvites(db: DataSource, clock: Clock, teamId: string, status: 'pending' | 'cancelled'): Promise<InviteView[]> {
  const now = clock.now();
  const rows = await invitesOfTeam(db, teamId);
  // "Cancelled" also lists expired ones: both need a fresh invite.
  return rows
    .map((r) => toInviteView(r, now))
    .filter((v) => (status === 'pending' ? v.status === 'pending' : v.status === 'cancelled' || v.status === 'expired'));
}

/** Invites by email; the mail carries /invite/{token}. Returns the token only to tests. */
export async function createInvite(
  deps: { db: DataSource; clock: Clock; config: Config },
  team: Team,
  inviter: User,
  email: string,
  role: TeamRole,
): Promise<{ invite: InviteView; token: string }> {
  assertNotPersonal(team);
  const { db, clock, config } = deps;
  // Members are a plan feature (an ended trial keeps its members, but invites no more).
  const ent = await requireFeature(db, team, 'members', clock.now());
  if (ent.softBlocked) throw new AppError('BILLING_SOFT_BLOCKED');
  // Said to the inviter in its own words (INVITE_INVALID is the invitee's "this link will not work").
  if (await hasActiveMemberWithEmail(db, team.id, email)) throw new AppError('ALREADY_MEMBER');
  const token = newToken();
  const now = clock.now();
  const invitee = await userByEmail(db, email);
  const locale: Locale = invitee?.locale ?? inviter.locale;
  const link = `${config.appOrigin}/${locale}/invite/${token}`;
  // The invite and its mail commit together (outbox): no invite without its mail, no mail without its invite.
  const invite = await db.transaction(async (tx) => {
    // At most INVITES_PER_TEAM_PER_HOUR per team: counted under a lock on the team row, so
    // concurrent invites cannot pass the limit together.
    await tx.query(`SELECT id FROM teams WHERE id = $1 FOR NO KEY UPDATE`, [team.id]);
    if ((await countRecentInvites(tx, team.id, new Date(now.getTime() - 3_600_000))) >= INVITES_PER_TEAM_PER_HOUR) throw new AppError('INVITE_LIMIT_REACHED');
    const saved = await insertInvite(tx, { teamId: team.id, email, role, tokenHash: hashToken(token), invitedBy: inviter.id, now, expiresAt: new Date(now.getTime() + INVITE_VALID_MS) });
    await enqueueMail(tx, clock, { to: email, locale, ...inviteMail(locale, team.name, inviter.fullName, link) });
    return saved;
  });
  return { invite: toInviteView(invite, now), token };
}

export async function cancelInvite(db: DataSource, clock: Clock, teamId: string, inviteId: string): Promise<void> {
  if (!(await cancelInviteRow(db, teamId, inviteId, clock.now()))) throw new AppError('NOT_FOUND');
}

async function usableInvite(db: DataSource, clock: Clock, token: string) {
  const invite = await inviteByTokenHash(db, hashToken(token));
  if (!invite || inviteStatus(invite, clock.now()) !== 'pending') throw new AppError('INVITE_INVALID');
  return invite;
}

/** What the invite page shows before the user accepts. */
export async function previewInvite(db: DataSource, clock: Clock, token: string) {
  const invite = await usableInvite(db, clock, token);
  const team = (await teamById(db, invite.teamId))!;
  return { teamName: team.name, role: invite.role, email: invite.email };
}

/**
 * Accepts only with the invited account: the signed-in user's email must be the invite's and be
 * verified (an invite link is not a bearer token for whoever holds it); anyone else gets
 * INVITE_INVALID. Single use even under races: the invite row is claimed with a conditional
 * UPDATE; an existing active membership makes the invite invalid.
 */
export async function acceptInvite(db: DataSource, clock: Clock, token: string, userId: string): Promise<{ teamId: string }> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [rows] = await tx.query<[{ id: string; team_id: string; role: TeamRole }[], number]>(
      `UPDATE invites SET accepted_at = $2, accepted_by = $3
        WHERE token_hash = $1 AND accepted_at IS NULL AND cancelled_at IS NULL AND expires_at > $2
          AND email = (SELECT u.email FROM users u WHERE u.id = $3 AND u.email_verified_at IS NOT NULL)
        RETURNING id, team_id, role`,
      [hashToken(token), now, userId],
    );
    const row = rows[0];
    if (!row) throw new AppError('INVITE_INVALID');
    if (await isActiveMemberRow(tx, row.team_id, userId)) throw new AppError('INVITE_INVALID');
    await insertMember(tx, { teamId: row.team_id, userId, role: row.role, now });
    return { teamId: row.team_id };
  }).catch((err: unknown) => {
    // Two invites to one team accepted at the same moment: the membership index lets one through.
    throw mapDbError(err, { team_members_active_uq: 'INVITE_INVALID' });
  });
}
