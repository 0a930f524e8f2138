import type { Locale, TeamRole } from '@waqt/contracts';
import type { Db } from '../../db/tx.ts';
import { affected, many, one } from '../../db/sql.ts';
import type { User } from '../auth/auth.queries.ts';

/** The teams module's tables (teams, team_members, invites), typed; rows come back in camelCase. */

export interface Team {
  id: string;
  name: string;
  slug: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** ISO 4217. */
  currency: string;
  paymentExpirationMinutes: number;
  /** How close to the start (minutes) a booker may still cancel or reschedule. */
  bookerCutoffMinutes: number;
  /** The free team every user gets; it has no members or invites. */
  isPersonal: boolean;
  /** A business team's trial of the Business plan ends here (null for the personal team). */
  trialEndsAt: Date | null;
  /** The buyer on a tax invoice (billing details); empty strings when not given. */
  billingLegalName: string;
  billingVatNumber: string;
  billingAddress: string;
  /** The number bookers may call, E.164 (issue 36); null: none given. */
  contactPhone: string | null;
  createdAt: Date;
}

export interface TeamMember {
  id: string;
  teamId: string;
  userId: string;
  role: TeamRole;
  createdAt: Date;
  deletedAt: Date | null;
}

/** The columns of `teams` as a `Team`, over `alias`. */
const teamColumns = (alias = 'teams') =>
  `${alias}.id, ${alias}.name, ${alias}.slug, ${alias}.country, ${alias}.currency, ${alias}.payment_expiration_minutes AS "paymentExpirationMinutes",
   ${alias}.booker_cutoff_minutes AS "bookerCutoffMinutes", ${alias}.is_personal AS "isPersonal", ${alias}.trial_ends_at AS "trialEndsAt",
   ${alias}.billing_legal_name AS "billingLegalName", ${alias}.billing_vat_number AS "billingVatNumber", ${alias}.billing_address AS "billingAddress",
   ${alias}.contact_phone AS "contactPhone", ${alias}.created_at AS "createdAt"`;
const memberColumns = (alias: string) =>
  `${alias}.id, ${alias}.team_id AS "teamId", ${alias}.user_id AS "userId", ${alias}.role, ${alias}.created_at AS "createdAt", ${alias}.deleted_at AS "deletedAt"`;

export const teamBySlug = (db: Db, slug: string) => one<Team>(db, `SELECT ${teamColumns()} FROM teams WHERE slug = $1`, [slug]);
export const teamById = (db: Db, id: string) => one<Team>(db, `SELECT ${teamColumns()} FROM teams WHERE id = $1`, [id]);

export async function insertTeam(
  db: Db,
  t: { name: string; slug: string; country: string; currency: string; isPersonal: boolean; trialEndsAt: Date | null; now: Date },
): Promise<Team> {
  const row = await one<Team>(
    db,
    `INSERT INTO teams (name, slug, country, currency, is_personal, trial_ends_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${teamColumns()}`,
    [t.name, t.slug, t.country, t.currency, t.isPersonal, t.trialEndsAt, t.now],
  );
  return row!;
}

const TEAM_FIELDS = {
  name: 'name',
  slug: 'slug',
  country: 'country',
  currency: 'currency',
  paymentExpirationMinutes: 'payment_expiration_minutes',
  bookerCutoffMinutes: 'booker_cutoff_minutes',
  contactPhone: 'contact_phone',
} as const satisfies Partial<Record<keyof Team, string>>;

/** Sets the given fields of a team (column names from the fixed map above, never from input). */
export async function updateTeamRow(db: Db, id: string, patch: Partial<Pick<Team, keyof typeof TEAM_FIELDS>>): Promise<void> {
  const fields = (Object.keys(TEAM_FIELDS) as (keyof typeof TEAM_FIELDS)[]).filter((f) => patch[f] !== undefined);
  if (fields.length === 0) return;
  await db.query(`UPDATE teams SET ${fields.map((f, i) => `${TEAM_FIELDS[f]} = $${i + 2}`).join(', ')} WHERE id = $1`, [id, ...fields.map((f) => patch[f])]);
}

// ——— Members ———

/** A new active membership; its id. */
export async function insertMember(db: Db, m: { teamId: string; userId: string; role: TeamRole; now: Date }): Promise<string> {
  const row = await one<{ id: string }>(db, `INSERT INTO team_members (team_id, user_id, role, created_at) VALUES ($1, $2, $3, $4) RETURNING id`, [m.teamId, m.userId, m.role, m.now]);
  return row!.id;
}

/** The user's active membership of a team, with the team (the procedures' authorization): one round trip. */
export async function activeMembershipWithTeam(db: Db, teamId: string, userId: string): Promise<{ membership: TeamMember; team: Team } | undefined> {
  const row = await one<Team & { memberId: string; memberRole: TeamRole; memberCreatedAt: Date }>(
    db,
    `SELECT m.id AS "memberId", m.role AS "memberRole", m.created_at AS "memberCreatedAt", ${teamColumns('t')}
     FROM team_members m JOIN teams t ON t.id = m.team_id WHERE m.team_id = $1 AND m.user_id = $2 AND m.deleted_at IS NULL`,
    [teamId, userId],
  );
  if (!row) return undefined;
  const { memberId, memberRole, memberCreatedAt, ...team } = row;
  return { membership: { id: memberId, teamId, userId, role: memberRole, createdAt: memberCreatedAt, deletedAt: null }, team };
}

/** The user's teams with their role, how many calendars each has and its first calendar's link: personal team first, then by name. */
export async function teamsOfUser(db: Db, userId: string): Promise<{ team: Team; role: TeamRole; calendarCount: number; firstCalendarSlug: string | null }[]> {
  const rows = await many<Team & { memberRole: TeamRole; calendarCount: number; firstCalendarSlug: string | null }>(
    db,
    `SELECT m.role AS "memberRole", ${teamColumns('t')},
            (SELECT count(*)::int FROM calendars c WHERE c.team_id = t.id) AS "calendarCount",
            (SELECT c.slug::text FROM calendars c WHERE c.team_id = t.id ORDER BY c.created_at, c.id LIMIT 1) AS "firstCalendarSlug"
       FROM team_members m JOIN teams t ON t.id = m.team_id
      WHERE m.user_id = $1 AND m.deleted_at IS NULL ORDER BY t.is_personal DESC, t.name ASC`,
    [userId],
  );
  return rows.map(({ memberRole, calendarCount, firstCalendarSlug, ...team }) => ({ team, role: memberRole, calendarCount, firstCalendarSlug }));
}

/** A team's members (active or removed) with their user: joined first (active) or removed last first (deleted). */
export function membersWithUsers(db: Db, teamId: string, status: 'active' | 'deleted'): Promise<(TeamMember & { user: Pick<User, 'fullName' | 'email'> })[]> {
  return many<TeamMember & { fullName: string; email: string }>(
    db,
    `SELECT ${memberColumns('m')}, u.full_name AS "fullName", u.email FROM team_members m JOIN users u ON u.id = m.user_id
     WHERE m.team_id = $1 AND ${status === 'active' ? 'm.deleted_at IS NULL ORDER BY m.created_at ASC' : 'm.deleted_at IS NOT NULL ORDER BY m.deleted_at DESC'}, m.id`,
    [teamId],
  ).then((rows) => rows.map(({ fullName, email, ...m }) => ({ ...m, user: { fullName, email } })));
}

/**
 * The team's active memberships, locked (FOR UPDATE): two owners demoting each other at once cannot
 * leave the team without an owner.
 */
export const lockActiveMembers = (tx: Db, teamId: string) =>
  many<TeamMember>(tx, `SELECT ${memberColumns('m')} FROM team_members m WHERE m.team_id = $1 AND m.deleted_at IS NULL FOR UPDATE`, [teamId]);

export async function setMemberRole(tx: Db, memberId: string, role: TeamRole): Promise<void> {
  await tx.query(`UPDATE team_members SET role = $2 WHERE id = $1`, [memberId, role]);
}

/** Soft delete: the member moves to the Deleted tab and loses access at once. */
export async function removeMemberRow(tx: Db, memberId: string, now: Date): Promise<void> {
  await tx.query(`UPDATE team_members SET deleted_at = $2 WHERE id = $1`, [memberId, now]);
}

/** Whether an active member of the team has this email. */
export async function hasActiveMemberWithEmail(db: Db, teamId: string, email: string): Promise<boolean> {
  return (await one(db, `SELECT 1 FROM team_members m JOIN users u ON u.id = m.user_id WHERE m.team_id = $1 AND m.deleted_at IS NULL AND u.email = $2`, [teamId, email])) !== undefined;
}

/** Whether the user is an active member of the team. */
export async function isActiveMemberRow(db: Db, teamId: string, userId: string): Promise<boolean> {
  return (await one(db, `SELECT 1 FROM team_members WHERE team_id = $1 AND user_id = $2 AND deleted_at IS NULL LIMIT 1`, [teamId, userId])) !== undefined;
}

// ——— Invites ———

export interface Invite {
  id: string;
  teamId: string;
  email: string;
  role: TeamRole;
  /** The invitee's language (the mail's and the link's). */
  locale: Locale;
  invitedBy: string;
  /** SHA-256 of the link's token (the token itself is derived, never stored: invites.service.ts). */
  tokenHash: Buffer;
  createdAt: Date;
  /** The latest resend, if any. */
  resentAt: Date | null;
  expiresAt: Date;
  cancelledAt: Date | null;
  acceptedAt: Date | null;
  acceptedBy: string | null;
  /** Calendars still in the team that the assistant will be assigned on joining. */
  calendarIds: string[];
}

const INVITE_COLUMNS = `i.id, i.team_id AS "teamId", i.email, i.role, i.locale, i.invited_by AS "invitedBy", i.token_hash AS "tokenHash",
  i.created_at AS "createdAt", i.resent_at AS "resentAt", i.expires_at AS "expiresAt", i.cancelled_at AS "cancelledAt",
  i.accepted_at AS "acceptedAt", i.accepted_by AS "acceptedBy",
  ARRAY(SELECT ic.calendar_id::text FROM invite_calendars ic JOIN calendars c ON c.id = ic.calendar_id
        WHERE ic.invite_id = i.id ORDER BY c.name, c.id) AS "calendarIds"`;

export const invitesOfTeam = (db: Db, teamId: string) => many<Invite>(db, `SELECT ${INVITE_COLUMNS} FROM invites i WHERE i.team_id = $1 ORDER BY i.created_at DESC, i.id`, [teamId]);
export const inviteByTokenHash = (db: Db, tokenHash: Buffer) => one<Invite>(db, `SELECT ${INVITE_COLUMNS} FROM invites i WHERE i.token_hash = $1`, [tokenHash]);
export const inviteOfTeam = (db: Db, teamId: string, inviteId: string) => one<Invite>(db, `SELECT ${INVITE_COLUMNS} FROM invites i WHERE i.id = $1 AND i.team_id = $2`, [inviteId, teamId]);

/** The calendars an invite chose (a deleted calendar's row went with it). */
export const invitedCalendarIds = (db: Db, inviteId: string) =>
  many<{ calendarId: string }>(db, `SELECT calendar_id AS "calendarId" FROM invite_calendars WHERE invite_id = $1`, [inviteId]).then((rows) => rows.map((r) => r.calendarId));

export async function countRecentInvites(db: Db, teamId: string, since: Date): Promise<number> {
  return (await one<{ n: number }>(db, `SELECT count(*)::int AS n FROM invites WHERE team_id = $1 AND created_at > $2`, [teamId, since]))!.n;
}

/** A new invite with the calendars it will assign (ids already checked to be the team's). */
export async function insertInvite(
  db: Db,
  i: { id: string; teamId: string; email: string; role: TeamRole; locale: Locale; tokenHash: Buffer; invitedBy: string; now: Date; expiresAt: Date; calendarIds: string[] },
): Promise<void> {
  await db.query(
    `INSERT INTO invites (id, team_id, email, role, locale, token_hash, invited_by, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [i.id, i.teamId, i.email, i.role, i.locale, i.tokenHash, i.invitedBy, i.now, i.expiresAt],
  );
  if (i.calendarIds.length) await db.query(`INSERT INTO invite_calendars (invite_id, calendar_id) SELECT $1, unnest($2::uuid[])`, [i.id, i.calendarIds]);
}

/**
 * Sends an open invite again: valid for another period from `now`, under `tokenHash` (the same link
 * unless the invite predates derived tokens). False when it was cancelled or used meanwhile.
 */
export async function renewInviteRow(db: Db, i: { teamId: string; inviteId: string; tokenHash: Buffer; now: Date; expiresAt: Date }): Promise<boolean> {
  return (
    (await affected(
      db,
      `UPDATE invites SET token_hash = $3, resent_at = $4, expires_at = $5
        WHERE id = $1 AND team_id = $2 AND cancelled_at IS NULL AND accepted_at IS NULL`,
      [i.inviteId, i.teamId, i.tokenHash, i.now, i.expiresAt],
    )) === 1
  );
}

/** Cancels an open invite of the team; false when there is none. */
export async function cancelInviteRow(db: Db, teamId: string, inviteId: string, now: Date): Promise<boolean> {
  return (await affected(db, `UPDATE invites SET cancelled_at = $3 WHERE id = $1 AND team_id = $2 AND cancelled_at IS NULL AND accepted_at IS NULL`, [inviteId, teamId, now])) === 1;
}

/** Accepts an open, unexpired invite to the user's verified address once: its row, or undefined. */
export const acceptInviteRow = (db: Db, tokenHash: Buffer, userId: string, now: Date) =>
  one<{ id: string; teamId: string; role: TeamRole }>(
    db,
    `UPDATE invites SET accepted_at = $2, accepted_by = $3
      WHERE token_hash = $1 AND accepted_at IS NULL AND cancelled_at IS NULL AND expires_at > $2
        AND email = (SELECT u.email FROM users u WHERE u.id = $3 AND u.email_verified_at IS NOT NULL)
      RETURNING id, team_id AS "teamId", role`,
    [tokenHash, now, userId],
  );

// ——— Locks, limits and links ———

/** Holds the team's row (FOR NO KEY UPDATE) until the transaction ends: per-team counts run one at a time. */
export async function lockTeamRow(db: Db, teamId: string): Promise<void> {
  await db.query(`SELECT id FROM teams WHERE id = $1 FOR NO KEY UPDATE`, [teamId]);
}

/** Holds the user's row (FOR NO KEY UPDATE) until the transaction ends: one user's team creations run one at a time. */
export async function lockUserRow(db: Db, userId: string): Promise<void> {
  await db.query(`SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE`, [userId]);
}

/** The business teams (not personal) the user owns. */
export async function countOwnedBusinessTeams(db: Db, userId: string): Promise<number> {
  const row = await one<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM team_members m JOIN teams t ON t.id = m.team_id
     WHERE m.user_id = $1 AND m.role = 'owner' AND m.deleted_at IS NULL AND NOT t.is_personal`,
    [userId],
  );
  return row!.n;
}

/** A personal team under `slug`; its id, or undefined when another team has the slug (ON CONFLICT DO NOTHING). */
export const insertPersonalTeamRow = (db: Db, name: string, slug: string, now: Date) =>
  one<{ id: string }>(db, `INSERT INTO teams (name, slug, is_personal, created_at) VALUES ($1, $2, true, $3) ON CONFLICT (slug) DO NOTHING RETURNING id`, [name, slug, now]);

/** Who holds a link of the public namespace (a team or a calendar); undefined when it is free. */
export const publicLinkHolder = (db: Db, slug: string) =>
  one<{ teamId: string | null; calendarId: string | null }>(db, `SELECT team_id AS "teamId", calendar_id AS "calendarId" FROM public_links WHERE slug = $1`, [slug]);

/** The user's personal team, once "just me" made it (an account starts with no team). */
export const personalTeamOfUser = (db: Db, userId: string) =>
  one<Team>(
    db,
    `SELECT ${teamColumns('t')} FROM team_members m JOIN teams t ON t.id = m.team_id
     WHERE m.user_id = $1 AND m.deleted_at IS NULL AND t.is_personal LIMIT 1`,
    [userId],
  );

/**
 * Which of `calendarIds` are calendars of the team now, locked FOR KEY SHARE in the caller's transaction:
 * a concurrent delete has either committed (the calendar is not returned) or waits until this
 * transaction commits, so rows written meanwhile that point at them (an invite's choice, an
 * assignment) never meet a vanished calendar.
 */
export async function lockTeamCalendars(tx: Db, teamId: string, calendarIds: readonly string[]): Promise<string[]> {
  if (calendarIds.length === 0) return [];
  const rows = await many<{ id: string }>(tx, `SELECT id FROM calendars WHERE team_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR KEY SHARE`, [teamId, [...new Set(calendarIds)]]);
  return rows.map((r) => r.id);
}

/**
 * Assigns a member that has just joined (an accepted invite) to the calendars chosen for them, in the
 * joining transaction. A calendar deleted since it was chosen, or no longer the team's, is skipped.
 */
export async function assignJoiningMember(tx: Db, teamId: string, memberId: string, calendarIds: readonly string[], now: Date): Promise<void> {
  const ids = await lockTeamCalendars(tx, teamId, calendarIds);
  if (ids.length) {
    await many(tx, `INSERT INTO calendar_members (calendar_id, member_id, created_at) SELECT unnest($1::uuid[]), $2, $3 ON CONFLICT (calendar_id, member_id) DO NOTHING`, [ids, memberId, now]);
  }
}
