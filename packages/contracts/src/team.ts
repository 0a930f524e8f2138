import { z } from 'zod';
import { textSchema } from './text.ts';
import { LOCALES } from './constants.ts';
import { isReservedSlug, RESERVED_LINK_ISSUE } from './links.ts';

/** A team or calendar link: lower-case letters, digits and inner dashes, 1–64 characters. */
export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/);

/**
 * A link a team or calendar may take: a slug that is not one of the app's own paths (links.ts).
 * Lookups keep `slugSchema`, so asking for a reserved word is simply not found.
 */
export const publicLinkSchema = slugSchema.refine((s) => !isReservedSlug(s), { params: { issue: RESERVED_LINK_ISSUE } });

export const publicTeamInput = z.object({ slug: slugSchema });

/** What a visitor may see of a team on its public page. */
export const publicTeamSchema = z.object({
  name: z.string(),
  slug: z.string(),
  country: z.string().length(2),
  currency: z.string().length(3),
});
export type PublicTeam = z.infer<typeof publicTeamSchema>;

export const TEAM_ROLES = ['owner', 'assistant'] as const;
const teamRoleSchema = z.enum(TEAM_ROLES);
export type TeamRole = z.infer<typeof teamRoleSchema>;

export const countrySchema = z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/);
const currencySchema = z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/);
const TEAM_NAME_MAX = 120;
export const teamNameSchema = textSchema({ min: 1, max: TEAM_NAME_MAX });
export const teamIdInput = z.object({ teamId: z.uuid() });

export const createTeamInput = z.object({
  name: teamNameSchema,
  slug: publicLinkSchema,
  country: countrySchema.default('SA'),
  currency: currencySchema.default('SAR'),
});
export type CreateTeamInput = z.input<typeof createTeamInput>;

export const updateTeamInput = z.object({
  teamId: z.uuid(),
  name: teamNameSchema,
  slug: publicLinkSchema,
  country: countrySchema,
  currency: currencySchema,
});

export const paymentExpirationInput = z.object({
  teamId: z.uuid(),
  minutes: z.number().int().min(1).max(1440),
});

/** A team as its members see it. */
export const teamSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  country: z.string(),
  currency: z.string(),
  paymentExpirationMinutes: z.number().int(),
  /** How close to the start (minutes) a booker may still cancel or reschedule. */
  bookerCutoffMinutes: z.number().int(),
  isPersonal: z.boolean(),
  /** The number bookers may call (E.164), shown on the booking pages and in their mails; null: none given. */
  contactPhone: z.string().nullable(),
  /** The caller's role in this team. */
  role: teamRoleSchema,
});
export type TeamView = z.infer<typeof teamSchema>;

/** A team in the caller's list (`teams.list`), with what the dashboard's cards say about it. */
export const teamSummarySchema = teamSchema.extend({
  /** Calendars the team has now (all of them: an assistant's card counts the team's). */
  calendarCount: z.number().int().nonnegative(),
  /**
   * The link of the team's public page, or null when it has none: a business team's own link; a
   * personal team has no page of its own, so its (single) calendar's link, or none before it has one.
   */
  publicSlug: z.string().nullable(),
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;

export const memberSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  createdAt: z.iso.datetime(),
  deletedAt: z.iso.datetime().nullable(),
});
export type MemberView = z.infer<typeof memberSchema>;

export const memberIdInput = z.object({ teamId: z.uuid(), memberId: z.uuid() });
export const changeRoleInput = z.object({ teamId: z.uuid(), memberId: z.uuid(), role: teamRoleSchema });

/** Most invites one team may send in an hour (INVITE_LIMIT_REACHED beyond): invites are mail to strangers. */
export const INVITES_PER_TEAM_PER_HOUR = 20;
/** How much of a team name a mail subject shows (quoted), so a long name cannot fill it with its own words. */
export const TEAM_NAME_IN_SUBJECT_MAX = 40;

/** At most one resend of an invite per minute (INVITE_RESEND_LIMITED sooner): a resend is mail to a stranger. */
export const INVITE_RESEND_INTERVAL_MS = 60_000;
/** Resends of one invite in 24 hours (INVITE_RESEND_LIMITED beyond). */
export const INVITE_RESENDS_PER_DAY = 5;
/** Calendars one invite may assign (a clinic has a handful; the bound keeps the input small). */
const INVITE_CALENDARS_MAX = 100;

const INVITE_STATUSES = ['pending', 'accepted', 'cancelled', 'expired'] as const;
const inviteLocaleSchema = z.enum(LOCALES);
export const inviteSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: teamRoleSchema,
  status: z.enum(INVITE_STATUSES),
  /** The invitee's language: the mail's and the invite page's (the link's prefix). */
  locale: inviteLocaleSchema,
  /** Calendars the assistant will be assigned on joining (those still in the team); empty for an owner. */
  calendarIds: z.array(z.uuid()),
  /** The invite page's address, for the owner to copy; null once it cannot be used (cancelled, accepted, expired). */
  link: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** When its mail last went: the creation, or the latest resend. */
  sentAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  cancelledAt: z.iso.datetime().nullable(),
  acceptedAt: z.iso.datetime().nullable(),
});
export type InviteView = z.infer<typeof inviteSchema>;

export const createInviteInput = z.object({
  teamId: z.uuid(),
  email: z.email().trim().toLowerCase().max(254),
  role: teamRoleSchema.default('assistant'),
  /** The invitee's language; unset: the invitee's account's, else the inviter's. */
  locale: inviteLocaleSchema.optional(),
  /** The calendars an assistant will serve (the team's; ignored for an owner, who sees them all). */
  calendarIds: z.array(z.uuid()).max(INVITE_CALENDARS_MAX).default([]),
});
export const inviteIdInput = z.object({ teamId: z.uuid(), inviteId: z.uuid() });
export const inviteTokenInput = z.object({ token: z.string().min(20).max(200) });
/** What an invitee sees before accepting. */
export const invitePreviewSchema = z.object({ teamName: z.string(), role: teamRoleSchema, email: z.string(), expiresAt: z.iso.datetime() });
export type InvitePreviewView = z.infer<typeof invitePreviewSchema>;
