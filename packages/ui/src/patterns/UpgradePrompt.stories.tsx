import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { isLocale, type Locale } from '@waqt/contracts';
import { formatNumber } from '../format/index.ts';
import { storyTr } from '../i18n/stories.ts';
import { UpgradePrompt } from './UpgradePrompt.tsx';
import { TEAM_ID, storyParameters } from '../fixtures/billing.ts';

const meta = {
  title: 'Patterns/UpgradePrompt',
  component: UpgradePrompt,
  parameters: storyParameters,
  args: { teamId: TEAM_ID, needs: { feature: 'members', plan: 'team' } },
} satisfies Meta<typeof UpgradePrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

const locale = (): Locale => (isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en');
const subscribeHref = (plan: string) => `/${locale()}/dashboard/team/${TEAM_ID}/billing/subscription/add?plan=${plan}`;

/** A feature the plan lacks: "Members are part of the Team plan", and the way to it. */
export const Feature: Story = {
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: t('billing.upgrade.title') })).toBeInTheDocument();
    await expect(c.getByText(t('billing.upgrade.features.members', { plan: t('billing.plans.team') }))).toBeInTheDocument();
    await expect(c.getByRole('link', { name: t('billing.upgrade.action', { plan: t('billing.plans.team') }) })).toHaveAttribute('href', subscribeHref('team'));
  },
};

/** The calendar limit: "You use 5 of 5 calendars", Business has more. */
export const CalendarLimit: Story = {
  args: { needs: { plan: 'business', limit: 5, used: 5 } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const five = formatNumber(5, locale());
    await expect(c.getByText(t('billing.upgrade.usage', { used: five, limit: five }) + ' ' + t('billing.upgrade.moreCalendars', { plan: t('billing.plans.business') }))).toBeInTheDocument();
    await expect(c.getByRole('link', { name: t('billing.upgrade.action', { plan: t('billing.plans.business') }) })).toHaveAttribute('href', subscribeHref('business'));
  },
};

/** Card payments are Business's. */
export const CardPayments: Story = {
  args: { needs: { feature: 'card_payments', plan: 'business' }, headingLevel: 2 },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: t('billing.upgrade.title') })).toBeInTheDocument();
    await expect(within(canvasElement).getByText(t('billing.upgrade.features.card_payments', { plan: t('billing.plans.business') }))).toBeInTheDocument();
  },
};

/** Nothing named: a way to the plans all the same. */
export const NoPlanNamed: Story = {
  args: { needs: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: storyTr()('billing.upgrade.actionAny') })).toHaveAttribute(
      'href',
      `/${locale()}/dashboard/team/${TEAM_ID}/billing/subscription/add`,
    );
  },
};

/** Assistants cannot change the plan: the permission-disabled message, and no link. */
export const Assistant: Story = {
  args: { isAssistant: true },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.PERMISSION_DISABLED'));
    await expect(alert).toHaveTextContent(t('billing.upgrade.assistant'));
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
