import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  INVITE_RESEND_INTERVAL_MS,
  INVITE_RESENDS_PER_DAY,
  INVITES_PER_TEAM_PER_HOUR,
  ONE_HOUR_MS,
  TEAM_NAME_IN_SUBJECT_MAX,
  routes,
  type InvitePreviewView,
  type InviteView,
  type Locale,
  type TeamRole,
} from '@waqt/contracts';
import {
  acceptInviteRow,
  assignJoiningMember,
  cancelInviteRow,
  countRecentInvites,
  hasActiveMemberWithEmail,
  insertInvite,
  insertMember,
  inviteByTokenHash,
  inviteOfTeam,
  invitedCalendarIds,
  invitesOfTeam,
  isActiveMemberRow,
  lockTeamCalendars,
  lockTeamRow,
  renewInviteRow,
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
import { hashToken } from '../auth/session.service.ts';
import { limitAttempts } from '../auth/rate-limit.ts';
import { assertNotPersonal } from './members.service.ts';
import { requireFeature } from '../billing/entitlements.ts';

type Deps = { db: DataSource; clock: Clock; config: Config };

function inviteStatus(inv: Pick<Invite, 'acceptedAt' | 'cancelledAt' | 'expiresAt'>, now: Date): InviteView['status'] {
  if (inv.acceptedAt) return 'accepted';
  if (inv.cancelledAt) return 'cancelled';
  if (inv.expiresAt <= now) return 'expired';
  return 'pending';
}

/**
 * An invite's link token: HMAC-SHA256 of its id under AUTH_SECRET, so nothing secret is stored (only its
 * SHA-256, to find the invite) and yet the owners' list can show the link to copy, and a resend mails
 * the same link. As unguessable as a random token without the secret (the booking links' rule).
 */
function inviteToken(secret: string, inviteId: string): string {
  return createHmac('sha256', secret).update(`invite:${inviteId}`).digest('base64url');
}

/**
 * The invite page's address while the invite can be used. Invites made before tokens were derived (or
 * under another AUTH_SECRET) have a token nobody can recompute: no link until a resend gives them one.
 */
function linkOf(config: Config, inv: Invite, now: Date): string | null {
  if (inviteStatus(inv, now) !== 'pending') return null;
  const token = inviteToken(config.authSecret, inv.id);
  return timingSafeEqual(hashToken(token), inv.tokenHash) ? `${config.appOrigin}${routes.invite(inv.locale, token)}` : null;
}

function toInviteView(config: Config, inv: Invite, now: Date): InviteView {
  return {
    id: inv.id,
    email: inv.email,
    role: inv.role,
    status: inviteStatus(inv, now),
    locale: inv.locale,
    calendarIds: inv.calendarIds,
    link: linkOf(config, inv, now),
    createdAt: inv.createdAt.toISOString(),
    sentAt: (inv.resentAt ?? inv.createdAt).toISOString(),
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

/** The invite mail in the invitee's language; `validMs` is how long the link now lives (INVITE_VALID_DAYS). */
export function inviteMail(locale: Locale, teamName: string, inviterName: string, link: string, validMs: number) {
  const subjectName = clip(teamName, TEAM_NAME_IN_SUBJECT_MAX);
  const valid = lifetime(locale, validMs);
  if (locale === 'ar') {
    const subject = `دعوة للانضمام إلى فريق «${subjectName}» في وقت`;
    const text = `دعاك «${inviterName}» للانضمام إلى فريق «${teamName}» في وقت.\n\nاقبل الدعوة من هذا الرابط (صالح لمدة ${valid}):\n${link}\n\nإذا لم تكن تتوقع هذه الدعوة، فيمكنك تجاهل هذه الرسالة.`;
    const html = `<p>دعاك «${escape(inviterName)}» للانضمام إلى فريق «${escape(teamName)}» في وقت.</p><p><a href="${escape(link)}">قبول الدعوة</a> (صالحة لمدة ${valid})</p><p>إذا لم تكن تتوقع هذه الدعوة، فيمكنك تجاهل هذه الرسالة.</p>`;
    return { subject, text, html };
  }
  const subject = `Invitation to the team “${subjectName}” on Waqt`;
  const text = `“${inviterName}” invited you to join the team “${teamName}” on Waqt.\n\nAccept the invitation with this link (valid for ${valid}):\n${link}\n\nIf you did not expect this invitation, you can ignore this email.`;
  const html = `<p>“${escape(inviterName)}” invited you to join the team “${escape(teamName)}” on Waqt.</p><p><a href="${escape(link)}">Accept the invitation</a> (valid for ${valid})</p><p>If you did not expect this invitation, you can ignore this email.</p>`;
  return { subject, text, html };
}

export async function listInvites({ db, clock, config }: Deps, teamId: string, status: 'pending' | 'cancelled'): Promise<InviteView[]> {
  const now = clock.now();
  const rows = await invitesOfTeam(db, teamId);
  // "Cancelled" also lists expired ones: both need a fresh invite (an expired one can be resent).
  return rows
    .map((r) => toInviteView(config, r, now))
    .filter((v) => (status === 'pending' ? v.status === 'pending' : v.status === 'cancelled' || v.status === 'expired'));
}

/** The team may send invites now: not the personal team, a plan with members, not soft-blocked. */
async function assertMayInvite(db: DataSource, team: Team, now: Date) {
  assertNotPersonal(team);
  // Members are a plan feature (an ended trial keeps its members, but invites no more).
  const ent = await requireFeature(db, team, 'members', now);
  if (ent.softBlocked) throw new AppError('BILLING_SOFT_BLOCKED');
}

export interface NewInvite {
  email: string;
  role: TeamRole;
  /** The invitee's language; unset: their account's if they have one, else the inviter's. */
  locale?: Locale | undefined;
  /** The calendars an assistant will serve (ignored for an owner, who sees every calendar). */
  calendarIds?: readonly string[] | undefined;
}

/** Invites by email; the mail carries /{locale}/invite/{token}. Returns the token only to tests. */
export async function createInvite(deps: Deps, team: Team, inviter: User, input: NewInvite): Promise<{ invite: InviteView; token: string }> {
  const { db, clock, config } = deps;
  const now = clock.now();
  await assertMayInvite(db, team, now);
  const { email, role } = input;
  // Said to the inviter in its own words (INVITE_INVALID is the invitee's "this link will not work").
  if (await hasActiveMemberWithEmail(db, team.id, email)) throw new AppError('ALREADY_MEMBER');
  const calendarIds = role === 'assistant' ? [...new Set(input.calendarIds ?? [])] : [];
  const locale: Locale = input.locale ?? (await userByEmail(db, email))?.locale ?? inviter.locale;
  const id = randomUUID();
  const token = inviteToken(config.authSecret, id);
  const link = `${config.appOrigin}${routes.invite(locale, token)}`;
  // The invite, its calendars and its mail commit together (outbox): no invite without its mail, no mail without its invite.
  await db.transaction(async (tx) => {
    // At most INVITES_PER_TEAM_PER_HOUR per team: counted under a lock on the team row, so
    // concurrent invites cannot pass the limit together.
    await lockTeamRow(tx, team.id);
    if ((await countRecentInvites(tx, team.id, new Date(now.getTime() - ONE_HOUR_MS))) >= INVITES_PER_TEAM_PER_HOUR) throw new AppError('INVITE_LIMIT_REACHED');
    // Every chosen calendar must be the team's now (one deleted while the dialog was open: choose again).
    if ((await lockTeamCalendars(tx, team.id, calendarIds)).length !== calendarIds.length) throw new AppError('INVITE_CALENDAR_NOT_FOUND');
    await insertInvite(tx, { id, teamId: team.id, email, role, locale, tokenHash: hashToken(token), invitedBy: inviter.id, now, expiresAt: new Date(now.getTime() + config.inviteValidMs), calendarIds });
    await enqueueMail(tx, clock, { to: email, locale, ...inviteMail(locale, team.name, inviter.fullName, link, config.inviteValidMs) });
  });
  return { invite: toInviteView(config, (await inviteOfTeam(db, team.id, id))!, now), token };
}

/**
 * Mails an open (pending or expired) invite again, valid for another INVITE_VALID_DAYS from now, with the
 * same link. A resend is mail to a stranger, so it is limited (auth_attempts, `limitAttempts`): not
 * within a minute of the last sending, INVITE_RESENDS_PER_DAY per invite in 24 hours, and
 * INVITES_PER_TEAM_PER_HOUR resends per team per hour — then INVITE_RESEND_LIMITED.
 */
export async function resendInvite(deps: Deps, team: Team, sender: User, inviteId: string): Promise<InviteView> {
  const { db, clock, config } = deps;
  const now = clock.now();
  await assertMayInvite(db, team, now);
  const inv = await inviteOfTeam(db, team.id, inviteId);
  if (!inv || inv.acceptedAt || inv.cancelledAt) throw new AppError('NOT_FOUND');
  if (await hasActiveMemberWithEmail(db, team.id, inv.email)) throw new AppError('ALREADY_MEMBER');
  if (now.getTime() - (inv.resentAt ?? inv.createdAt).getTime() < INVITE_RESEND_INTERVAL_MS) throw new AppError('INVITE_RESEND_LIMITED');
  try {
    await limitAttempts(db, clock, [
      { key: `invite_resend:${inv.id}`, max: 1, windowMs: INVITE_RESEND_INTERVAL_MS },
      { key: `invite_resend:${inv.id}`, max: INVITE_RESENDS_PER_DAY, windowMs: 24 * ONE_HOUR_MS },
      { key: `invite_resend:team:${team.id}`, max: INVITES_PER_TEAM_PER_HOUR, windowMs: ONE_HOUR_MS },
    ]);
  } catch (err) {
    throw err instanceof AppError && err.code === 'RATE_LIMITED' ? new AppError('INVITE_RESEND_LIMITED') : err;
  }
  const token = inviteToken(config.authSecret, inv.id);
  const link = `${config.appOrigin}${routes.invite(inv.locale, token)}`;
  await db.transaction(async (tx) => {
    if (!(await renewInviteRow(tx, { teamId: team.id, inviteId: inv.id, tokenHash: hashToken(token), now, expiresAt: new Date(now.getTime() + config.inviteValidMs) }))) {
      throw new AppError('NOT_FOUND');
    }
    await enqueueMail(tx, clock, { to: inv.email, locale: inv.locale, ...inviteMail(inv.locale, team.name, sender.fullName, link, config.inviteValidMs) });
  });
  return toInviteView(config, (await inviteOfTeam(db, team.id, inv.id))!, now);
}

export async function cancelInvite(db: DataSource, clock: Clock, teamId: string, inviteId: string): Promise<void> {
  if (!(await cancelInviteRow(db, teamId, inviteId, clock.now()))) throw new AppError('NOT_FOUND');
}

/** Why an invite found by its token cannot be used: INVITE_EXPIRED when only its time ran out, else INVITE_INVALID. */
function unusable(invite: Invite | undefined, now: Date): AppError {
  return new AppError(invite && inviteStatus(invite, now) === 'expired' ? 'INVITE_EXPIRED' : 'INVITE_INVALID');
}

/** What the invite page shows before the user accepts. */
export async function previewInvite(db: DataSource, clock: Clock, token: string): Promise<InvitePreviewView> {
  const now = clock.now();
  const invite = await inviteByTokenHash(db, hashToken(token));
  if (!invite || inviteStatus(invite, now) !== 'pending') throw unusable(invite, now);
  const team = (await teamById(db, invite.teamId))!;
  return { teamName: team.name, role: invite.role, email: invite.email, expiresAt: invite.expiresAt.toISOString() };
}

/**
 * Accepts only with the invited account: the signed-in user's email must be the invite's and be
 * verified (an invite link is not a bearer token for whoever holds it); anyone else gets
 * INVITE_INVALID. Single use even under races: the invite row is claimed with a conditional
 * UPDATE; an existing active membership makes the invite invalid. An assistant is assigned the
 * calendars chosen in the invite in the same transaction (one deleted meanwhile is skipped).
 */
export async function acceptInvite(db: DataSource, clock: Clock, token: string, userId: string): Promise<{ teamId: string }> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const row = await acceptInviteRow(tx, hashToken(token), userId, now);
    if (!row) throw unusable(await inviteByTokenHash(tx, hashToken(token)), now);
    if (await isActiveMemberRow(tx, row.teamId, userId)) throw new AppError('INVITE_INVALID');
    const memberId = await insertMember(tx, { teamId: row.teamId, userId, role: row.role, now });
    if (row.role === 'assistant') {
      await assignJoiningMember(tx, row.teamId, memberId, await invitedCalendarIds(tx, row.id), now);
    }
    return { teamId: row.teamId };
  }).catch((err: unknown) => {
    // Two invites to one team accepted at the same moment: the membership index lets one through.
    throw mapDbError(err, { team_members_active_uq: 'INVITE_INVALID' });
  });
}
