import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import {
  SLUG_MAX_LENGTH,
  countryOfTimeZone,
  isOffsetZone,
  timeZoneOfCountry,
  isFallbackTeamSlug,
  isReservedSlug,
  slugFromName,
  type OnboardingStatus,
  type WeeklyHours,
  type onboardingCalendarInput,
  type onboardingHoursInput,
} from '@waqt/contracts';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import { constraintOf, mapDbError } from '../../db/errors.ts';
import { withTx, type Db } from '../../db/tx.ts';
import { AppError } from '../../errors.ts';
import { listSchedules, updateSchedule } from '../availability/availability.service.ts';
import { entitlementsOf } from '../billing/entitlements.ts';
import { createCalendar, updateCalendar } from '../calendars/calendars.service.ts';
import { createEventType, updateEventType } from '../event-types/event-types.service.ts';
import type { EventTypeValues } from '../event-types/event-types.queries.ts';
import { providersOf } from '../payments/payments.queries.ts';
import { createPersonalTeam, createTeam } from '../teams/teams.service.ts';
import { activeMembershipWithTeam, personalTeamOfUser, publicLinkHolder, teamById, updateTeamRow, type Team } from '../teams/teams.queries.ts';
import { completeOnboarding, firstEventTypeOf, memberOfTeamWithCalendar, progressOf, setOnboardingCalendar, setupCalendarRow } from './onboarding.queries.ts';

/*
 * The guided setup after sign-up (issue 23; contracts/src/onboarding.ts). Its progress is two columns of
 * the user's row (migration …2200-Onboarding): the calendar its first screen made, and when its second
 * screen was saved. Each screen is one call and one transaction, so a setup is never half of a screen:
 * the first makes the team (for a business) and the calendar with its default schedule, the second sets
 * the hours, the team's country and the first event type. Both lock the user's row first, so a double
 * submit (two tabs, a retried request) runs one after the other and the second finds the first's work:
 * it changes that calendar and that event type instead of making new ones.
 */

/** The inputs as the router's schemas leave them (trimmed, lower-cased links, upper-case countries). */
export type OnboardingCalendarValues = z.output<typeof onboardingCalendarInput>;
export type OnboardingHoursValues = z.output<typeof onboardingHoursInput>;

/** The country a team gets when nothing says otherwise (the `teams.country` column's default). */
const DEFAULT_COUNTRY = 'SA';

interface SetupCalendar {
  id: string;
  name: string;
  slug: string;
  timezone: string;
  team: Team;
}

/** The setup's calendar while the user still owns its team; undefined otherwise (deleted, or no longer theirs). */
async function setupCalendarOf(db: Db, userId: string, calendarId: string | null): Promise<SetupCalendar | undefined> {
  if (!calendarId) return undefined;
  const cal = await setupCalendarRow(db, calendarId);
  if (!cal) return undefined;
  const found = await activeMembershipWithTeam(db, cal.teamId, userId);
  if (!found || found.membership.role !== 'owner') return undefined;
  return { id: cal.id, name: cal.name, slug: cal.slug, timezone: cal.timezone, team: found.team };
}

/** Whether a paid first event type could be booked and paid: the plan has payments and a provider is set up. */
async function paymentsOf(db: Db, team: Team, now: Date): Promise<OnboardingStatus['payments']> {
  if (team.isPersonal) return 'personal';
  const ent = await entitlementsOf(db, team, now);
  if (!ent.features.includes('payments')) return 'plan';
  return (await providersOf(db, team.id)).length > 0 ? 'available' : 'provider';
}

/** Where the user is in the setup, with what its screens start from. */
export async function onboardingStatus(db: Db, userId: string, now: Date): Promise<OnboardingStatus> {
  const user = await progressOf(db, userId);
  if (!user) throw new AppError('NOT_FOUND');
  const personal = await personalTeamOfUser(db, userId);
  const cal = await setupCalendarOf(db, userId, user.calendarId);
  const step: OnboardingStatus['step'] = user.completedAt ? 'done' : cal ? 'hours' : (await memberOfTeamWithCalendar(db, userId)) ? 'done' : 'calendar';
  const schedule = cal ? (await listSchedules(db, cal.id)).find((s) => s.isDefault) : undefined;
  const first = cal ? await firstEventTypeOf(db, cal.id) : undefined;
  const eventType = first && { title: first.title, slug: first.slug, durationMinutes: first.durationMinutes, priceHalalas: first.priceHalalas };
  const country = countryOfTimeZone(user.timezone) ?? personal?.country.trim() ?? DEFAULT_COUNTRY;
  return {
    step,
    suggestion: {
      use: user.businessUse ? 'team' : 'personal',
      name: user.fullName,
      // A zone that names no country (UTC, a browser on a cloud desktop) is not a clinic's: the
      // country's zone instead (issue 36: 9–5 in UTC showed Riyadh visitors 12:00–8 PM).
      timezone: isOffsetZone(user.timezone) ? (timeZoneOfCountry(country) ?? user.timezone) : user.timezone,
      country,
    },
    calendar: cal
      ? { id: cal.id, teamId: cal.team.id, name: cal.name, slug: cal.slug, timezone: cal.timezone, teamName: cal.team.name, isPersonal: cal.team.isPersonal, country: cal.team.country.trim() }
      : null,
    weekly: schedule ? schedule.weekly : null,
    // Before the calendar there is no team to ask: what "just me" would give.
    payments: cal ? await paymentsOf(db, cal.team, now) : 'personal',
    eventType: eventType ?? null,
  };
}

/**
 * Whether the setup may give a calendar this link: free in the public namespace, or already the setup's
 * calendar's, or (just me) the user's personal team's — which the setup moves aside (see `clearTeamLink`).
 * Taken or free only; whose it is never leaves the server.
 */
export async function isSetupSlugFree(db: Db, userId: string, slug: string, use: 'personal' | 'team'): Promise<boolean> {
  if (isReservedSlug(slug)) return false;
  const holder = await publicLinkHolder(db, slug);
  if (!holder) return true;
  const user = await progressOf(db, userId);
  if (holder.calendarId && holder.calendarId === user?.calendarId) return true;
  return use === 'personal' && holder.teamId !== null && holder.teamId === (await personalTeamOfUser(db, userId))?.id;
}

/** `base`, cut so that `-suffix` still fits a link. */
const withSuffix = (base: string, suffix: string) => `${base.slice(0, SLUG_MAX_LENGTH - suffix.length - 1).replace(/-+$/, '')}-${suffix}`;

/**
 * Gives a team the first free link of `candidates`, else the last with a random suffix. Each try runs in
 * a savepoint, so a link someone takes meanwhile (the claim trigger refuses it) just means "the next one".
 */
async function moveTeamLink(tx: EntityManager, teamId: string, candidates: string[]): Promise<string> {
  const last = candidates[candidates.length - 1]!;
  const tries = [...candidates, ...Array.from({ length: 5 }, () => withSuffix(last, randomBytes(3).toString('hex')))];
  for (const slug of tries) {
    if (isReservedSlug(slug)) continue;
    const moved = await withTx(tx, async (sp) => {
      await updateTeamRow(sp, teamId, { slug });
      return true;
    }).catch((err: unknown) => {
      const c = constraintOf(err);
      if (c === 'public_links_team_taken' || c === 'teams_slug_key') return false;
      throw err;
    });
    if (moved) return slug;
  }
  throw new Error('no free team link after several tries');
}

/**
 * Just me: the calendar takes the link the user chose. The personal team's own link — which nobody
 * visits (a personal team has no public page) but which holds a name in the one namespace — moves aside
 * when it is that link (a Latin name's team and calendar would want the same one) or when it is the
 * unreadable one sign-up gives a name without Latin letters ("team-3fa9c1"): it becomes "{link}-team".
 */
async function clearTeamLink(tx: EntityManager, team: Team, slug: string): Promise<void> {
  if (team.slug !== slug && !isFallbackTeamSlug(team.slug)) return;
  await moveTeamLink(tx, team.id, [withSuffix(slug, 'team')]);
}

/** A new business team's link: from its name when it has Latin letters, else "{calendar link}-team". */
async function createSetupTeam(tx: EntityManager, clock: Clock, userId: string, input: { teamName: string; slug: string; country: string }, maxOwned: number): Promise<Team> {
  const fromName = slugFromName(input.teamName);
  const candidates = [...(fromName && fromName !== input.slug ? [fromName] : []), withSuffix(input.slug, 'team')];
  const free = async (s: string) => !isReservedSlug(s) && !(await publicLinkHolder(tx, s));
  let slug = withSuffix(input.slug, `team-${randomBytes(3).toString('hex')}`);
  for (const c of candidates) {
    if (await free(c)) {
      slug = c;
      break;
    }
  }
  const view = await createTeam(tx, clock, userId, { name: input.teamName, slug, country: input.country, currency: 'SAR' }, maxOwned);
  return (await teamById(tx, view.id))!;
}

/**
 * Screen 1: the team (the personal one, or a new business team) and the calendar, with its default
 * schedule in the country's working week. Sent again (Back, then Next) it renames the same calendar (and
 * the team it made); what Waqt is for cannot change once the calendar exists (INVALID_REQUEST).
 */
export async function saveSetupCalendar(db: DataSource, clock: Clock, userId: string, input: OnboardingCalendarValues, maxOwned: number): Promise<OnboardingStatus> {
  const now = clock.now();
  try {
    await withTx(db, async (tx) => {
      const user = await progressOf(tx, userId, true);
      if (!user) throw new AppError('NOT_FOUND');
      const existing = await setupCalendarOf(tx, userId, user.calendarId);
      if (existing) {
        if (existing.team.isPersonal !== (input.use === 'personal')) throw new AppError('INVALID_REQUEST');
        if (input.use === 'personal') {
          await clearTeamLink(tx, existing.team, input.slug);
          await updateTeamRow(tx, existing.team.id, { country: input.country });
        } else {
          await updateTeamRow(tx, existing.team.id, { name: input.teamName, country: input.country });
        }
        await updateCalendar(tx, existing.team, { memberId: '', role: 'owner' }, { calendarId: existing.id, name: input.name, slug: input.slug, timezone: input.timezone, now });
        return;
      }
      let team: Team;
      if (input.use === 'personal') {
        team = (await personalTeamOfUser(tx, userId)) ?? (await createPersonalTeam(tx, userId, user.fullName, now));
        await clearTeamLink(tx, team, input.slug);
        await updateTeamRow(tx, team.id, { country: input.country });
        team = { ...team, country: input.country };
      } else {
        team = await createSetupTeam(tx, clock, userId, { teamName: input.teamName, slug: input.slug, country: input.country }, maxOwned);
      }
      const calendar = await createCalendar(tx, team, { name: input.name, slug: input.slug, timezone: input.timezone, now });
      await setOnboardingCalendar(tx, userId, calendar.id);
    });
  } catch (err) {
    throw mapDbError(err);
  }
  return onboardingStatus(db, userId, now);
}

/** The first event type's link inside its calendar: from its title when it has Latin letters, else "30-min". */
const setupEventTypeSlug = (title: string, durationMinutes: number) => slugFromName(title) || `${durationMinutes}-min`;

const sortedWeek = (weekly: WeeklyHours): WeeklyHours => weekly.map((day) => [...day].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0)));

/**
 * Screen 2: the calendar's weekly hours, the team's country, and the first event type — made, or changed
 * when this is sent again. A price needs a team that can be paid (`paymentsOf`): the personal team and a
 * plan without payments are refused by the event types' own rules, a team without a payment provider here
 * (its bookers could not pay) — each PAYMENTS_NOT_AVAILABLE. The setup is finished in the same transaction.
 */
export async function saveSetupHours(db: DataSource, clock: Clock, userId: string, input: OnboardingHoursValues): Promise<OnboardingStatus> {
  const now = clock.now();
  try {
    await withTx(db, async (tx) => {
      const user = await progressOf(tx, userId, true);
      const cal = user ? await setupCalendarOf(tx, userId, user.calendarId) : undefined;
      if (!user || !cal) throw new AppError('NOT_FOUND');
      await updateTeamRow(tx, cal.team.id, { country: input.country });
      // "Use Riyadh time": the calendar takes the zone and its hours keep their clock times (its
      // schedules in the old zone move with it, as calendars.update does), so 9–5 stays 9–5.
      if (input.timezone && input.timezone !== cal.timezone) {
        await updateCalendar(tx, cal.team, { memberId: '', role: 'owner' }, { calendarId: cal.id, name: cal.name, slug: cal.slug, timezone: input.timezone, hours: 'clock', now });
      }
      const schedule = (await listSchedules(tx, cal.id)).find((s) => s.isDefault);
      if (!schedule) throw new AppError('NOT_FOUND');
      await updateSchedule(tx, cal.id, schedule.id, { name: schedule.name, timezone: schedule.timezone, weekly: sortedWeek(input.weekly), overrides: schedule.overrides }, now);
      const { title, durationMinutes, priceHalalas } = input.eventType;
      const paid = priceHalalas > 0;
      if (paid && !cal.team.isPersonal && (await paymentsOf(tx, cal.team, now)) === 'provider') throw new AppError('PAYMENTS_NOT_AVAILABLE');
      const values: EventTypeValues = {
        title,
        description: '',
        slug: setupEventTypeSlug(title, durationMinutes),
        durationMinutes,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        minimumNotice: { value: 0, unit: 'minutes' },
        activeFrom: null,
        activeTo: null,
        bookerVerificationRequired: false,
        paymentRequired: paid,
        paymentEnabled: paid,
        priceHalalas,
        scheduleId: schedule.id,
        enabled: true,
      };
      const first = await firstEventTypeOf(tx, cal.id);
      if (first) await updateEventType(tx, cal.team, cal.id, first.id, values, now);
      else await createEventType(tx, cal.team, cal.id, values, now);
      await completeOnboarding(tx, userId, now);
    });
  } catch (err) {
    throw mapDbError(err);
  }
  return onboardingStatus(db, userId, now);
}
