// Story fixtures for the Teams screens (not exported from the package).
import { expect, within } from 'storybook/test';
import { isLocale, type Entitlements, type InviteView, type Locale, type MemberView, type PlanCode, type TeamView } from '@waqt/contracts';
import { createI18n } from '../../i18n/index.ts';
import { formatNumber } from '../../i18n/format.ts';

/** Translations for assertions, in the locale the story decorator applied to <html>. */
export const tr = (key: string, opts?: Record<string, unknown>) =>
  createI18n(isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en').t(key, opts ?? {}) as string;
/** A translation as a pattern: matches labels that carry more (a required marker, say). */
export const trx = (key: string, opts?: Record<string, unknown>) => new RegExp(tr(key, opts).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** A loading screen: its placeholder is announced busy as "Loading…" (found within `el`, or awaited when `find`). */
export async function expectLoading(el: HTMLElement, find = false) {
  const name = tr('common.loading');
  const status = find ? await within(el).findByRole('status', { name }) : within(el).getByRole('status', { name });
  await expect(status).toHaveAttribute('aria-busy', 'true');
}

/** A pending Button: not pressable, and its spinner reads "Loading…". */
export async function expectPending(button: HTMLElement) {
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(within(button).getByRole('img', { name: tr('common.loading') })).toBeInTheDocument();
}

/** A load failure in place of the content: its heading, the translated code, and a retry that calls `onRetry`. */
export async function expectLoadFailure(el: HTMLElement, titleKey: string, code: string) {
  const alert = within(el).getByRole('alert');
  await expect(within(alert).getByRole('heading', { name: tr(titleKey) })).toBeInTheDocument();
  await expect(alert).toHaveTextContent(tr(`errors.${code}`));
  return within(alert).getByRole('button', { name: tr('common.retry') });
}

export const TEAM_ID = '22222222-2222-4222-8222-222222222222';

export const team: TeamView = {
  id: TEAM_ID,
  name: 'Riyadh Dental Clinic',
  slug: 'riyadh-dental',
  country: 'SA',
  currency: 'SAR',
  paymentExpirationMinutes: 15,
  bookerCutoffMinutes: 60,
  isPersonal: false,
  role: 'owner',
};
export const assistantTeam: TeamView = { ...team, role: 'assistant' };
export const personalTeam: TeamView = { ...team, id: '11111111-1111-4111-8111-111111111111', name: 'Sara Al-Qahtani', slug: 'sara', isPersonal: true };

export const members: MemberView[] = [
  { id: 'a1111111-1111-4111-8111-111111111111', userId: 'b1111111-1111-4111-8111-111111111111', fullName: 'Sara Al-Qahtani', email: 'sara@example.com', role: 'owner', createdAt: '2026-01-10T08:00:00Z', deletedAt: null },
  { id: 'a2222222-2222-4222-8222-222222222222', userId: 'b2222222-2222-4222-8222-222222222222', fullName: 'Omar Haddad', email: 'omar@example.com', role: 'assistant', createdAt: '2026-02-02T10:30:00Z', deletedAt: null },
  { id: 'a3333333-3333-4333-8333-333333333333', userId: 'b3333333-3333-4333-8333-333333333333', fullName: 'ليلى ناصر', email: 'layla@example.com', role: 'assistant', createdAt: '2026-02-15T12:00:00Z', deletedAt: null },
];
export const deletedMembers: MemberView[] = [
  { id: 'a4444444-4444-4444-8444-444444444444', userId: 'b4444444-4444-4444-8444-444444444444', fullName: 'Badr Al-Otaibi', email: 'badr@example.com', role: 'assistant', createdAt: '2025-11-03T09:00:00Z', deletedAt: '2026-02-20T14:00:00Z' },
];

/** The stories' clock for pure screens. */
export const NOW = new Date('2026-03-01T09:00:00Z');
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** Invites relative to `now`: two pending (21 h and 40 min left), one cancelled and one expired. */
export function invitesAt(now: Date) {
  const t = now.getTime();
  const pending: InviteView[] = [
    { id: 'c1111111-1111-4111-8111-111111111111', email: 'nora@example.com', role: 'assistant', status: 'pending', createdAt: iso(t - 3 * HOUR), expiresAt: iso(t + 21 * HOUR), cancelledAt: null, acceptedAt: null },
    { id: 'c2222222-2222-4222-8222-222222222222', email: 'khalid@example.com', role: 'owner', status: 'pending', createdAt: iso(t - 23 * HOUR - 20 * 60_000), expiresAt: iso(t + 40 * 60_000), cancelledAt: null, acceptedAt: null },
  ];
  const cancelled: InviteView[] = [
    { id: 'c3333333-3333-4333-8333-333333333333', email: 'faisal@example.com', role: 'assistant', status: 'cancelled', createdAt: iso(t - 30 * HOUR), expiresAt: iso(t - 6 * HOUR), cancelledAt: iso(t - 28 * HOUR), acceptedAt: null },
    { id: 'c4444444-4444-4444-8444-444444444444', email: 'reem@example.com', role: 'assistant', status: 'expired', createdAt: iso(t - 50 * HOUR), expiresAt: iso(t - 26 * HOUR), cancelledAt: null, acceptedAt: null },
  ];
  return { pending, cancelled };
}

export const INVITE_TOKEN = 'tok_3b8f1c2d9e7a6b5c4d3e2f1a0b9c8d7e';
export const invitePreview = { teamName: 'Riyadh Dental Clinic', role: 'assistant' as const, email: 'nora@example.com' };

/**
 * react-aria's live announcer outlives a story: a pending Button announces itself by id, and the
 * next story's axe run would see that message pointing at an element that is gone. It is a
 * visually hidden log, not the screen's markup, so axe leaves it out.
 */
export const storyParameters = { a11y: { context: { exclude: ['[data-live-announcer]'] } } };

/** Two calendars of the team; Omar (assistant) sees only Dr Sara's. */
export const calendars = [
  { id: 'c1111111-1111-4111-8111-111111111111', teamId: TEAM_ID, name: 'Dr Sara', slug: 'dr-sara', timezone: 'Asia/Riyadh', createdAt: '2026-01-10T08:00:00Z', memberIds: ['a2222222-2222-4222-8222-222222222222'] },
  { id: 'c2222222-2222-4222-8222-222222222222', teamId: TEAM_ID, name: 'غرفة الأشعة', slug: 'x-ray', timezone: 'Asia/Riyadh', createdAt: '2026-01-11T08:00:00Z', memberIds: [] as string[] },
];

// ─── Plan limits (the billing upgrade prompt on the screens a plan gates) ─────────────────────────────

const storyLang = (): Locale => (isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en');
/** A count as the prompt writes it in the story's language (Arabic digits in Arabic). */
export const num = (n: number) => formatNumber(n, storyLang());
/** A plan's name in the story's language. */
export const planName = (plan: PlanCode) => tr(`billing.plans.${plan}`);
/** The subscription page on a plan, as the prompt links it: `/{lang}/dashboard/team/{teamId}/billing/subscription/add?plan=…`. */
export const subscribeHref = (plan: PlanCode, teamId = TEAM_ID) => `/${storyLang()}/dashboard/team/${teamId}/billing/subscription/add?plan=${plan}`;

/** The owner's upgrade prompt within `el`: its title, each of `lines`, and the link to `plan`'s subscription. */
export async function expectUpgradePrompt(el: HTMLElement, plan: PlanCode, lines: string[]) {
  const c = within(el);
  await expect(c.getByRole('heading', { name: tr('billing.upgrade.title') })).toBeInTheDocument();
  for (const line of lines) await expect(el).toHaveTextContent(line);
  await expect(c.getByRole('link', { name: tr('billing.upgrade.action', { plan: planName(plan) }) })).toHaveAttribute('href', subscribeHref(plan));
}

/** An assistant's prompt within `el`: the permission message and the ask-an-owner line, with what the plan lacks; no link. */
export async function expectAssistantPrompt(el: HTMLElement, lines: string[]) {
  const alert = within(el).getByRole('alert');
  await expect(within(alert).getByRole('heading', { name: tr('errors.PERMISSION_DISABLED') })).toBeInTheDocument();
  for (const line of [...lines, tr('billing.upgrade.assistant')]) await expect(alert).toHaveTextContent(line);
  await expect(within(el).queryByRole('link', { name: new RegExp(tr('billing.upgrade.title')) })).toBeNull();
  await expect(within(alert).queryByRole('link')).toBeNull();
}

/** billing.entitlements of the clinic in its trial (the Business plan, 5 calendars), `used` of them in use. */
export const trialEntitlements = (used = 2): Entitlements => ({
  planCode: 'business',
  state: 'trial',
  trialEndsAt: '2026-03-10T09:00:00.000Z',
  calendarLimit: 5,
  calendarsUsed: used,
  features: ['event_types', 'members', 'payments', 'card_payments', 'customers_export'],
  pastDueSince: null,
  softBlocked: false,
});
/** The trial ended without a subscription: the Personal plan's limits (one calendar, no features), nothing deleted. */
export const endedEntitlements: Entitlements = { planCode: 'personal', state: 'ended', trialEndsAt: null, calendarLimit: 1, calendarsUsed: 2, features: [], pastDueSince: null, softBlocked: false };
/** An active Team subscription: 2 calendars; no card payments, no customers export. */
export const teamPlanEntitlements = (used = 1): Entitlements => ({
  planCode: 'team',
  state: 'active',
  trialEndsAt: null,
  calendarLimit: 2,
  calendarsUsed: used,
  features: ['event_types', 'members', 'payments'],
  pastDueSince: null,
  softBlocked: false,
});
/** The personal team: one calendar, in use. */
export const personalEntitlements: Entitlements = { planCode: 'personal', state: 'personal', trialEndsAt: null, calendarLimit: 1, calendarsUsed: 1, features: [], pastDueSince: null, softBlocked: false };
