import { randomBytes } from 'node:crypto';
import { withTx, type Db } from '../../db/tx.ts';
import type { Clock } from '../../clock.ts';
import { isReservedSlug, slugFromName, trialEndFrom, type CreateTeamInput, type PublicTeam, type TeamSummary, type TeamView } from '@waqt/contracts';
import { countOwnedBusinessTeams, insertMember, insertPersonalTeamRow, insertTeam, lockUserRow, publicLinkHolder, teamById, teamBySlug, teamsOfUser, updateTeamRow, type Team } from './teams.queries.ts';
import { AppError } from '../../errors.ts';
import { constraintOf, mapDbError } from '../../db/errors.ts';
import { scheduleTrialEnd } from '../billing/billing-jobs.ts';

/** The public face of a team by its link. Personal teams have public pages too. */
export async function publicTeamBySlug(db: Db, slug: string): Promise<PublicTeam> {
  const team = await teamBySlug(db, slug);
  if (!team) throw new AppError('NOT_FOUND');
  return { name: team.name, slug: team.slug, country: team.country, currency: team.currency };
}

export function toTeamView(team: Team, role: 'owner' | 'assistant'): TeamView {
  return {
    id: team.id,
    name: team.name,
    slug: team.slug,
    country: team.country.trim(),
    currency: team.currency.trim(),
    paymentExpirationMinutes: team.paymentExpirationMinutes,
    bookerCutoffMinutes: team.bookerCutoffMinutes,
    isPersonal: team.isPersonal,
    contactPhone: team.contactPhone,
    role,
  };
}

/** The caller's teams: personal team first, then by name, each with its calendar count and public link. */
export async function listMyTeams(db: Db, userId: string): Promise<TeamSummary[]> {
  return (await teamsOfUser(db, userId)).map(({ team, role, calendarCount, firstCalendarSlug }) => ({
    ...toTeamView(team, role),
    calendarCount,
    // A personal team has no page of its own (public.service.ts answers 404 for its link).
    publicSlug: team.isPersonal ? firstCalendarSlug : team.slug,
  }));
}

/**
 * Creates the user's personal team (the setup's "just me"; at most one per user) under a free link:
 * the name in Latin letters when it has some, else "team"; taken → the same with a random suffix.
 * ON CONFLICT DO NOTHING makes "check, then insert" one step, so two people racing for one name never
 * fail. The caller holds the user's row lock (the setup does), so one user cannot get two.
 */
export async function createPersonalTeam(tx: Db, userId: string, fullName: string, now: Date): Promise<Team> {
  const base = slugFromName(fullName, 40) || 'team';
  for (let attempt = 0; attempt < 10; attempt++) {
    const slug = attempt === 0 && !isReservedSlug(base) ? base : `${base}-${randomBytes(3).toString('hex')}`;
    // A calendar may hold the link (one public namespace): the claim trigger then refuses it, so the
    // insert runs in a savepoint and a refusal just means "try another".
    const row = await withTx(tx, (sp) => insertPersonalTeamRow(sp, fullName, slug, now)).catch((err: unknown) => {
      if (constraintOf(err) === 'public_links_team_taken') return null;
      throw err;
    });
    if (row) {
      await insertMember(tx, { teamId: row.id, userId, role: 'owner', now });
      return (await teamById(tx, row.id))!;
    }
  }
  throw new Error('no free personal team link after 10 tries');
}

/**
 * Creates a team with the caller as its owner, in one transaction, while the caller owns fewer than
 * `maxOwned` business teams (TEAMS_PER_USER_MAX: each gets trial limits). The user's row is locked
 * first (FOR NO KEY UPDATE), so concurrent creates count one after another and cannot pass the cap.
 * Teams joined as assistant and the personal team do not count; joining (an owner invite, a promotion)
 * is never refused by it.
 */
export async function createTeam(db: Db, clock: Clock, userId: string, input: Required<CreateTeamInput>, maxOwned: number): Promise<TeamView> {
  try {
    return await withTx(db, async (tx) => {
      await lockUserRow(tx, userId);
      if ((await countOwnedBusinessTeams(tx, userId)) >= maxOwned) throw new AppError('TEAM_LIMIT_REACHED');
      const now = clock.now();
      const team = await insertTeam(tx, { ...input, isPersonal: false, trialEndsAt: trialEndFrom(now), now });
      await insertMember(tx, { teamId: team.id, userId, role: 'owner', now });
      await scheduleTrialEnd(tx, clock, team.id, team.trialEndsAt!);
      return toTeamView(team, 'owner');
    });
  } catch (err) {
    // teams_slug_key / public_links_team_taken → TEAM_SLUG_TAKEN; any other refusal is UNEXPECTED, never a guess.
    throw mapDbError(err);
  }
}

export async function updateTeam(db: Db, team: Team, input: { name: string; slug: string; country: string; currency: string }): Promise<TeamView> {
  try {
    await updateTeamRow(db, team.id, { name: input.name, slug: input.slug, country: input.country, currency: input.currency });
  } catch (err) {
    // teams_slug_key / public_links_team_taken → TEAM_SLUG_TAKEN; any other refusal is UNEXPECTED, never a guess.
    throw mapDbError(err);
  }
  return toTeamView({ ...team, ...input }, 'owner');
}

export async function setPaymentExpiration(db: Db, team: Team, minutes: number): Promise<TeamView> {
  await updateTeamRow(db, team.id, { paymentExpirationMinutes: minutes });
  return toTeamView({ ...team, paymentExpirationMinutes: minutes }, 'owner');
}

/**
 * Whether a link is free in the public namespace shared with calendars (for live feedback in the
 * team forms); the team's own link counts as free when editing it. Taken or free only: whose it is
 * never leaves the server.
 */
export async function isSlugFree(db: Db, slug: string, exceptTeamId?: string): Promise<boolean> {
  if (isReservedSlug(slug)) return false;
  const holder = await publicLinkHolder(db, slug);
  return !holder || (exceptTeamId !== undefined && holder.teamId === exceptTeamId);
}

/** The team's contact phone (E.164, already checked; null clears it): shown on the booking pages and in bookers' mails. */
export async function setContactPhone(db: Db, team: Team, e164: string | null): Promise<TeamView> {
  await updateTeamRow(db, team.id, { contactPhone: e164 });
  return toTeamView({ ...team, contactPhone: e164 }, 'owner');
}

export async function setBookerCutoff(db: Db, team: Team, minutes: number): Promise<TeamView> {
  await updateTeamRow(db, team.id, { bookerCutoffMinutes: minutes });
  return toTeamView({ ...team, bookerCutoffMinutes: minutes }, 'owner');
}
