import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTr } from '../../i18n/stories.ts';
import { expectLoading, expectLoadFailure, expectUpgradePrompt, planName, tr } from '../../fixtures/teams.ts';
import { EventTypeList } from './EventTypeList.tsx';
import { TEAM_ID, calendar, eventTypes, links } from '../../fixtures/event-types.ts';
import { formatDuration, formatEventPrice, formatMoney } from '../../format/index.ts';

const meta = {
  title: 'Screens/EventTypes/EventTypeList',
  component: EventTypeList,
  args: { teamId: TEAM_ID, calendarSlug: calendar.slug, eventTypes, ...links, onToggleEnabled: fn(), onCopyLink: fn(), onRetry: fn() },
} satisfies Meta<typeof EventTypeList>;
export default meta;
type Story = StoryObj<typeof meta>;

const lang = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en');
/** Intl's text as Testing Library reads the page (its no-break spaces collapsed). */
const seen = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Issue 23: payments on and "required" off with a price is paid on arrival — never listed as Free; the
 * list says what the public page says (the one formatter).
 */
export const PayOnArrival: Story = {
  args: { eventTypes: [{ ...eventTypes[1]!, paymentRequired: false, enabled: true }] },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const shown = seen(t('eventTypes.shownPrice.on_arrival', { amount: formatMoney(15_050, lang()) }));
    await expect(c.getByText(shown)).toBeInTheDocument();
    await expect(shown).toBe(seen(formatEventPrice({ paymentEnabled: true, paymentRequired: false, priceHalalas: 15_050 }, lang(), t)));
    await expect(c.queryByText(t('eventTypes.shownPrice.free'))).toBeNull();
  },
};

/** Each event type: its length, its price in SAR (or free), its switch, edit link and deep link with copy. */
export const Filled: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('eventTypes.title') })).toBeInTheDocument();
    const [checkup, cleaning] = within(c.getByRole('list', { name: t('eventTypes.title') })).getAllByRole('listitem');
    const first = within(checkup!);
    await expect(first.getByRole('heading', { name: 'Checkup' })).toBeInTheDocument();
    await expect(first.getByText(seen(formatDuration(30, lang())))).toBeInTheDocument();
    await expect(first.getByText(t('eventTypes.shownPrice.free'))).toBeInTheDocument();
    await expect(first.getByText('/dr-sara/checkup')).toBeInTheDocument();
    await expect(first.getByRole('switch', { name: t('eventTypes.enabledOf', { title: 'Checkup' }) })).toBeChecked();
    await expect(first.getByRole('link', { name: t('eventTypes.editOf', { title: 'Checkup' }) })).toHaveAttribute('href', links.editHref(eventTypes[0]!.id));
    const second = within(cleaning!);
    // 15,050 halalas is 150.50 SAR, written by Intl in the locale (Arabic digits in ar-SA).
    await expect(second.getByText(seen(t('eventTypes.shownPrice.prepaid', { amount: formatMoney(15_050, lang()) })))).toBeInTheDocument();
    await expect(second.getByText(t('eventTypes.disabledBadge'))).toBeInTheDocument();
    await userEvent.click(second.getByRole('switch', { name: t('eventTypes.enabledOf', { title: 'تنظيف الأسنان' }) }));
    await expect(args.onToggleEnabled).toHaveBeenCalledWith(eventTypes[1]!.id, true);
    await userEvent.click(first.getByRole('button', { name: t('eventTypes.copyLinkOf', { title: 'Checkup' }) }));
    await expect(args.onCopyLink).toHaveBeenCalledWith('/dr-sara/checkup');
    await expect(c.getByRole('link', { name: t('eventTypes.new') })).toHaveAttribute('href', links.newHref);
  },
};
export const Loading: Story = {
  args: { eventTypes: undefined },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement);
  },
};
export const Empty: Story = {
  tags: ['visual'],
  args: { eventTypes: [] },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: t('eventTypes.emptyTitle') })).toBeInTheDocument();
    await expect(c.getByRole('link', { name: t('eventTypes.new') })).toHaveAttribute('href', links.newHref);
  },
};
export const LoadError: Story = {
  args: { eventTypes: undefined, error: 'UNEXPECTED' },
  play: async ({ canvasElement, args }) => {
    const retry = await expectLoadFailure(canvasElement, 'eventTypes.loadError', 'UNEXPECTED');
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
/** Someone who may not change event types: the permission message, switches off, no edit or new links. */
export const PermissionDenied: Story = {
  args: { canManage: false },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByText(t('errors.PERMISSION_DISABLED'))).toBeInTheDocument();
    for (const sw of c.getAllByRole('switch')) await expect(sw).toBeDisabled();
    await expect(c.queryByRole('link', { name: t('eventTypes.new') })).toBeNull();
    await expect(c.queryByRole('link', { name: t('eventTypes.editOf', { title: 'Checkup' }) })).toBeNull();
  },
};
/** The personal team has its one event type: no "new" link, the upgrade prompt instead. */
export const PersonalTeamPrompt: Story = {
  args: { isPersonal: true, eventTypes: [eventTypes[0]!] },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.queryByRole('link', { name: t('eventTypes.new') })).toBeNull();
    await expect(c.getByRole('heading', { name: t('eventTypes.upgradeTitle') })).toBeInTheDocument();
    await expect(c.getByText(t('errors.EVENT_TYPE_LIMIT_REACHED'))).toBeInTheDocument();
    await expect(c.getByRole('link', { name: t('teams.home.upgradeAction') })).toHaveAttribute('href', links.upgradeHref);
  },
};

/** The trial ended (billing.entitlements: no `event_types`): no "new" link, the prompt to the Team plan that has more. */
export const PlanLacksEventTypes: Story = {
  args: { eventTypes: [eventTypes[0]!], needs: { feature: 'event_types', plan: 'team' } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.queryByRole('link', { name: t('eventTypes.new') })).toBeNull();
    await expectUpgradePrompt(canvasElement, 'team', [tr('billing.upgrade.features.event_types', { plan: planName('team') })]);
    await expect(c.queryByRole('heading', { name: t('eventTypes.upgradeTitle') })).toBeNull();
  },
};
/** An assistant of that team: the permission message, no prompt to buy a plan. */
export const PlanLacksEventTypesAssistant: Story = {
  args: { eventTypes: [eventTypes[0]!], needs: { feature: 'event_types', plan: 'team' }, canManage: false },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByText(t('errors.PERMISSION_DISABLED'))).toBeInTheDocument();
    await expect(c.queryByRole('heading', { name: t('billing.upgrade.title') })).toBeNull();
    await expect(c.queryByRole('link', { name: t('billing.upgrade.action', { plan: planName('team') }) })).toBeNull();
  },
};
